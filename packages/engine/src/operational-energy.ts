/**
 * Operational energy (B6) lines by the NatHERS Whole of Home method (METHOD.md §4):
 *
 *   heating/cooling  load (MJ/m²·yr) × area served → delivered energy (WoH Eq 14); area not served
 *                    by any system uses the GEMS-zone default heat pump (WoH Table 13)
 *   hot water        per dwelling served (hot-water.ts); electric systems on a controlled-load
 *                    circuit draw their main electricity from the controlled-load carrier
 *   lighting         W/m² × h/day × CFA × 365 / 1000 kWh (WoH Eq 63) × natural lighting factor
 *   plug loads       dwellings × (7022.4 + 441.65·N_d) MJ (WoH)
 *   cooking          per dwelling served: cooktop and oven (constant + factor·N_d) MJ (WoH)
 *   pumps            pumped water kL × kWh/kL (Retamal et al. 2010: about 1.5 kWh/kL)
 *   PV               − kWp × yield(zone) kWh (generation; netted only when a target says so)
 * Off grid: electricity comes from the off-grid carrier (no grid factors); PV is not netted.
 */
import { ELECTRICITY_SUPPLY } from './attributes';
import type { CompiledSource } from './compiled-source';
import { requireProcess } from './compiled-source';
import type { Design } from './design-types';
import type { EngineWarning } from './engine-error';
import type { EvaluationContext } from './evaluation-context';
import type { ExpandedOperational } from './expand-design';
import { deliveredEnergy, DISTRIBUTION_LOSS } from './heating-cooling';
import { hotWaterEnergyPerDwelling } from './hot-water';
import type { EnergyEndUse, OperationalLine } from './operational-line';
import { DAYS_PER_YEAR, kilowattHoursToMegajoules, megajoulesToKilowattHours } from './units';

/** Inputs of the B6 calculation already resolved by the evaluation. */
export interface OperationalEnergyInputs {
  design: Design;
  conditionedFloorArea: number;
  dwellings: number;
  occupantsPerDwelling: number;
  /** Heating and cooling demand, MJ/m²·yr. */
  heatingDemand: number;
  coolingDemand: number;
  operational: readonly ExpandedOperational[];
  /** kL/yr moved by pumps (rainwater and reuse). */
  pumpedKilolitres: number;
}

type Fuel = 'electricity' | 'controlled-load-electricity' | 'natural-gas' | 'lpg' | 'wood';

