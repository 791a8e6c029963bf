import { describeHandTyped, type HandTyped } from './transcription-rules';

/**
 * Hand-typed figures for `steel.csv`: figures from Australasian steel EPDs (reinforcing bar and
 * mesh, structural and hollow sections, light-gauge framing steel, roofing and cladding sheet,
 * galvanised pipe). Which declarations were looked at is in `steel.md`; the rules every row
 * keeps are checked for every transcription in `transcriptions.test.ts`.
 *
 * The GWP-total A1-A3 figure of every process is typed a second time below, by hand from the
 * EPD and not read from the CSV, so a slip in either place fails a test.
 *
 * The search store holds only the cover pages of most steel EPDs; the three InfraBuild
 * declarations transcribed here (reinforcing bar and mesh S-P-00857, structural sections via
 * InfraBuild Steel Centre S-P-00856) were read from full PDF copies kept in a public repository
 * (see steel.md).
 */

/** [process_id, GWP-total A1-A3 exactly as printed in the EPD, factor to Circa's unit, where]. */
const HAND_TYPED: HandTyped[] = [
  ['au-rebar-bar-infrabuild', 1670, 0.001, 'S-P-00857 v1.2, Table 4, p. 16'],
  ['au-rebar-mesh-infrabuild', 2060, 0.001, 'S-P-00857 v1.2, Table 8, p. 19'],
  ['au-steelsection-infrabuild-ibsc', 3720, 0.001, 'S-P-00856 v1.2, Table 4, p. 17'],
];

describeHandTyped('steel.csv', HAND_TYPED);
