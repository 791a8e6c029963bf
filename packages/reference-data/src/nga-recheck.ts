/**
 * Re-check of the shipped NGA Factors figures (issue 16, item 7) against second, independent copies
 * found in public material. Each row is one figure Circa ships (../shared/data/nga/*.csv, built into
 * the starter by scripts/build-lci.ts): the value Circa ships, the value a second copy prints, where
 * that copy was read, and the verdict. Nothing here changes the shipped data: a disagreement is
 * recorded for the lead to decide (nga-recheck.test.ts asserts every verdict).
 *
 * Units: electricity kg CO2-e/kWh (Table 1); natural gas and LPG kg CO2-e/GJ (Tables 5, 6, 8);
 * energy contents GJ/m³ (natural gas) and GJ/kL (LPG).
 *
 * None of the copies is the DCCEEW file read by Circa. The nearest to it is `RENTSWITCH_XLSX_DUMP`, a
 * machine text dump of the DCCEEW 2026 workbook (sheet by sheet, tab separated) committed by a third
 * party; the 2024 figures are checked against page-cited transcriptions of the DCCEEW 2024 PDF.
 * All copies were read on 2026-11-27 through the stored-repository index (figures only).
 */

/** A second copy of an NGA figure. */
export interface SecondCopy {
  /** The figure as the copy gives it, in the row's unit; null where it prints no figure ("C"). */
  readonly value: number | null;
  /** Where it was read: repository, path, commit, and what the copy says it was read from. */
  readonly where: string;
}

/** Which shipped figure a row re-checks. */
export type NgaFigure =
  | {
      readonly kind: 'electricity';
      readonly grid: NgaGrid;
      readonly scope: 2 | 3;
    }
  | { readonly kind: 'gas-scope1' }
  | { readonly kind: 'gas-energy-content' }
  | {
      readonly kind: 'gas-scope3-metro';
      readonly state: 'NSW_ACT' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'TAS' | 'NT';
    }
  | { readonly kind: 'lpg-scope1' }
  | { readonly kind: 'lpg-energy-content' };

/** NGA Table 1 grids as named in shared/data/nga/electricity-location-based.csv. */
export type NgaGrid = 'NSW_ACT' | 'VIC' | 'QLD' | 'SA' | 'WA_SWIS' | 'WA_NWIS' | 'TAS' | 'NT_DKIS';

/**
 * `agrees`: within rounding of the printed decimals. `disagrees`: the second copy prints another
 * value (the lead decides). `proxy`: NGA prints no figure ("C", confidential) and the shipped value
 * is another state's factor, as NGA's Table 6 note suggests; `proxyValue` is that state's figure.
 */
export type Verdict = 'agrees' | 'disagrees' | 'proxy';

export interface NgaRecheckRow {
  readonly edition: 2024 | 2025 | 2026;
  readonly figure: NgaFigure;
  /** The shipped value, as printed in shared/data/nga (2 dp for Table 1, 1 or 2 dp for fuels). */
  readonly shipped: number;
  /** Decimals printed in the shipped value; agreement is within half a unit of the last decimal. */
  readonly decimals: number;
  readonly second: SecondCopy;
  /** Further copies read, for the record (not asserted unless the verdict says so). */
  readonly others: readonly SecondCopy[];
  readonly verdict: Verdict;
  /** For a `proxy` row: the figure of the state NGA suggests, from `second.where`. */
  readonly proxyValue?: number;
  readonly note?: string;
}

// ---------------------------------------------------------------------------------------------
// Where the second copies were read (repository, path, commit; what each says it was read from).
// ---------------------------------------------------------------------------------------------

/** Text dump of the DCCEEW 2026 workbook ("=== SHEET Table 1" …), committed by a third party. */
export const RENTSWITCH_XLSX_DUMP =
  'github alexanderramsay278/rentswitch, data/source_text/national-greenhouse-accounts-factors-2026.xlsx.txt @ f7fc91916e33740a79cd20bbf0bc4efa3b5488ab: text dump of national-greenhouse-accounts-factors-2026.xlsx (DCCEEW), per data/constants_vic.json read from the archived copy web.archive.org/web/20260910105539 (captured 2026-09-10)';

