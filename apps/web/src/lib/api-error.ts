import type { ErrorCode, ErrorBody } from '@circa/contract/errors';

/**
 * Codes an `ApiError` can carry: the server's codes (contract errors.ts) plus two the client
 * raises itself: `network` (no answer) and `invalid_response` (the answer did not match the
 * contract).
 */
export type ApiErrorCode = ErrorCode | 'network' | 'invalid_response';

/** A failed API call, with the server's message written for a person. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: ErrorBody['details'];
  /** Seconds to wait before trying again (429 answers with a Retry-After header). */
  readonly retryAfterSeconds: number | undefined;
  /** The HTTP status text of the answer ('' when none came, e.g. HTTP/2 or no answer). */
  readonly statusText: string;
  /** True when `message` is the server's own (from its error body), not a fallback. */
  readonly hasServerMessage: boolean;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    details?: ErrorBody['details'];
    retryAfterSeconds?: number | undefined;
    statusText?: string;
    hasServerMessage?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.statusText = init.statusText ?? '';
    this.hasServerMessage = init.hasServerMessage ?? false;
  }
}

/** True when `error` is an `ApiError` (optionally with one of `codes`). */
export function isApiError(error: unknown, ...codes: ApiErrorCode[]): error is ApiError {
  return error instanceof ApiError && (codes.length === 0 || codes.includes(error.code));
}

/** The server's own explanation of a failed call (its error body's message), when it gave one. */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError &&
    error.status > 0 &&
    error.hasServerMessage &&
    error.message.trim() !== ''
    ? error.message
    : null;
}

/** A message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
