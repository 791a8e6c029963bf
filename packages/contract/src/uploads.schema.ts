import { z } from 'zod';

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
