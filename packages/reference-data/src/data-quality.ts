/**
 * Data quality of each factor (method v2, issue 16 item 7; docs/methodology.md §15.1): what a
 * provenance record represents — geography, technology and time — and whether the licence of its
 * source was read or assumed. Derived per provenance record from its source id (or, for a figure
 * read from an Environmental Product Declaration, from the declaration's registration), never per
 * row by hand. Each classification quotes the text of SOURCES.md (this package), of
 * `shared/data/materials/SOURCES.md` or of the declaration's transcription it rests on.
 */
import type { DataQualityGroup, DataQualityTally } from '@circa/engine/data-quality';
import { dataQualityShares } from '@circa/engine/data-quality';
import type { Evaluation } from '@circa/engine/evaluation-types';
import type { Provenance } from '@circa/engine/lci-types';

/** Where the production or activity a factor describes took place. */
export type DataGeography = 'AU' | 'NZ' | 'DE' | 'EU' | 'UK' | 'other' | 'derived' | 'unclassified';

/**
 * How the licence of a factor's source is known: `read` (the licence text was read and is quoted
 * in SOURCES.md), `assumed` (SOURCES.md states a licence it did not read), `cited-facts` (figures
 * cited from a published declaration, no text copied), `own` (Circa's own definitions),
 * `not-checked` (a source Circa does not know, e.g. an organisation's import).
 */
export type LicenceStatus = 'read' | 'assumed' | 'cited-facts' | 'own' | 'not-checked';

/** Representativeness and licence status of one provenance record. */
export interface DataQualityClass {
  geography: DataGeography;
  /** What production, technology or activity the figure represents. */
  technology: string;
  /** The time the figure represents (reference years, edition or declaration dates). */
  time: string;
  licenceStatus: LicenceStatus;
  /** Why: the words of SOURCES.md (or methodology §18) the licence status rests on. */
  licenceBasis: string;
}

/** Plain names of the geographies (results notes and the methodology table). */
export const GEOGRAPHY_NAMES: Readonly<Record<DataGeography, string>> = {
  AU: 'Australia',
  NZ: 'New Zealand',
  DE: 'Germany',
  EU: 'Europe',
  UK: 'United Kingdom',
  other: 'global or other countries',
  derived: 'derived by Circa',
  unclassified: 'not classified',
};

const nga = (edition: string): DataQualityClass => ({
  // SOURCES.md: "electricity location-based scope 2 + 3 by state grid (Table 1); natural gas
  // scope 1 (Table 5) + scope 3 (Table 6); LPG scope 1 (Table 8)" — Australian grids and fuels.
  geography: 'AU',
  technology: 'Australian state grid averages (location-based) and fuel combustion factors',
  time: `NGA Factors ${edition} edition`,
  // SOURCES.md gives "CC BY 4.0" and the attribution, but neither it nor shared/data/SOURCES.md
  // quotes or locates the licence notice of the DCCEEW workbook ("as published in a CC BY 4.0
  // JSON copy", shared/data/nga/electricity-location-based.csv).
  licenceStatus: 'assumed',
  licenceBasis:
    'SOURCES.md: "CC BY 4.0"; the notice of the DCCEEW workbook is not quoted (values read from public copies)',
});