/** Hand transcription of the DCCEEW 2026 PDF (NSW/ACT only). */
export const RENTSWITCH_PDF_NSW =
  'github alexanderramsay278/rentswitch, CREDITS.md @ 1149e77a2c15157650bbde9cdc417ede0ef88e8e and data/constants.json @ 39a58af0a15100d9b46751522b2f884944570c36: "transcribed by hand from the published PDF" (national-greenhouse-accounts-factors-2026.pdf, Table 1 p. 10, Table 5 p. 19, Table 6 p. 20)';

/** Cell-cited transcription of the 2026 workbook, "checked against the PDF of the same edition". */
export const THEMISIQ_2026 =
  'github themisiqco/themisiq, lib/ghg/factors/nga-2026.ts and lib/emissionFactors/ngaScope3_2025.ts (key 2026) @ 7f508b0d026bdf057b4a56797d299a78e4afa570: read cell by cell from national-greenhouse-accounts-factors-2026.xlsx (file properties dated 6-7 October 2026) and checked against the PDF; "Table 1"!B4-B12 (scope 2), C4-C12 (scope 3)';

/** Page-cited transcription of the DCCEEW 2024 PDF. */
export const THEMISIQ_2024 =
  'github themisiqco/themisiq, lib/ghg/factors/nga-2024.ts @ 5c03b5f72733973b1179317bf73b4eed52c495e0 (scope 2) and lib/emissionFactors/ngaScope3_2025.ts (key 2024) @ 7f508b0d026bdf057b4a56797d299a78e4afa570 (scope 3, Table 6): transcribed from national-greenhouse-account-factors-2024.pdf, Table 1 pp. 8-9, Table 5 p. 17, Table 6 p. 18, Table 8 p. 22';

/** Cell-cited transcription of the 2025 workbook and PDF (scope 3 only). */
export const THEMISIQ_2025_SCOPE3 =
  'github themisiqco/themisiq, lib/emissionFactors/ngaScope3_2025.ts (key 2025) @ 5c03b5f72733973b1179317bf73b4eed52c495e0: transcribed from national-greenhouse-account-factors-2025.pdf and .xlsx, Table 1 scope 3 pp. 8-9, workbook "Table 1" C4-C12';

/** The 2025 scope 2 figures held by the same project's engine. */
export const THEMISIQ_2025_SCOPE2 =
  'github themisiqco/themisiq, lib/ghg/engine.ts, GRID_EF AU_NSW … AU_NT {2025}: "DCCEEW National Greenhouse Accounts (NGA) Factors 2025, Table 1 Scope 2" (several stored versions agree; no commit pinned)';

/** A personal footprint tool's factor table, "verified against search-indexed content" and mirrors. */
export const CHRISWNG_2025 =
  'github chriswng/Portfolio, docs/footprint-research/factor-sources.md @ 25de5228432f7e915ee2462292238f0e1b942dad and src/footprint/data/factors.js (ELECTRICITY, GAS): NGA Factors 2025 Table 1, Tables 5 and 6; its scope 3 column "rests on a single faithful mirror of the workbook"';

/** An Australian agricultural calculator's constants; edition not stated, values are the 2024 ones. */
export const AIA_CALCULATORS =
  'github aginnovationaustralia/emissions-calculators, packages/calculators/src/constants/values.ts @ aa413b871a0ca9282c3933baf2c88f635052fcde: ELECTRICITY SCOPE2_EF/SCOPE3_EF by state (no NGA edition named; every value equals the 2024 edition)';

const rs = (value: number | null): SecondCopy => ({ value, where: RENTSWITCH_XLSX_DUMP });
const tiq26 = (value: number | null): SecondCopy => ({ value, where: THEMISIQ_2026 });
const tiq24 = (value: number | null): SecondCopy => ({ value, where: THEMISIQ_2024 });
const aia = (value: number): SecondCopy => ({ value, where: AIA_CALCULATORS });
const cw = (value: number): SecondCopy => ({ value, where: CHRISWNG_2025 });

