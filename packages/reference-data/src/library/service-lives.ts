/**
 * Service lives used by the template library, each with its basis. Values marked approximate
 * are Circa assumptions (no openly licensed Australian service-life table was in hand); replace
 * them when a licensed table is imported.
 */

/** A service life in years (null = lasts the reference study period) and its basis. */
export interface ServiceLife {
  years: number | null;
  source: string;
  isApproximate: boolean;
}

const RITTER =
  'Ritter (2011) Lebensdauer von Bauteilen, typical service life (TLD), via shared/data/materials/service-lives.csv';
const ASSUMED = 'Circa assumption (typical warranty / replacement practice), approximate';

/** Service lives by key. */
export const SERVICE_LIVES = {
  structure: {
    years: null,
    source:
      'NZ Building Code B2.3.1: structural elements last the life of the building (not less than 50 years)',
    isApproximate: false,
  },
  envelopeLongLife: {
    years: null,
    source: `${ASSUMED}: masonry, tiles, insulation and linings last the period (BNB masonry 50 years = reference period)`,
    isApproximate: true,
  },
  aluminiumWindow: {
    years: 44,
    source: `${RITTER}: aluminium window frame and sash 44 years`,
    isApproximate: false,
  },
  timberWindow: {
    years: 32,
    source: `${RITTER}: softwood window frame and sash 32 years`,
    isApproximate: false,
  },
  pvcWindow: {
    years: 34,
    source: `${RITTER}: PVC window frame and sash 34 years`,
    isApproximate: false,
  },
  singleGlazing: { years: 62, source: `${RITTER}: single glazing 62 years`, isApproximate: false },
  doubleGlazing: {
    years: 27,
    source: `${RITTER}: double insulating glass unit 27 years`,
    isApproximate: false,
  },
  tripleGlazing: {
    years: 25,
    source: `${RITTER}: triple insulating glass unit 25 years`,
    isApproximate: false,
  },
  render: {
    years: 40,
    source: 'BBSR/BNB service-life table, 2025 revision: render on insulation 40 years (vdpm.info)',
    isApproximate: false,
  },
  paint: { years: 10, source: ASSUMED, isApproximate: true },
  roofSheet: { years: 40, source: ASSUMED, isApproximate: true },
  gutters: { years: 25, source: ASSUMED, isApproximate: true },
  claddingSheet: { years: 40, source: ASSUMED, isApproximate: true },
  door: { years: 30, source: ASSUMED, isApproximate: true },
  carpet: { years: 10, source: ASSUMED, isApproximate: true },
  vinyl: { years: 15, source: ASSUMED, isApproximate: true },
  timberFloor: { years: 30, source: ASSUMED, isApproximate: true },
  kitchen: { years: 20, source: ASSUMED, isApproximate: true },
  wetAreaFitout: { years: 25, source: ASSUMED, isApproximate: true },
  spaceConditioning: { years: 15, source: ASSUMED, isApproximate: true },
  hotWaterSystem: { years: 12, source: ASSUMED, isApproximate: true },
  solarCollector: { years: 20, source: ASSUMED, isApproximate: true },
  appliance: { years: 12, source: ASSUMED, isApproximate: true },
  photovoltaic: {
    years: 25,
    source: `${ASSUMED} (module warranties of about 25 years)`,
    isApproximate: true,
  },
  rainwaterTank: { years: 25, source: ASSUMED, isApproximate: true },
  pump: { years: 10, source: ASSUMED, isApproximate: true },
  fittings: { years: 15, source: ASSUMED, isApproximate: true },
  wiring: { years: null, source: ASSUMED, isApproximate: true },
  pavement: { years: 30, source: ASSUMED, isApproximate: true },
  fence: { years: 25, source: ASSUMED, isApproximate: true },
  membrane: { years: 25, source: ASSUMED, isApproximate: true },
} as const satisfies Record<string, ServiceLife>;

/** A key of {@link SERVICE_LIVES}. */
export type ServiceLifeKey = keyof typeof SERVICE_LIVES;
