import type { ErrorBody } from '@circa/contract/errors';
import { issueSummary } from '@circa/contract/issue-messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from './app-error';

interface Issue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
  code?: string;
}

/** Turns zod issues into the error body: the first problem leads, every problem is listed. */
function validationBody(issues: readonly Issue[]): ErrorBody {
  const details = issues.map((issue) => ({
    path: issue.path.map((p) => (typeof p === 'number' ? p : String(p))),
    message: issue.message,
  }));
  const first = details[0];
  const isWholeBody = first !== undefined && first.path.length === 0;
  const message = !first
    ? 'The request is not valid.'
    : isWholeBody
      ? 'The request body must be a JSON object with the fields of this call.'
      : issueSummary(first.path, first.message);
  return { code: 'validation_failed', message, details };
}

const fastifyCodes: Record<string, AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: new AppError('bad_request', 'The request body is not valid JSON.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: new AppError(
    'bad_request',
    'The request body is empty; send a JSON object.',
  ),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new AppError(
    'unsupported_media_type',
    'This call does not accept that content type.',
  ),
  FST_ERR_CTP_BODY_TOO_LARGE: new AppError('payload_too_large', 'The request body is too large.'),
  FST_REQ_FILE_TOO_LARGE: new AppError('payload_too_large', 'The file is too large.'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: new AppError(
    'bad_request',
    'Send the file as multipart/form-data.',
  ),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: new AppError(
    'bad_request',
    'The Content-Length header is not valid.',
  ),
};

/**
 * The one error handler: every failure leaves as `{ code, message, details? }` with the status
 * of its code. Bad input is a 400 with an actionable message; stack traces never reach the wire.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter((segment) => segment !== ''),
        message: v.message ?? 'Invalid value.',
      }));
      return reply.status(400).send(validationBody(issues));
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { issues: error.cause.issues, url: request.url },
        'response does not match the contract',
      );
      return reply
        .status(500)
        .send({ code: 'internal', message: 'Something went wrong on our side.' });
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return reply.status(known.status).send(known.toBody());
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: 'too_many_requests', message: error.message });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.warn({ err: error }, 'client error');
      return reply.status(400).send({ code: 'bad_request', message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ code: 'internal', message: 'Something went wrong on our side.' });
  });
}
