import { saveDesignTemplateSchema } from '@circa/contract/customise.schema';
import type { DesignTemplateLine, NestedTemplate } from '@circa/contract/customise.schema';
import type { SaveComponentInput } from '../api/customise-api';
import type { ReadOnlyReason } from '@circa/contract/read-only.schema';

/** No attribute chosen yet (refused on save; 'Other' is 0). */
export const noAttribute = -1;
/** The 'Other' attribute: the quantity is driven by none of the design's attributes. */
export const otherAttribute = 0;
/** A quantity within this share of the predicted quantity matches it (document 2 §9). */
export const predictionTolerance = 0.05;

/** What the component dialog edits. */
export interface ComponentDraft {
  templateId: string;
  attributeId: number;
  /** As typed. */
  quantity: string;
  autoCalc: boolean;
  lockEdits: boolean;
  lockNested: boolean;
}

/**
 * A stored quantity as the field shows it: 12 significant digits, so binary noise such as
 * 196.29999999999998 reads 196.3. Display only: an untouched field saves the stored value.
 */
export function quantityText(quantity: number): string {
  return String(Number(quantity.toPrecision(12)));
}

/** The quantity a draft saves: the stored one while the field still shows it, else the typed one. */
function draftQuantity(component: DesignTemplateLine | null, draft: ComponentDraft): number {
  if (component && draft.quantity === quantityText(component.Quantity)) return component.Quantity;
  return parseQuantity(draft.quantity);
}

/** The draft of a new component (nothing chosen) or of an existing one. */
export function initialDraft(component: DesignTemplateLine | null): ComponentDraft {
  if (!component) {
    return {
      templateId: '',
      attributeId: noAttribute,
      quantity: '',
      autoCalc: false,
      lockEdits: false,
      lockNested: false,
    };
  }
  return {
    templateId: component.TemplateId,
    attributeId: component.AttributeId,
    quantity: quantityText(component.Quantity),
    autoCalc: component.AutoCalc,
    lockEdits: component.LockEdits,
    lockNested: component.LockNestedTemplates,
  };
}

/** The typed quantity as a number, or NaN when it is not one (empty included). */
export function parseQuantity(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '' || !/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(trimmed)) return Number.NaN;
  return Number(trimmed);
}

/** True when `quantity` is within 5 % of `predicted` (|q − p| ≤ 5 % × |p|, METHOD.md §2). */
export function isWithinPrediction(quantity: number, predicted: number): boolean {
  return Math.abs(quantity - predicted) <= predictionTolerance * Math.abs(predicted) + 1e-9;
}

/** The auto-scale checkbox shows once an attribute that can drive a quantity is chosen. */
export function canAutoScale(attributeId: number): boolean {
  return attributeId > otherAttribute;
}

/** True when two nested lists have the same templates in the same order. */
export function isSameOrder(a: readonly NestedTemplate[], b: readonly NestedTemplate[]): boolean {
  return (
    a.length === b.length && a.every((item, index) => item.TemplateId === b[index]?.TemplateId)
  );
}

/**
 * Whether Done has something to save (document 2 §4): always for a new component; for an existing
 * one when the template, attribute, quantity, auto-scale, a lock flag or the nested order changed.
 */
export function hasChanges(
  component: DesignTemplateLine | null,
  draft: ComponentDraft,
  isNestedReordered: boolean,
): boolean {
  if (!component) return true;
  const before = initialDraft(component);
  const quantity = draftQuantity(component, draft);
  return (
    draft.templateId !== before.templateId ||
    draft.attributeId !== before.attributeId ||
    !(quantity === component.Quantity) ||
    draft.autoCalc !== before.autoCalc ||
    draft.lockEdits !== before.lockEdits ||
    draft.lockNested !== before.lockNested ||
    isNestedReordered
  );
}

/** Moves the item at `index` one place up (-1) or down (+1). */
export function moveNested(
  list: readonly NestedTemplate[],
  index: number,
  step: -1 | 1,
): NestedTemplate[] {
  const target = index + step;
  const next = [...list];
  const item = next[index];
  const other = next[target];
  if (item === undefined || other === undefined) return next;
  next[index] = other;
  next[target] = item;
  return next;
}

/**
 * The save call's payload (quantity NaN when not a number: the contract's message says so).
 * `nested` is a new nested order to save; null keeps the component's (or the new template's).
 */
export function toPayload(
  structureId: number,
  component: DesignTemplateLine | null,
  draft: ComponentDraft,
  nested: readonly NestedTemplate[] | null,
): SaveComponentInput {
  return {
    StructureId: structureId,
    Id: component?.Id ?? '',
    TemplateId: draft.templateId,
    AttributeId: draft.attributeId,
    Quantity: draftQuantity(component, draft),
    AutoCalc: canAutoScale(draft.attributeId) && draft.autoCalc,
    LockEdits: draft.lockEdits,
    LockNestedTemplates: draft.lockNested,
    NestedTemplates: nested
      ? nested.map((item, index) => ({
          TemplateId: item.TemplateId,
          Quantity: item.Quantity,
          SortOrder: index + 1,
        }))
      : null,
  };
}

export type DraftErrors = Partial<Record<'template' | 'attribute' | 'quantity', string>>;

/** The payload's problems by field, in the contract's words; empty when it may be sent. */
export function draftErrors(payload: SaveComponentInput): DraftErrors {
  const result = saveDesignTemplateSchema.safeParse(payload);
  if (result.success) return {};
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    const key =
      field === 'TemplateId'
        ? 'template'
        : field === 'AttributeId'
          ? 'attribute'
          : field === 'Quantity'
            ? 'quantity'
            : null;
    if (key && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

/** What the caller may do in a design (document 2 §6). */
export interface CustomiseAccess {
  isReadOnly: boolean;
  /** Why, when read-only (the server's reason). */
  readOnlyReason?: ReadOnlyReason;
  isDesignLocked: boolean;
  isOrgAdmin: boolean;
}

/** Adding components: not in read-only or locked designs (organisation admins may). */
export function canAddComponents(access: CustomiseAccess): boolean {
  return !access.isReadOnly && (access.isOrgAdmin || !access.isDesignLocked);
}

/** Changing a component: builders not when it or the design is locked; organisation admins may. */
export function canEditComponent(
  access: CustomiseAccess,
  component: DesignTemplateLine | null,
): boolean {
  if (access.isReadOnly) return false;
  if (access.isOrgAdmin) return true;
  return !access.isDesignLocked && !(component?.LockEdits ?? false);
}

/** Reordering nested templates: as editing, and builders not when the subcomponents are locked. */
export function canReorderNested(
  access: CustomiseAccess,
  component: DesignTemplateLine | null,
  draft: ComponentDraft,
): boolean {
  if (!canEditComponent(access, component)) return false;
  return access.isOrgAdmin || !(component?.LockNestedTemplates ?? draft.lockNested);
}
