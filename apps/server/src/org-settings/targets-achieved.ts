import { findDesignJson } from '@circa/db/designs.repository';
import type { SubmittedLotDesign } from '@circa/db/org-settings.repository';
import { listProjectTargets } from '@circa/db/project-targets.repository';
import type { ProjectTargetRecord } from '@circa/db/project-targets.repository';
import type { Database } from '@circa/db/schema';
import type { Design } from '@circa/engine/design-types';
import { isEngineError } from '@circa/engine/engine-error';
import { computeReductions, targetsAchieved } from '@circa/engine/targets';
import type { Kysely } from 'kysely';
import { cachedDesign, loadBaselineOf, rememberDesign } from '../design/design-json-cache';
import { evaluateBenchmarkVersion, evaluateDesignVersion } from '../results/evaluation-cache';
import { processCache } from '../memory/bounded-cache';
import { engineTarget } from '../results/lot-evaluation';

/** Whether a submitted design achieves every target; null when it cannot be evaluated. */
type Outcome = boolean | null;

/**
 * Outcomes by design version, baseline version and the targets as they are: a design's or
 * baseline's version changes with its content and the key holds the targets, so an entry is never
 * stale; it only saves evaluating the same lots again on the next dashboard load.
 */
const outcomes = processCache<string, Outcome>(20_000);

/** The engine's targets of a development as the results screen evaluates them (AUD, rate 1). */
const engineTargets = (targets: readonly ProjectTargetRecord[]) =>
  targets.map((t) => ({ ...engineTarget(t), relativeExchangeRate: 1 }));

async function outcomeOf(
  db: Kysely<Database>,
  lot: SubmittedLotDesign,
  targets: { list: readonly ProjectTargetRecord[]; key: string },
): Promise<Outcome> {
  const key = `${lot.designId}:${lot.version}:${lot.baselineDesignId}:${lot.baselineVersion}:${targets.key}`;
  const known = outcomes.get(key);
  if (known !== undefined) return known;
  const baseline = await loadBaselineOf(db, lot);
  if (!baseline) return outcomes.set(key, null);
  const design =
    cachedDesign(lot.designId, lot.version) ??
    rememberDesign(lot.designId, lot.version, (await findDesignJson(db, lot.designId)) as Design);
  try {
    const evaluated = evaluateDesignVersion(lot.designId, lot.version, design);
    const benchmark = evaluateBenchmarkVersion(
      { id: lot.designId, version: lot.version, design },
      baseline,
    );
    const results = computeReductions(engineTargets(targets.list), evaluated, benchmark);
    return outcomes.set(key, targetsAchieved(results) === 'Yes');
  } catch (error) {
    if (isEngineError(error)) return outcomes.set(key, null);
    throw error;
  }
}

/**
 * 'Targets achieved' of each submitted lot, as the results screen decides it: the engine's
 * reductions of the design against its benchmark (its baseline as kept when the lot was built)
 * for every target of its development, Yes only when each is achieved (engine `targetsAchieved`).
 */
export async function countTargetsAchieved(
  db: Kysely<Database>,
  lots: readonly SubmittedLotDesign[],
): Promise<{ submittedWithTargets: number; achieved: number; unassessed: number }> {
  const targetsOf = new Map<number, { list: ProjectTargetRecord[]; key: string }>();
  let achieved = 0;
  let unassessed = 0;
  for (const lot of lots) {
    let targets = targetsOf.get(lot.projectId);
    if (!targets) {
      const list = await listProjectTargets(db, lot.projectId);
      targets = { list, key: JSON.stringify(engineTargets(list)) };
      targetsOf.set(lot.projectId, targets);
    }
    const outcome = await outcomeOf(db, lot, targets);
    if (outcome === null) unassessed += 1;
    else if (outcome) achieved += 1;
  }
  return { submittedWithTargets: lots.length, achieved, unassessed };
}
