/**
 * The version of the calculation method the engine's numbers follow: METHOD.md "Circa calculation
 * method (v1)" with the method v2 changes made so far, restated for users in docs/methodology.md.
 * Every export and report states it, and what is kept from an earlier evaluation (a report's PDF)
 * is reused only under the same version.
 *
 * - v1: METHOD.md.
 * - v1.2 (2026-11-26): GWP without biogenic carbon, reported apart (methodology §1.1);
 *   refrigerant leakage in B1 and its loss at removal (§6.1); Australian end of life for wood and
 *   mineral products (§5.1).
 * - v1.3 (2026-11-27): Australian mains water supply and per-state wastewater factors (§8); garden
 *   water by garden area and the site's climate, and rainwater through a daily tank balance where
 *   the site has rainfall data (§8; decision 0034); lighting power density as a design input (§6).
 */
export const METHOD_VERSION = 'Circa calculation method v1.3';
