/**
 * Heating and cooling, hot water, cooking, appliances, lighting and PV (no battery: the starter
 * source has no battery dataset). Efficiencies follow the NatHERS WoH method (heating-cooling.ts); unit embodied impacts use the closest
 * datasets as proxies (stated per template).
 */
import { ATTRIBUTE_ID as A } from '@circa/engine/attributes';
import {
  ANCILLARY_FRACTION,
  DISTRIBUTION_LOSS,
  FIXED_EFFICIENCY,
  gasDuctedAncillaryFraction,
  gasDuctedEfficiency,
  heatPumpEfficiencyFromStars,
} from '@circa/engine/heating-cooling';
import type { Template } from '@circa/engine/template-types';
import { REFRIGERANT_PROCESS, splitSystemChargeKg, SPLIT_SYSTEM_RELEASE } from '../refrigerants';
import { CATEGORY } from '../template-categories';
import { PROCESS as P } from './process-ids';
import { material, template } from './recipe-helpers';

const ducting = () => [
  material(P.steelSheetGalvanised, 120, { life: 'spaceConditioning', note: 'ductwork' }),
  material(P.glasswool, 0.3, { life: 'spaceConditioning', note: 'duct insulation' }),
];
/**
 * The R32 charge of a split or ducted unit of `kw` kW (0.25 kg/kW), leaking 3 %/yr and losing
 * 48 % at each removal (refrigerants.ts; methodology §6.1). R32 is assumed for new units.
 */
const refrigerantCharge = (kw: number) =>
  material(REFRIGERANT_PROCESS.r32, splitSystemChargeKg(kw), {
    wastage: 0,
    km: 0,
    life: 'spaceConditioning',
    refrigerant: SPLIT_SYSTEM_RELEASE,
    note: `R32 charge of a ${kw} kW unit (0.25 kg/kW)`,
  });
const reverseCycle = (stars: number, loss: number) => [
  {
    kind: 'space-heating' as const,
    system: 'heat-pump' as const,
    fuel: 'electricity' as const,
    efficiency: heatPumpEfficiencyFromStars(stars),
    distributionLoss: loss,
    ancillaryFraction: 0,
  },
  {
    kind: 'space-cooling' as const,
    system: 'heat-pump' as const,
    efficiency: heatPumpEfficiencyFromStars(stars),
    distributionLoss: loss,
  },
];

