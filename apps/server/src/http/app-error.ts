import { errorStatus } from '@circa/contract/errors';
import type { ErrorBody, ErrorCode } from '@circa/contract/errors';

/**
 * An error the API answers with: a code from the contract, a message for a person, optional
 * field details, and for 429 the seconds to wait (sent as Retry-After).
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorBody['details'],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  get status(): number {
    return errorStatus[this.code];
  }

  toBody(): ErrorBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.details && { details: this.details }),
    };
  }
}

/** A 404 for anything the caller may not see (never a 403 with details). */
export function notFound(what = 'The item was not found.'): AppError {
  return new AppError('not_found', what);
}
