/**
 * External walls, roofs, windows and doors. Quantities per m² of wall, roof or window (Circa
 * assumptions, stated per template).
 */
import { ATTRIBUTE_ID as A } from '@circa/engine/attributes';
import type { Template } from '@circa/engine/template-types';
import { CATEGORY } from '../template-categories';
import { PROCESS as P } from './process-ids';
import { material, nested, template } from './recipe-helpers';

const wallInsulation = () =>
  material(P.glasswool, 0.09, {
    wastage: 0.05,
    life: 'envelopeLongLife',
    note: 'R2.5 glasswool batts, 90 mm',
  });

/** External wall templates. */
export const WALL_TEMPLATES: readonly Template[] = [
  template({
    id: 'brick-veneer-wall',
    name: 'Brick veneer wall (clay brick, timber frame, R2.5)',
    categoryId: CATEGORY.externalWalls,
    unit: 'm2',
    drivers: [A.grossFloorArea],
    description:
      'Per m² of wall: 110 mm clay brick skin (0.085 m³ brick + 0.022 m³ mortar), wall ties, timber frame, R2.5 batts. Internal lining is a separate template.',
    elements: [
      nested('timber-wall-frame', 1),
      material(P.brick, 0.085),
      material(P.mortar, 0.022),
      material(P.steelSheetGalvanised, 0.1),
      wallInsulation(),
    ],
  }),
  template({
    id: 'brick-veneer-steel-wall',
    name: 'Brick veneer wall (clay brick, steel frame, R2.5)',
    categoryId: CATEGORY.externalWalls,
    unit: 'm2',
    drivers: [A.grossFloorArea],
    description: 'As brick veneer with a light-gauge steel frame.',
    elements: [
      nested('steel-wall-frame', 1),
      material(P.brick, 0.085),
      material(P.mortar, 0.022),
      material(P.steelSheetGalvanised, 0.1),
      wallInsulation(),
    ],
  }),
  template({
    id: 'fibre-cement-clad-wall',
    name: 'Lightweight clad wall (fibre cement, timber frame, R2.5)',
    categoryId: CATEGORY.externalWalls,
    unit: 'm2',
    drivers: [A.grossFloorArea],
    description:
      'Per m² of wall: fibre cement sheet (1.05 m²), exterior paint 0.3 kg (repainted every 10 years), timber frame, R2.5 batts.',
    elements: [
      nested('timber-wall-frame', 1),
      material(P.fibreCement, 1.05, { life: 'claddingSheet' }),
      material(P.paintExterior, 0.3, { wastage: 0.1, life: 'paint' }),
      wallInsulation(),
    ],
  }),
  template({
    id: 'fibre-cement-clad-steel-wall',
    name: 'Lightweight clad wall (fibre cement, steel frame, R2.5)',
    categoryId: CATEGORY.externalWalls,
    unit: 'm2',
    drivers: [A.grossFloorArea],
    description: 'As the fibre cement wall with a light-gauge steel frame.',
    elements: [
      nested('steel-wall-frame', 1),
      material(P.fibreCement, 1.05, { life: 'claddingSheet' }),
      material(P.paintExterior, 0.3, { wastage: 0.1, life: 'paint' }),
      wallInsulation(),
    ],
  }),
  template({
    id: 'double-brick-wall',
    name: 'Double brick cavity wall',
    categoryId: CATEGORY.externalWalls,
    unit: 'm2',
    drivers: [A.grossFloorArea],
    description:
      'Per m² of wall: two 110 mm clay brick skins (0.17 m³ brick, 0.044 m³ mortar), cavity ties.',
    elements: [
      material(P.brick, 0.17),
      material(P.mortar, 0.044),
      material(P.steelSheetGalvanised, 0.1),
    ],
  }),
  template({
    id: 'concrete-block-wall',
    name: 'Rendered concrete block wall, 190 mm',
    categoryId: CATEGORY.externalWalls,
    unit: 'm2',
    drivers: [A.grossFloorArea],
    description:
      'Per m² of wall: 0.1 m³ net concrete block, 0.012 m³ mortar, 15 mm cement render (40-year life), 0.3 kg exterior paint.',
    elements: [
      material(P.concreteBlock, 0.1),
      material(P.mortar, 0.012),
      material(P.mortar, 0.015, { life: 'render', note: 'cement render' }),
      material(P.paintExterior, 0.3, { wastage: 0.1, life: 'paint' }),
    ],
  }),
  template({
    id: 'aac-panel-wall',
    name: 'AAC panel wall, 75 mm, rendered, timber frame',
    categoryId: CATEGORY.externalWalls,
    unit: 'm2',
    drivers: [A.grossFloorArea],
    description:
      'Per m² of wall: 0.075 m³ reinforced AAC panel, 8 mm render, 0.3 kg exterior paint, timber frame, R2.5 batts.',
    elements: [
      nested('timber-wall-frame', 1),
      material(P.aacPanel, 0.075),
      material(P.mortar, 0.008, { life: 'render' }),
      material(P.paintExterior, 0.3, { wastage: 0.1, life: 'paint' }),
      wallInsulation(),
    ],
  }),
];