const elec = (
  edition: 2024 | 2025 | 2026,
  grid: NgaGrid,
  scope: 2 | 3,
  shipped: number,
  second: SecondCopy,
  others: readonly SecondCopy[],
  verdict: Verdict = 'agrees',
  note?: string,
): NgaRecheckRow => ({
  edition,
  figure: { kind: 'electricity', grid, scope },
  shipped,
  decimals: 2,
  second,
  others,
  verdict,
  ...(note ? { note } : {}),
});

/** NGA 2024 Table 1: second copy the page-cited PDF transcription; third the AIA calculators. */
const EDITION_2024: readonly NgaRecheckRow[] = [
  elec(2024, 'NSW_ACT', 2, 0.66, tiq24(0.66), [aia(0.66)]),
  elec(2024, 'NSW_ACT', 3, 0.04, tiq24(0.04), [aia(0.04)]),
  elec(2024, 'VIC', 2, 0.77, tiq24(0.77), [aia(0.77)]),
  elec(2024, 'VIC', 3, 0.09, tiq24(0.09), [aia(0.09)]),
  elec(2024, 'QLD', 2, 0.71, tiq24(0.71), [aia(0.71)]),
  elec(2024, 'QLD', 3, 0.1, tiq24(0.1), [aia(0.1)]),
  elec(2024, 'SA', 2, 0.23, tiq24(0.23), [aia(0.23)]),
  elec(2024, 'SA', 3, 0.05, tiq24(0.05), [aia(0.05)]),
  elec(2024, 'WA_SWIS', 2, 0.51, tiq24(0.51), [aia(0.51)]),
  elec(2024, 'WA_SWIS', 3, 0.06, tiq24(0.06), [aia(0.06)]),
  elec(
    2024,
    'WA_NWIS',
    2,
    0.61,
    aia(0.61),
    [],
    'agrees',
    'the page-cited 2024 transcription holds no NWIS scope 2; only the edition-unlabelled AIA copy',
  ),
  elec(2024, 'WA_NWIS', 3, 0.09, tiq24(0.09), [aia(0.09)]),
  elec(2024, 'TAS', 2, 0.15, tiq24(0.15), [aia(0.15)]),
  elec(2024, 'TAS', 3, 0.03, tiq24(0.03), [aia(0.03)]),
  elec(2024, 'NT_DKIS', 2, 0.56, tiq24(0.56), [aia(0.56)]),
  elec(2024, 'NT_DKIS', 3, 0.07, tiq24(0.07), [aia(0.07)]),
];

const tiq25s2 = (value: number): SecondCopy => ({ value, where: THEMISIQ_2025_SCOPE2 });
const tiq25s3 = (value: number): SecondCopy => ({ value, where: THEMISIQ_2025_SCOPE3 });

/** NGA 2025 Table 1: two transcriptions of the 2025 workbook / PDF. */
const EDITION_2025: readonly NgaRecheckRow[] = [
  elec(2025, 'NSW_ACT', 2, 0.64, tiq25s2(0.64), [cw(0.64)]),
  elec(2025, 'NSW_ACT', 3, 0.03, tiq25s3(0.03), [cw(0.03)]),
  elec(2025, 'VIC', 2, 0.78, tiq25s2(0.78), [cw(0.78)]),
  elec(2025, 'VIC', 3, 0.09, tiq25s3(0.09), [cw(0.09)]),
  elec(2025, 'QLD', 2, 0.67, tiq25s2(0.67), [cw(0.67)]),
  elec(2025, 'QLD', 3, 0.09, tiq25s3(0.09), [cw(0.09)]),
  elec(2025, 'SA', 2, 0.22, tiq25s2(0.22), [cw(0.22)]),
  elec(2025, 'SA', 3, 0.04, tiq25s3(0.04), [cw(0.04)]),
  elec(2025, 'WA_SWIS', 2, 0.5, tiq25s2(0.5), [cw(0.5)]),
  elec(2025, 'WA_SWIS', 3, 0.06, tiq25s3(0.06), [cw(0.06)]),
  elec(2025, 'TAS', 2, 0.2, tiq25s2(0.2), [cw(0.2)]),
  elec(2025, 'TAS', 3, 0.03, tiq25s3(0.03), [cw(0.03)]),
  elec(2025, 'NT_DKIS', 2, 0.56, tiq25s2(0.56), [cw(0.56)]),
  elec(2025, 'NT_DKIS', 3, 0.09, tiq25s3(0.09), [cw(0.09)]),
];

