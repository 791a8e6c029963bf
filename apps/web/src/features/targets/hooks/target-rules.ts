import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { saveProjectTargetSchema } from '@circa/contract/targets.schema';
import type { ProjectTargetLine } from '@circa/contract/targets.schema';

/** What the target form holds while the user edits it. */
export interface TargetFormValues {
  Name: string;
  IndicatorId: number | null;
  AttributeId: number | null;
  TimescaleId: number | null;
  LcPhases: number[];
  /** Savings target in percent, as typed (the slider writes whole numbers). */
  SavingsTarget: string;
  IncludeOnSiteRenewable: boolean;
}

/** What the user may do with a target (document 3 "Project targets", §4). */
export interface TargetPermissions {
  /** Only project admin coordinators edit targets; others see nothing to edit. */
  canEdit: boolean;
  /** A locked target of a prepaid project keeps its savings target. */
  canEditSavings: boolean;
  /** Saved, unlocked targets may be deleted (the server refuses locked ones). */
  canDelete: boolean;
  /** The save button: DONE for a locked target of a prepaid project (with CANCEL only), else SAVE. */
  saveLabel: 'SAVE' | 'DONE';
}

export function targetPermissions(
  target: ProjectTargetLine,
  selection: { IsAdminCoordinator: boolean; Prepaid: boolean },
): TargetPermissions {
  const canEdit = selection.IsAdminCoordinator;
  const isLockedPrepaid = target.IsLocked && selection.Prepaid;
  return {
    canEdit,
    canEditSavings: canEdit && !isLockedPrepaid,
    canDelete: canEdit && target.Id > 0 && !target.IsLocked && !isLockedPrepaid,
    saveLabel: isLockedPrepaid ? 'DONE' : 'SAVE',
  };
}

export function targetFormValues(target: ProjectTargetLine): TargetFormValues {
  return {
    Name: target.Name,
    IndicatorId: target.IndicatorId > 0 ? target.IndicatorId : null,
    AttributeId: target.AttributeId,
    TimescaleId: target.TimescaleId > 0 ? target.TimescaleId : null,
    LcPhases: [...target.LcPhases],
    SavingsTarget: String(target.SavingsTarget),
    IncludeOnSiteRenewable: target.IncludeOnSiteRenewable,
  };
}

/** A typed percentage, or undefined when it is not a number. */
export function parsePercent(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

export type TargetPayload = z.input<typeof saveProjectTargetSchema>;

/** The payload of POST /saveProjectTarget. */
export function toTargetPayload(
  projectId: number,
  targetId: number,
  values: TargetFormValues,
): TargetPayload {
  return {
    TargetId: targetId,
    ProjectId: projectId,
    Name: values.Name,
    // A missing indicator fails the contract's check with 'Indicator is required.'
    IndicatorId: values.IndicatorId ?? (undefined as unknown as number),
    AttributeId: values.AttributeId ?? 0,
    ...(values.TimescaleId === null ? {} : { TimescaleId: values.TimescaleId }),
    LcPhases: values.LcPhases,
    // Text that is not a number is out of range, so the contract's range message applies.
    SavingsTarget: parsePercent(values.SavingsTarget) ?? 1000,
    IncludeOnSiteRenewable: values.IncludeOnSiteRenewable,
  };
}

/** Validates the form with the contract's save schema (its messages, word for word). */
export function targetResolver(projectId: number, targetId: number): Resolver<TargetFormValues> {
  return (values) => {
    const parsed = saveProjectTargetSchema.safeParse(toTargetPayload(projectId, targetId, values));
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<TargetFormValues> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as keyof TargetFormValues;
      if (field in values && !errors[field])
        errors[field] = { type: 'validate', message: issue.message };
    }
    return { values: {}, errors };
  };
}
