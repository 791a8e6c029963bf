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
 *
 * Lines come in this order (line indexes, and so result rows, follow it): heating, cooling, then
 * the design's hot water, cooking and PV specs in design order, then lighting, plug loads, pumps.
 */
import type { CompiledSource } from './compiled-source';
import type { Design } from './design-types';
import type { Fuel } from './energy-lines';
import { EnergyLines } from './energy-lines';
import type { EngineWarning } from './engine-error';
import type { EvaluationContext, WholeOfHomeTables } from './evaluation-context';
import type { ExpandedOperational } from './expand-design';
import { deliveredEnergy, DISTRIBUTION_LOSS } from './heating-cooling';
import { hotWaterEnergyPerDwelling } from './hot-water';
import type { OperationalLine } from './operational-line';
import type { OperationalSpec } from './template-types';
import { DAYS_PER_YEAR, kilowattHoursToMegajoules } from './units';

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

/** What each direction of space conditioning reads from the design and warns about. */
const SPACE_CONDITIONING = {
  heating: { specKind: 'space-heating', noSystemWarning: 'NO_HEATING_SYSTEM' },
  cooling: { specKind: 'space-cooling', noSystemWarning: 'NO_COOLING_SYSTEM' },
} as const;

type Direction = keyof typeof SPACE_CONDITIONING;

/**
 * Space heating or cooling (WoH Eq 14): the load (demand MJ/m²·yr × CFA m²) is shared among the
 * design's systems by the area each serves (over the larger of the area served and the CFA);
 * heating systems add their ancillary electricity (WoH Table 15). Area that no system serves gets
 * the GEMS zone's default heat pump (WoH Table 13), non-ducted, with a NO_…_SYSTEM warning.
 */
function addSpaceConditioning(
  direction: Direction,
  input: OperationalEnergyInputs,
  woh: WholeOfHomeTables,
  out: EnergyLines,
  warnings: EngineWarning[],
): void {
  const { specKind, noSystemWarning } = SPACE_CONDITIONING[direction];
  const cfa = input.conditionedFloorArea;
  const load = (direction === 'heating' ? input.heatingDemand : input.coolingDemand) * cfa;
  const systems = input.operational.filter((o) => o.spec.kind === specKind);
  const served = systems.reduce((s, o) => s + o.quantity, 0);
  const denominator = Math.max(served, cfa);
  for (const o of systems) {
    const spec = o.spec;
    if (spec.kind !== 'space-heating' && spec.kind !== 'space-cooling') continue;
    const share = denominator > 0 ? o.quantity / denominator : 0;
    const fuelUse = deliveredEnergy(load * share, spec.efficiency, spec.distributionLoss);
    const fuel: Fuel = spec.kind === 'space-heating' ? spec.fuel : 'electricity';
    out.add(direction, fuel, fuelUse, o.master);
    if (spec.kind === 'space-heating' && spec.ancillaryFraction > 0)
      out.add(direction, 'electricity', fuelUse * spec.ancillaryFraction, o.master);
  }
  const unserved = cfa > 0 ? Math.max(0, 1 - served / cfa) : 0;
  if (unserved > 1e-9 && load > 0) {
    const gems = woh.climateZones[input.design.location.climateZone]?.gemsZone ?? 'Mixed';
    warnings.push({
      code: noSystemWarning,
      message: `${Math.round(unserved * 100)} % of the conditioned floor area has no ${direction} system; a default heat pump (NatHERS WoH Table 13, ${gems} zone) was assumed. Add a ${direction} component to model your system.`,
    });
    out.add(
      direction,
      'electricity',
      deliveredEnergy(
        load * unserved,
        woh.defaultHeatPump[gems][direction],
        DISTRIBUTION_LOSS.nonDucted,
      ),
      -1,
    );
  }
}

/**
 * Hot water of `o.quantity` dwellings (hot-water.ts, WoH Eq 25 and curves): main fuel (the
 * controlled-load carrier for electric systems on that tariff, on grid) and auxiliary
 * electricity. Warns APPROXIMATE_HOT_WATER_CURVE when the nearest STC count's curve was used.
 */
function addHotWater(
  o: ExpandedOperational,
  spec: Extract<OperationalSpec, { kind: 'hot-water' }>,
  input: OperationalEnergyInputs,
  woh: WholeOfHomeTables,
  out: EnergyLines,
  warnings: EngineWarning[],
): void {
  const { location } = input.design;
  const energy = hotWaterEnergyPerDwelling(
    spec,
    location.hotWaterZone,
    location.heatPumpZone,
    input.occupantsPerDwelling,
    woh,
  );
  if (energy.substitutedFrom)
    warnings.push({
      code: 'APPROXIMATE_HOT_WATER_CURVE',
      message: `The WoH tables have no curve ${energy.substitutedFrom} for this zone; the nearest STC count (${energy.code}) was used. Choose a system rated for the zone for an exact result.`,
    });
  const mainFuel: Fuel =
    spec.fuel === 'electricity' && spec.tariff === 'controlled-load' && !out.isOffGrid
      ? 'controlled-load-electricity'
      : spec.fuel;
  out.add('hot-water', mainFuel, energy.mainFuelMegajoules * o.quantity, o.master);
  out.add('hot-water', 'electricity', energy.auxiliaryElectricityMegajoules * o.quantity, o.master);
}

/**
 * Cooking of `o.quantity` dwellings: cooktop, then oven, each (constant + factor × N_d) MJ/yr
 * (WoH cooking table); gas appliances burn the spec's gas, the others use electricity.
 */