/** Roof templates (per m² of roof unless stated). */
export const ROOF_TEMPLATES: readonly Template[] = [
  template({
    id: 'concrete-tile-roof',
    name: 'Concrete roof tiles on timber battens',
    categoryId: CATEGORY.roof,
    unit: 'm2',
    drivers: [A.roofArea],
    description: 'Per m² of roof: 48 kg concrete tiles, 0.003 m³ pine battens.',
    elements: [
      material(P.concreteRoofTile, 0.048, { life: 'envelopeLongLife' }),
      material(P.timberPine, 0.003, { wastage: 0.1 }),
    ],
  }),
  template({
    id: 'terracotta-tile-roof',
    name: 'Terracotta roof tiles on timber battens',
    categoryId: CATEGORY.roof,
    unit: 'm2',
    drivers: [A.roofArea],
    description: 'Per m² of roof: 1 m² clay tiles (45 kg), 0.003 m³ pine battens.',
    elements: [
      material(P.terracottaTile, 1, { life: 'envelopeLongLife' }),
      material(P.timberPine, 0.003, { wastage: 0.1 }),
    ],
  }),
  template({
    id: 'metal-sheet-roof',
    name: 'Metal roof sheeting (galvanised steel) on battens',
    categoryId: CATEGORY.roof,
    unit: 'm2',
    drivers: [A.roofArea],
    description:
      'Per m² of roof: 1.1 m² galvanised steel sheet (5.72 kg/m²; proxy for pre-painted sheet, which has no dataset), 0.003 m³ pine battens.',
    elements: [
      material(P.steelSheetGalvanisedPerM2, 1.1, { wastage: 0.03, life: 'roofSheet' }),
      material(P.timberPine, 0.003, { wastage: 0.1 }),
    ],
  }),
  template({
    id: 'flat-roof-membrane',
    name: 'Flat roof: bitumen membrane and XPS insulation (apartments)',
    categoryId: CATEGORY.roof,
    unit: 'm2',
    drivers: [A.roofArea],
    description: 'Per m² of roof: two layers of bitumen sheet, 100 mm XPS.',
    elements: [
      material(P.bitumenMembrane, 2, { life: 'membrane' }),
      material(P.xps, 0.1, { life: 'envelopeLongLife' }),
    ],
  }),
  template({
    id: 'ceiling-insulation-r4',
    name: 'Ceiling insulation R4.0 (glasswool batts)',
    categoryId: CATEGORY.roof,
    unit: 'm2',
    drivers: [A.roofArea],
    description: 'Per m² of ceiling: 0.16 m³ low-density glasswool (R4.0 at λ 0.040 W/m·K).',
    elements: [material(P.glasswool, 0.16, { life: 'envelopeLongLife' })],
  }),
  template({
    id: 'ceiling-insulation-r6',
    name: 'Ceiling insulation R6.0 (glasswool batts)',
    categoryId: CATEGORY.roof,
    unit: 'm2',
    drivers: [A.roofArea],
    description: 'Per m² of ceiling: 0.24 m³ low-density glasswool (R6.0 at λ 0.040 W/m·K).',
    elements: [material(P.glasswool, 0.24, { life: 'envelopeLongLife' })],
  }),
  template({
    id: 'gutters-downpipes',
    name: 'Gutters and downpipes (galvanised steel)',
    categoryId: CATEGORY.roof,
    unit: 'm',
    drivers: [A.roofArea],
    description: 'Per m of eaves: 2.5 kg galvanised steel gutter and downpipe share.',
    elements: [material(P.steelSheetGalvanised, 2.5, { life: 'gutters' })],
  }),
];

