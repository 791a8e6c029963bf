import type {
  DesignTemplateLine,
  saveDesignTemplateSchema,
} from '@circa/contract/customise.schema';
import type { Database } from '@circa/db/schema';
import { messages } from '@circa/contract/messages';
import type { Design, DesignTemplate } from '@circa/engine/design-types';
import type { Evaluation } from '@circa/engine/evaluation-types';
import { resolveDesignQuantities } from '@circa/engine/resolve-design';
import { createEvaluationContext } from '@circa/reference-data/default-context';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { AppError, notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import {
  evaluateOrExplain,
  loadLotDesign,
  requireEditable,
  saveLotDesign,
} from '../design/lot-design';
import type { LotDesign } from '../design/lot-design';
import { requireApprovedTemplate, unapprovedTemplatesFor } from '../org-library/template-approval';
import { componentLines } from './customise.service';
import { nestedOf } from './design-template-line';

type SaveComponent = z.infer<typeof saveDesignTemplateSchema>;

const lacksHotWater = (evaluation: Evaluation) =>
  evaluation.warnings.some((w) => w.code === 'NO_HOT_WATER_SYSTEM');

/**
 * Hot water is a required service: a component change that leaves a dwelling
 * without a hot water system, when the design had one for each, is refused; the engine would
 * otherwise drop those dwellings' hot water energy from the results.
 */
function keepsHotWater(lot: LotDesign): (after: Evaluation) => void {
  const before = evaluateOrExplain(lot.record.id, lot.record.version, lot.design);
  const hadHotWater = !lacksHotWater(before);
  return (after) => {
    if (hadHotWater && lacksHotWater(after))
      throw new AppError('validation_failed', messages.hotWaterRequired, [
        { path: ['Quantity'], message: messages.hotWaterRequired },
      ]);
  };
}

const lockedForYou = () =>
  new AppError(
    'forbidden',
    'This component is locked by your organisation: only an organisation admin can change it.',
  );

/**
 * Auto-scale data for a component that follows `attributeId` from its current quantity: the
 * baseline quantity is chosen so that the prediction equals the entered quantity now, and scales
 * with the attribute from here on (METHOD.md §2: q = baselineQuantity × design[attr] / baseline[attr]).
 */
function autoScaleFrom(
  design: Design,
  attributeId: number,
  quantity: number,
): DesignTemplate['autoScale'] {
  const values = resolveDesignQuantities(design).attributeValues as Record<number, number>;
  const designValue = values[attributeId];
  const baselineValue = design.baselineAttributeValues?.[attributeId] ?? designValue;
  if (!designValue || !baselineValue) return null;
  return {
    baselineQuantity: (quantity * baselineValue) / designValue,
    drivers: [{ attributeId, weight: 1 }],
  };
}

function toDesignTemplate(
  lot: LotDesign,
  input: SaveComponent,
  existing: DesignTemplate | null,
): DesignTemplate {
  const template = createEvaluationContext().templates.get(input.TemplateId);
  if (!template)
    throw new AppError('validation_failed', 'Choose a template from the list.', [
      { path: ['TemplateId'], message: 'Choose a template from the list.' },
    ]);
  const isAdmin = lot.access.isOrgAdmin;
  const followsAttribute = input.AttributeId > 0;
  // the prediction stays when the component keeps its attribute (METHOD.md §2: the predicted
  // quantity stands even when the user overrides the quantity); a new attribute starts anew
  const keepsPrediction =
    existing?.autoScale && existing.autoScale.drivers[0]?.attributeId === input.AttributeId;
  const autoScale = !followsAttribute
    ? null
    : keepsPrediction
      ? existing.autoScale
      : autoScaleFrom(lot.design, input.AttributeId, input.Quantity);
  return {
    id: existing?.id ?? `c-${randomUUID().slice(0, 12)}`,
    templateId: template.id,
    quantity: input.Quantity,
    isAutoCalc: input.AutoCalc && autoScale !== null,
    autoScale,
    isLocked: isAdmin ? input.LockEdits : (existing?.isLocked ?? false),
    areNestedTemplatesLocked: isAdmin
      ? input.LockNestedTemplates
      : (existing?.areNestedTemplatesLocked ?? false),
    nestedTemplates:
      input.NestedTemplates === null
        ? (existing?.nestedTemplates ?? null)
        : input.NestedTemplates.map((n, i) => ({
            templateId: n.TemplateId,
            quantityPerParent: n.Quantity,
            sortOrder: n.SortOrder ?? i + 1,
          })),
    sortOrder: existing?.sortOrder ?? lot.design.designTemplates.length + 1,
  };
}

async function saveComponents(
  db: Kysely<Database>,
  lot: LotDesign,
  designTemplates: DesignTemplate[],
  id: string,
  unapproved: ReadonlySet<string>,
): Promise<DesignTemplateLine> {
  const next: Design = { ...lot.design, designTemplates };
  const saved = await saveLotDesign(db, lot, next, keepsHotWater(lot));
  const line = componentLines(
    { ...lot, design: next, record: { ...lot.record, version: saved.version } },
    unapproved,
  ).find((l) => l.Id === id);
  if (!line) throw notFound('The component was not found.');
  return line;
}

/** Whether a save changes the component's nested templates (their list or order). */
function changesNested(existing: DesignTemplate, input: SaveComponent): boolean {
  if (input.NestedTemplates === null) return false;
  const template = createEvaluationContext().templates.get(existing.templateId);
  const current = template ? nestedOf(existing, template, createEvaluationContext().templates) : [];
  const wanted = input.NestedTemplates;
  return (
    current.length !== wanted.length ||
    current.some(
      (n, i) => n.TemplateId !== wanted[i]?.TemplateId || n.Quantity !== wanted[i]?.Quantity,
    )
  );
}

/** Adds a component to the lot design. */
export async function addComponent(
  db: Kysely<Database>,
  caller: AuthUser,
  input: SaveComponent,
): Promise<DesignTemplateLine> {
  const lot = await loadLotDesign(db, caller, input.StructureId);
  requireEditable(lot);
  const unapproved = await unapprovedTemplatesFor(db, lot);
  requireApprovedTemplate(input.TemplateId, unapproved);
  const added = toDesignTemplate(lot, input, null);
  return saveComponents(db, lot, [...lot.design.designTemplates, added], added.id, unapproved);
}

/**
 * Changes a component. A locked component (and its nested templates) can be changed only by an
 * organisation admin; nested templates locked separately keep their order for others.
 */
export async function updateComponent(
  db: Kysely<Database>,
  caller: AuthUser,
  input: SaveComponent,
): Promise<DesignTemplateLine> {
  const lot = await loadLotDesign(db, caller, input.StructureId);
  requireEditable(lot);
  const existing = lot.design.designTemplates.find((d) => d.id === input.Id);
  if (!existing) throw notFound('The component was not found.');
  if (existing.isLocked && !lot.access.isOrgAdmin) throw lockedForYou();
  if (existing.areNestedTemplatesLocked && !lot.access.isOrgAdmin && changesNested(existing, input))
    throw lockedForYou();
  // a component keeps its template even when it is no longer approved; switching to one is refused
  const unapproved = await unapprovedTemplatesFor(db, lot);
  if (input.TemplateId !== existing.templateId)
    requireApprovedTemplate(input.TemplateId, unapproved);
  const changed = toDesignTemplate(lot, input, existing);
  return saveComponents(
    db,
    lot,
    lot.design.designTemplates.map((d) => (d.id === existing.id ? changed : d)),
    changed.id,
    unapproved,
  );
}

/** Removes a component (a locked one: organisation admins only). */
export async function deleteComponent(
  db: Kysely<Database>,
  caller: AuthUser,
  input: { StructureId: number; Id: string },
): Promise<true> {
  const lot = await loadLotDesign(db, caller, input.StructureId);
  requireEditable(lot);
  const existing = lot.design.designTemplates.find((d) => d.id === input.Id);
  if (!existing) throw notFound('The component was not found.');
  if (existing.isLocked && !lot.access.isOrgAdmin) throw lockedForYou();
  await saveLotDesign(
    db,
    lot,
    {
      ...lot.design,
      designTemplates: lot.design.designTemplates.filter((d) => d.id !== existing.id),
    },
    keepsHotWater(lot),
  );
  return true;
}
