import { z } from 'zod';
import { queryInt } from './numbers.schema';

/**
 * Build summaries (design cards) of document 1 §3. The list fields (OrgId ... GrossFloorArea) are
 * present in list answers and absent on plain cards.
 */
export const buildSummarySchema = z.object({
  Id: z.int32(),
  Title: z.string(),
  Description: z.string(),
  ImageUrl: z.string().nullable(),
  FunctionTypeName: z.string(),
  FeatureUrl: z.string().nullable(),
  IsArchived: z.boolean(),
  IsRapidBaselineDesign: z.boolean(),
  DisableLink: z.boolean(),
  /** The lot of a lot design (cards of builds link to it). */
  StructureId: z.int32().optional(),
  /** For presets: the baseline design it derives from. */
  BaselineId: z.int32().optional(),
  OrgId: z.int32().optional(),
  ProjectId: z.int32().optional(),
  Dwelling: z.number().optional(),
  Bedroom: z.number().optional(),
  Bathroom: z.number().optional(),
  Floor: z.number().optional(),
  /** Gross floor area, m². */
  GrossFloorArea: z.number().optional(),
});
export type BuildSummary = z.infer<typeof buildSummarySchema>;

/** Paging of scroll lists: `start` is the offset, `numberOf` the page size (10 in lists). */
export const pageRequestSchema = z.object({
  start: queryInt().min(0, 'start must be 0 or more.').default(0),
  numberOf: z.coerce
    .number()
    .int()
    .min(1, 'numberOf must be between 1 and 100.')
    .max(100, 'numberOf must be between 1 and 100.')
    .default(10),
});

/** The caller's builds with the organisations and developments they belong to (Builds screen). */
/** An organisation as the build lists and baseline lists name it (filters, cards). */
export const buildOrganisationSchema = z.object({
  Id: z.int32(),
  Title: z.string(),
  Description: z.string(),
  ImageUrl: z.string().nullable(),
});

/** A development as the build lists and baseline lists name it (filters, cards). */
export const buildProjectSchema = z.object({
  ProjectId: z.int32(),
  Name: z.string(),
  OrgId: z.int32(),
  OrgName: z.string(),
  FeatureImage: z.string().nullable(),
  IsArchived: z.boolean(),
});

export const completeUserBuildsSchema = z.object({
  BuildSummaries: z.array(buildSummarySchema),
  Organisations: z.array(buildOrganisationSchema),
  Projects: z.array(buildProjectSchema),
});

export const userBuildsQuerySchema = z.object({
  offset: queryInt().min(0).default(0),
  count: queryInt().min(1).max(100).default(3),
});

/** Baseline and preset lists of a development (previews of 3, or pages of 10). */
export const libraryDesignsQuerySchema = z.object({
  projectId: queryInt().positive('projectId must be a positive id.'),
  start: queryInt().min(0).default(0),
  numberOf: queryInt().min(1).max(100).default(10),
  onlyApproved: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .default(true),
  baseId: queryInt().min(0).default(0),
});