/** Heating and cooling templates (quantity = m² of conditioned floor area served). */
export const CONDITIONING_TEMPLATES: readonly Template[] = [
  template({
    id: 'ducted-heat-pump',
    name: 'Ducted reverse-cycle heat pump (2 star, HSPF/TCSPF 3.5)',
    categoryId: CATEGORY.heatingAndCooling,
    elementGroupId: 2,
    unit: 'm2',
    baseQuantity: 150,
    drivers: [A.conditionedFloorArea],
    description:
      'Per 150 m² served: one outdoor unit (10 kW air-to-water heat pump dataset as proxy), 120 kg ducting, duct insulation, 5 kg copper lines, 2.5 kg R32 refrigerant (0.25 kg/kW; leaks 3 %/yr, 48 % lost at each removal: B1, C1). WoH: COP 3.5 (Eq 16/19), ducted loss 0.15 (Table 14).',
    elements: [
      material(P.heatPump10kW, 1, { wastage: 0, life: 'spaceConditioning' }),
      ...ducting(),
      material(P.copperPipe, 5, { life: 'spaceConditioning' }),
      refrigerantCharge(10),
    ],
    operational: reverseCycle(2, DISTRIBUTION_LOSS.ducted),
  }),
  template({
    id: 'split-heat-pumps',
    name: 'Split-system heat pumps (3 star, HSPF/TCSPF 4.5)',
    categoryId: CATEGORY.heatingAndCooling,
    elementGroupId: 2,
    unit: 'm2',
    baseQuantity: 50,
    drivers: [A.conditionedFloorArea],
    description:
      'Per 50 m² served: one split system (7 kW air-to-water heat pump dataset as proxy), 3 kg copper lines, 1.75 kg R32 refrigerant (0.25 kg/kW; leaks 3 %/yr, 48 % lost at each removal: B1, C1). WoH: COP 4.5, no distribution loss.',
    elements: [
      material(P.heatPump7kW, 1, { wastage: 0, life: 'spaceConditioning' }),
      material(P.copperPipe, 3, { life: 'spaceConditioning' }),
      refrigerantCharge(7),
    ],
    operational: reverseCycle(3, DISTRIBUTION_LOSS.nonDucted),
  }),
  template({
    id: 'split-heat-pumps-efficient',
    name: 'Split-system heat pumps (5 star, HSPF/TCSPF 6.5)',
    categoryId: CATEGORY.heatingAndCooling,
    elementGroupId: 2,
    unit: 'm2',
    baseQuantity: 50,
    drivers: [A.conditionedFloorArea],
    description:
      'As the 3-star split systems (including the 1.75 kg R32 charge) with 5-star zoned ratings: COP 6.5 (WoH Eq 16/19).',
    elements: [
      material(P.heatPump7kW, 1, { wastage: 0, life: 'spaceConditioning' }),
      material(P.copperPipe, 3, { life: 'spaceConditioning' }),
      refrigerantCharge(7),
    ],
    operational: reverseCycle(5, DISTRIBUTION_LOSS.nonDucted),
  }),
  template({
    id: 'split-air-conditioners',
    name: 'Split-system air conditioners, cooling only (3 star, TCSPF 4.5)',
    categoryId: CATEGORY.heatingAndCooling,
    elementGroupId: 2,
    unit: 'm2',
    baseQuantity: 50,
    drivers: [A.conditionedFloorArea],
    description:
      'Per 50 m² served: one split system (7 kW air-to-water heat pump dataset as proxy), 3 kg copper lines, 1.75 kg R32 refrigerant (0.25 kg/kW; leaks 3 %/yr, 48 % lost at each removal: B1, C1). WoH: TCSPF 4.5, no distribution loss; used for cooling only.',
    elements: [
      material(P.heatPump7kW, 1, { wastage: 0, life: 'spaceConditioning' }),
      material(P.copperPipe, 3, { life: 'spaceConditioning' }),
      refrigerantCharge(7),
    ],
    operational: [reverseCycle(3, DISTRIBUTION_LOSS.nonDucted)[1]!],
  }),
  template({
    id: 'ducted-gas-heater',
    name: 'Ducted gas heater (5 star)',
    categoryId: CATEGORY.heatingAndCooling,
    elementGroupId: 2,
    unit: 'm2',
    baseQuantity: 150,
    drivers: [A.conditionedFloorArea],
    description: `Per 150 m² served: 100 kg steel furnace (galvanised sheet proxy), ductwork. WoH: COP ${gasDuctedEfficiency(5).toFixed(3)} (Eq 23), ducted loss 0.15, fan electricity ${(gasDuctedAncillaryFraction(5) * 100).toFixed(2)} % (Table 15).`,
    elements: [material(P.steelSheetGalvanised, 100, { life: 'spaceConditioning' }), ...ducting()],
    operational: [
      {
        kind: 'space-heating',
        system: 'gas-ducted',
        fuel: 'natural-gas',
        efficiency: gasDuctedEfficiency(5),
        distributionLoss: DISTRIBUTION_LOSS.ducted,
        ancillaryFraction: gasDuctedAncillaryFraction(5),
      },
    ],
  }),
  template({
    id: 'evaporative-cooler',
    name: 'Ducted evaporative cooler',
    categoryId: CATEGORY.heatingAndCooling,
    elementGroupId: 2,
    unit: 'm2',
    baseQuantity: 150,
    drivers: [A.conditionedFloorArea],
    description:
      'Per 150 m² served: 40 kg galvanised steel, 20 kg polyethylene (PE-HD pipe proxy), ductwork. WoH: COP 15 (§3.4.8), ducted loss 0.15. Water use of the cooler is not counted.',
    elements: [
      material(P.steelSheetGalvanised, 40, { life: 'spaceConditioning' }),
      material(P.pePipe, 20, { life: 'spaceConditioning' }),
      ...ducting(),
    ],
    operational: [
      {
        kind: 'space-cooling',
        system: 'evaporative',
        efficiency: FIXED_EFFICIENCY.evaporative,
        distributionLoss: DISTRIBUTION_LOSS.ducted,
      },
    ],
  }),
  template({
    id: 'wood-heater',
    name: 'Wood heater (slow combustion)',
    categoryId: CATEGORY.heatingAndCooling,
    elementGroupId: 2,
    unit: 'm2',
    baseQuantity: 80,
    drivers: [A.conditionedFloorArea],
    description:
      'Per 80 m² served: 150 kg steel firebox (steel section proxy). WoH: COP 0.6, fan 1 %.',
    elements: [material(P.steelSection, 150, { life: 'spaceConditioning' })],
    operational: [
      {
        kind: 'space-heating',
        system: 'wood',
        fuel: 'wood',
        efficiency: FIXED_EFFICIENCY.wood,
        distributionLoss: DISTRIBUTION_LOSS.nonDucted,
        ancillaryFraction: ANCILLARY_FRACTION.woodNonDucted,
      },
    ],
  }),
  template({
    id: 'electric-panel-heaters',
    name: 'Electric panel heaters',
    categoryId: CATEGORY.heatingAndCooling,
    elementGroupId: 2,
    unit: 'm2',
    baseQuantity: 40,
    drivers: [A.conditionedFloorArea],
    description: 'Per 40 m² served: 8 kg steel, 2 kg aluminium. WoH: COP 1.',
    elements: [
      material(P.steelSheetGalvanised, 8, { life: 'appliance' }),
      material(P.aluminiumSheet, 2, { life: 'appliance' }),
    ],
    operational: [
      {
        kind: 'space-heating',
        system: 'electric-resistance',
        fuel: 'electricity',
        efficiency: FIXED_EFFICIENCY.electricResistance,
        distributionLoss: DISTRIBUTION_LOSS.nonDucted,
        ancillaryFraction: 0,
      },
    ],
  }),
];

