import type { ProjectTargetsByStruct } from '@circa/contract/results.schema';
import { findOnboarding, findOrganisation } from '@circa/db/organisations.repository';
import { listProjectTargets } from '@circa/db/project-targets.repository';
import { clearLciSourceChangeNotice } from '@circa/db/projects.repository';
import { listDesignReferences } from '@circa/db/submission.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import { projectAdminAccess } from '../access/access';
import { loadLotDesign } from '../design/lot-design';
import { anyTemplateOutside, unapprovedTemplatesFor } from '../org-library/template-approval';
import type { AuthUser } from '../http/request-context';
import { toTargetLine } from '../targets/target-lines';

/**
 * GET /projecttargetsbystruct: the results summary of a lot — its development's targets (their
 * reductions load per indicator from GET /results), the notices to show and what the caller may
 * do. Readable before payment: PaymentRequired says the numbers need it.
 */
export async function projectTargetsByStruct(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
  defaultSupportEmail: string,
): Promise<ProjectTargetsByStruct> {
  const lot = await loadLotDesign(db, caller, structureId);
  const { access, record } = lot;
  const { project } = access;
  // independent reads: asked together (PostgreSQL answers them at once on its pool's connections)
  const [onboarding, organisation, targets, references, unapproved] = await Promise.all([
    findOnboarding(db, project.organisationId, caller.userId),
    findOrganisation(db, project.organisationId),
    listProjectTargets(db, project.id),
    listDesignReferences(db, record.id),
    unapprovedTemplatesFor(db, lot),
  ]);
  return {
    OrgOnboardingContent:
      onboarding && onboarding.title && onboarding.content
        ? {
            Id: project.organisationId,
            OnboardingTitle: onboarding.title,
            OnboardingContent: onboarding.content,
            OnboardingRead: onboarding.isRead,
          }
        : null,
    IsDesignSharable: record.isSubmitted && !record.isArchived,
    AnyTemplateOutsideOrg: anyTemplateOutside(lot.design.designTemplates, unapproved),
    DesignReferences: references.map((r) => ({ DesignRefId: r.id, DesignRefName: r.fileName })),
    NotifyLciSourceChange: project.notifyLciSourceChange,
    WarningPopupMessage: project.lciSourceChangeMessage,
    ProjectId: project.id,
    ProjectTargetList: targets.map((t) => {
      const line = toTargetLine(t);
      return {
        ProjectTargetId: t.id,
        Name: t.name,
        IndicatorId: t.indicatorId,
        IndicatorName: line.IndicatorName,
        LcPhaseName: line.LcPhaseName,
        SavingsTarget: t.savingsTarget,
        Reduction: null,
        ExcludePowerGeneration: !t.includeOnSiteRenewable,
        IndicatorSmallImageUrl: '',
        IndicatorLargeImageUrl: '',
      };
    }),
    IsBaseline: record.kind === 'baseline',
    IsOrgAdmin: access.isOrgAdmin,
    IsUserAdmin: access.isAdminCoordinator,
    LCIGroupId: record.lciGroupId,
    PaymentRequired: !access.isPaid,
    IsArchived: record.isArchived || access.structure.isArchived,
    DesignName: record.name,
    SupportEmail: organisation?.supportEmail || defaultSupportEmail || null,
  };
}

/**
 * Clears a development's LCI source change notice for everyone: only its admin coordinators may
 * (docs/security.md "Access and money"); other people close the notice on their own screen only.
 */
export async function dismissLciSourceChangeNotice(
  db: Kysely<Database>,
  caller: AuthUser,
  projectId: number,
): Promise<true> {
  const { project } = await projectAdminAccess(db, caller, projectId);
  await clearLciSourceChangeNotice(db, project.id);
  return true;
}