/** Classification of the sources of the shipped starter, by provenance `source` id. */
export const SOURCE_DATA_QUALITY: Readonly<Record<string, DataQualityClass>> = {
  'oekobaudat-2020-ii': {
    // SOURCES.md: "68 generic construction material datasets (German production, EN 15804+A1)".
    geography: 'DE',
    technology: 'generic German production (EN 15804+A1 generic datasets)',
    // shared/data/materials/SOURCES.md: "Edition/year: 2020-II. Reference years are mostly
    // 2015–2020."
    time: 'ÖKOBAUDAT 2020-II; reference years mostly 2015–2020',
    // shared/data/materials/SOURCES.md quotes the terms and where they were read
    // (oekobaudat.de/anleitungen/datennutzer.html): "kostenfrei und uneingeschränkt".
    licenceStatus: 'read',
    licenceBasis:
      'ÖKOBAUDAT terms read at oekobaudat.de: "kostenfrei und uneingeschränkt" (free of charge and unrestricted)',
  },
  'desnz-ghg-cf-2025': {
    // SOURCES.md: "UK material-use factors (kg CO2e/t), freight factors (kg CO2e/t·km)".
    geography: 'UK',
    technology: 'UK average material use and freight vehicles',
    time: 'UK conversion factors 2025',
    // shared/data/materials/SOURCES.md: "Open Government Licence v3.0 (standard for GOV.UK
    // publications, Crown copyright)" — the licence of GOV.UK publications, not read from the
    // publication itself.
    licenceStatus: 'assumed',
    licenceBasis:
      'shared/data/materials/SOURCES.md: "Open Government Licence v3.0 (standard for GOV.UK publications)"; the publication\'s own notice is not quoted',
  },
  'nga-2024': nga('2024'),
  'nga-2025': nga('2025'),
  'nga-2026': nga('2026'),
  'nathers-woh-rev10.1': {
    // SOURCES.md: "energy prices by state (Table 86 …), wood emission factor (Table 87)".
    geography: 'AU',
    technology: 'NatHERS Whole of Home method tables (Australian prices, firewood factor)',
    // shared/data/SOURCES.md: "NatHERS WoH energy prices … by state, about 2022".
    time: 'Whole of Home rev 10.1; prices about 2022',
    // SOURCES.md: "Commonwealth material, likely CC BY 4.0 (licence notice not read)";
    // methodology §18: "likely CC BY 4.0 — the licence notice was not read".
    licenceStatus: 'assumed',
    licenceBasis: 'SOURCES.md: "Commonwealth material, likely CC BY 4.0 (licence notice not read)"',
  },
  'abs-water-account-2014-15': {
    // SOURCES.md: "Australian Bureau of Statistics, Water Account Australia 2014-15".
    geography: 'AU',
    technology: 'Australian average mains water price',
    time: '2014-15',
    // SOURCES.md: "CC BY 4.0", read "as cited on waterrating.gov.au" (the ABS notice not quoted).
    licenceStatus: 'assumed',
    licenceBasis: 'SOURCES.md: "CC BY 4.0", the figure read as cited on waterrating.gov.au',
  },
  // Water (B7, methodology §8; scripts/water-emission-factors.ts records where each was read).
  'wa-water-treatment-lca-2016': {
    // SOURCES.md: "groundwater treatment plant … 0.38 kg CO2 eq for water delivery to
    // households" of a Western Australian life cycle assessment; "open access, CC BY 4.0".
    geography: 'AU',
    technology: 'one Western Australian groundwater treatment plant, production and delivery',
    time: 'study published 2016',
    // SOURCES.md: "CC BY 4.0 assumed (an open-access SpringerOpen article; the licence notice
    // was not read); the figure is cited".
    licenceStatus: 'assumed',
    licenceBasis:
      'SOURCES.md: "CC BY 4.0 assumed (an open-access SpringerOpen article; the licence notice was not read); the figure is cited"',
  },
  'iwa-wastewater-energy-intensity': {
    // SOURCES.md: "Wastewater treatment 0.62–0.87 kWh/m3 … (Hoff, 2011; Mohtar & Daher, 2012)"
    // — a literature range, not Australian — × the NGA 2026 state grid factors. Placed by the
    // technology it represents (treatment energy from global literature), so counted overseas.
    geography: 'other',
    technology:
      'literature energy intensity of wastewater treatment × Australian state grid factors',
    time: 'energy intensity 2011–2012 literature; grid NGA Factors 2026',
    licenceStatus: 'cited-facts',
    licenceBasis:
      'SOURCES.md: a figure cited from an IWA Publishing table (licence id "cited-figure")',
  },
  // Refrigerants (B1, methodology §6.1; src/refrigerants.ts records where each was read).
  'nger-regulations-2008': {
    // refrigerants.ts: "National Greenhouse and Energy Reporting Regulations 2008 (Cth), reg.
    // 2.02 … (IPCC AR5, 100-year)"; "Licence assumed (Commonwealth legislation, Federal Register
    // of Legislation terms CC BY 4.0; notice not read)".
    geography: 'AU',
    technology:
      'global warming potentials of refrigerant gases (IPCC AR5) as Australian law adopts them',
    time: 'AR5 values, used by the National Greenhouse Accounts from NGA 2023',
    licenceStatus: 'assumed',
    licenceBasis: 'refrigerants.ts: "Licence assumed (… CC BY 4.0; notice not read)"',
  },
  'nz-mfe-measuring-emissions': {
    // refrigerants.ts: "New Zealand stock, applied to Australian residential units"; "Licence
    // assumed (NZ Government CC BY 4.0; notice not read)".
    geography: 'NZ',
    technology: 'default refrigerant charges and leak rates of New Zealand equipment',
    time: 'Measuring emissions guide (current edition read)',
    licenceStatus: 'assumed',
    licenceBasis: 'refrigerants.ts: "Licence assumed (NZ Government CC BY 4.0; notice not read)"',
  },
  'rra-potential-recovery-fy21': {
    // refrigerants.ts: "Refrigerant Reclaim Australia, 'Potential Recovery FY21' … 580 t collected
    // in 2020-21"; licence id "cited-figure".
    geography: 'AU',
    technology: 'Australian refrigerant recovery, all equipment types',
    time: '2020-21',
    licenceStatus: 'cited-facts',
    licenceBasis:
      'refrigerants.ts: a figure cited from Refrigerant Reclaim Australia (licence id "cited-figure")',
  },
  'nga-2023-solid-waste': {
    // SOURCES.md, "Australian end of life": the NGA landfill factor for wood "Not read from the
    // DCCEEW workbook: read in two public transcriptions"; the fates from the "National Waste
    // and Resource Recovery Database 2024 … Year 2022–23, Source stream C&D".
    geography: 'AU',
    technology:
      'Australian landfill methane from wood (NGA method) and Australian C&D timber fates',
    time: 'NGA Factors (2023 tables, transcribed); waste fates 2022–23',
    // SOURCES.md: "CC BY 4.0 (NGA Factors, as above); figures cited" and "Creative Commons
    // Attribution 2.5 Australia, as data.gov.au's CKAN record states … (the notice itself was
    // not read)".
    licenceStatus: 'assumed',
    licenceBasis:
      'SOURCES.md: "CC BY 4.0 (NGA Factors, as above); figures cited" and "Creative Commons Attribution 2.5 Australia, as data.gov.au\'s CKAN record states" (notice not read)',
  },
  'circa-method': {
    // SOURCES.md: "definitions (1 kL of mains water = 1 kL of water footprint; off-grid
    // electricity has no grid factor)"; methodology §1.1: stored biogenic carbon by EN 16449.
    geography: 'derived',
    technology: 'Circa definitions and EN 16449 estimates of stored biogenic carbon',
    time: 'not time-specific',
    licenceStatus: 'own',
    licenceBasis: 'SOURCES.md: "CC BY 4.0 (Circa)"',
  },
};

