import type { OrgSettingsDetails, SaveOrgSettings } from '@circa/contract/org-settings.schema';
import { orgSettingsMessages } from '@circa/contract/org-settings.schema';
import { organisationCreditBalance } from '@circa/db/credits.repository';
import type { OrganisationRecord } from '@circa/db/organisations.repository';
import { updateOrganisationSettings } from '@circa/db/org-settings.repository';
import type { Database } from '@circa/db/schema';
import { DESIGN_OPTIONS } from '@circa/reference-data/design-options';
import type { Kysely } from 'kysely';
import { AppError } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { lciGroupOptions, lciSourceOptions } from '../organisations/lci-options';
import { organisationAdminAccess } from './admin-access';

const invalid = (field: keyof SaveOrgSettings, message: string) =>
  new AppError('validation_failed', message, [{ path: [field], message }]);

async function details(db: Kysely<Database>, o: OrganisationRecord): Promise<OrgSettingsDetails> {
  return {
    Id: o.id,
    SupportEmail: o.supportEmail,
    CustomDevelopmentLabel: o.customDevelopmentLabel,
    CustomDevelopmentLabel2: o.customDevelopmentLabel2,
    CustomLotLabel: o.customLotLabel,
    CustomDesignLabel: o.customDesignLabel,
    LciGroupId: o.lciGroupId,
    LciSourceId: o.lciSourceId,
    ForceDefaultLCIGroup: o.forceDefaultLciGroup,
    ForceDefaultLCISource: o.forceDefaultLciSource,
    ThermalUnitId: o.thermalUnitId,
    MaxCreditsPerLot: o.maxCreditsPerLot,
    RequireProjectCreditAllocation: o.requireProjectCreditAllocation,
    LciGroups: await lciGroupOptions(db),
    LciSources: o.lciGroupId ? await lciSourceOptions(db, o.lciGroupId, o.id) : [],
    ThermalUnits: [...DESIGN_OPTIONS.thermalUnits],
    CreditBalance: await organisationCreditBalance(db, o.id),
  };
}

/** GET /getOrgSettingsDetails (organisation admins). */
export async function organisationSettings(
  db: Kysely<Database>,
  caller: AuthUser,
  organisationId: number,
): Promise<OrgSettingsDetails> {
  const { organisation } = await organisationAdminAccess(db, caller, organisationId);
  return details(db, organisation);
}

/**
 * POST /saveOrgSettingsDetails (document 3 §4, §5): locking the LCI source locks the group too;
 * a lock needs its value; the source must be one of the group's that the organisation may use;
 * the credit-allocation switch changes only while the organisation has credits (its balance is
 * the ledger's, never set here). Everything is checked before one update: nothing half-saved.
 */
export async function saveOrganisationSettings(
  db: Kysely<Database>,
  caller: AuthUser,
  input: SaveOrgSettings,
): Promise<OrgSettingsDetails> {
  const { organisation } = await organisationAdminAccess(db, caller, input.Id);
  const lockGroup = input.ForceDefaultLCIGroup || input.ForceDefaultLCISource;
  const groupIds = (await lciGroupOptions(db)).map((g) => g.Id);
  if (input.LciGroupId !== null && !groupIds.includes(input.LciGroupId))
    throw invalid('LciGroupId', 'Please select a life cycle inventory group from the list.');
  if (lockGroup && input.LciGroupId === null)
    throw invalid('LciGroupId', orgSettingsMessages.lockNeedsGroup);
  if (input.LciSourceId !== null) {
    const sources =
      input.LciGroupId === null
        ? []
        : await lciSourceOptions(db, input.LciGroupId, organisation.id);
    if (!sources.some((s) => s.Id === input.LciSourceId))
      throw invalid('LciSourceId', orgSettingsMessages.sourceNotInGroup);
  }
  if (input.ForceDefaultLCISource && input.LciSourceId === null)
    throw invalid('LciSourceId', orgSettingsMessages.lockNeedsSource);
  if (
    input.RequireProjectCreditAllocation !== organisation.requireProjectCreditAllocation &&
    (await organisationCreditBalance(db, organisation.id)) <= 0
  )
    throw invalid('RequireProjectCreditAllocation', orgSettingsMessages.allocationNeedsCredits);

  await updateOrganisationSettings(db, organisation.id, {
    supportEmail: input.SupportEmail,
    customDevelopmentLabel: input.CustomDevelopmentLabel,
    customDevelopmentLabel2: input.CustomDevelopmentLabel2,
    customLotLabel: input.CustomLotLabel,
    customDesignLabel: input.CustomDesignLabel,
    lciGroupId: input.LciGroupId,
    lciSourceId: input.LciSourceId,
    forceDefaultLciGroup: lockGroup,
    forceDefaultLciSource: input.ForceDefaultLCISource,
    thermalUnitId: input.ThermalUnitId,
    maxCreditsPerLot: input.MaxCreditsPerLot,
    requireProjectCreditAllocation: input.RequireProjectCreditAllocation,
  });
  return organisationSettings(db, caller, organisation.id);
}
