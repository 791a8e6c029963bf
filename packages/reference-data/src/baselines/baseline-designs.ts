/**
 * The four baselines: single-storey detached house, double-storey house, townhouse and low-rise
 * apartment building. Each has full design inputs and templates with take-off quantities from
 * building-geometry.ts. Occupancy year 2026.
 */
import type { Design, DesignAttributes, DesignTemplate } from '@circa/engine/design-types';
import { designLocationForPostcode } from '../nathers-zones';
import type { Baseline } from './baseline-types';
import { takeOff } from './building-geometry';

const COMMON: Omit<
  DesignAttributes,
  | 'dwellings'
  | 'bedrooms'
  | 'bathrooms'
  | 'carparks'
  | 'floors'
  | 'grossFloorArea'
  | 'grossFloorAreaType'
> = {
  carParkTypeId: 1,
  ceilingHeight: 2.7,
  conditionedFloorArea: null,
  thermalRatingId: 60,
  thermalUnitId: 1,
  heatingDemand: null,
  coolingDemand: null,
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
  gardenTypeId: 3,
  rainwaterPumpPressureRatingId: 6,
};

const round = (x: number) => Math.round(x * 10) / 10;

function designTemplates(prefix: string, list: readonly [string, number][]): DesignTemplate[] {
  return list.map(([templateId, quantity], i) => ({
    id: `${prefix}:${templateId}`,
    templateId,
    quantity: round(quantity),
    isAutoCalc: false,
    sortOrder: i + 1,
  }));
}

function design(
  id: string,
  name: string,
  functionTypeName: string,
  postcode: string,
  attributes: DesignAttributes,
  templates: readonly [string, number][],
): Design {
  return {
    id,
    name,
    functionTypeName,
    attributes,
    location: designLocationForPostcode(postcode),
    occupancyYear: 2026,
    designTemplates: designTemplates(id, templates),
  };
}

function singleStorey(): Baseline {
  const gfa = 232.3; // ABS FY2021-22 average new house; equals the predicted GFA of these counts
  const cfa = gfa - 36;
  const t = takeOff({
    grossFloorArea: gfa,
    conditionedFloorArea: cfa,
    floors: 1,
    ceilingHeight: 2.7,
    isPitchedRoof: true,
  });
  return {
    id: 'baseline-single-storey',
    title: 'Single-storey detached house (Sydney, NSW)',
    description:
      '4 bedrooms, 2 bathrooms, double garage, 232 m² (ABS average new house), brick veneer on timber frame, concrete tiles, single-glazed aluminium windows, ducted heat pump, gas instantaneous hot water, 6 stars.',
    design: design(
      'baseline-single-storey',
      'Single-storey detached house',
      'Detached house',
      '2765',
      {
        ...COMMON,
        dwellings: 1,
        bedrooms: 4,
        bathrooms: 2,
        carparks: 2,
        floors: 1,
        grossFloorArea: null,
        grossFloorAreaType: 0,
      },
      [
        ['slab-on-ground', t.footprint],
        ['slab-edge-beam', t.perimeter],
        ['brick-veneer-wall', t.externalWallArea],
        ['timber-roof-trusses', t.roofArea],
        ['concrete-tile-roof', t.roofArea],
        ['ceiling-insulation-r4', t.ceilingArea],
        ['gutters-downpipes', t.perimeter],
        ['aluminium-window-single', t.windowArea],
        ['external-door-timber', 2],
        ['garage-door-steel', 1],
        ['internal-wall-timber', t.internalWallArea],
        ['plasterboard-lining', t.externalWallArea + t.ceilingArea],
        ['carpet', 0.45 * cfa],
        ['ceramic-floor-tiles', 0.55 * cfa],
        ['kitchen', 1],
        ['bathroom-fitout', 2],
        ['laundry-fitout', 1],
        ['ducted-heat-pump', cfa],
        ['hw-gas-instantaneous', 1],
        ['cooking-gas-electric-oven', 1],
        ['white-goods', 1],
        ['lighting-and-wiring', gfa],
        ['water-fittings', 2],
        ['plumbing', gfa],
        ['concrete-driveway', 40],
        ['steel-fence', 45],
        ['construction-cost-house', gfa],
      ],
    ),
  };
}

