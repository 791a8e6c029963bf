import { messages } from '@circa/contract/messages';
import { listUnapprovedTemplatesForDesign } from '@circa/db/template-enablement.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import { AppError } from '../http/app-error';

/**
 * Templates approved for a lot design (document 2 §6: "Templates not approved for the
 * organisation show 'This template is not approved for use by your organisation.'"): every
 * library template except those its organisation turned off (/org-templates) and those turned
 * off on the baseline it was built on (/baseline-templates).
 */
export function unapprovedTemplatesFor(
  db: Kysely<Database>,
  lot: {
    access: { project: { organisationId: number } };
    record: { baselineDesignId: number | null };
  },
): Promise<Set<string>> {
  return listUnapprovedTemplatesForDesign(db, {
    organisationId: lot.access.project.organisationId,
    baselineDesignId: lot.record.baselineDesignId,
  });
}

/** Whether any component of the design uses a template that is not approved (AnyTemplateOutsideOrg). */
export function anyTemplateOutside(
  designTemplates: readonly { templateId: string }[],
  unapproved: ReadonlySet<string>,
): boolean {
  return unapproved.size > 0 && designTemplates.some((dt) => unapproved.has(dt.templateId));
}

/** Refuses adding a component of (or switching one to) a template that is not approved. */
export function requireApprovedTemplate(templateId: string, unapproved: ReadonlySet<string>): void {
  if (unapproved.has(templateId))
    throw new AppError('validation_failed', messages.templateNotApproved, [
      { path: ['TemplateId'], message: messages.templateNotApproved },
    ]);
}