/**
 * Geography and technology of each declaration read into "Australia — published EPDs", by
 * registration. Each line quotes the transcription's note (data/lci/au-published-epds-2026.1.csv,
 * from sources/au-epd/*.csv) or sources/au-epd/*.md on where the product is made.
 */
export const EPD_GEOGRAPHY: Readonly<
  Record<string, { geography: DataGeography; technology: string }>
> = {
  // "Aurora Construction Materials Rockbank VIC"; "from the Rockbank plant near Melbourne".
  'EPD-IES-0021754:001': { geography: 'AU', technology: 'product, one plant (Rockbank VIC)' },
  // "one product averaged over several Melbourne South-East plants".
  'HUB-5210': { geography: 'AU', technology: 'product, several Melbourne plants' },
  // concrete-masonry.md: "Chosen: Hallett Group, EPD-IES-0009353:003 (South Australia)".
  'EPD-IES-0009353:003': { geography: 'AU', technology: 'product series, South Australia' },
  // "made at 14 Brisbane-area plants".
  'EPD-IES-0029695:001': { geography: 'AU', technology: 'product, 14 Brisbane-area plants' },
  // "Heidelberg Materials/Hymix generic EPD for the Gold Coast region"; the HyGrade mixes:
  // "Same producer, region and method (GCCA tool) as HyLo-50".
  'EPD-IES-0014958:001': { geography: 'AU', technology: 'regional generic product (Gold Coast)' },
  'EPD-IES-0015002:001': { geography: 'AU', technology: 'regional generic product (Gold Coast)' },
  'EPD-IES-0015003:001': { geography: 'AU', technology: 'regional generic product (Gold Coast)' },
  'EPD-IES-0015004:001': { geography: 'AU', technology: 'regional generic product (Gold Coast)' },
  // "plasterboard made in Australia by Knauf Gypsum".
  'EPD-IES-0014139:001': { geography: 'AU', technology: 'product' },
  'EPD-IES-0014137:001': { geography: 'AU', technology: 'product' },
  // "fibre cement weatherboard made in Australia by James Hardie".
  'S-P-03582': { geography: 'AU', technology: 'product' },
  // "Hebel PowerPanel 75 mm steel-reinforced AAC panel (CSR, made in Australia)".
  'EPD-IES-0015419:001': { geography: 'AU', technology: 'product' },
  // "Porcelain stoneware floor and wall tiles made in Spain by Saloni".
  'S-P-01155': { geography: 'EU', technology: 'product, Spain' },
  // "Armstrong Flooring Pty Ltd, an Australian company, under the Australian Global GreenTag
  // programme (location Global in the list)": the declared location is global, not Australia.
  'ATX AS02 2022EP': { geography: 'other', technology: 'product, location "Global"' },
  // "steel coil/sheet … made by BlueScope at Port Kembla NSW".
  'S-P-09342': { geography: 'AU', technology: 'product, Port Kembla NSW' },
  // "the most common Australian house roof sheet" (BlueScope COLORBOND, EPD Australasia).
  'S-P-00999': { geography: 'AU', technology: 'product' },
  // "Pre-painted aluminium sheet 0.90 mm for roofing and cladding, New Zealand".
  'EPD-IES-0015771:001': { geography: 'NZ', technology: 'product (a close product, painted)' },
  // "Global average unprocessed float glass (Guardian …)".
  '4791213166.101.1': { geography: 'other', technology: 'global average product' },
  // "Saint-Gobain Climalit, declared for Europe/global".
  'S-P-00934': { geography: 'EU', technology: 'product, Europe' },
  // "Triple insulating glass unit … (Pilkington Optifloat), Europe".
  'S-P-02592': { geography: 'EU', technology: 'product, Europe' },
  // "Australian industry-average EPD for sawn softwood (radiata pine) from the FWPA programme";
  // hardwood: "Australian industry-average dressed kiln-dried hardwood".
  'S-P-00560': { geography: 'AU', technology: 'industry average' },
  'S-P-00561': { geography: 'AU', technology: 'industry average' },
  // "made in New Zealand and sold in Australia" (LVL, plywood); "made in New Zealand"
  // (particleboard).
  'S-P-05514': { geography: 'NZ', technology: 'product' },
  'S-P-05513': { geography: 'NZ', technology: 'product' },
  'S-P-09355': { geography: 'NZ', technology: 'product' },
  // "glued laminated timber made in Australia by Timberlink".
  'S-P-07432': { geography: 'AU', technology: 'product' },
  // "non-pressure pipe … made in Australia"; "Polyethylene (PE) pipe made in Australia by Vinidex".
  'S-P-00713': { geography: 'AU', technology: 'product' },
  'S-P-00719': { geography: 'AU', technology: 'product' },
  // "Horsley Park in western Sydney"; Austral Masonry (Brickworks) under EPD Australasia.
  'EPD-IES-0010932:001': { geography: 'AU', technology: 'product, one plant (Horsley Park NSW)' },
  'S-P-05476': { geography: 'AU', technology: 'product' },
  // "steel from InfraBuild's electric arc furnaces (Laverton VIC, Rooty Hill NSW) and Liberty
  // Primary Steel's blast furnace/BOS works at Whyalla SA"; sections "rolled … at Whyalla SA".
  'S-P-00857': { geography: 'AU', technology: 'product (EAF and BF/BOS steel)' },
  'S-P-00856': { geography: 'AU', technology: 'product (BF/BOS steel, Whyalla SA)' },
  // "Pink Batts glass wool made by Comfortech (Tasman Insulation) in Auckland, New Zealand".
  'EPD-IES-0020966:001': { geography: 'NZ', technology: 'product, Auckland' },
  'EPD-IES-0020965:001': { geography: 'NZ', technology: 'product, Auckland' },
};

