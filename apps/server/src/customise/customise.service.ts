import type { Database } from '@circa/db/schema';
import { raiseCustomSortOrder } from '@circa/db/structures.repository';
import { designTemplateImpacts, indicatorTotal } from '@circa/engine/aggregates';
import { INDICATORS } from '@circa/engine/indicators';
import { LIFE_CYCLE_SCOPES } from '@circa/engine/life-cycle-modules';
import { templateEmbodiedImpact } from '@circa/engine/template-impact';
import { createEvaluationContext } from '@circa/reference-data/default-context';
import { CUSTOMISE_VIEWS } from '@circa/reference-data/template-categories';
import type { Kysely } from 'kysely';
import { notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { evaluateOrExplain, loadLotDesign, requireEditable } from '../design/lot-design';
import { contextOfDesign } from '../results/evaluation-cache';
import type { LotDesign } from '../design/lot-design';
import { driverAttributes } from './attribute-names';
import { anyTemplateOutside, unapprovedTemplatesFor } from '../org-library/template-approval';
import { nestedOf, toDesignTemplateLine } from './design-template-line';
import { libraryTemplateLines, templateCategoryOptions } from './library-template-lines';

const GWP = 1;
const wholeLife = { modules: LIFE_CYCLE_SCOPES.wholeLife };

/**
 * The components of a lot design with quantities and whole-life GWP (kg CO2e) from the engine;
 * IsInOrgTemplate is false for those whose template is in `unapproved`.
 */
export function componentLines(lot: LotDesign, unapproved: ReadonlySet<string> = new Set()) {
  const evaluation = evaluateOrExplain(lot.record.id, lot.record.version, lot.design);
  const ctx = evaluation.context;
  const impacts = new Map(
    designTemplateImpacts(evaluation, GWP, wholeLife).map((i) => [i.designTemplateId, i.impact]),
  );
  const total = indicatorTotal(evaluation, GWP, wholeLife);
  const masters = new Map(evaluation.masters.map((m) => [m.designTemplateId, m]));
  return lot.design.designTemplates.flatMap((dt) => {
    const master = masters.get(dt.id);
    const template = ctx.templates.get(dt.templateId);
    if (!template || !master) return [];
    return [
      toDesignTemplateLine(
        dt,
        template,
        {
          quantity: master.quantity,
          predictedQuantity: master.predictedQuantity,
          isMatching: master.isMatching,
          impact: impacts.get(dt.id) ?? null,
          total,
        },
        lot.access.structure.id,
        ctx.templates,
        !unapproved.has(dt.templateId),
      ),
    ];
  });
}

/** The customise response (document 2 §3). */
export async function customiseView(db: Kysely<Database>, caller: AuthUser, structureId: number) {
  const lot = await loadLotDesign(db, caller, structureId);
  const unapproved = await unapprovedTemplatesFor(db, lot);
  return {
    DesignTemplates: componentLines(lot, unapproved),
    IsPaid: lot.access.isPaid,
    CustomiseViews: CUSTOMISE_VIEWS.map((v) => ({ Name: v.Name, SortOrder: v.SortOrder })),
    IsDesignLocked: lot.access.structure.isDesignLocked,
    IsReadOnly: !lot.canEdit,
    ReadOnlyReason: lot.readOnlyReason,
    IsOrgAdmin: lot.access.isOrgAdmin,
    LCIGroupId: lot.record.lciGroupId,
    RapidCustomSortOrderActive: lot.access.structure.customSortOrderActive,
    AnyTemplateOutsideOrg: anyTemplateOutside(lot.design.designTemplates, unapproved),
  };
}

/**
 * The templates of the library for the lot's picker, attributes and categories. IsSelected is
 * false for templates not approved for the design (its organisation's or baseline's selection):
 * the picker does not offer them; they stay listed so an existing component still shows its own.
 */
export async function templatesForLot(db: Kysely<Database>, caller: AuthUser, structureId: number) {
  const lot = await loadLotDesign(db, caller, structureId);
  const unapproved = await unapprovedTemplatesFor(db, lot);
  return {
    Templates: libraryTemplateLines(lot.record.lciGroupId, unapproved),
    Attributes: [...driverAttributes],
    ElementCategories: templateCategoryOptions(),
  };
}

/** A template's nested templates (the component's own order when it has one). */
export async function nestedTemplates(
  db: Kysely<Database>,
  caller: AuthUser,
  input: { designTemplateId: string; templateId: string },
  structureId?: number,
) {
  const ctx = createEvaluationContext();
  const template = ctx.templates.get(input.templateId);
  if (!template) throw notFound('The template was not found.');
  let own = null;
  if (structureId !== undefined && input.designTemplateId) {
    const lot = await loadLotDesign(db, caller, structureId);
    own = lot.design.designTemplates.find((d) => d.id === input.designTemplateId) ?? null;
  }
  return nestedOf(own, template, ctx.templates);
}

/**
 * Impact per unit of each template on an indicator (embodied modules over 60 years, the lot's
 * LCI source), for comparing templates in the picker; null where the source has no data.
 */
export async function templateImpactValues(
  db: Kysely<Database>,
  caller: AuthUser,
  input: { structureId: number; indicatorId: number; templateIds: string },
) {
  const { Templates: templates } = await templatesForLot(db, caller, input.structureId);
  const wanted = new Set(
    input.templateIds
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  );
  const ctx = contextOfDesign((await loadLotDesign(db, caller, input.structureId)).design);
  return templates
    .filter((t) => wanted.has(t.Id))
    .map((t) => ({
      ...t,
      ImpactValue: templateEmbodiedImpact(t.Id, input.indicatorId, ctx, { quantity: 1 }),
    }));
}

/** Indicators with data in the lot's LCI source. */
export async function availableIndicators(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
) {
  const lot = await loadLotDesign(db, caller, structureId);
  const evaluation = evaluateOrExplain(lot.record.id, lot.record.version, lot.design);
  return INDICATORS.filter((i) => evaluation.availableIndicatorIds.includes(i.id)).map((i) => ({
    Id: i.id,
    Description: i.name,
    IsDisabled: false,
  }));
}

/** Records the furthest customise view reached on a lot the caller may change. */
export async function setCustomSortOrderActive(
  db: Kysely<Database>,
  caller: AuthUser,
  input: { structureId: number; viewIndex: number },
): Promise<true> {
  const lot = await loadLotDesign(db, caller, input.structureId);
  requireEditable(lot);
  await raiseCustomSortOrder(db, lot.access.structure.id, input.viewIndex);
  return true;
}