/** Build the B6 lines of a design. */
export function operationalEnergyLines(
  input: OperationalEnergyInputs,
  ctx: EvaluationContext,
  compiled: CompiledSource,
  warnings: EngineWarning[],
): OperationalLine[] {
  const { design } = input;
  const state = design.location.state;
  const isOffGrid = design.attributes.electricitySupplyId === ELECTRICITY_SUPPLY.offGrid;
  const carriers = ctx.energyCarriers;
  const electricity = requireProcess(
    compiled,
    isOffGrid ? carriers.offGridElectricity : carriers.electricityByState[state],
    'Energy carriers',
  );
  const carrierOf = (fuel: Fuel): number =>
    fuel === 'electricity'
      ? electricity
      : fuel === 'controlled-load-electricity'
        ? requireProcess(
            compiled,
            carriers.controlledLoadElectricityByState[state],
            'Energy carriers',
          )
        : requireProcess(
            compiled,
            fuel === 'natural-gas'
              ? carriers.naturalGasByState[state]
              : fuel === 'lpg'
                ? carriers.lpg
                : carriers.wood,
            'Energy carriers',
          );
  const lines: OperationalLine[] = [];
  const add = (
    endUse: EnergyEndUse,
    fuel: Fuel,
    megajoules: number,
    master: number,
    isGeneration = false,
  ): void => {
    if (megajoules === 0) return;
    const carrier = carrierOf(fuel);
    const process = compiled.processes[carrier]!;
    const annualDemand =
      process.declaredUnit === 'kWh' ? megajoulesToKilowattHours(megajoules) : megajoules;
    lines.push({
      module: 'B6',
      endUse,
      carrier,
      sourceName: process.name,
      annualDemand,
      demandUnit: `${process.declaredUnit}/yr`,
      master,
      isGridElectricity:
        (fuel === 'electricity' || fuel === 'controlled-load-electricity') && !isOffGrid,
      isGeneration,
    });
  };

  const cfa = input.conditionedFloorArea;
  const gems = ctx.wholeOfHome.climateZones[design.location.climateZone]?.gemsZone ?? 'Mixed';
  const defaults = ctx.wholeOfHome.defaultHeatPump[gems];
  for (const direction of ['heating', 'cooling'] as const) {
    const load = (direction === 'heating' ? input.heatingDemand : input.coolingDemand) * cfa;
    const systems = input.operational.filter(
      (o) => o.spec.kind === (direction === 'heating' ? 'space-heating' : 'space-cooling'),
    );
    const served = systems.reduce((s, o) => s + o.quantity, 0);
    const denominator = Math.max(served, cfa);
    for (const o of systems) {
      const spec = o.spec;
      if (spec.kind !== 'space-heating' && spec.kind !== 'space-cooling') continue;
      const share = denominator > 0 ? o.quantity / denominator : 0;
      const fuelUse = deliveredEnergy(load * share, spec.efficiency, spec.distributionLoss);
      const fuel: Fuel = spec.kind === 'space-heating' ? spec.fuel : 'electricity';
      add(direction, fuel, fuelUse, o.master);
      if (spec.kind === 'space-heating' && spec.ancillaryFraction > 0)
        add(direction, 'electricity', fuelUse * spec.ancillaryFraction, o.master);
    }
    const unserved = cfa > 0 ? Math.max(0, 1 - served / cfa) : 0;
    if (unserved > 1e-9 && load > 0) {
      warnings.push({
        code: direction === 'heating' ? 'NO_HEATING_SYSTEM' : 'NO_COOLING_SYSTEM',
        message: `${Math.round(unserved * 100)} % of the conditioned floor area has no ${direction} system; a default heat pump (NatHERS WoH Table 13, ${gems} zone) was assumed. Add a ${direction} component to model your system.`,
      });
      const efficiency = direction === 'heating' ? defaults.heating : defaults.cooling;
      add(
        direction,
        'electricity',
        deliveredEnergy(load * unserved, efficiency, DISTRIBUTION_LOSS.nonDucted),
        -1,
      );
    }
  }

  const woh = ctx.wholeOfHome;
  const nd = input.occupantsPerDwelling;
  let hotWaterServed = 0;
  for (const o of input.operational) {
    const spec = o.spec;
    if (spec.kind === 'hot-water') {
      const energy = hotWaterEnergyPerDwelling(
        spec,
        design.location.hotWaterZone,
        design.location.heatPumpZone,
        nd,
        woh,
      );
      hotWaterServed += o.quantity;
      if (energy.substitutedFrom)
        warnings.push({
          code: 'APPROXIMATE_HOT_WATER_CURVE',
          message: `The WoH tables have no curve ${energy.substitutedFrom} for this zone; the nearest STC count (${energy.code}) was used. Choose a system rated for the zone for an exact result.`,
        });
      const mainFuel: Fuel =
        spec.fuel === 'electricity' && spec.tariff === 'controlled-load' && !isOffGrid
          ? 'controlled-load-electricity'
          : spec.fuel;
      add('hot-water', mainFuel, energy.mainFuelMegajoules * o.quantity, o.master);
      add('hot-water', 'electricity', energy.auxiliaryElectricityMegajoules * o.quantity, o.master);
    } else if (spec.kind === 'cooking') {
      const cooktop = woh.cooking[`${spec.cooktop}-cooktop`];
      const oven = woh.cooking[`${spec.oven}-oven`];
      add(
        'cooking',
        spec.cooktop === 'gas' ? spec.fuel : 'electricity',
        (cooktop.constant + cooktop.factor * nd) * o.quantity,
        o.master,
      );
      add(
        'cooking',
        spec.oven === 'gas' ? spec.fuel : 'electricity',
        (oven.constant + oven.factor * nd) * o.quantity,
        o.master,
      );
    } else if (spec.kind === 'photovoltaic' && !isOffGrid) {
      const yieldKwh = woh.photovoltaicYieldByZone[design.location.hotWaterZone] ?? 0;
      add(
        'on-site-generation',
        'electricity',
        -kilowattHoursToMegajoules(o.quantity * yieldKwh),
        o.master,
        true,
      );
    }
  }
  if (hotWaterServed + 1e-9 < input.dwellings) {
    warnings.push({
      code: 'NO_HOT_WATER_SYSTEM',
      message: `${input.dwellings - hotWaterServed} dwelling(s) have no hot water system, so their hot water energy is not counted. Add a hot water component.`,
    });
  }
  const lightingFactor = woh.naturalLightingFactors[design.attributes.naturalLightingId] ?? 1;
  const lightingKwh =
    (woh.lighting.wattsPerSquareMetre *
      woh.lighting.hoursPerDay *
      cfa *
      DAYS_PER_YEAR *
      lightingFactor) /
    1000;
  add('lighting', 'electricity', kilowattHoursToMegajoules(lightingKwh), -1);
  add(
    'plug-loads',
    'electricity',
    input.dwellings * (woh.plugLoads.constant + woh.plugLoads.perOccupant * nd),
    -1,
  );
  const pumpKwhPerKl =
    ctx.water.pumpKilowattHoursPerKilolitre[design.attributes.rainwaterPumpPressureRatingId] ?? 0;
  add('pumps', 'electricity', kilowattHoursToMegajoules(input.pumpedKilolitres * pumpKwhPerKl), -1);

  if (isOffGrid) {
    const generation = input.operational.reduce(
      (s, o) =>
        o.spec.kind === 'photovoltaic'
          ? s + o.quantity * (woh.photovoltaicYieldByZone[design.location.hotWaterZone] ?? 0)
          : s,
      0,
    );
    const demand = lines.reduce((s, l) => (l.carrier === electricity ? s + l.annualDemand : s), 0);
    if (generation < demand) {
      warnings.push({
        code: 'OFF_GRID_SHORTFALL',
        message: `Off grid: on-site PV yields about ${Math.round(generation)} kWh/yr but the home uses about ${Math.round(demand)} kWh/yr. Add PV or storage, or choose Mains Connected.`,
      });
    }
  }
  return lines;
}