const hw = (
  id: string,
  name: string,
  description: string,
  elements: Template['elements'],
  operational: NonNullable<Template['operational']>,
): Template =>
  template({
    id,
    name,
    categoryId: CATEGORY.hotWater,
    elementGroupId: 2,
    unit: 'each',
    drivers: [A.dwellings],
    description,
    elements,
    operational,
  });

/** Hot water templates (quantity = dwellings served). */
export const HOT_WATER_TEMPLATES: readonly Template[] = [
  hw(
    'hw-gas-instantaneous',
    'Gas instantaneous hot water (6 star)',
    'Per dwelling: 15 kg steel unit, 3 kg copper pipe. WoH curve GIN-z-60 plus auxiliary electricity.',
    [
      material(P.steelSheetGalvanised, 15, { life: 'hotWaterSystem' }),
      material(P.copperPipe, 3, { life: 'hotWaterSystem' }),
    ],
    [{ kind: 'hot-water', system: 'gas-instantaneous', fuel: 'natural-gas', gasStarRating: 6 }],
  ),
  hw(
    'hw-gas-storage',
    'Gas storage hot water (5 star)',
    'Per dwelling: 60 kg steel storage tank. WoH curve GST-z-50.',
    [material(P.storageTankSteel, 60, { life: 'hotWaterSystem' })],
    [{ kind: 'hot-water', system: 'gas-storage', fuel: 'natural-gas', gasStarRating: 5 }],
  ),
  hw(
    'hw-electric-storage',
    'Electric storage hot water (continuous)',
    'Per dwelling: 70 kg steel storage tank (250 L). WoH curve ESS-z-00.',
    [material(P.storageTankSteel, 70, { life: 'hotWaterSystem' })],
    [{ kind: 'hot-water', system: 'electric-storage-small', fuel: 'electricity' }],
  ),
  hw(
    'hw-electric-storage-off-peak',
    'Electric storage hot water (off-peak, large)',
    'Per dwelling: 90 kg steel storage tank (315 L). WoH curve ESL-z-00; its electricity is priced at the controlled-load (off-peak) tariff of the state (WoH Table 86).',
    [material(P.storageTankSteel, 90, { life: 'hotWaterSystem' })],
    [
      {
        kind: 'hot-water',
        system: 'electric-storage-large',
        fuel: 'electricity',
        tariff: 'controlled-load',
      },
    ],
  ),
  hw(
    'hw-heat-pump',
    'Heat pump hot water (28 STCs)',
    'Per dwelling: 60 kg steel tank, 15 kg steel casing and compressor, 5 kg copper, 4 kg aluminium (component proxies). WoH curve SHP-z-28 (nearest STC count where the zone has no 28).',
    [
      material(P.storageTankSteel, 60, { life: 'hotWaterSystem' }),
      material(P.steelSheetGalvanised, 15, { life: 'hotWaterSystem' }),
      material(P.copperPipe, 5, { life: 'hotWaterSystem' }),
      material(P.aluminiumSheet, 4, { life: 'hotWaterSystem' }),
    ],
    [{ kind: 'hot-water', system: 'heat-pump', fuel: 'electricity', stcCount: 28 }],
  ),
  hw(
    'hw-solar-electric',
    'Solar hot water, electric boosted (30 STCs)',
    'Per dwelling: 4 m² flat-plate collectors, 80 kg steel tank. WoH curve STE-z-30.',
    [
      material(P.solarCollectorFlat, 4, { life: 'solarCollector' }),
      material(P.storageTankSteel, 80, { life: 'hotWaterSystem' }),
    ],
    [{ kind: 'hot-water', system: 'solar-electric', fuel: 'electricity', stcCount: 30 }],
  ),
  hw(
    'hw-solar-gas',
    'Solar hot water, gas boosted (25 STCs)',
    'Per dwelling: 4 m² flat-plate collectors, 80 kg steel tank, 15 kg steel booster. WoH curve STG-z-25 split into gas and electricity by the STG/STX shares.',
    [
      material(P.solarCollectorFlat, 4, { life: 'solarCollector' }),
      material(P.storageTankSteel, 80, { life: 'hotWaterSystem' }),
      material(P.steelSheetGalvanised, 15, { life: 'hotWaterSystem' }),
    ],
    [{ kind: 'hot-water', system: 'solar-gas', fuel: 'natural-gas', stcCount: 25 }],
  ),
];

