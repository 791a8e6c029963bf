import type { SelectableTemplate, TemplatesResult } from '@circa/contract/org-library.schema';
import type { Database } from '@circa/db/schema';
import {
  listBaselineDisabledTemplates,
  listOrganisationDisabledTemplates,
  setBaselineTemplatesSelected,
  setOrganisationTemplatesSelected,
} from '@circa/db/template-enablement.repository';
import type { Kysely } from 'kysely';
import { lotAccess, organisationAccess } from '../access/access';
import type { LotAccess } from '../access/access';
import { driverAttributes } from '../customise/attribute-names';
import {
  isLibraryTemplate,
  libraryTemplateLines,
  templateCategoryOptions,
} from '../customise/library-template-lines';
import { AppError, notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { lciGroupOptions } from '../organisations/lci-options';

/**
 * Template enablement (document 3 §2 /org-templates/{id}/1 and /baseline-templates/{id}/3; levels
 * in docs/decisions/0022-template-and-baseline-enablement.md): organisation admins choose which
 * of the library's templates the organisation's designs may use, and, for a baseline the
 * organisation made, which of those the designs built on it may use.
 */

async function orgAdminAccess(db: Kysely<Database>, caller: AuthUser, orgId: number) {
  const access = await organisationAccess(db, caller, orgId);
  if (!access.isAdmin)
    throw new AppError('forbidden', 'Only an organisation admin can choose its templates.');
  return access;
}

/** A library lot holding a baseline, managed by an organisation admin. */
async function baselineLotAccess(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
): Promise<LotAccess & { baseline: NonNullable<LotAccess['currentDesign']> }> {
  const access = await lotAccess(db, caller, structureId);
  if (!access.isOrgAdmin)
    throw new AppError(
      'forbidden',
      'Only an organisation admin can choose the templates of a baseline.',
    );
  const baseline = access.currentDesign;
  if (!access.structure.isLibrary || !baseline || baseline.kind !== 'baseline')
    throw new AppError('validation_failed', 'This lot does not hold a baseline.');
  return { ...access, baseline };
}

function requireLibraryTemplates(templateIds: readonly string[]): void {
  const unknown = templateIds.find((id) => !isLibraryTemplate(id));
  if (unknown !== undefined) throw notFound(`The template ${unknown} is not in the library.`);
}

async function templatesResult(
  db: Kysely<Database>,
  templates: SelectableTemplate[],
  lciGroupId: number | null,
  title: string,
): Promise<TemplatesResult> {
  return {
    Templates: templates,
    LciGroupId: lciGroupId,
    LciGroups: await lciGroupOptions(db),
    Attributes: [...driverAttributes],
    ElementCategories: templateCategoryOptions(),
    Title: title,
  };
}

/** GET /allSelectableOrgTemplates: every library template with the organisation's selection. */
export async function allSelectableOrgTemplates(
  db: Kysely<Database>,
  caller: AuthUser,
  orgId: number,
): Promise<TemplatesResult> {
  const { organisation } = await orgAdminAccess(db, caller, orgId);
  const disabled = new Set(await listOrganisationDisabledTemplates(db, organisation.id));
  const lciGroupId = organisation.lciGroupId ?? 0;
  const templates = libraryTemplateLines(lciGroupId, disabled).map((t) => ({
    ...t,
    OrgId: organisation.id,
    DesignId: null,
  }));
  return templatesResult(db, templates, organisation.lciGroupId, organisation.name);
}

/** POST /updateOrgTemplate/: turns templates on or off for the organisation. */
export async function updateOrgTemplate(
  db: Kysely<Database>,
  caller: AuthUser,
  input: { OrgId: number; TemplateIds: string[]; IsSelected: boolean },
): Promise<true> {
  const { organisation } = await orgAdminAccess(db, caller, input.OrgId);
  requireLibraryTemplates(input.TemplateIds);
  await setOrganisationTemplatesSelected(
    db,
    organisation.id,
    input.TemplateIds,
    input.IsSelected,
    caller.userId,
  );
  return true;
}

/**
 * GET /allSelectableBaselineTemplates: the templates the organisation approves, with the
 * selection for designs built on the baseline this library lot holds.
 */
export async function allSelectableBaselineTemplates(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
): Promise<TemplatesResult> {
  const access = await baselineLotAccess(db, caller, structureId);
  const orgDisabled = new Set(
    await listOrganisationDisabledTemplates(db, access.project.organisationId),
  );
  const disabled = new Set(await listBaselineDisabledTemplates(db, access.structure.id));
  const lciGroupId = access.baseline.lciGroupId;
  const templates = libraryTemplateLines(lciGroupId, disabled)
    .filter((t) => !orgDisabled.has(t.Id))
    .map((t) => ({ ...t, OrgId: null, DesignId: access.baseline.id }));
  return templatesResult(db, templates, lciGroupId, access.baseline.name);
}

/** POST /updateBaselineTemplate/: turns templates on or off for the designs built on a baseline. */
export async function updateBaselineTemplate(
  db: Kysely<Database>,
  caller: AuthUser,
  input: { StructureId: number; TemplateIds: string[]; IsSelected: boolean },
): Promise<true> {
  const access = await baselineLotAccess(db, caller, input.StructureId);
  requireLibraryTemplates(input.TemplateIds);
  await setBaselineTemplatesSelected(
    db,
    access.structure.id,
    input.TemplateIds,
    input.IsSelected,
    caller.userId,
  );
  return true;
}
