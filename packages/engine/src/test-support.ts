/**
 * A small, hand-written evaluation context for the engine's own tests (the engine may not import
 * the shipped reference data). Factors here are test values, not data: they are chosen so the
 * worked examples can be checked by hand and are never shipped or used by the application.
 */
import type { Design, DesignAttributes } from './design-types';
import type { EvaluationContext, WholeOfHomeTables } from './evaluation-context';
import type { LciSource, Process, ProcessFactor } from './lci-types';
import { TEST_TEMPLATES } from './test-templates';

const f = (indicatorId: number, module: ProcessFactor['module'], value: number): ProcessFactor => ({
  indicatorId,
  module,
  value,
  provenance: 0,
});

const processes: Process[] = [
  {
    id: 'concrete',
    name: 'Test concrete',
    kind: 'material',
    category: 'concrete',
    declaredUnit: 'm3',
    densityKgPerUnit: 2400,
    costPerUnit: 250,
    factors: [
      f(1, 'A1-A3', 300),
      f(2, 'A1-A3', 1000),
      f(4, 'A1-A3', 0.5),
      f(1, 'C1', 5),
      f(1, 'C2', 3),
      f(1, 'C3', 2),
      f(1, 'C4', 1),
      f(1, 'D', -10),
      f(1, 'A5', 4),
    ],
  },
  {
    id: 'timber',
    name: 'Test timber',
    kind: 'material',
    category: 'timber',
    declaredUnit: 'm3',
    densityKgPerUnit: 500,
    costPerUnit: 1000,
    factors: [f(1, 'A1-A3', -700), f(2, 'A1-A3', 2000), f(1, 'C3', 800), f(1, 'D', -200)],
  },
  {
    id: 'paint',
    name: 'Test paint',
    kind: 'material',
    category: 'finishes',
    declaredUnit: 'kg',
    densityKgPerUnit: 1,
    factors: [f(1, 'A1-A3', 3), f(2, 'A1-A3', 60)],
  },
  {
    id: 'board',
    name: 'Test board (no density)',
    kind: 'material',
    category: 'linings',
    declaredUnit: 'm2',
    factors: [f(1, 'A1-A3', 2)],
  },
  {
    id: 'truck',
    name: 'Test truck',
    kind: 'transport',
    category: 'transport',
    declaredUnit: 't.km',
    factors: [f(1, 'A4', 0.1)],
  },
  {
    id: 'elec-nsw',
    name: 'Test electricity NSW',
    kind: 'energy',
    category: 'electricity',
    carrier: 'electricity',
    declaredUnit: 'kWh',
    costPerUnit: 0.3,
    factors: [f(1, 'B6', 0.67)],
  },
  {
    id: 'elec-nsw-controlled',
    name: 'Test electricity NSW, controlled load',
    kind: 'energy',
    category: 'electricity',
    carrier: 'electricity',
    declaredUnit: 'kWh',
    costPerUnit: 0.1299,
    factors: [f(1, 'B6', 0.67)],
  },
  {
    id: 'elec-vic',
    name: 'Test electricity VIC',
    kind: 'energy',
    category: 'electricity',
    carrier: 'electricity',
    declaredUnit: 'kWh',
    costPerUnit: 0.28,
    factors: [f(1, 'B6', 0.85)],
  },
  {
    id: 'gas',
    name: 'Test natural gas',
    kind: 'energy',
    category: 'natural-gas',
    carrier: 'natural-gas',
    declaredUnit: 'MJ',
    costPerUnit: 0.0338,
    factors: [f(1, 'B6', 0.0646)],
  },
  {
    id: 'lpg',
    name: 'Test LPG',
    kind: 'energy',
    category: 'lpg',
    carrier: 'lpg',
    declaredUnit: 'MJ',
    costPerUnit: 0.055,
    factors: [f(1, 'B6', 0.0606)],
  },
  {
    id: 'wood',
    name: 'Test wood',
    kind: 'energy',
    category: 'wood',
    carrier: 'wood',
    declaredUnit: 'MJ',
    factors: [f(1, 'B6', 0.005)],
  },
  {
    id: 'off-grid',
    name: 'Test off-grid electricity',
    kind: 'energy',
    category: 'electricity',
    carrier: 'electricity',
    declaredUnit: 'kWh',
    factors: [f(1, 'B6', 0)],
  },
  {
    id: 'mains-water',
    name: 'Test mains water',
    kind: 'water',
    category: 'water',
    declaredUnit: 'kL',
    costPerUnit: 2.99,
    factors: [f(1, 'B7', 0.17), f(4, 'B7', 1)],
  },
  {
    id: 'wastewater',
    name: 'Test wastewater',
    kind: 'water',
    category: 'wastewater',
    declaredUnit: 'kL',
    factors: [],
  },
];