function doubleStorey(): Baseline {
  const gfa = 280;
  const cfa = gfa - 36;
  const t = takeOff({
    grossFloorArea: gfa,
    conditionedFloorArea: cfa,
    floors: 2,
    ceilingHeight: 2.7,
    isPitchedRoof: true,
  });
  return {
    id: 'baseline-double-storey',
    title: 'Double-storey house (Melbourne, VIC)',
    description:
      '4 bedrooms, 2.5 bathrooms, double garage, 280 m², steel frame with brick veneer below and fibre cement above, concrete tiles, single-glazed aluminium windows, ducted gas heating and split air conditioning, gas storage hot water, 6 stars.',
    design: design(
      'baseline-double-storey',
      'Double-storey house',
      'Detached house',
      '3143',
      {
        ...COMMON,
        dwellings: 1,
        bedrooms: 4,
        bathrooms: 2.5,
        carparks: 2,
        floors: 2,
        grossFloorArea: gfa,
        grossFloorAreaType: 1,
      },
      [
        ['slab-on-ground', t.footprint],
        ['slab-edge-beam', t.perimeter],
        ['brick-veneer-steel-wall', t.externalWallArea / 2],
        ['fibre-cement-clad-steel-wall', t.externalWallArea / 2],
        ['timber-upper-floor', t.upperFloorArea],
        ['steel-roof-trusses', t.roofArea],
        ['concrete-tile-roof', t.roofArea],
        ['ceiling-insulation-r4', t.ceilingArea],
        ['gutters-downpipes', t.perimeter],
        ['aluminium-window-single', t.windowArea],
        ['external-door-timber', 2],
        ['garage-door-steel', 1],
        ['internal-wall-steel', t.internalWallArea],
        ['plasterboard-lining', t.externalWallArea + cfa],
        ['carpet', 0.55 * cfa],
        ['ceramic-floor-tiles', 0.25 * cfa],
        ['engineered-timber-floor', 0.2 * cfa],
        ['kitchen', 1],
        ['bathroom-fitout', 2.5],
        ['laundry-fitout', 1],
        ['ducted-gas-heater', cfa],
        ['split-air-conditioners', cfa],
        ['hw-gas-storage', 1],
        ['cooking-gas-electric-oven', 1],
        ['white-goods', 1],
        ['lighting-and-wiring', gfa],
        ['water-fittings', 2.5],
        ['plumbing', gfa],
        ['concrete-driveway', 40],
        ['timber-fence', 50],
        ['construction-cost-house', gfa],
      ],
    ),
  };
}

