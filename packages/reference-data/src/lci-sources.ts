/**
 * LCI groups and sources shipped with Circa. One group, "Australia", with the openly licensed
 * "Circa open starter 2026.1" (German and UK generic data) and "Australia — published EPDs
 * 2026.1" (figures read from Australasian EPDs, standing in for the starter's materials where a
 * declaration has been transcribed; listed once it has any). Organisations add licensed sources
 * with lci-import.ts.
 */
import type { LciGroup, LciSource } from '@circa/engine/lci-types';
import { withAustralianEndOfLife } from './australian-end-of-life';
import { withStoredBiogenicCarbon } from './biogenic-carbon';
import { readDataFile, readDataText } from './data-files';
import type { ImportedSourceMeta } from './lci-import';
import { importLciSourceCsv, mergeWithStarter } from './lci-import';
import { withRefrigerantGases } from './refrigerants';

/** Id of the shipped starter source. */
export const STARTER_SOURCE_ID = 'circa-open-starter-2026.1';

/** Id of the source built from published Australasian EPDs. */
export const AUSTRALIAN_EPD_SOURCE_ID = 'au-published-epds-2026.1';

/** Identity of the Australian EPD source (its data file is in the CSV import format). */
export const AUSTRALIAN_EPD_SOURCE_META: ImportedSourceMeta = {
  id: AUSTRALIAN_EPD_SOURCE_ID,
  name: 'Australia — published EPDs 2026.1',
  version: '2026.1',
  lciGroupId: 'australia',
  description:
    'Figures read from Environmental Product Declarations published under the Australasian EPD programme (or the closest Australian or New Zealand industry-average declaration) for the materials that dominate a house; the other processes are those of Circa open starter 2026.1.',
};

/** Data file of the Australian EPD source, in the LCI import format (IMPORT-FORMAT.md). */
export const AUSTRALIAN_EPD_SOURCE_FILE = `lci/${AUSTRALIAN_EPD_SOURCE_ID}.csv`;

/**
 * Share of the baselines' product-stage carbon the Australian EPD source must replace before it
 * becomes the group's default (Australian data issue: "once it covers the scope").
 */
export const DEFAULT_SOURCE_MIN_COVERAGE = 0.9;

/**
 * The LCI group "Australia". Its default stays the starter source until the Australian EPD
 * source replaces {@link DEFAULT_SOURCE_MIN_COVERAGE} of every baseline's product-stage carbon
 * (a test holds the two together: lci-sources.test.ts).
 */
export const LCI_GROUP_AUSTRALIA: LciGroup = {
  id: 'australia',
  name: 'Australia',
  defaultSourceId: STARTER_SOURCE_ID,
};

/** All shipped LCI groups. */
export const LCI_GROUPS: readonly LciGroup[] = [LCI_GROUP_AUSTRALIA];

let starter: LciSource | undefined;

/**
 * The starter source (processes with factors, prices and provenance), with the stored biogenic
 * carbon of its wood products as their own line (biogenic-carbon.ts), Australian end-of-life
 * fates of its wood and mineral products (australian-end-of-life.ts) and the refrigerant gases
 * of module B1 (refrigerants.ts).
 */
export function starterSource(): LciSource {
  starter ??= withRefrigerantGases(
    withAustralianEndOfLife(
      withStoredBiogenicCarbon(readDataFile<LciSource>('lci/circa-open-starter-2026.1.json')),
    ),
  );
  return starter;
}

/**
 * Only the processes read from declarations, as imported from the shipped CSV (a file with only
 * its header row: no processes yet).
 */
export function australianEpdProcesses(): LciSource {
  const text = readDataText(AUSTRALIAN_EPD_SOURCE_FILE);
  if (text.trim().split('\n').length < 2)
    return { ...AUSTRALIAN_EPD_SOURCE_META, provenance: [], processes: [] };
  const result = importLciSourceCsv(text, AUSTRALIAN_EPD_SOURCE_META);
  if (!result.ok)
    throw new Error(`${AUSTRALIAN_EPD_SOURCE_FILE}: ${JSON.stringify(result.problems[0])}`);
  return result.source;
}

let australianEpd: LciSource | undefined;

/**
 * The source "Australia — published EPDs": its declarations' processes stand in for the library's
 * processes they replace; every other process (materials without a declaration, energy, water,
 * transport) is the starter's, with the starter's provenance.
 */
export function australianEpdSource(): LciSource {
  australianEpd ??= mergeWithStarter(australianEpdProcesses(), starterSource(), {
    materials: true,
  });
  return australianEpd;
}

/** Names of the shipped sources by id. */
export const SHIPPED_SOURCE_NAMES: Readonly<Record<string, string>> = {
  [AUSTRALIAN_EPD_SOURCE_ID]: AUSTRALIAN_EPD_SOURCE_META.name,
  [STARTER_SOURCE_ID]: 'Circa open starter 2026.1',
};

/** Shipped sources of a group (the Australian EPD source once it holds any declaration). */
export function shippedSources(lciGroupId: string): LciSource[] {
  if (lciGroupId !== LCI_GROUP_AUSTRALIA.id) return [];
  const hasDeclarations = australianEpdProcesses().processes.length > 0;
  return hasDeclarations ? [starterSource(), australianEpdSource()] : [starterSource()];
}

/** A shipped source by id, or null. */
export function shippedSource(sourceId: string): LciSource | null {
  if (sourceId === STARTER_SOURCE_ID) return starterSource();
  if (sourceId === AUSTRALIAN_EPD_SOURCE_ID) return australianEpdSource();
  return null;
}

/**
 * A copy of `source` with prices replaced (AUD per declared unit) — the energy and water prices
 * are editable defaults. Each override gets a provenance record naming who set it.
 */
export function withPriceOverrides(
  source: LciSource,
  prices: Readonly<Record<string, number>>,
  setBy: string,
): LciSource {
  const provenance = [
    ...source.provenance,
    {
      source: setBy,
      table: 'price override',
      licence: 'user-supplied',
      confidence: 'medium' as const,
      isApproximate: false,
    },
  ];
  const index = provenance.length - 1;
  return {
    ...source,
    provenance,
    processes: source.processes.map((p) =>
      prices[p.id] === undefined ? p : { ...p, costPerUnit: prices[p.id]!, costProvenance: index },
    ),
  };
}
