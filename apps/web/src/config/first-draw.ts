/**
 * Texts of the first screens' opening lines, in one place for the screens and for the
 * route-preload script (vite-plugins/route-preload.ts), which draws those lines from the first
 * answers before the app's code has arrived. Both must read word for word the same.
 */

/** Home, signed in: the welcome's heading before the user's first name. */
export const welcomeBackPrefix = 'Welcome back, ';

/** Home, signed in: the line under the welcome. */
export const homeWelcomeLine =
  'Pick up your builds and developments, or explore the featured designs for ideas.';

/** The results summary: the line under the design's name. */
export const resultsSubtitle = 'Reductions from the benchmark on each of the development’s targets';
