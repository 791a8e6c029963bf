import {
  createOrganisationMessages,
  type CreatedOrganisation,
  type CreateOrganisation,
} from '@circa/contract/create-organisation.schema';
import { appendLedgerEntries } from '@circa/db/credits.repository';
import {
  isOrganisationNameTaken,
  setOrganisationSupportEmail,
} from '@circa/db/create-organisation.repository';
import { listOrganisationSelectableBaselines } from '@circa/db/baseline-enablement.repository';
import { listLciSources } from '@circa/db/lci-catalogue.repository';
import {
  enableOrganisationBaselines,
  listShippedBaselineIds,
} from '@circa/db/library-designs.repository';
import {
  addMembership,
  insertOrganisation,
  listUserOrganisations,
  setOrganisationLciDefaults,
} from '@circa/db/organisations.repository';
import type { Database } from '@circa/db/schema';
import { LCI_GROUPS } from '@circa/reference-data/lci-sources';
import type { Kysely } from 'kysely';
import { AppError } from '../http/app-error';
import type { AuthUser } from '../http/request-context';

/** The reason written in the credit ledger for a new organisation's trial credits. */
export const trialCreditsReason = 'Trial credits for a new organisation (CIRCA_TRIAL_CREDITS)';

export interface NewOrganisationDefaults {
  /** Credits a new organisation starts with (CIRCA_TRIAL_CREDITS; 0: none). */
  trialCredits: number;
}

const nameTaken = () =>
  new AppError('validation_failed', createOrganisationMessages.nameTaken, [
    { path: ['Name'], message: createOrganisationMessages.nameTaken },
  ]);

/**
 * The LCI group of the library's first baseline, with that group's default shipped source
 * (lci-sources.ts; else its first), as the organisation's (unforced) defaults: a new
 * development's form is then filled in for it.
 */
async function setLibraryLciDefaults(db: Kysely<Database>, organisationId: number) {
  const defaultKeys = new Set(LCI_GROUPS.map((g) => g.defaultSourceId));
  for (const baseline of await listOrganisationSelectableBaselines(db, organisationId)) {
    const sources = await listLciSources(db, baseline.lciGroupId, null);
    const source = sources.find((s) => defaultKeys.has(s.key)) ?? sources[0];
    if (source) {
      await setOrganisationLciDefaults(db, organisationId, baseline.lciGroupId, source.id);
      return;
    }
  }
}

/**
 * Makes an organisation ready for a first result (decision 0023): its admin, every shipped
 * library baseline enabled (their presets follow their baselines), the library's LCI group and
 * source as defaults, and the trial credits in the
 * append-only ledger with their reason. One transaction: nothing half-made is left. Also for
 * operators creating one for a customer (pass the admin to be).
 */
export async function createOrganisationWithDefaults(
  db: Kysely<Database>,
  input: CreateOrganisation,
  admin: { userId: number },
  defaults: NewOrganisationDefaults,
): Promise<CreatedOrganisation> {
  if (await isOrganisationNameTaken(db, input.Name)) throw nameTaken();
  return db.transaction().execute(async (tx) => {
    const id = await insertOrganisation(tx, { name: input.Name, address: input.Address });
    await setOrganisationSupportEmail(tx, id, input.SupportEmail);
    await addMembership(tx, id, admin.userId, true);
    await enableOrganisationBaselines(tx, id, await listShippedBaselineIds(tx));
    await setLibraryLciDefaults(tx, id);
    const trialCredits = Math.max(0, Math.floor(defaults.trialCredits));
    if (trialCredits > 0) {
      await appendLedgerEntries(tx, [
        {
          organisationId: id,
          projectId: null,
          structureId: null,
          account: 'organisation',
          amount: trialCredits,
          reason: trialCreditsReason,
          createdBy: admin.userId,
        },
      ]);
    }
    return {
      Id: id,
      Title: input.Name,
      Description: '',
      ImageUrl: null,
      TrialCredits: trialCredits,
    };
  });
}

/**
 * POST /createOrganisation: a signed-in user who belongs to no organisation (a blocked
 * membership does not count: it gives nothing) creates one and becomes its admin. Someone who
 * already belongs to one asks its admins or support instead (decision 0023).
 */
export async function createOwnOrganisation(
  db: Kysely<Database>,
  caller: AuthUser,
  input: CreateOrganisation,
  defaults: NewOrganisationDefaults,
): Promise<CreatedOrganisation> {
  if ((await listUserOrganisations(db, caller.userId)).length > 0) {
    throw new AppError('conflict', createOrganisationMessages.alreadyMember);
  }
  return createOrganisationWithDefaults(db, input, { userId: caller.userId }, defaults);
}
