import { describeHandTyped, type HandTyped } from './transcription-rules';

/**
 * Hand-typed figures for `nabers-list-b.csv`: module A1-A3 GWP figures of Australasian (and,
 * where the list has none, global) declarations for roof and galvanised steel sheet, aluminium
 * sheet, glass, timber and engineered wood, and PVC/PE pipe, read through the NABERS
 * "Environmental Product Declarations (EPD) list" v2025.1 (NSW Government, 2025-04-28), sheet
 * "EPD List". Which rows were chosen and why, and which keys have no fitting row, is in
 * `nabers-list-b.md`; the rules every row keeps (including the NABERS-list conventions: A1-A3
 * only, list row named, not `high`, one process per starter key) are checked for every
 * transcription in `transcriptions.test.ts`.
 *
 * The GWP-total A1-A3 figure of every process is typed a second time below, by hand from the
 * list (per the list's declared unit) and not read from the CSV, with the factor to Circa's unit
 * from the list's own density or area density, so a slip in either place fails.
 */

/**
 * [process_id, GWP-total A1-A3 as the NABERS list gives it per its declared unit, the factor to
 * Circa's unit (1 / area density for m² → kg; area density for kg → m²; 1 for the same unit),
 * registration and list row].
 */
const HAND_TYPED: HandTyped[] = [
  [
    'au-steelsheet-galvabond-z275-bluescope',
    14.49329,
    1 / 4.6,
    'S-P-09342, NABERS row 3283, per m², 4.6 kg/m²',
  ],
  ['au-roofsheet-colorbond-042-bluescope', 12.3048, 1, 'S-P-00999, NABERS row 3341, per m²'],
  [
    'au-aluminiumsheet-alumigard-colorcote',
    17.2764227642,
    1,
    'EPD-IES-0015771:001, NABERS row 2038, per kg',
  ],
  ['au-glass-float-guardian', 1.1, 10, '4791213166.101.1, NABERS row 2547, per kg, 10 kg/m²'],
  ['au-glass-igu-climalit-saintgobain', 1.57, 20, 'S-P-00934, NABERS row 2578, per kg, 20 kg/m²'],
  [
    'au-glass-triple-optifloat-pilkington',
    1.54838709677,
    31,
    'S-P-02592, NABERS row 2593, per kg, 31 kg/m²',
  ],
  ['au-timber-framing-fwpa', -718, 1, 'S-P-00560 v2.0, NABERS row 3207, per m³'],
  ['au-timber-pine-roughsawn-fwpa', -764, 1, 'S-P-00560 v2.0, NABERS row 3198, per m³'],
  ['au-timber-hardwood-fwpa', -731, 1, 'S-P-00561 v1.2, NABERS row 3190, per m³'],
  ['au-lvl-chh', -830, 1, 'S-P-05514, NABERS row 2656, per m³'],
  ['au-glulam-nextimber-timberlink', -522, 1, 'S-P-07432, NABERS row 2628, per m³'],
  ['au-clt-nextimber-timberlink', -576, 1, 'S-P-07432, NABERS row 2627, per m³'],
  ['au-plywood-chh', -737, 1, 'S-P-05513, NABERS row 3149, per m³'],
  ['au-particleboard-laminex-nz', -820.2417962, 1, 'S-P-09355, NABERS row 2470, per m³'],
  ['au-pvcpipe-iplex-dwv', 3.37, 1, 'S-P-00713, NABERS row 2884, per kg'],
  ['au-pepipe-vinidex', 3.07, 1, 'S-P-00719, NABERS row 2883, per kg'],
];

describeHandTyped('nabers-list-b.csv', HAND_TYPED);
