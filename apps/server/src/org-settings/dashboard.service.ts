import type { OrgDashboard } from '@circa/contract/org-settings.schema';
import { findOnboarding } from '@circa/db/organisations.repository';
import {
  countOrganisationLots,
  countOrganisationProjects,
  listSubmittedLotDesignsWithTargets,
  organisationCreditSummary,
} from '@circa/db/org-settings.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import type { AuthUser } from '../http/request-context';
import { organisationAdminAccess } from './admin-access';
import { countTargetsAchieved } from './targets-achieved';

/**
 * GET /getOrgDashboard: the organisation's portfolio at a glance (document 3 §2 says only
 * "coming soon"; issue 11 item 7) and the caller's onboarding message (shown while unread).
 */
export async function organisationDashboard(
  db: Kysely<Database>,
  caller: AuthUser,
  organisationId: number,
): Promise<OrgDashboard> {
  const { organisation } = await organisationAdminAccess(db, caller, organisationId);
  const id = organisation.id;
  const [projects, lots, credits, submitted, onboarding] = await Promise.all([
    countOrganisationProjects(db, id),
    countOrganisationLots(db, id),
    organisationCreditSummary(db, id),
    listSubmittedLotDesignsWithTargets(db, id),
    findOnboarding(db, id, caller.userId),
  ]);
  const targets = await countTargetsAchieved(db, submitted);
  return {
    OrgId: id,
    OrgName: organisation.name,
    Developments: { Active: projects.active, Archived: projects.archived },
    Lots: {
      NotStarted: lots.notStarted,
      InProgress: lots.inProgress,
      Submitted: lots.submitted,
      Archived: lots.archived,
    },
    Credits: {
      Used: credits.used,
      OrganisationBalance: credits.organisationBalance,
      AllocatedToDevelopments: credits.allocatedToProjects,
    },
    Targets: {
      SubmittedWithTargets: targets.submittedWithTargets,
      Achieved: targets.achieved,
      Unassessed: targets.unassessed,
    },
    Onboarding:
      onboarding && onboarding.title && onboarding.content
        ? {
            Id: id,
            OnboardingTitle: onboarding.title,
            OnboardingContent: onboarding.content,
            OnboardingRead: onboarding.isRead,
          }
        : null,
  };
}
