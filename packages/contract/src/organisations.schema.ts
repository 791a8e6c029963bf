import { z } from 'zod';
import { queryInt } from './numbers.schema';
import { idField, queryBoolean, selectOptionSchema } from './select-option.schema';

/** Organisation summary (document 1 §3). */
export const organisationSummarySchema = z.object({
  Id: z.int32(),
  Title: z.string(),
  Description: z.string(),
  ImageUrl: z.string().nullable(),
});
export type OrganisationSummary = z.infer<typeof organisationSummarySchema>;

export const orgIdQuerySchema = z.object({ orgId: idField('orgId') });

/** Custom field labels an organisation sets for developments (document 3 §3). */
export const customOrgSettingSchema = z.object({
  Label: z.string(),
  Label2: z.string(),
  LotLabel: z.string(),
  DesignLabel: z.string(),
});

/** An organisation's LCI defaults and whether they are forced (document 3 §3). */
export const orgLciInfoSchema = z.object({
  LciGroupId: z.int32().nullable(),
  LciSourceId: z.int32().nullable(),
  ForceDefaultLCIGroup: z.boolean(),
  ForceDefaultLCISource: z.boolean(),
  LciGroups: z.array(selectOptionSchema),
  LciSources: z.array(selectOptionSchema),
});

export const lciGroupSourceQuerySchema = z.object({
  groupId: idField('groupId'),
  orgId: idField('orgId').optional(),
});

export const orgAvailableCreditQuerySchema = z.object({
  orgId: idField('orgId'),
  carbonSavingsId: queryInt().min(0).optional(),
});

/** A development in lists (document 1 §3 "Development"). */
export const developmentSummarySchema = z.object({
  ProjectId: z.int32(),
  Name: z.string(),
  OrgId: z.int32(),
  OrgName: z.string(),
  FeatureImage: z.string().nullable(),
  IsArchived: z.boolean(),
});
export type DevelopmentSummary = z.infer<typeof developmentSummarySchema>;

export const orgDevelopmentsQuerySchema = z.object({
  orgId: idField('orgId'),
  includeArchivedProjects: queryBoolean.default(false),
});

/** Blocking or unblocking a member (document 3 §4, §7 "Org user"). */
export const orgUserSchema = z.object({ orgId: idField('orgId'), userId: idField('userId') });