/** A provenance record Circa cannot place (an organisation's import, a user's price). */
const UNCLASSIFIED: DataQualityClass = {
  geography: 'unclassified',
  technology: 'not classified',
  time: 'not classified',
  licenceStatus: 'not-checked',
  licenceBasis: 'a source Circa does not ship: its licence is the importer’s to check',
};

/** Representativeness and licence status of a provenance record. */
export function classifyProvenance(provenance: Provenance): DataQualityClass {
  const epd = provenance.epd;
  if (epd) {
    const place = EPD_GEOGRAPHY[epd.registration];
    return {
      geography: place?.geography ?? 'unclassified',
      technology: place?.technology ?? 'not classified',
      time: epd.issued
        ? `declaration issued ${epd.issued}, valid until ${epd.validUntil || 'not given'}`
        : 'declaration dates not given',
      // SOURCES.md: "The figures are facts cited from published Environmental Product
      // Declarations; no text of a declaration is copied. Licence id `cited-epd-figures`."
      licenceStatus: 'cited-facts',
      licenceBasis:
        'SOURCES.md: "facts cited from published Environmental Product Declarations; no text of a declaration is copied"',
    };
  }
  return SOURCE_DATA_QUALITY[provenance.source] ?? UNCLASSIFIED;
}

/** True when a provenance record represents Australian production or activity. */
export function isAustralianData(provenance: Provenance): boolean {
  return classifyProvenance(provenance).geography === 'AU';
}

