import { describeHandTyped, type HandTyped } from './transcription-rules';

/**
 * Hand-typed figures for `concrete-masonry.csv`: figures from Australasian EPDs for ready-mix
 * concrete, cement, concrete blocks, mortar, clay bricks, AAC and fibre cement. Which
 * declarations were read, chosen and rejected is in `concrete-masonry.md`; the rules every row
 * keeps are checked for every transcription in `transcriptions.test.ts`.
 *
 * The GWP-total A1-A3 figure of every process is typed a second time below, by hand from the
 * EPD's results table (not read from the CSV), so a slip in either place fails.
 */

/** [process_id, GWP-total A1-A3 exactly as printed in the EPD, factor to Circa's unit, where]. */
const HAND_TYPED: HandTyped[] = [
  // Hallett EPD-IES-0009353:003, Dry Creek plant, Table 13 (printed p. 20), per m3.
  ['au-concrete-n20-hallett', 275, 1, 'EPD-IES-0009353:003, Table 13, N2020P Ref'],
  ['au-concrete-n25-hallett', 301, 1, 'EPD-IES-0009353:003, Table 13, N2520P Ref'],
  ['au-concrete-n32-hallett', 344, 1, 'EPD-IES-0009353:003, Table 13, N3220P Ref'],
  ['au-concrete-n40-hallett', 412, 1, 'EPD-IES-0009353:003, Table 13, N4020P Ref'],
  ['au-concrete-n25-f30-hallett', 221, 1, 'EPD-IES-0009353:003, Table 13, N2520P F30'],
  ['au-concrete-n25-s30-hallett', 225, 1, 'EPD-IES-0009353:003, Table 13, N2520P S30'],
  ['au-concrete-n32-f30-hallett', 251, 1, 'EPD-IES-0009353:003, Table 13, N3220P F30'],
  ['au-concrete-n32-s30-hallett', 255, 1, 'EPD-IES-0009353:003, Table 13, N3220P S30'],
  ['au-concrete-n32-s50-hallett', 198, 1, 'EPD-IES-0009353:003, Table 13, N3220P S50'],
  // Hymix EPD-IES-0014958:001, core indicators table (printed p. 19), per m3.
  ['au-concrete-n25-hylo50-hymix', 141, 1, 'EPD-IES-0014958:001, p. 19, GWP-tot'],
  // Hymix HyGrade slab mixes: A1-A3 GWP-tot as printed in the summary table of EPD-IES-0014958:001 (p. 21).
  ['au-concrete-n20-hygrade-hymix', 168, 1, 'EPD-IES-0015002:001, via EPD-IES-0014958:001 p. 21'],
  ['au-concrete-n25-hygrade-hymix', 185, 1, 'EPD-IES-0015003:001, via EPD-IES-0014958:001 p. 21'],
  ['au-concrete-n32-hygrade-hymix', 214, 1, 'EPD-IES-0015004:001, via EPD-IES-0014958:001 p. 21'],
  // Boral Envirocrete 40% 32 MPa, EPD Hub HUB-5210, core indicators (p. 13), 2.75E+02 per m3.
  ['au-concrete-n32-envirocrete40-boral', 275, 1, 'HUB-5210, p. 13, GWP-total'],
  // Holcim ECOPact QE252M100 (S25), EPD-IES-0029695:001, primary indicators (p. 16), per m3.
  ['au-concrete-n25-ecopact-holcim', 146, 1, 'EPD-IES-0029695:001, p. 16, GWP-Total'],
  // Aurora AR2520 (25 MPa), EPD-IES-0021754:001, Table 10 (printed p. 16): 1.40E+02 per m3.
  ['au-concrete-n25-ar2520-aurora', 140, 1, 'EPD-IES-0021754:001, Table 10, GWP-total'],
];

describeHandTyped('concrete-masonry.csv', HAND_TYPED);