function addCooking(
  o: ExpandedOperational,
  spec: Extract<OperationalSpec, { kind: 'cooking' }>,
  occupantsPerDwelling: number,
  woh: WholeOfHomeTables,
  out: EnergyLines,
): void {
  const nd = occupantsPerDwelling;
  const cooktop = woh.cooking[`${spec.cooktop}-cooktop`];
  const oven = woh.cooking[`${spec.oven}-oven`];
  out.add(
    'cooking',
    spec.cooktop === 'gas' ? spec.fuel : 'electricity',
    (cooktop.constant + cooktop.factor * nd) * o.quantity,
    o.master,
  );
  out.add(
    'cooking',
    spec.oven === 'gas' ? spec.fuel : 'electricity',
    (oven.constant + oven.factor * nd) * o.quantity,
    o.master,
  );
}

/** Yearly PV yield per kWp installed in the design's zone, kWh/kWp·yr (0 when unknown). */
function photovoltaicYield(design: Design, woh: WholeOfHomeTables): number {
  return woh.photovoltaicYieldByZone[design.location.hotWaterZone] ?? 0;
}

/**
 * Lines of the design's hot water, cooking and PV specs, in design order. PV (on grid only) is a
 * negative generation line of kWp × yield. Returns the number of dwellings with hot water.
 */
function addAppliances(
  input: OperationalEnergyInputs,
  woh: WholeOfHomeTables,
  out: EnergyLines,
  warnings: EngineWarning[],
): number {
  let hotWaterServed = 0;
  for (const o of input.operational) {
    const spec = o.spec;
    if (spec.kind === 'hot-water') {
      addHotWater(o, spec, input, woh, out, warnings);
      hotWaterServed += o.quantity;
    } else if (spec.kind === 'cooking') {
      addCooking(o, spec, input.occupantsPerDwelling, woh, out);
    } else if (spec.kind === 'photovoltaic' && !out.isOffGrid) {
      const kilowattHours = o.quantity * photovoltaicYield(input.design, woh);
      out.add(
        'on-site-generation',
        'electricity',
        -kilowattHoursToMegajoules(kilowattHours),
        o.master,
        true,
      );
    }
  }
  return hotWaterServed;
}

/**
 * Whole-of-home loads of electricity (no component): lighting (WoH Eq 63 with the design's
 * lighting power density, else the WoH default, × natural lighting factor), plug loads (dwellings × (constant + perOccupant × N_d) MJ) and pumps (pumped kL ×
 * kWh/kL of the rainwater pump's rating).
 */
function addWholeOfHomeLoads(
  input: OperationalEnergyInputs,
  ctx: EvaluationContext,
  out: EnergyLines,
): void {
  const woh = ctx.wholeOfHome;
  const { attributes } = input.design;
  const lightingFactor = woh.naturalLightingFactors[attributes.naturalLightingId] ?? 1;
  const lightingKwh =
    ((attributes.lightingPowerDensity ?? woh.lighting.wattsPerSquareMetre) *
      woh.lighting.hoursPerDay *
      input.conditionedFloorArea *
      DAYS_PER_YEAR *
      lightingFactor) /
    1000;
  out.add('lighting', 'electricity', kilowattHoursToMegajoules(lightingKwh), -1);
  out.add(
    'plug-loads',
    'electricity',
    input.dwellings *
      (woh.plugLoads.constant + woh.plugLoads.perOccupant * input.occupantsPerDwelling),
    -1,
  );
  const pumpKwhPerKl =
    ctx.water.pumpKilowattHoursPerKilolitre[attributes.rainwaterPumpPressureRatingId] ?? 0;
  out.add(
    'pumps',
    'electricity',
    kilowattHoursToMegajoules(input.pumpedKilolitres * pumpKwhPerKl),
    -1,
  );
}

/**
 * Off grid: warn OFF_GRID_SHORTFALL when the PV yield (kWh/yr) is below the electricity the lines
 * draw from the off-grid carrier (its declared unit per year).
 */
function warnOffGridShortfall(
  input: OperationalEnergyInputs,
  woh: WholeOfHomeTables,
  out: EnergyLines,
  warnings: EngineWarning[],
): void {
  const generation = input.operational.reduce(
    (s, o) =>
      o.spec.kind === 'photovoltaic' ? s + o.quantity * photovoltaicYield(input.design, woh) : s,
    0,
  );
  const demand = out.lines.reduce(
    (s, l) => (l.carrier === out.electricity ? s + l.annualDemand : s),
    0,
  );
  if (generation < demand) {
    warnings.push({
      code: 'OFF_GRID_SHORTFALL',
      message: `Off grid: on-site PV yields about ${Math.round(generation)} kWh/yr but the home uses about ${Math.round(demand)} kWh/yr. Add PV or storage, or choose Mains Connected.`,
    });
  }
}

/**
 * Build the B6 lines of a design (order in the module comment), appending warnings to
 * `warnings`. Throws UNKNOWN_PROCESS for a carrier missing from the source.
 */
export function operationalEnergyLines(
  input: OperationalEnergyInputs,
  ctx: EvaluationContext,
  compiled: CompiledSource,
  warnings: EngineWarning[],
): OperationalLine[] {
  const woh = ctx.wholeOfHome;
  const out = new EnergyLines(input.design, ctx.energyCarriers, compiled);
  addSpaceConditioning('heating', input, woh, out, warnings);
  addSpaceConditioning('cooling', input, woh, out, warnings);
  const hotWaterServed = addAppliances(input, woh, out, warnings);
  if (hotWaterServed + 1e-9 < input.dwellings) {
    warnings.push({
      code: 'NO_HOT_WATER_SYSTEM',
      message: `${input.dwellings - hotWaterServed} dwelling(s) have no hot water system, so their hot water energy is not counted. Add a hot water component.`,
    });
  }
  addWholeOfHomeLoads(input, ctx, out);
  if (out.isOffGrid) warnOffGridShortfall(input, woh, out, warnings);
  return out.lines;
}
