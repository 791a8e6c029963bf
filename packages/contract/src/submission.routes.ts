import { z } from 'zod';
import { structureIdQuerySchema } from './developments.schema';
import { emptyRequestSchema } from './identity.schema';
import { structurePathSchema } from './lots.schema';
import { defineRoute } from './route';
import {
  baselineRequestedEmailSchema,
  baselineRequestedResponseSchema,
  designRefIdSchema,
  designSummarySchema,
  submitDesignSchema,
  unsubmitDesignSchema,
  uploadDesignRefResponseSchema,
} from './submission.schema';

/** Submission, reference documents and cloning of designs (document 2 §7 "Results, submission, cloning"). */

/** Clones a submitted design as a new baseline lot (organisation admins only); answers the new structure id. */
export const cloneAsBaseline = defineRoute({
  id: 'cloneAsBaseline',
  method: 'POST',
  paths: ['/lot/cloneasbaseline/:id'],
  access: 'user',
  requestKind: 'path',
  request: structurePathSchema,
  response: z.int32(),
  envelope: 'data',
  summary: 'Clones a submitted design as a baseline (organisation admins); irreversible.',
  errors: ['not_found', 'forbidden', 'conflict'],
});

/** Clones a submitted design as a preset build; answers the new structure id. */
export const cloneAsPreset = defineRoute({
  id: 'cloneAsPreset',
  method: 'POST',
  paths: ['/lot/cloneaspreset/:id'],
  access: 'user',
  requestKind: 'path',
  request: structurePathSchema,
  response: z.int32(),
  envelope: 'data',
  summary: 'Clones a submitted design as a preset build.',
  errors: ['not_found', 'forbidden', 'conflict'],
});

/** Emails the project's administration team that the caller asks for the design to become a baseline. */
export const sendBaselineRequestedEmail = defineRoute({
  id: 'sendBaselineRequestedEmail',
  method: 'POST',
  paths: ['/sendBaselineRequestedEmail'],
  access: 'user',
  requestKind: 'json',
  request: baselineRequestedEmailSchema,
  response: baselineRequestedResponseSchema,
  envelope: 'data',
  summary: 'Asks the project administration team to convert the design into a baseline.',
  errors: ['not_found', 'validation_failed'],
});

/** What the submit and unsubmit screens show (document 2 §3 "Design summary (submit)"); path ours (docs/decisions/0006). */
export const designSummary = defineRoute({
  id: 'designSummary',
  method: 'GET',
  paths: ['/submit/design-summary'],
  access: 'user',
  requestKind: 'query',
  request: structureIdQuerySchema,
  response: designSummarySchema,
  envelope: 'data',
  summary: "The submit screen's summary of a lot's design: options, credits, reference documents.",
  errors: ['not_found', 'forbidden'],
});

/** Whether the lot's current design is submitted. */
export const isStructureSubmitted = defineRoute({
  id: 'isStructureSubmitted',
  method: 'GET',
  paths: ['/isStructureSubmitted'],
  access: 'user',
  requestKind: 'query',
  request: structureIdQuerySchema,
  response: z.boolean(),
  envelope: 'data',
  summary: "Whether the lot's current design is submitted.",
  errors: ['not_found'],
});

/** Whether the lot is paid and its current design submitted (Analysis is available). */
export const isStructurePaidAndSubmitted = defineRoute({
  id: 'isStructurePaidAndSubmitted',
  method: 'GET',
  paths: ['/isStructurePaidAndSubmitted'],
  access: 'user',
  requestKind: 'query',
  request: structureIdQuerySchema,
  response: z.boolean(),
  envelope: 'data',
  summary: 'Whether the lot is paid and its current design submitted.',
  errors: ['not_found'],
});

/**
 * Submits the lot's current design: refused unless the lot is paid, the purpose and phase are
 * valid and every required reference document is uploaded. A refusal's message is HTML (the
 * screen shows it in 'Error Encountered'). A submitted design is locked and sharable.
 */
export const submitDesign = defineRoute({
  id: 'submitDesign',
  method: 'POST',
  paths: ['/submit-design'],
  access: 'user',
  requestKind: 'json',
  request: submitDesignSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: "Submits the lot's design (paid, purpose and phase, required documents).",
  errors: ['validation_failed', 'not_found', 'forbidden', 'conflict'],
});

/** Re-design: the submitted design becomes editable again and stops being sharable. */
export const unsubmitDesign = defineRoute({
  id: 'unsubmitDesign',
  method: 'POST',
  paths: ['/unsubmit-design'],
  access: 'user',
  requestKind: 'json',
  request: unsubmitDesignSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: "Unsubmits the lot's design (it becomes editable).",
  errors: ['not_found', 'forbidden', 'conflict'],
});

/**
 * Uploads a reference document (multipart fields `structureId`, `refTypeId`, then `file`). The
 * type is decided from the content: documents, images, CAD, archives and spreadsheets; at most
 * MAX_DESIGN_REF_BYTES. Replaces an earlier document of the same type.
 */
export const uploadDesignRef = defineRoute({
  id: 'uploadDesignRef',
  method: 'POST',
  paths: ['/submit/upload-design-ref'],
  access: 'user',
  requestKind: 'multipart',
  request: emptyRequestSchema,
  response: uploadDesignRefResponseSchema,
  envelope: 'data',
  summary: 'Uploads a reference document of the design.',
  errors: [
    'validation_failed',
    'not_found',
    'forbidden',
    'unsupported_media_type',
    'payload_too_large',
  ],
});

/** Deletes a reference document (not once the design is submitted). */
export const deleteDesignRef = defineRoute({
  id: 'deleteDesignRef',
  method: 'POST',
  paths: ['/submit/delete-design-ref'],
  access: 'user',
  requestKind: 'json',
  request: designRefIdSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: 'Deletes a reference document of the design.',
  errors: ['not_found', 'forbidden'],
});

/**
 * Downloads a reference document: the answer is the file itself (not JSON), as an attachment
 * named by its upload name (RFC 6266 `filename*`), with `X-Content-Type-Options: nosniff`.
 */
export const downloadDesignRef = defineRoute({
  id: 'downloadDesignRef',
  method: 'POST',
  paths: ['/submit/download'],
  access: 'user',
  requestKind: 'json',
  request: designRefIdSchema,
  response: z.unknown(),
  envelope: 'raw',
  summary: 'Downloads a reference document (the file).',
  errors: ['not_found'],
});
