import { upsertLibraryDesign } from '@circa/db/designs.repository';
import { upsertLciGroup, upsertLciSource } from '@circa/db/lci-catalogue.repository';
import type { Database } from '@circa/db/schema';
import { shippedBaselines } from '@circa/reference-data/baselines/baseline-designs';
import { applyPreset, PRESETS } from '@circa/reference-data/baselines/presets';
import {
  LCI_GROUPS,
  SHIPPED_SOURCE_NAMES,
  shippedSources,
} from '@circa/reference-data/lci-sources';
import type { Kysely } from 'kysely';
import { designContent } from './design-columns';

/** Database ids of the shipped catalogue after a sync. */
export interface ReferenceCatalogue {
  lciGroupIds: Record<string, number>;
  lciSourceIds: Record<string, number>;
  baselineIds: Record<string, number>;
  presetIds: Record<string, number>;
}

/**
 * Brings the shipped reference catalogue into the database at start-up (idempotent): the LCI
 * groups and sources, and the library baselines and presets as designs keyed by their ids in
 * packages/reference-data. Ids stay stable across versions, so lots keep their links.
 */
export async function syncReferenceCatalogue(db: Kysely<Database>): Promise<ReferenceCatalogue> {
  return db.transaction().execute(async (tx) => {
    const lciGroupIds: Record<string, number> = {};
    const lciSourceIds: Record<string, number> = {};
    for (const group of LCI_GROUPS) {
      const groupId = await upsertLciGroup(tx, group.id, group.name);
      lciGroupIds[group.id] = groupId;
      for (const { id } of shippedSources(group.id))
        lciSourceIds[id] = await upsertLciSource(tx, {
          key: id,
          lciGroupId: groupId,
          name: SHIPPED_SOURCE_NAMES[id] ?? id,
          organisationId: null,
        });
    }
    const australia = lciGroupIds['australia']!;
    const baselineIds: Record<string, number> = {};
    for (const baseline of shippedBaselines()) {
      const content = designContent(baseline.design, {
        name: baseline.title,
        description: baseline.description,
        lciGroupId: australia,
      });
      baselineIds[baseline.id] = await upsertLibraryDesign(
        tx,
        baseline.id,
        'baseline',
        content,
        null,
      );
    }
    const presetIds: Record<string, number> = {};
    for (const preset of PRESETS) {
      const baseline = shippedBaselines().find((b) => b.id === preset.baselineId);
      const baselineDesignId = baselineIds[preset.baselineId];
      if (!baseline || baselineDesignId === undefined) continue;
      const content = designContent(applyPreset(baseline, preset), {
        name: preset.title,
        description: preset.description,
        lciGroupId: australia,
      });
      presetIds[preset.id] = await upsertLibraryDesign(
        tx,
        preset.id,
        'preset',
        content,
        baselineDesignId,
      );
    }
    return { lciGroupIds, lciSourceIds, baselineIds, presetIds };
  });
}