/** Window and door templates (per m² of window unless stated). */
export const OPENING_TEMPLATES: readonly Template[] = [
  template({
    id: 'aluminium-window-single',
    name: 'Aluminium window, single glazed',
    categoryId: CATEGORY.windowsAndDoors,
    unit: 'm2',
    drivers: [A.conditionedFloorArea],
    description:
      'Per m² of window: 4 m powder-coated aluminium frame profile, 0.8 m² 4 mm float glass.',
    elements: [
      material(P.aluminiumWindowFrame, 4, { wastage: 0.02, life: 'aluminiumWindow' }),
      material(P.glassSingle, 0.8, { wastage: 0.02, life: 'singleGlazing' }),
    ],
  }),
  template({
    id: 'aluminium-window-double',
    name: 'Aluminium window, double glazed, thermally broken',
    categoryId: CATEGORY.windowsAndDoors,
    unit: 'm2',
    drivers: [A.conditionedFloorArea],
    description:
      'Per m² of window: 4 m thermally broken aluminium frame profile, 0.8 m² double-glazed unit.',
    elements: [
      material(P.aluminiumWindowFrameThermallyBroken, 4, {
        wastage: 0.02,
        life: 'aluminiumWindow',
      }),
      material(P.glassDouble, 0.8, { wastage: 0.02, life: 'doubleGlazing' }),
    ],
  }),
  template({
    id: 'timber-window-double',
    name: 'Timber window, double glazed',
    categoryId: CATEGORY.windowsAndDoors,
    unit: 'm2',
    drivers: [A.conditionedFloorArea],
    description:
      'Per m² of window: 0.015 m³ softwood frame, 0.8 m² double-glazed unit, 0.3 kg exterior paint.',
    elements: [
      material(P.timberPine, 0.015, { wastage: 0.1, life: 'timberWindow' }),
      material(P.glassDouble, 0.8, { wastage: 0.02, life: 'doubleGlazing' }),
      material(P.paintExterior, 0.3, { life: 'paint' }),
    ],
  }),
  template({
    id: 'upvc-window-double',
    name: 'uPVC window, double glazed',
    categoryId: CATEGORY.windowsAndDoors,
    unit: 'm2',
    drivers: [A.conditionedFloorArea],
    description:
      'Per m² of window: 11 kg PVC profile (UK DESNZ PVC factor, GWP only), 2 kg steel reinforcement, 0.8 m² double-glazed unit.',
    elements: [
      material(P.pvcBulk, 0.011, { wastage: 0.02, life: 'pvcWindow' }),
      material(P.steelSection, 2, { life: 'pvcWindow' }),
      material(P.glassDouble, 0.8, { wastage: 0.02, life: 'doubleGlazing' }),
    ],
  }),
  template({
    id: 'aluminium-window-triple',
    name: 'Aluminium window, triple glazed, thermally broken',
    categoryId: CATEGORY.windowsAndDoors,
    unit: 'm2',
    drivers: [A.conditionedFloorArea],
    description:
      'Per m² of window: 4 m thermally broken aluminium profile, 0.8 m² triple-glazed unit.',
    elements: [
      material(P.aluminiumWindowFrameThermallyBroken, 4, {
        wastage: 0.02,
        life: 'aluminiumWindow',
      }),
      material(P.glassTriple, 0.8, { wastage: 0.02, life: 'tripleGlazing' }),
    ],
  }),
  template({
    id: 'external-door-timber',
    name: 'External door, solid timber',
    categoryId: CATEGORY.windowsAndDoors,
    unit: 'each',
    drivers: [A.dwellings],
    description: 'Per door: 0.05 m³ softwood, 0.5 kg exterior paint.',
    elements: [
      material(P.timberPine, 0.05, { wastage: 0.1, life: 'door' }),
      material(P.paintExterior, 0.5, { life: 'paint' }),
    ],
  }),
  template({
    id: 'garage-door-steel',
    name: 'Garage door, steel sectional',
    categoryId: CATEGORY.windowsAndDoors,
    unit: 'each',
    drivers: [A.carparks],
    description: 'Per door: 60 kg galvanised steel.',
    elements: [material(P.steelSheetGalvanised, 60, { life: 'door' })],
  }),
];