const rsNsw = (value: number): SecondCopy => ({ value, where: RENTSWITCH_PDF_NSW });

/**
 * NGA 2026 Table 1: second copy the workbook dump (archived 2026-09-10). The cell-cited copy of the
 * October 2026 workbook (THEMISIQ_2026) agrees with every shipped value, including the two the dump
 * contradicts; it may be the transcription Circa's 2026 rows were taken from, so it is not counted
 * as independent.
 */
const EDITION_2026: readonly NgaRecheckRow[] = [
  elec(2026, 'NSW_ACT', 2, 0.6, rs(0.6), [rsNsw(0.6), tiq26(0.6)]),
  elec(2026, 'NSW_ACT', 3, 0.07, rs(0.07), [rsNsw(0.07), tiq26(0.07)]),
  elec(2026, 'VIC', 2, 0.74, rs(0.74), [tiq26(0.74)]),
  elec(2026, 'VIC', 3, 0.11, rs(0.11), [tiq26(0.11)]),
  elec(2026, 'QLD', 2, 0.65, rs(0.65), [tiq26(0.65)]),
  elec(2026, 'QLD', 3, 0.11, rs(0.11), [tiq26(0.11)]),
  elec(2026, 'SA', 2, 0.21, rs(0.21), [tiq26(0.21)]),
  elec(2026, 'SA', 3, 0.03, rs(0.03), [tiq26(0.03)]),
  elec(2026, 'WA_SWIS', 2, 0.45, rs(0.45), [tiq26(0.45)]),
  elec(2026, 'WA_SWIS', 3, 0.1, rs(0.1), [tiq26(0.1)]),
  elec(
    2026,
    'TAS',
    2,
    0.21,
    rs(0.23),
    [tiq26(0.21)],
    'disagrees',
    'workbook dump (archived 2026-09-10) prints Tasmania 0.23; the cell-cited October 2026 workbook copy prints 0.21 ("Table 1"!B10); a revision between the two files is possible',
  ),
  elec(2026, 'TAS', 3, 0.03, rs(0.03), [tiq26(0.03)]),
  elec(2026, 'NT_DKIS', 2, 0.55, rs(0.55), [tiq26(0.55)]),
  elec(
    2026,
    'NT_DKIS',
    3,
    0.13,
    rs(0.1),
    [tiq26(0.13)],
    'disagrees',
    'workbook dump (archived 2026-09-10) prints DKIS scope 3 0.1; the cell-cited October 2026 workbook copy prints 0.13 ("Table 1"!C11)',
  ),
];

