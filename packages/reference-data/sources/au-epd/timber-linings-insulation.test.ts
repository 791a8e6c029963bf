import { describeHandTyped, type HandTyped } from './transcription-rules';

/**
 * Hand-typed figures for `timber-linings-insulation.csv`: figures from Australasian EPDs for
 * timber framing and engineered wood, plasterboard and fibre cement, insulation, roof tiles and
 * floor finishes. Which declarations were identified is in `timber-linings-insulation.md`; the
 * rules every row keeps are checked for every transcription in `transcriptions.test.ts`.
 *
 * Each process's GWP-total A1-A3 figure is typed a second time in FROM_THE_EPD below, by hand
 * from the declaration and not read from the CSV, so a slip in either place fails.
 *
 * The search store holds only the openings of most of these declarations. The Pink Batts glass
 * wool EPDs (EPD-IES-0020965:001 ceiling, EPD-IES-0020966:001 wall) were read from full PDF
 * copies kept in a public repository (see the notes); the other materials have no figure yet.
 */

/** [process_id, GWP-total A1-A3 as printed in the EPD, factor to Circa's unit, where read]. */
const FROM_THE_EPD: HandTyped[] = [
  // Pink Batts wall, per m2 of R2.6 Ultra (1.62 kg/m2, 18.0 kg/m3, Table 5): x 18.0/1.62 to per m3.
  ['au-glasswool-wall-pinkbatts', 1.8, 18.0 / 1.62, 'EPD-IES-0020966:001, Table 10, printed p. 23'],
  // Pink Superbatts ceiling, per m2 of R7.0 (3.48 kg/m2, 12.6 kg/m3, Table 5): x 12.6/3.48.
  [
    'au-glasswool-ceiling-pinkbatts',
    3.81,
    12.6 / 3.48,
    'EPD-IES-0020965:001, Table 10, printed p. 23',
  ],
];

describeHandTyped('timber-linings-insulation.csv', FROM_THE_EPD);
