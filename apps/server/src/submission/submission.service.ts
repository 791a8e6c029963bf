import { designPhaseOptions, designPurposeOptions } from '@circa/contract/design-lifecycle.schema';
import { designReferenceTypes } from '@circa/contract/submission.schema';
import type { DesignSummary } from '@circa/contract/submission.schema';
import { findActiveLotDesign } from '@circa/db/designs.repository';
import { projectCreditBalance } from '@circa/db/credits.repository';
import { recordLotRiskAssessment } from '@circa/db/lot-risks.repository';
import { findOrganisation } from '@circa/db/organisations.repository';
import { isStructurePaid } from '@circa/db/payments.repository';
import type { Database } from '@circa/db/schema';
import {
  listDesignReferences,
  lockDesign,
  setDesignSubmitted,
} from '@circa/db/submission.repository';
import type { Kysely } from 'kysely';
import { lotAccess } from '../access/access';
import { organisationCreditsForLots } from '../credits/usable-credits';
import { loadLotDesign } from '../design/lot-design';
import type { LotDesign } from '../design/lot-design';
import { AppError } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { assessSubmission } from '../org-users/lot-risk-assessment';

/** Phases a submission may name: all but "In Progress" (the unsubmitted state, id 0). */
export const submittablePhases = designPhaseOptions.filter((p) => p.Id !== 0);

/** Who may submit, unsubmit and change reference documents: anyone who may edit the lot. */
export function maySubmit(lot: LotDesign): boolean {
  return lot.access.canEdit && !lot.record.isArchived && !lot.access.structure.isArchived;
}

export function requireMaySubmit(lot: LotDesign): void {
  if (!maySubmit(lot))
    throw new AppError('forbidden', 'You cannot submit or change the submission of this design.');
}

/** The submit screen's summary of the lot's current design (document 2 §3 "Design summary (submit)"). */
export async function designSummary(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
  defaultSupportEmail: string,
): Promise<DesignSummary> {
  const lot = await loadLotDesign(db, caller, structureId);
  const { access, record } = lot;
  const organisation = await findOrganisation(db, access.project.organisationId);
  const references = await listDesignReferences(db, record.id);
  return {
    DesignId: record.id,
    DesignName: record.name,
    DesignIconImageUrl: record.imageUrl,
    DesignPurposeName: record.isSubmitted
      ? (designPurposeOptions.find((p) => p.Id === record.designPurposeId)?.Description ?? '')
      : '',
    DesignPhaseName: record.isSubmitted
      ? (designPhaseOptions.find((p) => p.Id === record.designPhaseId)?.Description ?? '')
      : '',
    DesignPurposes: [...designPurposeOptions],
    DesignPhases: [...submittablePhases],
    IsOrgAdmin: access.isOrgAdmin,
    IsBaseline: record.kind === 'baseline',
    PaymentRequired: !access.isPaid,
    Prepaid: access.project.isPrepaid,
    OrgCreditAmount: organisation ? await organisationCreditsForLots(db, organisation) : 0,
    ProjectCreditAmount: await projectCreditBalance(db, access.project.id),
    MaxCreditsPerLot: organisation?.maxCreditsPerLot ?? null,
    PaidDwellings: access.paidDwellings,
    OrgName: access.organisationName,
    Dwellings: record.dwellings,
    RequiredReferenceTypes: designReferenceTypes.map((t) => ({ ...t })),
    DesignReferences: references.map((r) => ({
      RefTypeId: r.refTypeId,
      DesignRefId: r.id,
      DesignRefName: r.fileName,
    })),
    StructureId: access.structure.id,
    IsSubmitted: record.isSubmitted,
    DesignPurposeId: record.designPurposeId,
    DesignPhaseId: record.designPhaseId,
    CanSubmit: maySubmit(lot),
    SupportEmail: organisation?.supportEmail || defaultSupportEmail,
  };
}

