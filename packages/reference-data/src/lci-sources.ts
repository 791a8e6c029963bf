/**
 * LCI groups and sources shipped with Circa. One group, "Australia", with the openly licensed
 * source "Circa open starter 2026.1". Organisations add licensed sources with lci-import.ts.
 */
import type { LciGroup, LciSource } from '@circa/engine/lci-types';
import { readDataFile } from './data-files';

/** Id of the shipped starter source. */
export const STARTER_SOURCE_ID = 'circa-open-starter-2026.1';

/** The LCI group "Australia". */
export const LCI_GROUP_AUSTRALIA: LciGroup = {
  id: 'australia',
  name: 'Australia',
  defaultSourceId: STARTER_SOURCE_ID,
};

/** All shipped LCI groups. */
export const LCI_GROUPS: readonly LciGroup[] = [LCI_GROUP_AUSTRALIA];

/** The starter source (processes with factors, prices and provenance). */
export function starterSource(): LciSource {
  return readDataFile<LciSource>('lci/circa-open-starter-2026.1.json');
}

/** Shipped sources of a group. */
export function shippedSources(lciGroupId: string): LciSource[] {
  return lciGroupId === LCI_GROUP_AUSTRALIA.id ? [starterSource()] : [];
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
