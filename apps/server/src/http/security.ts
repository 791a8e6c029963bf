import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { formatMessage, messages } from '@circa/contract/messages';

/**
 * Security headers and the coarse per-IP rate limit (docs/security.md). The Content-Security-
 * Policy allows only our own origin: no inline or remote scripts, no eval; inline styles are
 * allowed because MUI's emotion injects style elements at run time.
 */
export async function installSecurity(
  app: FastifyInstance,
  options: { perMinute: number },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  await app.register(rateLimit, {
    global: true,
    max: options.perMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => {
      const minutes = Math.max(1, Math.ceil(context.ttl / 60_000));
      return {
        statusCode: 429,
        code: 'too_many_requests',
        message: formatMessage(messages.tooManyAttempts, { minutes }),
      };
    },
  });
}