/** Whether the lot's current design is submitted (false for a lot without a design). */
export async function isStructureSubmitted(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
): Promise<boolean> {
  const access = await lotAccess(db, caller, structureId);
  if (access.isLockedForCaller) return false;
  const design = await findActiveLotDesign(db, access.structure.id);
  return design?.isSubmitted ?? false;
}

export async function isStructurePaidAndSubmitted(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
): Promise<boolean> {
  const isSubmitted = await isStructureSubmitted(db, caller, structureId);
  return isSubmitted && (await isStructurePaid(db, structureId));
}

/** An HTML refusal (the screen shows the message in 'Error Encountered'); texts are fixed, not user input. */
function refusal(
  code: 'validation_failed' | 'conflict',
  lines: readonly string[],
  items: readonly string[] = [],
) {
  const list = items.length > 0 ? `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>` : '';
  return new AppError(code, `${lines.map((l) => `<p>${l}</p>`).join('')}${list}`);
}

/**
 * Submits the lot's current design (document 2 §4 "Design lifecycle", §5 "Submit"): refused unless
 * the lot is paid, the purpose and phase are valid and every required reference document is
 * uploaded. Checks and the write happen under a lock on the design row. The submission is
 * assessed for risk (docs/methodology.md §19) and the assessment stored with it. `onSubmitted`
 * runs in the submission's transaction (the portfolio queues storing the design's result rows).
 */
export async function submitDesign(
  db: Kysely<Database>,
  caller: AuthUser,
  input: { structureId: number; designPurposeId: number; designPhaseId: number },
  onSubmitted?: (
    trx: Kysely<Database>,
    design: { designId: number; version: number; projectId: number },
  ) => Promise<void>,
): Promise<true> {
  const lot = await loadLotDesign(db, caller, input.structureId);
  requireMaySubmit(lot);
  if (!designPurposeOptions.some((p) => p.Id === input.designPurposeId && !p.IsDisabled))
    throw refusal('validation_failed', ['Please select model purpose.']);
  if (!submittablePhases.some((p) => p.Id === input.designPhaseId && !p.IsDisabled))
    throw refusal('validation_failed', ['Please select design phase.']);
  // risk points (docs/methodology.md §19): evaluated now, stored with the submission
  const risk = await assessSubmission(db, lot);
  await db.transaction().execute(async (trx) => {
    await lockDesign(trx, lot.record.id);
    if (!(await isStructurePaid(trx, lot.access.structure.id)))
      throw refusal('conflict', [
        'This design could not be submitted because the lot has not been paid for.',
        'Use credits or pay for the lot, then submit again.',
      ]);
    const uploaded = new Set(
      (await listDesignReferences(trx, lot.record.id)).map((r) => r.refTypeId),
    );
    const missing = designReferenceTypes.filter((t) => t.IsRequired && !uploaded.has(t.RefTypeId));
    if (missing.length > 0)
      throw refusal(
        'validation_failed',
        ['This design could not be submitted. Please upload these reference documents first:'],
        missing.map((t) => t.RefTypeName),
      );
    const isChanged = await setDesignSubmitted(trx, lot.record.id, {
      designPurposeId: input.designPurposeId,
      designPhaseId: input.designPhaseId,
      userId: caller.userId,
    });
    if (!isChanged) throw refusal('conflict', ['This design is already submitted.']);
    await recordLotRiskAssessment(trx, risk);
    await onSubmitted?.(trx, {
      designId: lot.record.id,
      version: lot.record.version,
      projectId: lot.access.project.id,
    });
  });
  return true;
}

/** Re-design: the submitted design becomes editable again and stops being sharable. */
export async function unsubmitDesign(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
): Promise<true> {
  const lot = await loadLotDesign(db, caller, structureId);
  requireMaySubmit(lot);
  if (!(await setDesignSubmitted(db, lot.record.id, null)))
    throw new AppError('conflict', 'This design is not submitted.');
  return true;
}
