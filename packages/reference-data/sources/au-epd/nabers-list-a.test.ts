import { describeHandTyped, type HandTyped } from './transcription-rules';

/**
 * Hand-typed figures for `nabers-list-a.csv`: module A1-A3 GWP figures of Australasian (and,
 * where the list holds none, overseas) declarations for linings, AAC panel, ceramic tiles and
 * vinyl, read through the NABERS "Environmental Product Declarations (EPD) list" v2025.1 (NSW
 * Government, 2025-04-28), sheet "EPD List". Which rows were chosen, which rejected and which
 * keys stay without a declaration (bricks, blocks, mortar, cement, roof tiles, carpet, AAC block)
 * is in `nabers-list-a.md`; the rules every row keeps (including the NABERS-list conventions) are
 * checked for every transcription in `transcriptions.test.ts`.
 *
 * The GWP-total A1-A3 figure of every process is typed a second time below, by hand from the
 * list's row (as the list prints it per its declared unit), not read from the CSV, so a slip in
 * either place fails a test.
 */

/**
 * [process_id, GWP-total A1-A3 exactly as the NABERS list prints it per its declared unit, the
 * factor to Circa's unit (the list's own area density, or area density / nominal thickness),
 * where].
 */
const HAND_TYPED: HandTyped[] = [
  [
    'au-plasterboard-sheetrock-one-10-knauf',
    1.14,
    1,
    'EPD-IES-0014139:001, NABERS list row 3128, per m2',
  ],
  [
    'au-plasterboard-wetstop-10-knauf',
    1.76,
    1,
    'EPD-IES-0014137:001, NABERS list row 3130, per m2',
  ],
  ['au-fibrecement-hardieplank-75-jameshardie', 7.21, 1, 'S-P-03582, NABERS list row 2499, per m2'],
  [
    'au-aacpanel-powerpanel-75-hebel',
    0.3732106339468303,
    39.12 / 0.075,
    'EPD-IES-0015419:001, NABERS list row 2004, per kg; 39.12 kg/m2 / 0.075 m',
  ],
  [
    'au-ceramictile-porcelain-saloni',
    0.46153846153846145,
    22.1,
    'S-P-01155, NABERS list row 3099, per kg; 22.1 kg/m2',
  ],
  [
    'au-vinyl-safety-sheet-armstrong',
    10.29492793550445,
    1,
    'Global GreenTag ATX AS02 2022EP, NABERS list row 3537, per m2',
  ],
];

describeHandTyped('nabers-list-a.csv', HAND_TYPED);