function townhouse(): Baseline {
  const gfa = 170;
  const cfa = gfa - 18;
  const t = takeOff({
    grossFloorArea: gfa,
    conditionedFloorArea: cfa,
    floors: 2,
    ceilingHeight: 2.7,
    isPitchedRoof: true,
  });
  return {
    id: 'baseline-townhouse',
    title: 'Townhouse (Brisbane, QLD)',
    description:
      '3 bedrooms, 2.5 bathrooms, single garage, 170 m² over two storeys, timber frame with fibre cement cladding and shared block party walls (half counted), metal roof, split heat pumps, electric storage hot water, electric cooking, 6 stars.',
    design: design(
      'baseline-townhouse',
      'Townhouse',
      'Townhouse',
      '4109',
      {
        ...COMMON,
        dwellings: 1,
        bedrooms: 3,
        bathrooms: 2.5,
        carparks: 1,
        floors: 2,
        grossFloorArea: gfa,
        grossFloorAreaType: 1,
      },
      [
        ['slab-on-ground', t.footprint],
        ['slab-edge-beam', t.perimeter],
        ['fibre-cement-clad-wall', 0.7 * t.externalWallArea],
        ['concrete-block-wall', 0.5 * 0.3 * t.externalWallArea],
        ['timber-upper-floor', t.upperFloorArea],
        ['timber-roof-trusses', t.roofArea],
        ['metal-sheet-roof', t.roofArea],
        ['ceiling-insulation-r4', t.ceilingArea],
        ['gutters-downpipes', 0.5 * t.perimeter],
        ['aluminium-window-single', t.windowArea],
        ['external-door-timber', 1],
        ['garage-door-steel', 1],
        ['internal-wall-timber', t.internalWallArea],
        ['plasterboard-lining', t.externalWallArea + cfa],
        ['carpet', 0.4 * cfa],
        ['vinyl-floor', 0.3 * cfa],
        ['ceramic-floor-tiles', 0.3 * cfa],
        ['kitchen', 1],
        ['bathroom-fitout', 2.5],
        ['laundry-fitout', 1],
        ['split-heat-pumps', cfa],
        ['hw-electric-storage', 1],
        ['cooking-electric', 1],
        ['white-goods', 1],
        ['lighting-and-wiring', gfa],
        ['water-fittings', 2.5],
        ['plumbing', gfa],
        ['concrete-driveway', 18],
        ['timber-fence', 15],
      ],
    ),
  };
}

function apartments(): Baseline {
  const gfa = 1400;
  const cfa = 1080;
  const t = takeOff({
    grossFloorArea: gfa,
    conditionedFloorArea: cfa,
    floors: 3,
    ceilingHeight: 2.7,
    isPitchedRoof: false,
  });
  return {
    id: 'baseline-low-rise-apartments',
    title: 'Low-rise apartment building (Sydney, NSW)',
    description:
      '12 apartments (8 two-bedroom, 4 one-bedroom), 16 bathrooms, 12 basement car spaces, 1,400 m² GFA (1,080 m² conditioned) over three storeys, concrete frame and slabs, rendered block walls, flat membrane roof, single-glazed aluminium windows, split heat pumps, gas instantaneous hot water, electric cooking, 6 stars.',
    design: design(
      'baseline-low-rise-apartments',
      'Low-rise apartment building',
      'Apartment building',
      '2112',
      {
        ...COMMON,
        dwellings: 12,
        bedrooms: 20,
        bathrooms: 16,
        carparks: 12,
        floors: 3,
        grossFloorArea: gfa,
        grossFloorAreaType: 1,
        conditionedFloorArea: cfa,
        firstBedroomSize: 10,
        otherBedroomSize: 9,
      },
      [
        ['slab-on-ground', t.footprint],
        ['suspended-concrete-slab', t.upperFloorArea],
        ['concrete-frame-core', gfa],
        ['concrete-block-wall', t.externalWallArea],
        ['flat-roof-membrane', t.roofArea],
        ['aluminium-window-single', t.windowArea],
        ['external-door-timber', 12],
        ['internal-wall-steel', t.internalWallArea],
        ['plasterboard-lining', t.externalWallArea + cfa],
        ['carpet', 0.5 * cfa],
        ['vinyl-floor', 0.2 * cfa],
        ['ceramic-floor-tiles', 0.3 * cfa],
        ['kitchen', 12],
        ['bathroom-fitout', 16],
        ['laundry-fitout', 12],
        ['split-heat-pumps', cfa],
        ['hw-gas-instantaneous', 12],
        ['cooking-electric', 12],
        ['white-goods', 12],
        ['lighting-and-wiring', gfa],
        ['water-fittings', 16],
        ['plumbing', gfa],
      ],
    ),
  };
}

let baselines: readonly Baseline[] | undefined;

/** The shipped baselines (built on first use). */
export function shippedBaselines(): readonly Baseline[] {
  baselines ??= [singleStorey(), doubleStorey(), townhouse(), apartments()];
  return baselines;
}

/** A shipped baseline by id, or undefined. */
export function findBaseline(id: string): Baseline | undefined {
  return shippedBaselines().find((b) => b.id === id);
}
