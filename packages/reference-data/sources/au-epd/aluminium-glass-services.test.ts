import { describeHandTyped, type HandTyped } from './transcription-rules';

/**
 * Hand-typed figures for `aluminium-glass-services.csv`: figures transcribed from Australasian
 * EPDs for aluminium, windows, glazing, pipes, cable and PV (see `aluminium-glass-services.md`);
 * the rules every row keeps are checked for every transcription in `transcriptions.test.ts`.
 *
 * Each GWP-total A1-A3 figure is typed again here by hand from the EPD (not read from the CSV),
 * so a slip in either place shows up as a failure.
 *
 * The store searched for this file had no AU/NZ EPD for these materials whose results table was
 * readable (see the .md), so no process is transcribed yet and the list is empty; the check that
 * every process has a typed figure still runs, and fails as soon as a row is added untyped.
 */

/**
 * [process_id, GWP-total A1-A3 as printed in the EPD, factor to Circa's unit, registration and
 * table], one entry per process, e.g. ['au-example', 1160, 0.001, 'S-P-01234, Table 5'].
 */
const HAND_TYPED_GWP_A1_A3: HandTyped[] = [];

describeHandTyped('aluminium-glass-services.csv', HAND_TYPED_GWP_A1_A3);
