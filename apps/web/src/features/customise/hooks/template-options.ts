import type { TemplateLine, templatesResponseSchema } from '@circa/contract/customise.schema';
import type { z } from 'zod';
import { otherAttribute } from './component-draft';

type TemplatesResponse = z.infer<typeof templatesResponseSchema>;
export type AttributeOption = TemplatesResponse['Attributes'][number];

/** The templates a view offers and the attributes that may drive quantities. */
export interface TemplateOptions {
  templates: TemplateLine[];
  attributes: AttributeOption[];
}

const byName = (a: { Name: string }, b: { Name: string }) => a.Name.localeCompare(b.Name);
const byDescription = (a: AttributeOption, b: AttributeOption) =>
  a.Description.localeCompare(b.Description);

/**
 * The templates of a view's categories (their ViewSortOrder is the view's) that the design may use:
 * those the organisation or the design's baseline turned off (IsSelected false) are not offered.
 */
export function viewTemplateOptions(
  response: TemplatesResponse,
  viewIndex: number,
): TemplateOptions {
  return {
    templates: response.Templates.filter((t) => t.IsSelected && t.ViewSortOrder === viewIndex).sort(
      byName,
    ),
    attributes: response.Attributes,
  };
}

/** Attributes to filter the picker by: those driving at least one of the view's templates. */
export function attributeFilterOptions(options: TemplateOptions): AttributeOption[] {
  const used = new Set(options.templates.flatMap((t) => t.AttributeIds));
  return options.attributes
    .filter((a) => used.has(a.Id) && a.Id !== otherAttribute && !a.IsDisabled)
    .sort(byDescription);
}

/** Templates grouped by category, categories and templates by name. */
export function pickerGroups(
  templates: readonly TemplateLine[],
): { category: string; templates: TemplateLine[] }[] {
  const groups = new Map<string, TemplateLine[]>();
  for (const template of templates) {
    const list = groups.get(template.PrimaryCategory) ?? [];
    list.push(template);
    groups.set(template.PrimaryCategory, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, list]) => ({ category, templates: [...list].sort(byName) }));
}

/**
 * The attribute choices of a component: 'Other' (0) first, then the template's driver attributes
 * (every attribute when the template names none), and the component's current one if missing.
 */
export function componentAttributeChoices(
  attributes: readonly AttributeOption[],
  template: TemplateLine | undefined,
  currentAttributeId: number,
  currentAttributeName = '',
): AttributeOption[] {
  const drivers =
    template && template.AttributeIds.length > 0 ? new Set(template.AttributeIds) : null;
  const listed = attributes
    .filter((a) => a.Id !== otherAttribute && (drivers === null || drivers.has(a.Id)))
    .sort(byDescription);
  const other = attributes.find((a) => a.Id === otherAttribute) ?? {
    Id: otherAttribute,
    Description: 'Other',
    IsDisabled: false,
  };
  const choices = [other, ...listed];
  if (currentAttributeId > otherAttribute && !choices.some((a) => a.Id === currentAttributeId)) {
    const known = attributes.find((a) => a.Id === currentAttributeId);
    choices.push(
      known ?? {
        Id: currentAttributeId,
        Description: currentAttributeName || `Attribute ${currentAttributeId}`,
        IsDisabled: false,
      },
    );
  }
  return choices;
}