export { TEST_TEMPLATES };

/** The test LCI source. */
export const TEST_SOURCE: LciSource = {
  id: 'test',
  name: 'Test source',
  version: '0',
  lciGroupId: 'test',
  description: 'Hand-written test values',
  provenance: [
    { source: 'test', table: 'test', licence: 'test', confidence: 'low', isApproximate: true },
  ],
  processes,
};

const states = {
  NSW: 'elec-nsw',
  VIC: 'elec-vic',
  QLD: 'elec-nsw',
  SA: 'elec-nsw',
  WA: 'elec-nsw',
  TAS: 'elec-nsw',
  NT: 'elec-nsw',
  ACT: 'elec-nsw',
} as const;
const gasStates = {
  NSW: 'gas',
  VIC: 'gas',
  QLD: 'gas',
  SA: 'gas',
  WA: 'gas',
  TAS: 'gas',
  NT: 'gas',
  ACT: 'gas',
} as const;

const curve = (a: number, b: number, c: number, d: number) => ({ a, b, c, d });

/** WoH tables for tests: zone 17 (Sydney) and 21 (Melbourne) only; curves copied from the WoH appendix rows named. */
export const TEST_WHOLE_OF_HOME: WholeOfHomeTables = {
  hotWaterCurves: {
    'GIN-3-60': curve(0.209421, -8.29683, 1432.319, 0),
    'GIN-3-99': curve(0.000856, -0.0339, 4.686018, 100.9152),
    'ESS-3-00': curve(0, 0, 1020.408, 1681.753),
    'SHP-3-25': curve(0, 0, 300, 400),
  },
  solarGasShares: {},
  peakLitresPerMegajoule: { 1: 6.144, 2: 5.482, 3: 5.107, 4: 4.746, 5: 4.514 },
  hotWaterLitresPerOccupantDay: 40,
  annualToPeakRatio: 0.904521,
  cooking: {
    'gas-cooktop': { constant: 800.13, factor: 266.67 },
    'electric-cooktop': { constant: 518.47, factor: 172.77 },
    'induction-cooktop': { constant: 235.47, factor: 118.77 },
    'electric-oven': { constant: 426.53, factor: 142.23 },
    'gas-oven': { constant: 849.87, factor: 283.37 },
  },
  plugLoads: { constant: 7022.4, perOccupant: 441.65 },
  lighting: { wattsPerSquareMetre: 5, hoursPerDay: 1.6 },
  naturalLightingFactors: { 1: 1 },
  climateZones: {
    17: { name: 'Sydney RO', nccZone: 5, gemsZone: 'Mixed' },
    21: { name: 'Melbourne RO', nccZone: 6, gemsZone: 'Cold' },
  },
  defaultHeatPump: {
    'Hot/humid': { heating: 4, cooling: 4 },
    Mixed: { heating: 3.5, cooling: 3.5 },
    Cold: { heating: 2.5, cooling: 3.5 },
  },
  starBands: {
    17: {
      sixStarTotal: 39,
      sixStarHeating: 20,
      sixStarCooling: 34,
      proxyZone: null,
      isApproximate: false,
    },
    21: {
      sixStarTotal: 114,
      sixStarHeating: 88,
      sixStarCooling: 36,
      proxyZone: null,
      isApproximate: false,
    },
  },
  thermalRatings: [
    { id: 60, stars: 6, description: '6 stars' },
    { id: 70, stars: 7, description: '7 stars' },
  ],
  photovoltaicYieldByZone: { 3: 1382 },
};

