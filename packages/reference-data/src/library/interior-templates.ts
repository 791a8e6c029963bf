/**
 * Internal linings, internal walls, floor finishes, kitchens and wet areas (Circa typical
 * quantities, stated per template).
 */
import { ATTRIBUTE_ID as A } from '@circa/engine/attributes';
import type { Template } from '@circa/engine/template-types';
import { CATEGORY } from '../template-categories';
import { PROCESS as P } from './process-ids';
import { material, nested, template } from './recipe-helpers';

/** Interior templates. */
export const INTERIOR_TEMPLATES: readonly Template[] = [
  template({
    id: 'plasterboard-lining',
    name: 'Plasterboard lining, painted',
    categoryId: CATEGORY.internalLinings,
    unit: 'm2',
    drivers: [A.conditionedFloorArea],
    description:
      'Per m² of lining: 1.05 m² gypsum plasterboard (12.5 mm dataset as proxy for 10 mm), 0.25 kg interior paint (two coats, repainted every 10 years).',
    elements: [
      material(P.plasterboard, 1, { wastage: 0.1, life: 'envelopeLongLife' }),
      material(P.paintInterior, 0.25, { wastage: 0.1, life: 'paint' }),
    ],
  }),
  template({
    id: 'wet-area-lining',
    name: 'Wet area lining, tiled',
    categoryId: CATEGORY.internalLinings,
    unit: 'm2',
    drivers: [A.bathrooms],
    description:
      'Per m² of wall: moisture-resistant plasterboard, glazed ceramic tiles, 4 mm cement adhesive (mortar proxy).',
    elements: [
      material(P.plasterboardWet, 1, { wastage: 0.1, life: 'wetAreaFitout' }),
      material(P.ceramicTileGlazed, 1, { wastage: 0.1, life: 'wetAreaFitout' }),
      material(P.mortar, 0.004, { life: 'wetAreaFitout' }),
    ],
  }),
  template({
    id: 'internal-wall-timber',
    name: 'Internal wall, timber frame, lined both sides',
    categoryId: CATEGORY.internalLinings,
    unit: 'm2',
    drivers: [A.conditionedFloorArea],
    description: 'Per m² of wall: timber frame and two faces of painted plasterboard.',
    elements: [nested('timber-wall-frame', 1), nested('plasterboard-lining', 2)],
  }),
  template({
    id: 'internal-wall-steel',
    name: 'Internal wall, steel frame, lined both sides',
    categoryId: CATEGORY.internalLinings,
    unit: 'm2',
    drivers: [A.conditionedFloorArea],
    description: 'Per m² of wall: light-gauge steel frame and two faces of painted plasterboard.',
    elements: [nested('steel-wall-frame', 1), nested('plasterboard-lining', 2)],
  }),
  template({
    id: 'carpet',
    name: 'Carpet (needle felt)',
    categoryId: CATEGORY.floorFinishes,
    unit: 'm2',
    drivers: [A.conditionedFloorArea],
    description:
      'Per m² of floor: 1 m² needle-felt carpet (proxy for broadloom; underlay has no dataset), replaced every 10 years.',
    elements: [material(P.carpet, 1, { wastage: 0.08, life: 'carpet' })],
  }),
  template({
    id: 'carpet-tiles',
    name: 'Carpet tiles (tufted)',
    categoryId: CATEGORY.floorFinishes,
    unit: 'm2',
    drivers: [A.conditionedFloorArea],
    description: 'Per m² of floor: 1 m² tufted carpet tiles.',
    elements: [material(P.carpetTile, 1, { wastage: 0.05, life: 'carpet' })],
  }),
  template({
    id: 'vinyl-floor',
    name: 'Vinyl floor covering',
    categoryId: CATEGORY.floorFinishes,
    unit: 'm2',
    drivers: [A.conditionedFloorArea],
    description: 'Per m² of floor: 1 m² PVC floor covering (3.3 kg/m²).',
    elements: [material(P.vinyl, 1, { wastage: 0.05, life: 'vinyl' })],
  }),
  template({
    id: 'ceramic-floor-tiles',
    name: 'Ceramic floor tiles',
    categoryId: CATEGORY.floorFinishes,
    unit: 'm2',
    drivers: [A.conditionedFloorArea],
    description: 'Per m² of floor: 1 m² ceramic tiles, 5 mm cement bed (mortar).',
    elements: [
      material(P.ceramicTile, 1, { wastage: 0.1, life: 'envelopeLongLife' }),
      material(P.mortar, 0.005, { life: 'envelopeLongLife' }),
    ],
  }),
  template({
    id: 'engineered-timber-floor',
    name: 'Engineered timber flooring',
    categoryId: CATEGORY.floorFinishes,
    unit: 'm2',
    drivers: [A.conditionedFloorArea],
    description: 'Per m² of floor: 1 m² multi-layer parquet (10 mm).',
    elements: [material(P.timberFloorEngineered, 1, { wastage: 0.08, life: 'timberFloor' })],
  }),
  template({
    id: 'solid-timber-floor',
    name: 'Solid timber flooring',
    categoryId: CATEGORY.floorFinishes,
    unit: 'm2',
    drivers: [A.conditionedFloorArea],
    description: 'Per m² of floor: 1 m² solid strip flooring (15 mm).',
    elements: [material(P.timberFloorSolid, 1, { wastage: 0.1, life: 'timberFloor' })],
  }),
  template({
    id: 'kitchen',
    name: 'Kitchen joinery (cabinets, benchtop, sink, splashback)',
    categoryId: CATEGORY.kitchensAndWetAreas,
    unit: 'each',
    drivers: [A.dwellings],
    description:
      'Per kitchen: 0.25 m³ particleboard carcasses and benchtop, 4 m² glazed tile splashback, 10 kg galvanised steel (proxy for the stainless sink and hardware), replaced every 20 years.',
    elements: [
      material(P.particleboard, 0.25, { wastage: 0.1, life: 'kitchen' }),
      material(P.ceramicTileGlazed, 4, { wastage: 0.1, life: 'kitchen' }),
      material(P.steelSheetGalvanised, 10, { life: 'kitchen' }),
    ],
  }),
  template({
    id: 'bathroom-fitout',
    name: 'Bathroom fit-out (tiling, sanitaryware, pipework)',
    categoryId: CATEGORY.kitchensAndWetAreas,
    unit: 'each',
    drivers: [A.bathrooms],
    description:
      'Per bathroom: 20 m² tiled wet-area lining, 1 m² ceramic tile as proxy for vitreous china sanitaryware (about 19 kg), 8 kg PVC drainage, 4 kg copper water pipe.',
    elements: [
      nested('wet-area-lining', 20),
      material(P.ceramicTile, 1, { life: 'wetAreaFitout', note: 'proxy for toilet pan and basin' }),
      material(P.pvcPipe, 8),
      material(P.copperPipe, 4),
    ],
  }),
  template({
    id: 'laundry-fitout',
    name: 'Laundry fit-out',
    categoryId: CATEGORY.kitchensAndWetAreas,
    unit: 'each',
    drivers: [A.dwellings],
    description:
      'Per laundry: 8 kg galvanised steel tub (stainless proxy), 4 m² tiled splashback, 1 kg copper pipe.',
    elements: [
      material(P.steelSheetGalvanised, 8, { life: 'wetAreaFitout' }),
      nested('wet-area-lining', 4),
      material(P.copperPipe, 1),
    ],
  }),
];
