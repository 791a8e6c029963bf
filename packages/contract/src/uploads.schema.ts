import { z } from 'zod';
import { idField } from './select-option.schema';

/** Kinds of bulk upload: developments into an organisation, lots into a development. */
export const uploadKindSchema = z.enum(['project', 'lot']);
export type UploadKind = z.infer<typeof uploadKindSchema>;

/** One bad row: its line in the file (the header is line 1) and why. */
export const uploadProblemSchema = z.object({ Line: z.int32(), Reason: z.string() });

/**
 * Upload result (document 3 §3 "Upload response": SuccessMessage, ErrorMessage). Nothing is
 * imported unless every row is valid; `Problems` lists each bad row.
 */
export const uploadResponseSchema = z.object({
  SuccessMessage: z.string(),
  ErrorMessage: z.string(),
  Problems: z.array(uploadProblemSchema),
  CreatedIds: z.array(z.int32()),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** Largest upload accepted, bytes (5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Most rows in one upload. */
export const MAX_UPLOAD_ROWS = 5000;

/**
 * GET /uploadAccess: may the caller upload here? Asked as an upload page opens, so a person who
 * may not is told why before choosing a file (the same checks as the upload itself).
 */
export const uploadAccessQuerySchema = z.object({ kind: uploadKindSchema, id: idField('id') });
export const uploadAccessSchema = z.object({ CanUpload: z.literal(true) });
