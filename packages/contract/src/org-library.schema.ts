import { z } from 'zod';
import { buildOrganisationSchema, buildProjectSchema, buildSummarySchema } from './builds.schema';
import { templateSchema } from './customise.schema';
import { queryInt } from './numbers.schema';
import { idField, selectOptionSchema } from './select-option.schema';

/**
 * Template and baseline enablement (document 3 §2 "Baselines and presets", §3 "Templates result"
 * and "Baseline result"; docs/decisions/0022-template-and-baseline-enablement.md).
 */

/** A library template with its selection at one level (document 3 §3 "Template fields"). */
export const selectableTemplateSchema = templateSchema.extend({
  /** The organisation whose selection IsSelected is (organisation level), else null. */
  OrgId: z.int32().nullable(),
  /** The baseline design whose selection IsSelected is (baseline level), else null. */
  DesignId: z.int32().nullable(),
});
export type SelectableTemplate = z.infer<typeof selectableTemplateSchema>;

/** Templates result (document 3 §3). */
export const templatesResultSchema = z.object({
  Templates: z.array(selectableTemplateSchema),
  LciGroupId: z.int32().nullable(),
  LciGroups: z.array(selectOptionSchema),
  Attributes: z.array(selectOptionSchema),
  ElementCategories: z.array(
    z.object({ Id: z.int32(), Name: z.string(), ViewSortOrder: z.int32() }),
  ),
  /** Baseline level: the baseline's name (its lot's design); organisation level: the organisation's. */
  Title: z.string(),
});
export type TemplatesResult = z.infer<typeof templatesResultSchema>;

const templateIds = z
  .array(z.string().trim().min(1, 'A template id is empty.').max(100))
  .min(1, 'Choose at least one template.')
  .max(2000, 'Too many templates at once.');

/** Turns templates on or off for an organisation (one, or all for Enable All / Disable All). */
export const updateOrgTemplateSchema = z.object({
  OrgId: z.int32().positive('OrgId must be a positive id.'),
  TemplateIds: templateIds,
  IsSelected: z.boolean({ error: 'IsSelected must be true or false.' }),
});

/** Turns templates on or off for the designs built on a library lot's baseline. */
export const updateBaselineTemplateSchema = z.object({
  StructureId: z.int32().positive('StructureId must be a positive id.'),
  TemplateIds: templateIds,
  IsSelected: z.boolean({ error: 'IsSelected must be true or false.' }),
});

/** A baseline or preset card with its LCI group (DisableLink: not enabled at this level). */
export const selectableBuildSummarySchema = buildSummarySchema.extend({
  LCIGroupId: z.int32(),
});

/** Baseline result (document 3 §3): cards, and the organisation and development they are for. */
export const baselineResultSchema = z.object({
  BuildSummaries: z.array(selectableBuildSummarySchema),
  Organisations: z.array(buildOrganisationSchema),
  Projects: z.array(buildProjectSchema),
  LciGroups: z.array(selectOptionSchema),
});
export type BaselineResult = z.infer<typeof baselineResultSchema>;

export const projectIdQuerySchema = z.object({ projectId: idField('projectId') });

export const completePresetDesignsQuerySchema = z.object({
  projectId: idField('projectId'),
  /** Presets of one baseline; 0 all. */
  baseId: queryInt().min(0, 'baseId must be 0 or a baseline id.').default(0),
});

const designIds = z
  .array(z.int32().positive('A baseline id must be a positive id.'))
  .min(1, 'Choose at least one baseline.')
  .max(1000, 'Too many baselines at once.');

/** Enables or disables baselines for an organisation (one, or all for Enable All / Disable All). */
export const setOrganisationBaselineSchema = z.object({
  orgId: z.int32().positive('orgId must be a positive id.'),
  designIds,
  isEnabled: z.boolean({ error: 'isEnabled must be true or false.' }),
});

/** Enables or disables baselines for a development. */
export const setProjectBaselineSchema = z.object({
  projectId: z.int32().positive('projectId must be a positive id.'),
  designIds,
  isEnabled: z.boolean({ error: 'isEnabled must be true or false.' }),
});