/** Natural gas (Tables 5 and 6) and LPG (Table 8) as shipped in shared/data/nga/fuels.csv. */
const FUELS: readonly NgaRecheckRow[] = [
  {
    edition: 2026,
    figure: { kind: 'gas-scope1' },
    shipped: 51.53,
    decimals: 2,
    second: rs(51.53),
    others: [rsNsw(51.53), tiq26(51.53), tiq24(51.53), cw(51.53)],
    verdict: 'agrees',
    note: 'Table 5 "Natural gas distributed in a pipeline", combined gases (CO2 51.4 + CH4 0.1 + N2O 0.03); the same in the 2024 and 2025 copies',
  },
  {
    edition: 2026,
    figure: { kind: 'gas-energy-content' },
    shipped: 0.0393,
    decimals: 4,
    second: rs(0.0393),
    others: [tiq26(0.0393)],
    verdict: 'agrees',
    note: 'Table 5 energy content factor, GJ/m³ (not used by a shipped process)',
  },
  ...(
    [
      ['NSW_ACT', 13.1],
      ['VIC', 4.0],
      ['QLD', 8.8],
      ['SA', 10.7],
      ['WA', 4.1],
    ] as const
  ).map(([state, v]): NgaRecheckRow => ({
    edition: 2026,
    figure: { kind: 'gas-scope3-metro', state },
    shipped: v,
    decimals: 1,
    second: rs(v),
    others: state === 'NSW_ACT' ? [rsNsw(v), tiq26(v)] : [tiq26(v)],
    verdict: 'agrees',
    note: 'Table 6, Metro column',
  })),
  {
    edition: 2024,
    figure: { kind: 'gas-scope3-metro', state: 'TAS' },
    shipped: 4.0,
    decimals: 1,
    second: tiq24(null),
    others: [rs(null), tiq26(null)],
    verdict: 'proxy',
    proxyValue: 4.0,
    note: 'NGA 2024 Table 6 prints "C" for Tasmania (as 2025 and 2026 do); 4.0 is Victoria (metro and non-metro 4.0), which the Table 6 note suggests for Tasmania. The shipped label "NGA 2024 Table 6" should say so',
  },
  {
    edition: 2024,
    figure: { kind: 'gas-scope3-metro', state: 'NT' },
    shipped: 4.1,
    decimals: 1,
    second: tiq24(null),
    others: [rs(null), tiq26(null)],
    verdict: 'proxy',
    proxyValue: 4.1,
    note: 'NGA 2024 Table 6 prints "C" for the Northern Territory; 4.1 is Western Australia metro, which the Table 6 note suggests for the NT. NGA defines metro as NSW east of the range, Canberra, Queanbeyan, Melbourne, Brisbane, Adelaide or Perth, so Darwin would take WA non-metro, 4.0 (themisiq reads it so)',
  },
  {
    edition: 2026,
    figure: { kind: 'lpg-energy-content' },
    shipped: 25.7,
    decimals: 1,
    second: rs(25.7),
    others: [tiq26(25.7), tiq24(25.7)],
    verdict: 'agrees',
    note: 'Table 8 energy content factor, GJ/kL (not used by a shipped process)',
  },
  {
    edition: 2026,
    figure: { kind: 'lpg-scope1' },
    shipped: 60.6,
    decimals: 2,
    second: rs(60.6),
    others: [tiq26(60.6), tiq24(60.6)],
    verdict: 'agrees',
    note: 'Table 8 LPG combined gases (CO2 60.2 + CH4 0.2 + N2O 0.2); the dump also prints LPG scope 3, 20.2 kg CO2-e/GJ, which Circa does not ship',
  },
];

/** Every shipped NGA figure with its second copy. */
export const NGA_RECHECK: readonly NgaRecheckRow[] = [
  ...EDITION_2024,
  ...EDITION_2025,
  ...EDITION_2026,
  ...FUELS,
];

/** A short label of a row's figure, e.g. "2026 Table 1 scope 2 TAS". */
export function recheckLabel(row: NgaRecheckRow): string {
  const f = row.figure;
  switch (f.kind) {
    case 'electricity':
      return `${row.edition} Table 1 scope ${f.scope} ${f.grid}`;
    case 'gas-scope1':
      return `${row.edition} Table 5 natural gas scope 1`;
    case 'gas-energy-content':
      return `${row.edition} Table 5 natural gas energy content`;
    case 'gas-scope3-metro':
      return `${row.edition} Table 6 natural gas scope 3 metro ${f.state}`;
    case 'lpg-scope1':
      return `${row.edition} Table 8 LPG scope 1`;
    case 'lpg-energy-content':
      return `${row.edition} Table 8 LPG energy content`;
  }
}