/** Geographies counted as overseas data (every placed geography but Australia). */
export const OVERSEAS_GEOGRAPHIES: readonly DataGeography[] = ['NZ', 'DE', 'EU', 'UK', 'other'];

/** What one GWP figure rests on, as shares (0–1) of its parts counted by size. */
export interface DataQualityFigure {
  /** Σ|part| in kg CO2e (0: the figure has no GWP). */
  gross: number;
  australian: number;
  overseas: number;
  /** Derived by Circa or of a source Circa does not know. */
  notPlaced: number;
  approximate: number;
  /** The overseas part by geography, largest first. */
  overseasBy: readonly { geography: DataGeography; share: number }[];
}

/**
 * Data quality of an evaluation's GWP per module group (upfront A1-A5, use B, end of life C1–C4,
 * whole life A1–C4; on-site generation left out): the engine's attribution of its own impact rows
 * to their factors (`dataQualityShares`), classed by the geography of each factor's provenance.
 */
export function dataQualityFigures(ev: Evaluation): Record<DataQualityGroup, DataQualityFigure> {
  const shares = dataQualityShares(ev, (p) => classifyProvenance(p).geography);
  const figure = ({ gross, byClass, approximate }: DataQualityTally): DataQualityFigure => {
    const of = (c: DataGeography) => (gross === 0 ? 0 : (byClass[c] ?? 0) / gross);
    const overseasBy = OVERSEAS_GEOGRAPHIES.map((geography) => ({
      geography,
      share: of(geography),
    }))
      .filter((x) => x.share > 0)
      .sort((a, b) => b.share - a.share);
    return {
      gross,
      australian: of('AU'),
      overseas: overseasBy.reduce((sum, x) => sum + x.share, 0),
      notPlaced: of('derived') + of('unclassified'),
      approximate: gross === 0 ? 0 : approximate / gross,
      overseasBy,
    };
  };
  return {
    upfront: figure(shares.upfront),
    use: figure(shares.use),
    endOfLife: figure(shares.endOfLife),
    wholeLife: figure(shares.wholeLife),
  };
}