/** The test evaluation context. */
export const TEST_CONTEXT: EvaluationContext = {
  source: TEST_SOURCE,
  templates: new Map(TEST_TEMPLATES.map((t) => [t.id, t])),
  templateCategories: new Map([
    [1, { code: 'substructure', name: 'Substructure' }],
    [2, { code: 'walls', name: 'Walls' }],
    [3, { code: 'heating-cooling', name: 'Heating and cooling' }],
    [4, { code: 'hot-water', name: 'Hot water' }],
    [5, { code: 'kitchen', name: 'Kitchen' }],
    [6, { code: 'renewables', name: 'Renewables' }],
  ]),
  wholeOfHome: TEST_WHOLE_OF_HOME,
  energyCarriers: {
    electricityByState: states,
    controlledLoadElectricityByState: { ...states, NSW: 'elec-nsw-controlled' },
    naturalGasByState: gasStates,
    lpg: 'lpg',
    wood: 'wood',
    offGridElectricity: 'off-grid',
  },
  water: {
    showerLitresPerMinute: { 3: 9, 4: 6 },
    showerMinutesPerPersonDay: 8,
    toiletLitresPerFlush: { 4: 3.5, 6: 2.5 },
    flushesPerPersonDay: 4,
    tapLitresPerMinute: { 4: 7.5, 6: 4.5 },
    tapMinutesPerHouseholdDay: 5,
    washingMachineLitresPerLoad: { 3: 80, 6: 30 },
    washingMachineLoadsPerHouseholdDay: 1,
    dishwasherLitresPerLoad: { 2: 19, 6: 9.5 },
    dishwasherLoadsPerHouseholdDay: 1,
    referenceHouseholdSize: 4,
    gardenMultipleOfIndoor: { 1: 0, 2: 1 / 3, 3: 2 / 3 },
    gardenLandscapeCoefficient: { 1: 0, 2: 0.2, 3: 0.7 },
    gardenEffectiveRainfall: { kind: 'usda-scs' },
    pumpKilowattHoursPerKilolitre: { 1: 1.5, 2: 1.5, 3: 1.5, 4: 1.5, 5: 1.5, 6: 1.5 },
    roofRunoffCoefficient: 0.8,
    roofInitialLossMm: 1,
    rainwaterTankLitresBySupply: { 4: 2000 },
    rainwaterTankWarmUpYears: 1,
    mainsWaterProcessId: 'mains-water',
    wastewaterProcessId: 'wastewater',
  },
};

/** Attributes of a 4-bedroom detached test house (Known GFA 200 m², 6 stars, defaults). */
export const TEST_ATTRIBUTES: DesignAttributes = {
  dwellings: 1,
  bedrooms: 4,
  bathrooms: 2,
  carparks: 2,
  carParkTypeId: 1,
  floors: 1,
  ceilingHeight: 2.7,
  grossFloorArea: 200,
  grossFloorAreaType: 1,
  conditionedFloorArea: 150,
  thermalRatingId: 60,
  thermalUnitId: 1,
  heatingDemand: 20,
  coolingDemand: 15,
  naturalLightingId: 1,
  energyMonitoringTypeId: 1,
  electricitySupplyId: 1,
  firstBedroomSize: 12,
  otherBedroomSize: 10,
  waterSupplyId: 1,
  waterTreatmentId: 1,
  showerWaterRatingId: 3,
  toiletsWaterRatingId: 4,
  tapsWaterRatingId: 4,
  washingMachineWaterRatingId: 3,
  dishwasherWaterRatingId: 2,
  gardenTypeId: 2,
  rainwaterPumpPressureRatingId: 6,
};

/** A test design using the templates above. */
export function testDesign(overrides: Partial<Design> = {}): Design {
  return {
    id: 'test-design',
    name: 'Test house',
    functionTypeName: 'Detached house',
    attributes: TEST_ATTRIBUTES,
    location: { state: 'NSW', postcode: '2000', climateZone: 17, hotWaterZone: 3, heatPumpZone: 3 },
    occupancyYear: 2026,
    designTemplates: [
      { id: 'dt-house', templateId: 'house', quantity: 1, isAutoCalc: false, sortOrder: 1 },
      { id: 'dt-hp', templateId: 'heat-pump', quantity: 150, isAutoCalc: false, sortOrder: 2 },
      { id: 'dt-hw', templateId: 'hw-gas', quantity: 1, isAutoCalc: false, sortOrder: 3 },
      { id: 'dt-kitchen', templateId: 'kitchen', quantity: 1, isAutoCalc: false, sortOrder: 4 },
      { id: 'dt-pv', templateId: 'pv', quantity: 5, isAutoCalc: false, sortOrder: 5 },
    ],
    ...overrides,
  };
}
