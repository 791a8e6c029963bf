/** Deduplicating provenance table for the build. */
import type { Confidence, Provenance } from '@circa/engine/lci-types';

/** Collects provenance records and returns stable indexes. */
export class ProvenanceTable {
  readonly rows: Provenance[] = [];
  private readonly index = new Map<string, number>();

  add(p: {
    source: string;
    table: string;
    licence: string;
    confidence: Confidence;
    isApproximate?: boolean;
    note?: string;
  }): number {
    const row: Provenance = {
      source: p.source,
      table: p.table,
      licence: p.licence,
      confidence: p.confidence,
      isApproximate: p.isApproximate ?? false,
      ...(p.note ? { note: p.note } : {}),
    };
    const key = JSON.stringify(row);
    const hit = this.index.get(key);
    if (hit !== undefined) return hit;
    this.rows.push(row);
    this.index.set(key, this.rows.length - 1);
    return this.rows.length - 1;
  }
}
