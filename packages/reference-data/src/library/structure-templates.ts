/**
 * Substructure and frame templates. Quantities are typical Australian build-ups (Circa
 * assumptions, stated per template); factors come from the starter source.
 */
import { ATTRIBUTE_ID as A } from '@circa/engine/attributes';
import type { Template } from '@circa/engine/template-types';
import { CATEGORY } from '../template-categories';
import { PROCESS as P } from './process-ids';
import { material, nested, template } from './recipe-helpers';

/** Substructure and frame templates. */
export const STRUCTURE_TEMPLATES: readonly Template[] = [
  template({
    id: 'slab-on-ground',
    name: 'Concrete slab on ground, 100 mm with edge beams',
    categoryId: CATEGORY.substructure,
    unit: 'm2',
    drivers: [A.roofArea],
    description:
      'Per m² of footprint: 0.12 m³ 20-25 MPa concrete (100 mm slab + beams), 5 kg reinforcement, 50 mm sand bed (80 kg), 0.2 mm polyethylene membrane (PE-HD proxy).',
    elements: [
      material(P.concreteC20, 0.12),
      material(P.rebar, 5),
      material(P.sand, 80),
      material(P.pePipe, 0.2, { note: 'PE-HD pipe dataset as proxy for polyethylene membrane' }),
    ],
  }),
  template({
    id: 'concrete-mix-slag-blend',
    name: 'Low-carbon concrete mix (CEM III slag-blend cement)',
    categoryId: CATEGORY.substructure,
    unit: 'm3',
    drivers: [],
    description:
      'Per m³: 300 kg CEM III/A-B 42.5 cement, 750 kg sand, 1,100 kg crushed aggregate. Composed from constituents: batching and water are not counted (approximate).',
    elements: [
      material(P.cementCem3, 300, { wastage: 0 }),
      material(P.sand, 750, { wastage: 0 }),
      material(P.crushedRock, 1100, { wastage: 0 }),
    ],
  }),
  template({
    id: 'slab-on-ground-low-carbon',
    name: 'Low-carbon concrete slab on ground (slag blend), 100 mm',
    categoryId: CATEGORY.substructure,
    unit: 'm2',
    drivers: [A.roofArea],
    description:
      'As the standard slab with the concrete replaced by the slag-blend mix (0.126 m³ incl. 5 % waste).',
    elements: [
      nested('concrete-mix-slag-blend', 0.126),
      material(P.rebar, 5),
      material(P.sand, 80),
      material(P.pePipe, 0.2),
    ],
  }),
  template({
    id: 'strip-footing',
    name: 'Concrete strip footing 450 × 450 mm',
    categoryId: CATEGORY.substructure,
    unit: 'm',
    drivers: [A.roofArea],
    description: 'Per m of footing: 0.2 m³ 20-25 MPa concrete, 8 kg reinforcement.',
    elements: [material(P.concreteC20, 0.2), material(P.rebar, 8)],
  }),
  template({
    id: 'suspended-timber-floor',
    name: 'Suspended timber floor on piers',
    categoryId: CATEGORY.substructure,
    unit: 'm2',
    drivers: [A.roofArea],
    description:
      'Per m²: 0.025 m³ sawn pine bearers and joists, 19 mm particleboard flooring, 0.012 m³ concrete pad footings.',
    elements: [
      material(P.timberPine, 0.025, { wastage: 0.1 }),
      material(P.particleboard, 0.019, { wastage: 0.08 }),
      material(P.concreteC20, 0.012),
    ],
  }),
  template({
    id: 'suspended-concrete-slab',
    name: 'Suspended concrete floor slab, 200 mm (apartments)',
    categoryId: CATEGORY.substructure,
    unit: 'm2',
    drivers: [A.grossFloorArea],
    description: 'Per m² of floor: 0.22 m³ 32 MPa concrete, 22 kg reinforcement.',
    elements: [material(P.concreteC30, 0.22), material(P.rebar, 22)],
  }),
  template({
    id: 'concrete-frame-core',
    name: 'Concrete columns, walls and core (apartments)',
    categoryId: CATEGORY.frame,
    unit: 'm2',
    drivers: [A.grossFloorArea],
    description: 'Per m² of GFA: 0.06 m³ 32 MPa concrete, 8 kg reinforcement.',
    elements: [material(P.concreteC30, 0.06), material(P.rebar, 8)],
  }),
  template({
    id: 'timber-wall-frame',
    name: 'Timber wall frame, 90 × 35 at 450 mm centres',
    categoryId: CATEGORY.frame,
    unit: 'm2',
    drivers: [A.grossFloorArea],
    description:
      'Per m² of wall: 0.011 m³ kiln-dried structural softwood (studs, plates, noggings), 0.2 kg galvanised steel straps and brackets.',
    elements: [
      material(P.timberStructural, 0.011, { wastage: 0.1 }),
      material(P.steelSheetGalvanised, 0.2),
    ],
  }),
  template({
    id: 'steel-wall-frame',
    name: 'Light-gauge steel wall frame',
    categoryId: CATEGORY.frame,
    unit: 'm2',
    drivers: [A.grossFloorArea],
    description: 'Per m² of wall: 6.5 kg galvanised cold-formed steel.',
    elements: [material(P.steelSheetGalvanised, 6.5)],
  }),
  template({
    id: 'timber-roof-trusses',
    name: 'Timber roof trusses',
    categoryId: CATEGORY.frame,
    unit: 'm2',
    drivers: [A.roofArea],
    description: 'Per m² of roof: 0.016 m³ structural softwood, 0.4 kg galvanised nail plates.',
    elements: [
      material(P.timberStructural, 0.016, { wastage: 0.1 }),
      material(P.steelSheetGalvanised, 0.4),
    ],
  }),
  template({
    id: 'steel-roof-trusses',
    name: 'Light-gauge steel roof trusses',
    categoryId: CATEGORY.frame,
    unit: 'm2',
    drivers: [A.roofArea],
    description: 'Per m² of roof: 8 kg galvanised cold-formed steel.',
    elements: [material(P.steelSheetGalvanised, 8)],
  }),
  template({
    id: 'timber-upper-floor',
    name: 'Timber upper floor (LVL joists, particleboard)',
    categoryId: CATEGORY.frame,
    unit: 'm2',
    drivers: [A.grossFloorArea],
    description:
      'Per m² of upper floor: 0.018 m³ LVL joists and beams, 19 mm particleboard flooring.',
    elements: [
      material(P.lvl, 0.018, { wastage: 0.08 }),
      material(P.particleboard, 0.019, { wastage: 0.08 }),
    ],
  }),
  template({
    id: 'clt-floor',
    name: 'Cross-laminated timber floor, 160 mm',
    categoryId: CATEGORY.frame,
    unit: 'm2',
    drivers: [A.grossFloorArea],
    description: 'Per m² of floor: 0.16 m³ CLT.',
    elements: [material(P.clt, 0.16, { wastage: 0.03 })],
  }),
];
