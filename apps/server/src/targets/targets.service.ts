import {
  DEFAULT_BASE_PRICE,
  DEFAULT_SAVINGS_TARGET,
  DEFAULT_TIMESCALE_ID,
  functionalUnitOptions,
  lifeCycleModuleOptions,
  timescaleOptions,
} from '@circa/contract/targets.schema';
import type { saveProjectTargetSchema } from '@circa/contract/targets.schema';
import { messages } from '@circa/contract/messages';
import {
  deleteProjectTarget,
  findProjectTarget,
  insertProjectTarget,
  listProjectTargets,
  updateProjectTarget,
} from '@circa/db/project-targets.repository';
import type { Database } from '@circa/db/schema';
import { INDICATORS } from '@circa/engine/indicators';
import { LIFE_CYCLE_SCOPES } from '@circa/engine/life-cycle-modules';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { projectAccess, projectAdminAccess } from '../access/access';
import { AppError, notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { moduleCodes, moduleIds, scopeName, targetCostFigure, toTargetLine } from './target-lines';

const indicatorOptions = INDICATORS.map((i) => ({
  Id: i.id,
  Description: i.name,
  IsDisabled: false,
}));
const scopeOptions = lifeCycleModuleOptions.map(([Id, , Description]) => ({
  Id,
  Description,
  IsDisabled: false,
}));

export async function listTargets(db: Kysely<Database>, caller: AuthUser, projectId: number) {
  const { project, isAdminCoordinator } = await projectAccess(db, caller, projectId);
  const targets = await listProjectTargets(db, project.id);
  return {
    ProjectTargets: targets.map(toTargetLine),
    IsAdminCoordinator: isAdminCoordinator,
    Prepaid: project.isPrepaid,
  };
}

/** One target with the form's option lists; targetId 0 gives a new target with the defaults. */
export async function targetSelection(
  db: Kysely<Database>,
  caller: AuthUser,
  projectId: number,
  targetId: number,
) {
  const { project, isAdminCoordinator } = await projectAccess(db, caller, projectId);
  let target;
  if (targetId > 0) {
    const found = await findProjectTarget(db, targetId);
    if (!found || found.projectId !== project.id) throw notFound('The target was not found.');
    target = toTargetLine(found);
  } else {
    const modules = [...LIFE_CYCLE_SCOPES.wholeLife];
    target = {
      Id: 0,
      ProjectId: project.id,
      Name: '',
      IndicatorId: 0,
      IndicatorName: '',
      AttributeId: 0,
      AttributeName: functionalUnitOptions[0]!.Description,
      TimescaleId: DEFAULT_TIMESCALE_ID,
      TimescaleName: timescaleOptions.find((o) => o.Id === DEFAULT_TIMESCALE_ID)!.Description,
      LcPhases: moduleIds(modules),
      LcPhaseName: scopeName(modules),
      SavingsTarget: project.carbonSavingsId ?? DEFAULT_SAVINGS_TARGET,
      IncludeOnSiteRenewable: false,
      BasePrice: DEFAULT_BASE_PRICE,
      RelativeExchangeRate: 1,
      Currency: 'AUD',
      CostFigure: targetCostFigure(DEFAULT_BASE_PRICE, 1),
      IsLocked: false,
    };
  }
  return {
    Target: target,
    ScopesList: scopeOptions,
    IndicatorsList: indicatorOptions,
    AttributesList: functionalUnitOptions,
    TimescalesList: timescaleOptions,
    Prepaid: project.isPrepaid,
    IsAdminCoordinator: isAdminCoordinator,
  };
}

type SaveTarget = z.infer<typeof saveProjectTargetSchema>;

/**
 * Creates or updates a target (admin coordinators). A locked target of a prepaid development
 * keeps its savings target (document 3 §4).
 */
export async function saveTarget(
  db: Kysely<Database>,
  caller: AuthUser,
  input: SaveTarget,
): Promise<number> {
  const { project } = await projectAdminAccess(db, caller, input.ProjectId);
  if (!INDICATORS.some((i) => i.id === input.IndicatorId)) {
    throw new AppError('validation_failed', messages.indicatorRequired, [
      { path: ['IndicatorId'], message: messages.indicatorRequired },
    ]);
  }
  if (!functionalUnitOptions.some((o) => o.Id === input.AttributeId)) {
    const message = 'Choose a functional unit from the list.';
    throw new AppError('validation_failed', message, [{ path: ['AttributeId'], message }]);
  }
  const fields = {
    name: input.Name,
    indicatorId: input.IndicatorId,
    attributeId: input.AttributeId,
    timescaleId: input.TimescaleId,
    lcPhases: moduleCodes(input.LcPhases),
    savingsTarget: input.SavingsTarget,
    includeOnSiteRenewable: input.IncludeOnSiteRenewable,
  };
  if (input.TargetId === 0) return insertProjectTarget(db, project.id, fields);
  const existing = await findProjectTarget(db, input.TargetId);
  if (!existing || existing.projectId !== project.id) throw notFound('The target was not found.');
  if (existing.isLocked && project.isPrepaid && existing.savingsTarget !== input.SavingsTarget) {
    throw new AppError(
      'conflict',
      'This target is locked: its savings target cannot change in a prepaid development.',
    );
  }
  await updateProjectTarget(db, existing.id, fields);
  return existing.id;
}

/** Deletes a target (admin coordinators); a locked target stays. */
export async function removeTarget(
  db: Kysely<Database>,
  caller: AuthUser,
  input: { Id: number; ProjectId: number },
): Promise<true> {
  const { project } = await projectAdminAccess(db, caller, input.ProjectId);
  const existing = await findProjectTarget(db, input.Id);
  if (!existing || existing.projectId !== project.id) throw notFound('The target was not found.');
  if (existing.isLocked)
    throw new AppError('conflict', 'This target is locked and cannot be deleted.');
  await deleteProjectTarget(db, existing.id);
  return true;
}
