import { designPhaseOptions, designPurposeOptions } from '@circa/contract/design-lifecycle.schema';
import { listLotDesigns } from '@circa/db/designs.repository';
import { listProjectTargets } from '@circa/db/project-targets.repository';
import type { Database } from '@circa/db/schema';
import type { Design } from '@circa/engine/design-types';
import { isEngineError } from '@circa/engine/engine-error';
import { findIndicator } from '@circa/engine/indicators';
import type { Kysely } from 'kysely';
import { lotAccess } from '../access/access';
import { loadBaselineOf } from '../design/design-json-cache';
import { AppError, notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { evaluateWithBenchmark, reductionPercent } from '../results/lot-evaluation';
import { toTargetLine } from '../targets/target-lines';

/**
 * A lot's designs grouped by design phase, each with its reduction from its benchmark on the
 * chosen target (targetId 0: the lot's target, else the development's first).
 */
export async function designPhases(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
  projectTargetId: number,
) {
  const access = await lotAccess(db, caller, structureId);
  if (access.isLockedForCaller)
    throw new AppError(
      'forbidden',
      'This lot is allocated to someone else. Request access to open it.',
    );
  const targets = await listProjectTargets(db, access.project.id);
  const wanted = projectTargetId || access.structure.projectTargetId || 0;
  const target = targets.find((t) => t.id === wanted) ?? targets[0] ?? null;
  if (projectTargetId > 0 && target?.id !== projectTargetId)
    throw notFound('The target was not found.');

  const designs = await listLotDesigns(db, access.structure.id);
  const rows: Array<{
    phaseId: number;
    DesignId: number;
    DesignName: string;
    DesignPurpose: string;
    Reduction: number | null;
  }> = [];
  for (const d of designs.filter((x) => !x.isArchived)) {
    let reduction: number | null = null;
    // the benchmark is the baseline as the lot was built on it (its kept version)
    const baseline = target ? await loadBaselineOf(db, d) : null;
    if (target && baseline) {
      try {
        reduction = reductionPercent(
          evaluateWithBenchmark(d.design as Design, baseline.design),
          target,
        );
      } catch (error) {
        if (!isEngineError(error)) throw error;
      }
    }
    rows.push({
      phaseId: d.isSubmitted ? (d.designPhaseId ?? 0) : 0,
      DesignId: d.id,
      DesignName: d.name,
      DesignPurpose:
        designPurposeOptions.find((p) => p.Id === d.designPurposeId)?.Description ?? '',
      Reduction: reduction,
    });
  }
  return {
    AbbreviatedIndicatorName: target
      ? (findIndicator(target.indicatorId)?.abbreviation ?? toTargetLine(target).IndicatorName)
      : '',
    DesignPhases: designPhaseOptions
      .map((phase) => ({
        DesignPhaseId: phase.Id,
        DesignPhaseName: phase.Description,
        Designs: rows
          .filter((r) => r.phaseId === phase.Id)
          .map(({ phaseId: _phaseId, ...design }) => design),
      }))
      .filter((phase) => phase.Designs.length > 0),
  };
}
