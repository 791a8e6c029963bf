/**
 * The app's entry, kept small: it lets the route-preload script draw the first screen's opening
 * lines before the app's code is evaluated (vite-plugins/route-preload.ts), then loads and starts
 * the app. The app's code downloads meanwhile: index.html lists it as `modulepreload`.
 */
import { openingLinesSettled } from './lib/opening-lines';

/** The longest the app waits for the opening lines (the session check's round trip). */
const OPENING_LINES_MAX_WAIT_MS = 1000;

void openingLinesSettled(OPENING_LINES_MAX_WAIT_MS)
  .then(() => import('./app/start-app'))
  .then(({ startApp }) => startApp());
