/**
 * The data sources and licences a report names: the sources behind the factors of the LCI source
 * the numbers were evaluated with (its provenance records), with the attributions their licences
 * ask for (packages/reference-data/SOURCES.md). A source without a known attribution (an
 * organisation's imported source) is listed by its id and licence as recorded.
 */
import type { LciSource } from '@circa/engine/lci-types';

/** One data source of a report. */
export interface DataSourceLine {
  source: string;
  licence: string;
  attribution: string;
  /** Factors of the LCI source that cite it. */
  factorRecords: number;
  /** Some of its records are Circa approximations (proxy, interpolation, assumption). */
  hasApproximations: boolean;
}

const LICENCE_NAMES: Readonly<Record<string, string>> = {
  'cc-by-4.0': 'CC BY 4.0',
  'ogl-3': 'Open Government Licence v3.0',
  'oekobaudat-free': 'ÖKOBAUDAT terms: free of charge and unrestricted',
  'user-supplied': 'supplied by the organisation',
  'cited-figure': 'figures cited with their source (no text copied)',
};

const ATTRIBUTIONS: Readonly<Record<string, { name: string; attribution: string }>> = {
  'oekobaudat-2020-ii': {
    name: 'ÖKOBAUDAT 2020-II',
    attribution:
      'Federal Ministry for Housing, Urban Development and Building (BMWSB), operated by BBSR; generic datasets by Sphera (thinkstep) and the industry associations named per dataset. German production, EN 15804+A1.',
  },
  'desnz-ghg-cf-2025': {
    name: 'UK DESNZ greenhouse gas conversion factors 2025',
    attribution:
      'Contains public sector information licensed under the Open Government Licence v3.0 (UK DESNZ / Defra, Greenhouse gas reporting: conversion factors 2025).',
  },
  'nga-2024': {
    name: 'National Greenhouse Accounts Factors 2024',
    attribution:
      'Australian Government Department of Climate Change, Energy, the Environment and Water.',
  },
  'nga-2025': {
    name: 'National Greenhouse Accounts Factors 2025',
    attribution:
      'Australian Government Department of Climate Change, Energy, the Environment and Water.',
  },
  'nga-2026': {
    name: 'National Greenhouse Accounts Factors 2026',
    attribution:
      'Australian Government Department of Climate Change, Energy, the Environment and Water.',
  },
  'nathers-woh-rev10.1': {
    name: 'NatHERS Whole of Home National Calculation Method rev 10.1',
    attribution:
      'Commonwealth of Australia (licence notice not read; likely CC BY 4.0), as transcribed in dwjp/py_wholeofhome (MIT, © 2023 David Perry).',
  },
  'abs-water-account-2014-15': {
    name: 'ABS Water Account Australia 2014-15',
    attribution: 'Australian Bureau of Statistics (as cited on waterrating.gov.au).',
  },
  'nger-regulations-2008': {
    name: 'National Greenhouse and Energy Reporting Regulations 2008, reg. 2.02 (GWP, IPCC AR5)',
    attribution:
      'Commonwealth of Australia (Federal Register of Legislation; licence notice not read, assumed CC BY 4.0). Refrigerant GWPs of module B1, as the National Greenhouse Accounts use them.',
  },
  'nga-2023-solid-waste': {
    name: 'National Greenhouse Accounts Factors, solid waste to landfill (wood)',
    attribution:
      'Australian Government Department of Climate Change, Energy, the Environment and Water (read in public transcriptions; low confidence), with the Clean Energy Regulator’s landfill parameters. Wood landfill decay of the Australian end of life (methodology §5.1).',
  },
  'wa-water-treatment-lca-2016': {
    name: 'Improving the carbon footprint of water treatment with renewable energy: a Western Australian case study (2016)',
    attribution:
      'Renewables: Wind, Water, and Solar (SpringerOpen), 2016, doi:10.1186/s40807-016-0036-2 (open access; CC BY 4.0 assumed, notice not read); figure cited. Mains water supply of module B7 (methodology §2, §8).',
  },
  'iwa-wastewater-energy-intensity': {
    name: 'Energy intensity of wastewater treatment (IWA Publishing, Table 3, after Hoff 2011 and Mohtar & Daher 2012)',
    attribution:
      'IWA Publishing (iwaponline.com), Table 3 "Energy intensity of clean water production", citing Hoff (2011) and Mohtar & Daher (2012); a figure cited, multiplied by the NGA 2026 state grid factors (DCCEEW). Wastewater of module B7 (methodology §2, §8).',
  },
  'circa-method': {
    name: 'Circa method definitions',
    attribution: 'Circa (docs/methodology.md).',
  },
};

/** The sources of an LCI source's factors, most cited first. */
export function dataSourceLines(source: LciSource): DataSourceLine[] {
  const lines = new Map<string, DataSourceLine>();
  for (const p of source.provenance) {
    const key = `${p.source}|${p.licence}`;
    const known = ATTRIBUTIONS[p.source];
    const line = lines.get(key) ?? {
      source: known?.name ?? p.source,
      licence: LICENCE_NAMES[p.licence] ?? p.licence,
      attribution: known?.attribution ?? '',
      factorRecords: 0,
      hasApproximations: false,
    };
    line.factorRecords += 1;
    line.hasApproximations ||= p.isApproximate;
    lines.set(key, line);
  }
  return [...lines.values()].sort((a, b) => b.factorRecords - a.factorRecords);
}
