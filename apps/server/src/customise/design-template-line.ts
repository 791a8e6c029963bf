import type { DesignTemplateLine, NestedTemplate } from '@circa/contract/customise.schema';
import type { DesignTemplate } from '@circa/engine/design-types';
import type { Template } from '@circa/engine/template-types';
import { TEMPLATE_CATEGORIES } from '@circa/reference-data/template-categories';
import { attributeName } from './attribute-names';

const categories = new Map(TEMPLATE_CATEGORIES.map((c) => [c.id, c]));

/** The customise view (1–5) of a template, by its category. */
export function viewOf(template: Template): number {
  return categories.get(template.categoryId)?.viewSortOrder ?? 4;
}

/** The nested templates of a component: its own order when set, else its recipe's. */
export function nestedOf(
  dt: Pick<DesignTemplate, 'nestedTemplates'> | null,
  template: Template,
  templates: ReadonlyMap<string, Template>,
): NestedTemplate[] {
  const own = dt?.nestedTemplates;
  const list = own
    ? own.map((n) => ({
        templateId: n.templateId,
        quantity: n.quantityPerParent,
        sortOrder: n.sortOrder,
      }))
    : template.elements.flatMap((e, i) =>
        e.kind === 'template'
          ? [{ templateId: e.templateId, quantity: e.quantity, sortOrder: i + 1 }]
          : [],
      );
  return list
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((n) => {
      const nested = templates.get(n.templateId);
      return {
        TemplateId: n.templateId,
        Name: nested?.name ?? n.templateId,
        Unit: nested?.unit ?? '',
        Quantity: n.quantity,
        SortOrder: n.sortOrder,
      };
    });
}

/** A component of the design as the customise views show it. */
export function toDesignTemplateLine(
  dt: DesignTemplate,
  template: Template,
  figures: {
    quantity: number;
    predictedQuantity: number | null;
    isMatching: boolean | null;
    impact: number | null;
    total: number | null;
  },
  structureId: number,
  templates: ReadonlyMap<string, Template>,
  isInOrgTemplate = true,
): DesignTemplateLine {
  const attributeId = dt.autoScale?.drivers[0]?.attributeId ?? template.driverAttributeIds[0] ?? 0;
  return {
    Id: dt.id,
    StructureId: structureId,
    TemplateId: template.id,
    TemplateAttributeIds: [...template.driverAttributeIds],
    SortOrder: viewOf(template),
    Name: template.name,
    CategoryName: categories.get(template.categoryId)?.name ?? '',
    AttributeId: attributeId,
    AttributeName: attributeName(attributeId),
    Quantity: figures.quantity,
    PredictedQuantity: figures.predictedQuantity,
    IsWithinPrediction: figures.isMatching,
    Unit: template.unit,
    StandardUnit: template.unit,
    AutoCalc: dt.isAutoCalc,
    LockEdits: dt.isLocked === true,
    LockNestedTemplates: dt.areNestedTemplatesLocked === true,
    NestedTemplates: nestedOf(dt, template, templates),
    IsInOrgTemplate: isInOrgTemplate,
    Impact: figures.impact,
    Impact2:
      figures.impact !== null && figures.total
        ? Math.round((figures.impact / figures.total) * 1000) / 10
        : null,
  };
}
