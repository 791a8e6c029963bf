/**
 * The app's entry, kept small: it lets the route-preload script draw the first screen's opening
 * lines before the app's code is evaluated (vite-plugins/route-preload.ts), then evaluates the
 * libraries and the app one after another, each in a task of its own rather than in one long
 * task, and starts the app. Their code downloads meanwhile (the route-preload script preloads it).
 */
import { openingLinesSettled } from './lib/opening-lines';

/** The longest the app waits for the opening lines (the session check's round trip). */
const OPENING_LINES_MAX_WAIT_MS = 1000;

/** Lets the browser paint and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void openingLinesSettled(OPENING_LINES_MAX_WAIT_MS)
  .then(() => import('./boot/react-libraries'))
  .then(nextTask)
  .then(() => import('./boot/ui-libraries'))
  .then(nextTask)
  .then(() => import('./app/start-app'))
  .then(({ startApp }) => startApp());
