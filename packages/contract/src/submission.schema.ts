import { z } from 'zod';
import { idField as positiveId, selectOptionSchema } from './select-option.schema';

/**
 * Submission of a design (document 2 "Submit", §3 "Design summary (submit)", §7 "Results,
 * submission, cloning").
 */

/** Largest reference document accepted, bytes (20 MiB; Circa's choice, docs/decisions/0003). */
export const MAX_DESIGN_REF_BYTES = 20 * 1024 * 1024;

/**
 * Kinds of reference document a design can carry. The spec names RequiredReferenceTypes without
 * values: these are Circa's choice (docs/decisions/0003). Required ones must be uploaded before
 * the design can be submitted.
 */
export const designReferenceTypes = [
  {
    RefTypeId: 1,
    RefTypeName: 'Architectural Plans',
    Description: 'Floor plans and elevations of the design as modelled.',
    IsRequired: true,
  },
  {
    RefTypeId: 2,
    RefTypeName: 'Energy Rating Certificate',
    Description: 'The NatHERS (or equivalent) certificate the thermal inputs come from.',
    IsRequired: true,
  },
  {
    RefTypeId: 3,
    RefTypeName: 'Specifications and Schedules',
    Description: 'Material, fixture and appliance schedules supporting the components.',
    IsRequired: false,
  },
] as const;

/**
 * File types a reference document may be, by family (document 2 "Submit": document, image, CAD,
 * archive and spreadsheet). The server decides the type from the content; the extensions are for
 * the file picker.
 */
export const designRefFileExtensions = [
  '.pdf',
  '.doc',
  '.docx',
  '.odt',
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.webp',
  '.tif',
  '.tiff',
  '.dwg',
  '.dxf',
  '.ifc',
  '.zip',
  '.7z',
  '.rar',
  '.xls',
  '.xlsx',
  '.ods',
  '.csv',
] as const;

/** A reference type as the submit screen lists it. */
export const referenceTypeSchema = z.object({
  RefTypeId: z.int32(),
  RefTypeName: z.string(),
  Description: z.string(),
  IsRequired: z.boolean(),
});

/** An uploaded reference document of a design. */
export const designReferenceSchema = z.object({
  RefTypeId: z.int32(),
  DesignRefId: z.int32(),
  DesignRefName: z.string(),
});
export type DesignReference = z.infer<typeof designReferenceSchema>;

/** GET /submit/design-summary: what the submit and unsubmit screens show (document 2 §3). */
export const designSummarySchema = z.object({
  DesignId: z.int32(),
  DesignName: z.string(),
  DesignIconImageUrl: z.string().nullable(),
  /** Empty until submitted. */
  DesignPurposeName: z.string(),
  DesignPhaseName: z.string(),
  DesignPurposes: z.array(selectOptionSchema),
  /** Phases a submission may name ("In Progress" is the unsubmitted state, not offered). */
  DesignPhases: z.array(selectOptionSchema),
  IsOrgAdmin: z.boolean(),
  IsBaseline: z.boolean(),
  /** The lot is not paid yet: Submit opens the credit dialog. */
  PaymentRequired: z.boolean(),
  Prepaid: z.boolean(),
  OrgCreditAmount: z.int32(),
  ProjectCreditAmount: z.int32(),
  MaxCreditsPerLot: z.int32().nullable(),
  /** Dwellings already paid for: after dwellings were raised only the rest is charged. */
  PaidDwellings: z.int32().min(0),
  OrgName: z.string(),
  Dwellings: z.number(),
  /** Every reference type, with IsRequired on those that must be uploaded. */
  RequiredReferenceTypes: z.array(referenceTypeSchema),
  DesignReferences: z.array(designReferenceSchema),
  /** Extensions: the design's state and what the caller may do. */
  StructureId: z.int32(),
  IsSubmitted: z.boolean(),
  DesignPurposeId: z.int32().nullable(),
  DesignPhaseId: z.int32().nullable(),
  /** The caller may submit, unsubmit and change reference documents. */
  CanSubmit: z.boolean(),
  SupportEmail: z.string(),
});
export type DesignSummary = z.infer<typeof designSummarySchema>;

/** POST /submit-design. */
export const submitDesignSchema = z.object({
  structureId: positiveId('structureId'),
  designPurposeId: z.int32({ error: 'Please select model purpose.' }),
  designPhaseId: z.int32({ error: 'Please select design phase.' }),
});

/** POST /unsubmit-design. */
export const unsubmitDesignSchema = z.object({ structureId: positiveId('structureId') });

/** POST /submit/delete-design-ref and /submit/download. */
export const designRefIdSchema = z.object({ designRefId: positiveId('designRefId') });

/** Answer of POST /submit/upload-design-ref (multipart fields structureId, refTypeId, then file). */
export const uploadDesignRefResponseSchema = z.object({
  DesignRefId: z.int32(),
  DesignRefName: z.string(),
});

/** POST /sendBaselineRequestedEmail: ask the project's administration team to make a baseline. */
export const baselineRequestedEmailSchema = z.object({
  structureId: positiveId('structureId'),
  /** The support address the screen showed (from GET /getSupportEmail); the server uses its own. */
  supportEmail: z.string().max(320).optional().nullable(),
});
export const baselineRequestedResponseSchema = z.object({ OrgName: z.string() });