const cooking = (
  id: string,
  name: string,
  cooktop: 'gas' | 'electric' | 'induction',
  oven: 'gas' | 'electric',
): Template =>
  template({
    id,
    name,
    categoryId: CATEGORY.appliancesAndLighting,
    elementGroupId: 5,
    unit: 'each',
    drivers: [A.dwellings],
    description:
      'Per dwelling: 45 kg steel (cooktop and oven; galvanised sheet proxy). WoH cooking loads: constant + factor × occupants.',
    elements: [material(P.steelSheetGalvanised, 45, { life: 'appliance' })],
    operational: [{ kind: 'cooking', cooktop, oven, fuel: 'natural-gas' }],
  });

/** Appliances, lighting and PV (no battery template: no battery data in the starter source). */
export const EQUIPMENT_TEMPLATES: readonly Template[] = [
  cooking('cooking-gas-electric-oven', 'Gas cooktop and electric oven', 'gas', 'electric'),
  cooking('cooking-induction', 'Induction cooktop and electric oven', 'induction', 'electric'),
  cooking(
    'cooking-electric',
    'Electric (ceramic) cooktop and electric oven',
    'electric',
    'electric',
  ),
  cooking('cooking-all-gas', 'Gas cooktop and gas oven', 'gas', 'gas'),
  template({
    id: 'white-goods',
    name: 'White goods (refrigerator, washing machine, dryer)',
    categoryId: CATEGORY.appliancesAndLighting,
    elementGroupId: 5,
    unit: 'each',
    drivers: [A.dwellings],
    description:
      'Per dwelling: 120 kg steel (galvanised sheet proxy) replaced every 12 years. Their electricity is in the WoH plug-load equation.',
    elements: [material(P.steelSheetGalvanised, 120, { life: 'appliance' })],
  }),
  template({
    id: 'lighting-and-wiring',
    name: 'LED lighting and electrical wiring',
    categoryId: CATEGORY.appliancesAndLighting,
    elementGroupId: 5,
    unit: 'm2',
    drivers: [A.grossFloorArea],
    description:
      'Per m² of GFA: 3 m of 3-core cable. Lighting electricity follows WoH Eq 63 (5 W/m² × 1.6 h/day).',
    elements: [material(P.cable, 3, { wastage: 0.05, life: 'wiring' })],
  }),
  template({
    id: 'rooftop-pv',
    name: 'Rooftop solar PV system',
    categoryId: CATEGORY.renewablesAndStorage,
    elementGroupId: 5,
    unit: 'kWp',
    drivers: [],
    description:
      'Per kWp: 5 m² of PV system (module area at about 20 % efficiency, approximate). Generation = kWp × zone yield; netted only when a target includes on-site renewables.',
    elements: [material(P.photovoltaic, 5, { wastage: 0.02, life: 'photovoltaic' })],
    operational: [{ kind: 'photovoltaic' }],
  }),
];
