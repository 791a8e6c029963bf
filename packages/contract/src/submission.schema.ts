import { z } from 'zod';

/**
 * Submission of a design (document 2 "Submit", §3 "Design summary (submit)", §7 "Results,
 * submission, cloning").
 */

const positiveId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number.` })
    .int()
    .positive(`${name} must be a positive id.`);

/** POST /sendBaselineRequestedEmail: ask the project's administration team to make a baseline. */
export const baselineRequestedEmailSchema = z.object({
  structureId: positiveId('structureId'),
  /** The support address the screen showed (from GET /getSupportEmail); the server uses its own. */
  supportEmail: z.string().max(320).optional().nullable(),
});
export const baselineRequestedResponseSchema = z.object({ OrgName: z.string() });
