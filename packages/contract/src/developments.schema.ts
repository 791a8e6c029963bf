import { z } from 'zod';
import { queryInt } from './numbers.schema';
import { addressSchema } from './address.schema';
import { messages } from './messages';
import { developmentSummarySchema, organisationSummarySchema } from './organisations.schema';
import { idField, queryBoolean, selectOptionSchema } from './select-option.schema';

/** Development (project) types (document 1 §3). */
export const projectTypeOptions = [
  { Id: 1, Description: 'Development', IsDisabled: false },
  { Id: 2, Description: 'Government Authority', IsDisabled: false },
];

/**
 * Carbon saving targets offered for a new development when its organisation has no credits: the
 * default savings target (percent) of the development's targets. Circa's choice of values
 * (docs/decisions/0003); the spec names the field only.
 */
export const carbonSavingsOptions = [20, 30, 40, 50, 60, 70, 80].map((percent) => ({
  Id: percent,
  Description: `${percent} % reduction`,
  IsDisabled: false,
}));

const nonNegativeCredits = z
  .number({ error: messages.projectCreditsInvalid })
  .int(messages.projectCreditsInvalid)
  .min(0, messages.projectCreditsInvalid);

/** The project settings form's values (document 3 §3 "Project settings"). */
export const projectSettingsFieldsSchema = z.object({
  ProjectId: z.int32().min(0),
  ProjectTypeId: z
    .number({ error: messages.projectTypeRequired })
    .int()
    .min(1, messages.projectTypeRequired)
    .max(2, messages.projectTypeRequired),
  ProjectName: z
    .string({ error: messages.projectNameRequired })
    .trim()
    .min(1, messages.projectNameRequired)
    .max(200, messages.projectNameTooLong),
  CustomProjectFieldValue: z.string().trim().max(200).default(''),
  CustomProjectFieldValue2: z.string().trim().max(200).default(''),
  Location: addressSchema,
  OrganisationId: z
    .number({ error: messages.organisationRequired })
    .int()
    .positive(messages.organisationRequired),
  LciGroupId: z
    .number({ error: messages.lciGroupRequired })
    .int()
    .positive(messages.lciGroupRequired),
  LciSourceId: z
    .number({ error: messages.lciSourceRequired })
    .int()
    .positive(messages.lciSourceRequired),
  ProjectManager: z
    .string({ error: messages.projectManagerRequired })
    .trim()
    .min(1, messages.projectManagerRequired)
    .max(200, messages.projectManagerTooLong),
  Developer: z
    .string({ error: messages.developerRequired })
    .trim()
    .min(1, messages.developerRequired)
    .max(200, messages.developerTooLong),
  /** Land area, m². */
  LandArea: z
    .number({ error: messages.landAreaInvalid })
    .min(0, messages.landAreaInvalid)
    .max(1e9, messages.landAreaInvalid)
    .nullable(),
  CarbonSavingsId: z.int32().nullable(),
  AvailableToPublic: z.boolean().default(false),
  ExcludeFromOrgReporting: z.boolean().default(false),
  PublicShareLinksRequireApproval: z.boolean().default(false),
  /** Rich text (HTML); the server keeps only safe markup. */
  Description: z.string().max(20000).default(''),
  Prepaid: z.boolean().default(false),
  /** Credits allocated to the development from the organisation (1 credit = 1 dwelling). */
  CreditsBalance: nonNegativeCredits.default(0),
});
export type ProjectSettingsFields = z.infer<typeof projectSettingsFieldsSchema>;

/** The form as loaded: values, labels, option lists and credit figures. */
export const projectSettingsSchema = projectSettingsFieldsSchema.extend({
  ProjectName: z.string(),
  ProjectManager: z.string(),
  Developer: z.string(),
  Description: z.string(),
  Location: addressSchema.nullable(),
  OrganisationId: z.int32().nullable(),
  LciGroupId: z.int32().nullable(),
  LciSourceId: z.int32().nullable(),
  ProjectTypeId: z.int32().nullable(),
  CustomProjectFieldLabel: z.string(),
  CustomProjectFieldLabel2: z.string(),
  AvailableCredit: z.int32(),
  CreditsSpent: z.int32(),
  IsArchived: z.boolean(),
  ProjectTypes: z.array(selectOptionSchema),
  Organisations: z.array(selectOptionSchema),
  CarbonSavingsList: z.array(selectOptionSchema),
  LciGroups: z.array(selectOptionSchema),
  LciSources: z.array(selectOptionSchema),
  ForceDefaultLCIGroup: z.boolean(),
  ForceDefaultLCISource: z.boolean(),
  NotifyLciSourceChange: z.boolean(),
  WarningPopupMessage: z.string(),
});
export type ProjectSettings = z.infer<typeof projectSettingsSchema>;

export const newDevelopmentQuerySchema = z.object({
  orgId: queryInt().min(0).default(0),
});
export const projectIdQuerySchema = z.object({ projectId: idField('projectId') });
export const structureIdQuerySchema = z.object({ structureId: idField('structureId') });

export const projectIdResponseSchema = z.object({ ProjectId: z.int32() });

/** Cost info for the cost dialog (document 3 §3). UnitCost is per dwelling, in Currency. */
export const costInfoSchema = z.object({
  Currency: z.string(),
  UnitCost: z.number(),
  ProjectId: z.int32(),
});
export const costInfoQuerySchema = z.object({
  projectId: queryInt().min(0).default(0),
});

export const userDevelopmentsQuerySchema = z.object({
  start: queryInt().min(0).default(0),
  numberOf: queryInt().min(-1).max(1000).default(-1),
  includeArchivedProjects: queryBoolean.default(false),
});
export const userDevelopmentsSchema = z.object({
  Developments: z.array(developmentSummarySchema),
  Organisations: z.array(organisationSummarySchema),
});

export const locationQuerySchema = z.object({
  longitude: z.coerce.number().min(-180).max(180),
  latitude: z.coerce.number().min(-90).max(90),
});

/** A development near a point (document 3 §3 "Development"). */
export const nearbyDevelopmentSchema = z.object({
  ProjectId: z.int32(),
  Name: z.string(),
  Type: z.int32(),
  Address: z.string(),
  Latitude: z.number(),
  Longitude: z.number(),
  /** Great-circle distance from the point, km. */
  DistanceKm: z.number(),
});

export const archiveProjectRequestSchema = z.object({
  projectId: idField('projectId'),
  orgId: idField('orgId'),
});

/** The development page (/development/{id}). */
export const developmentProfileSchema = z.object({
  ProjectId: z.int32(),
  Name: z.string(),
  OrgId: z.int32(),
  OrgName: z.string(),
  ProjectTypeName: z.string(),
  Address: z.string(),
  ProjectManager: z.string(),
  Developer: z.string(),
  LandArea: z.number().nullable(),
  Description: z.string(),
  IsArchived: z.boolean(),
  IsAdminCoordinator: z.boolean(),
  Prepaid: z.boolean(),
  CreditsBalance: z.int32(),
  LotCount: z.int32(),
  CustomFields: z.array(z.object({ Label: z.string(), Value: z.string() })),
});
