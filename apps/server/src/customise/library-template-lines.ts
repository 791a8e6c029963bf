import type { TemplateLine } from '@circa/contract/customise.schema';
import { createEvaluationContext } from '@circa/reference-data/default-context';
import { TEMPLATE_CATEGORIES } from '@circa/reference-data/template-categories';
import { viewOf } from './design-template-line';

/**
 * The library's templates as template lines (document 2 §3 "Template"), by name; IsSelected is
 * false for those in `unapproved` (turned off by the organisation or the design's baseline).
 */
export function libraryTemplateLines(
  lciGroupId: number,
  unapproved: ReadonlySet<string>,
): TemplateLine[] {
  const ctx = createEvaluationContext();
  return [...ctx.templates.values()]
    .map((t) => ({
      Id: t.id,
      Name: t.name,
      Description: t.description,
      PrimaryCategory: TEMPLATE_CATEGORIES.find((c) => c.id === t.categoryId)?.name ?? '',
      PrimaryCategoryId: t.categoryId,
      Quantity: t.baseQuantity,
      Image: t.image ?? null,
      Unit: t.unit,
      StandardUnit: t.unit,
      AttributeIds: [...t.driverAttributeIds],
      LCIGroupId: lciGroupId,
      ElementGroupEnums: [t.elementGroupId],
      ImpactValue: null,
      IsSelected: !unapproved.has(t.id),
      ViewSortOrder: viewOf(t),
    }))
    .sort((a, b) => a.Name.localeCompare(b.Name));
}

/** Element categories of the library, as the template screens list them. */
export function templateCategoryOptions() {
  return TEMPLATE_CATEGORIES.map((c) => ({
    Id: c.id,
    Name: c.name,
    ViewSortOrder: c.viewSortOrder,
  }));
}

/** Whether a template id is in the library. */
export function isLibraryTemplate(templateId: string): boolean {
  return createEvaluationContext().templates.has(templateId);
}
