/**
 * Substructure and frame templates. Quantities are typical Australian build-ups (Circa
 * assumptions, stated per template); factors come from the starter source.
 */
import { ATTRIBUTE_ID as A } from '@circa/engine/attributes';
import type { Template } from '@circa/engine/template-types';
import { CATEGORY } from '../template-categories';
import { PROCESS as P } from './process-ids';
import { material, nested, template } from './recipe-helpers';
import {
  barsMassPerMetre,
  edgeBeamConcretePerMetre,
  squareMeshMassPerSquareMetre,
} from './take-off-rules';

// Sources of the substructure quantities (docs/methodology.md §13, "Scope completeness").
const STIFFENED_RAFT =
  'RMIT Building Right toolbox, "Stiffened raft slabs": 100 mm slab, edge beams, internal beams except on Class A and S sites; ABCB Housing Provisions 2022 cl. 4.2.14 as summarised by Chalkline: N20 concrete, SL72 mesh, 100 mm panel';
const SL72 =
  '7 mm bars at 200 mm both ways (jetcharm.com.au builder hints for F72/SL72; RMIT Building Right: square mesh wires 200 mm apart), computed at 7850 kg/m³ without laps';
const SL72_MESH_KG = squareMeshMassPerSquareMetre(7, 200);
const EDGE_BEAM_DIMENSIONS =
  '300 mm wide, the AS 2870:2011 cl. 3.4.1 minimum edge-beam width as quoted by buildingtools.co for waffle rafts (assumed for the stiffened raft); 300 mm deep overall, the shallowest edge beam of the Housing Provisions 2022 cl. 4.2.14 tables (Class A and S) as summarised by Chalkline; less the 100 mm panel counted by the slab';
const EDGE_BEAM_CONCRETE_M3 = edgeBeamConcretePerMetre(0.3, 0.3, 0.1);
const EDGE_BEAM_BARS =
  '3-L11TM trench mesh, three 11 mm main bars (designation per RMIT Building Right), computed at 7850 kg/m³, cross wires not counted; the bar size is a Circa assumption';
const EDGE_BEAM_BARS_KG = barsMassPerMetre(3, 11);
const STRIP_FOOTING_BARS =
  '4-L11TM trench mesh: four 11 mm main bars 100 mm apart (RMIT Building Right), 300 mm wide for a 450 mm footing (mesh width = footing width − 100 mm, rounded down to a stock width: Statewide Building Products), computed at 7850 kg/m³, cross wires not counted';
const STRIP_FOOTING_BARS_KG = barsMassPerMetre(4, 11);

/** Substructure and frame templates. */
export const STRUCTURE_TEMPLATES: readonly Template[] = [
  template({
    id: 'slab-on-ground',
    name: 'Concrete slab on ground, 100 mm (stiffened raft panel, edge beams separate)',
    categoryId: CATEGORY.substructure,
    unit: 'm2',
    drivers: [A.roofArea],
    description: `Per m² of footprint: 0.12 m³ N20 (20-25 MPa) concrete = 0.10 m³ for the 100 mm panel (${STIFFENED_RAFT}) + 0.02 m³ internal beams (Circa assumption, not verified); 5 kg reinforcement, of which ${SL72_MESH_KG.toFixed(1)} kg is SL72 mesh (${SL72}) and the rest beam bars and laps (assumed); 50 mm sand bed (80 kg, assumed); 0.2 mm polyethylene membrane (NCC Housing Provisions 4.2.8; PE-HD pipe dataset as proxy). Edge beams: the separate slab edge beam template, per m of slab perimeter.`,
    elements: [
      material(P.concreteC20, 0.12),
      material(P.rebar, 5),
      material(P.sand, 80),
      material(P.pePipe, 0.2, { note: 'PE-HD pipe dataset as proxy for polyethylene membrane' }),
    ],
  }),
  template({
    id: 'slab-edge-beam',
    name: 'Slab edge beam, 300 × 300 mm (stiffened raft)',
    categoryId: CATEGORY.substructure,
    unit: 'm',
    drivers: [A.roofArea],
    description: `Per m of slab perimeter, the part of the edge beam below the 100 mm panel: ${EDGE_BEAM_CONCRETE_M3.toFixed(2)} m³ N20 concrete (${EDGE_BEAM_DIMENSIONS}), ${EDGE_BEAM_BARS_KG.toFixed(2)} kg reinforcement (${EDGE_BEAM_BARS}), 0.4 m² of 0.2 mm polyethylene membrane down the beam sides (0.08 kg; the SA variation of NCC Housing Provisions 4.2.8 carries the membrane under edge beams to ground level). A lower bound: Class M edge beams are deeper (up to 850 mm).`,
    elements: [
      material(P.concreteC20, EDGE_BEAM_CONCRETE_M3),
      material(P.rebar, EDGE_BEAM_BARS_KG),
      material(P.pePipe, 0.08, { note: 'PE-HD pipe dataset as proxy for polyethylene membrane' }),
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
      'As the standard slab (stiffened raft panel, edge beams separate) with the concrete replaced by the slag-blend mix (0.126 m³ incl. 5 % waste).',
    elements: [
      nested('concrete-mix-slag-blend', 0.126),
      material(P.rebar, 5),
      material(P.sand, 80),
      material(P.pePipe, 0.2),
    ],
  }),
  template({
    id: 'slab-edge-beam-low-carbon',
    name: 'Low-carbon slab edge beam, 300 × 300 mm (slag blend)',
    categoryId: CATEGORY.substructure,
    unit: 'm',
    drivers: [A.roofArea],
    description: `As the standard slab edge beam with the concrete replaced by the slag-blend mix (${(EDGE_BEAM_CONCRETE_M3 * 1.05).toFixed(3)} m³ incl. 5 % waste).`,
    elements: [
      nested('concrete-mix-slag-blend', EDGE_BEAM_CONCRETE_M3 * 1.05),
      material(P.rebar, EDGE_BEAM_BARS_KG),
      material(P.pePipe, 0.08),
    ],
  }),
  template({
    id: 'strip-footing',
    name: 'Concrete strip footing 450 × 450 mm',
    categoryId: CATEGORY.substructure,
    unit: 'm',
    drivers: [A.roofArea],
    description: `Per m of footing: 0.2 m³ N20 (20-25 MPa) concrete (0.45 × 0.45 m), ${STRIP_FOOTING_BARS_KG.toFixed(1)} kg reinforcement (${STRIP_FOOTING_BARS}; corrected from 8 kg).`,
    elements: [material(P.concreteC20, 0.2), material(P.rebar, STRIP_FOOTING_BARS_KG)],
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
