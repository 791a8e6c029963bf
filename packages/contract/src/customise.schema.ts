import { z } from 'zod';
import { queryInt } from './numbers.schema';
import { messages } from './messages';
import { readOnlyReasonSchema } from './read-only.schema';
import { emailPattern } from './fields.schema';
import { idField } from './select-option.schema';

/**
 * Components and templates (document 2 §3 "Template", "Design template", "Customise response").
 * Impacts are GWP in kg CO2e over the reference study period (the engine's totals for the
 * component, nested templates included). Quantities are in the template's unit.
 */

export const nestedTemplateSchema = z.object({
  TemplateId: z.string(),
  Name: z.string(),
  Unit: z.string(),
  /** Quantity per one unit of the parent component. */
  Quantity: z.number(),
  SortOrder: z.int32(),
});
export type NestedTemplate = z.infer<typeof nestedTemplateSchema>;

export const designTemplateSchema = z.object({
  Id: z.string(),
  StructureId: z.int32(),
  TemplateId: z.string(),
  TemplateAttributeIds: z.array(z.int32()),
  /** Customise view the component belongs to (1..5). */
  SortOrder: z.int32(),
  Name: z.string(),
  CategoryName: z.string(),
  /** Driver attribute of the quantity (0 Other). */
  AttributeId: z.int32(),
  AttributeName: z.string(),
  Quantity: z.number(),
  /** The quantity predicted from the design's attributes (auto-scale), or null. */
  PredictedQuantity: z.number().nullable(),
  /** Within 5 % of the predicted quantity (METHOD.md §2). */
  IsWithinPrediction: z.boolean().nullable(),
  Unit: z.string(),
  StandardUnit: z.string(),
  AutoCalc: z.boolean(),
  LockEdits: z.boolean(),
  LockNestedTemplates: z.boolean(),
  NestedTemplates: z.array(nestedTemplateSchema),
  IsInOrgTemplate: z.boolean(),
  /** GWP of the component, kg CO2e (whole life, no D). */
  Impact: z.number().nullable(),
  /** Share of the design's total GWP, percent. */
  Impact2: z.number().nullable(),
});
export type DesignTemplateLine = z.infer<typeof designTemplateSchema>;

export const customiseViewSchema = z.object({ Name: z.string(), SortOrder: z.int32() });

export const customiseResponseSchema = z.object({
  DesignTemplates: z.array(designTemplateSchema),
  IsPaid: z.boolean(),
  CustomiseViews: z.array(customiseViewSchema),
  IsDesignLocked: z.boolean(),
  IsReadOnly: z.boolean(),
  /** Why it is read-only (null when IsReadOnly is false). */
  ReadOnlyReason: readOnlyReasonSchema,
  IsOrgAdmin: z.boolean(),
  LCIGroupId: z.int32(),
  RapidCustomSortOrderActive: z.int32(),
  AnyTemplateOutsideOrg: z.boolean(),
});

/** A template of the library (document 2 §3 "Template"). */
export const templateSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  Description: z.string(),
  PrimaryCategory: z.string(),
  PrimaryCategoryId: z.int32(),
  Quantity: z.number(),
  Image: z.string().nullable(),
  Unit: z.string(),
  StandardUnit: z.string(),
  AttributeIds: z.array(z.int32()),
  LCIGroupId: z.int32(),
  ElementGroupEnums: z.array(z.int32()),
  /**
   * Embodied GWP per unit (A1–A5, B2–B4, C1–C4 over 60 years), kg CO2e, when asked with
   * calcTemplatesImpactValue; else null. Operational impacts (B6, B7) depend on the design, so
   * they show on the component once it is added.
   */
  ImpactValue: z.number().nullable(),
  IsSelected: z.boolean(),
  /** Customise view of its category. */
  ViewSortOrder: z.int32(),
});
export type TemplateLine = z.infer<typeof templateSchema>;

export const templatesResponseSchema = z.object({
  Templates: z.array(templateSchema),
  Attributes: z.array(
    z.object({ Id: z.int32(), Description: z.string(), IsDisabled: z.boolean() }),
  ),
  ElementCategories: z.array(
    z.object({ Id: z.int32(), Name: z.string(), ViewSortOrder: z.int32() }),
  ),
});

export const structureIdQuery = z.object({ structureId: idField('structureId') });

export const nestedTemplatesQuerySchema = z.object({
  /** With designTemplateId: the lot whose component's own order is wanted. */
  structureId: queryInt().positive().optional(),
  designTemplateId: z.string().default(''),
  templateId: z.string().min(1, 'templateId is required.'),
});

const quantity = z
  .number({ error: messages.quantityInvalid })
  .min(0, messages.quantityInvalid)
  .max(1e9, messages.quantityInvalid);

/** A component's own quantity: above 0 (a component of 0 would silently drop what it provides). */
const componentQuantity = quantity.refine((value) => value > 0, messages.quantityNotPositive);

/** Adding or changing a component (POST /addDesignTemplate/, /updateDesignTemplate/). */
export const saveDesignTemplateSchema = z.object({
  StructureId: z.int32().positive(),
  /** Empty when adding. */
  Id: z.string().default(''),
  TemplateId: z.string().min(1, 'Choose a template.'),
  /** Driver attribute; 0 is 'Other'; -1 (none chosen) is refused. */
  AttributeId: z.int32().min(0, messages.attributeRequired),
  Quantity: componentQuantity,
  AutoCalc: z.boolean().default(false),
  LockEdits: z.boolean().default(false),
  LockNestedTemplates: z.boolean().default(false),
  /** Nested templates in their order; null keeps the recipe's. */
  NestedTemplates: z
    .array(z.object({ TemplateId: z.string().min(1), Quantity: quantity, SortOrder: z.int32() }))
    .nullable()
    .default(null),
});

export const deleteDesignTemplateSchema = z.object({
  StructureId: z.int32().positive(),
  Id: z.string().min(1),
});

export const calcTemplatesImpactSchema = z.object({
  structureId: z.int32().positive(),
  indicatorId: z.int32().positive().default(1),
  /** Template ids, comma-joined (document 2 §7). */
  templateIds: z.string().max(20000),
});

/** Request a template (document 2 §3 "Template request"). */
export const templateRequestSchema = z.object({
  StructureId: z.int32().positive(),
  Name: z.string().trim().min(1, messages.templateNameRequired).max(200),
  Description: z.string().trim().min(1, messages.templateDescriptionRequired).max(4000),
  Quantity: z.string().trim().min(1, messages.templateQuantityRequired).max(50),
  Unit: z.string().trim().min(1, messages.templateUnitRequired).max(50),
  InformationSource: z.string().trim().max(1000).default(''),
  Email: z.string().trim().regex(emailPattern, messages.invalidEmail),
  Phone: z.string().trim().min(1, messages.templatePhoneRequired).max(40),
  /** The support address the screen knows (GET /getSupportEmail); the server mails its own. */
  SupportEmail: z.string().trim().max(320).nullable().optional(),
});

export const customSortOrderSchema = z.object({
  structureId: z.int32().positive(),
  viewIndex: z.int32().min(1).max(5),
});
