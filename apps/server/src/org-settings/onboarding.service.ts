import type { OrgOnboardingDetails } from '@circa/contract/org-settings.schema';
import { orgSettingsMessages } from '@circa/contract/org-settings.schema';
import {
  clearOnboardingReads,
  findOnboardingMessage,
  updateOnboardingMessage,
} from '@circa/db/org-settings.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { sanitizeRichText } from '../text/rich-text';
import { organisationAdminAccess } from './admin-access';

async function details(db: Kysely<Database>, organisationId: number) {
  const message = await findOnboardingMessage(db, organisationId);
  if (!message) throw notFound('The organisation was not found.');
  return {
    Id: organisationId,
    OnboardingTitle: message.title,
    OnboardingContent: message.content,
  } satisfies OrgOnboardingDetails;
}

/** GET /getOrgOnboardingDetails (organisation admins). */
export async function onboardingDetails(
  db: Kysely<Database>,
  caller: AuthUser,
  organisationId: number,
): Promise<OrgOnboardingDetails> {
  const { organisation } = await organisationAdminAccess(db, caller, organisationId);
  return details(db, organisation.id);
}

/**
 * POST /saveOrgOnboardingDetails: the title (trimmed, required) and the rich-text content,
 * sanitised as a development's description is. Members who read the old message are not asked
 * again until an admin resets the status.
 */
export async function saveOnboarding(
  db: Kysely<Database>,
  caller: AuthUser,
  input: { id: number; title: string; content: string },
): Promise<OrgOnboardingDetails> {
  const { organisation } = await organisationAdminAccess(db, caller, input.id);
  const title = input.title.trim();
  if (title === '') {
    const message = orgSettingsMessages.onboardingTitleRequired;
    throw new AppError('validation_failed', message, [{ path: ['title'], message }]);
  }
  await updateOnboardingMessage(db, organisation.id, {
    title,
    content: sanitizeRichText(input.content),
  });
  return details(db, organisation.id);
}

/** POST /resetOnboardingStatus: the message shows again to every member, once each. */
export async function resetOnboarding(
  db: Kysely<Database>,
  caller: AuthUser,
  organisationId: number,
): Promise<true> {
  const { organisation } = await organisationAdminAccess(db, caller, organisationId);
  await clearOnboardingReads(db, organisation.id);
  return true;
}
