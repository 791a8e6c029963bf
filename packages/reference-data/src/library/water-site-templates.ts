/**
 * Water systems and site works.
 */
import { ATTRIBUTE_ID as A } from '@circa/engine/attributes';
import type { Template } from '@circa/engine/template-types';
import { CATEGORY } from '../template-categories';
import { PROCESS as P } from './process-ids';
import { material, template } from './recipe-helpers';

/** Water system templates. */
export const WATER_TEMPLATES: readonly Template[] = [
  template({
    id: 'rainwater-tank-5kl',
    name: 'Rainwater tank 5 kL (polyethylene)',
    categoryId: CATEGORY.waterSystems,
    elementGroupId: 3,
    unit: 'each',
    drivers: [A.dwellings],
    description:
      'Per tank: five 1,000 L PE-HD tanks (heating-oil tank dataset as proxy, low confidence). Rainwater supply is set by the design water supply option.',
    elements: [material(P.tankPe1000, 5, { wastage: 0, life: 'rainwaterTank' })],
  }),
  template({
    id: 'rainwater-tank-2kl',
    name: 'Rainwater tank 2 kL (polyethylene)',
    categoryId: CATEGORY.waterSystems,
    elementGroupId: 3,
    unit: 'each',
    drivers: [A.dwellings],
    description: 'Per tank: two 1,000 L PE-HD tanks (proxy, low confidence).',
    elements: [material(P.tankPe1000, 2, { wastage: 0, life: 'rainwaterTank' })],
  }),
  template({
    id: 'rainwater-pump',
    name: 'Rainwater pump',
    categoryId: CATEGORY.waterSystems,
    elementGroupId: 3,
    unit: 'each',
    drivers: [A.dwellings],
    description:
      'Per pump: 8 kg steel, 1 kg copper (component proxies). Pump energy follows the design pump class (about 1.5 kWh/kL).',
    elements: [
      material(P.steelSheetGalvanised, 8, { life: 'pump' }),
      material(P.copperPipe, 1, { life: 'pump' }),
    ],
  }),
  template({
    id: 'greywater-system',
    name: 'Greywater treatment and reuse system',
    categoryId: CATEGORY.waterSystems,
    elementGroupId: 3,
    unit: 'each',
    drivers: [A.dwellings],
    description:
      'Per system: one 1,000 L PE-HD tank (proxy), 8 kg steel pump, 10 kg PE pipe. Reuse follows the design water treatment option.',
    elements: [
      material(P.tankPe1000, 1, { wastage: 0, life: 'rainwaterTank' }),
      material(P.steelSheetGalvanised, 8, { life: 'pump' }),
      material(P.pePipe, 10),
    ],
  }),
  template({
    id: 'water-fittings',
    name: 'Tapware and shower fittings (per bathroom)',
    categoryId: CATEGORY.waterSystems,
    elementGroupId: 3,
    unit: 'each',
    drivers: [A.bathrooms],
    description:
      'Per bathroom: 2 kg copper (proxy for brass tapware). Water use follows the design WELS ratings.',
    elements: [material(P.copperPipe, 2, { life: 'fittings' })],
  }),
  template({
    id: 'plumbing',
    name: 'Plumbing reticulation',
    categoryId: CATEGORY.waterSystems,
    elementGroupId: 3,
    unit: 'm2',
    drivers: [A.grossFloorArea],
    description: 'Per m² of GFA: 0.15 kg PE-X water pipe, 0.25 kg PVC drainage.',
    elements: [material(P.pexPipe, 0.15), material(P.pvcPipe, 0.25)],
  }),
];

/** Site works templates. */
export const SITE_TEMPLATES: readonly Template[] = [
  template({
    id: 'concrete-driveway',
    name: 'Concrete driveway, 100 mm with mesh',
    categoryId: CATEGORY.siteWorks,
    unit: 'm2',
    drivers: [A.carparks],
    description: 'Per m²: 0.1 m³ 20-25 MPa concrete, 2.5 kg mesh, 150 kg crushed rock base.',
    elements: [material(P.concreteC20, 0.1), material(P.rebar, 2.5), material(P.crushedRock, 150)],
  }),
  template({
    id: 'asphalt-driveway',
    name: 'Asphalt driveway',
    categoryId: CATEGORY.siteWorks,
    unit: 'm2',
    drivers: [A.carparks],
    description:
      'Per m²: 110 kg asphalt (45 mm), 200 kg crushed rock base; asphalt resurfaced every 30 years.',
    elements: [material(P.asphalt, 110, { life: 'pavement' }), material(P.crushedRock, 200)],
  }),
  template({
    id: 'gravel-driveway',
    name: 'Gravel driveway',
    categoryId: CATEGORY.siteWorks,
    unit: 'm2',
    drivers: [A.carparks],
    description: 'Per m²: 150 kg gravel, topped up every 30 years.',
    elements: [material(P.gravel, 150, { life: 'pavement' })],
  }),
  template({
    id: 'steel-fence',
    name: 'Steel sheet fence, 1.8 m',
    categoryId: CATEGORY.siteWorks,
    unit: 'm',
    drivers: [A.dwellings],
    description:
      'Per m: 12 kg galvanised steel (proxy for pre-painted sheet), 0.01 m³ concrete post footings.',
    elements: [
      material(P.steelSheetGalvanised, 12, { life: 'fence' }),
      material(P.concreteC20, 0.01),
    ],
  }),
  template({
    id: 'timber-fence',
    name: 'Timber paling fence, 1.8 m',
    categoryId: CATEGORY.siteWorks,
    unit: 'm',
    drivers: [A.dwellings],
    description: 'Per m: 0.03 m³ sawn pine, 0.01 m³ concrete post footings.',
    elements: [
      material(P.timberPine, 0.03, { wastage: 0.1, life: 'fence' }),
      material(P.concreteC20, 0.01),
    ],
  }),
];
