import { z } from 'zod';

/**
 * Every error code the API answers with, and its HTTP status. The map is exhaustive: the server
 * derives the status from the code, and the web reads the code to decide what to show.
 */
export const errorStatus = {
  bad_request: 400,
  validation_failed: 400,
  weak_password: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  sso_token_invalid: 401,
  forbidden: 403,
  /** The account's email address is not verified yet: it may sign in but not act. */
  email_not_verified: 403,
  not_found: 404,
  conflict: 409,
  account_exists: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  sso_not_configured: 501,
  internal: 500,
} as const;

/** A machine-readable error code. */
export type ErrorCode = keyof typeof errorStatus;

/** All error codes, for schemas and exhaustiveness checks. */
export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

/** One problem with one input field. `path` is the field's location, e.g. `["username"]`. */
export const fieldProblemSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});

/**
 * The one error body of the API: `{ code, message, details? }`. `message` is written for a person
 * and says how to fix the input; `details` lists field problems for validation errors.
 */
export const errorBodySchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  details: z.array(fieldProblemSchema).optional(),
});

/** The error body as received by a client. */
export type ErrorBody = z.infer<typeof errorBodySchema>;
