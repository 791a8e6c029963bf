import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { formatMessage, messages } from '@circa/contract/messages';

/** Other origins the page may use: Stripe.js and its frames and API when card payment is on. */
export interface ExtraOrigins {
  script: string[];
  frame: string[];
  connect: string[];
}

/**
 * The origins card payment needs (Stripe's CSP guidance): Stripe.js from `stripeJsUrl`, its card
 * frames from the same origin and hooks.stripe.com (3-D Secure), and its API (api.stripe.com or
 * STRIPE_API_BASE). None when card payment is not configured.
 */
export function paymentOrigins(options: {
  isConfigured: boolean;
  stripeJsUrl: string;
  apiBase: string | undefined;
}): ExtraOrigins {
  if (!options.isConfigured) return { script: [], frame: [], connect: [] };
  const js = new URL(options.stripeJsUrl).origin;
  const api = options.apiBase ? new URL(options.apiBase).origin : 'https://api.stripe.com';
  return { script: [js], frame: [js, 'https://hooks.stripe.com'], connect: [api] };
}

/**
 * Security headers and the coarse per-IP rate limit (docs/security.md): HSTS when served over
 * https, `Cache-Control: no-store` on API answers. The Content-Security-
 * Policy allows only our own origin (plus Stripe's when card payment is configured): no inline
 * scripts, no eval; inline styles are allowed because MUI's emotion injects style elements at
 * run time.
 */
export async function installSecurity(
  app: FastifyInstance,
  options: {
    perMinute: number;
    extraOrigins?: ExtraOrigins;
    /** Served over https (CIRCA_PUBLIC_URL): browsers are told to use https only (HSTS). */
    isHttps?: boolean;
  },
): Promise<void> {
  const extra = options.extraOrigins ?? { script: [], frame: [], connect: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extra.connect],
        frameSrc: ["'self'", ...extra.frame],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // one year, as OWASP's HTTP headers cheat sheet recommends; only when served over https
    strictTransportSecurity: options.isHttps
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  // API answers are private to the caller and some carry a session token: never stored by a
  // browser or a proxy (a download that sets its own Cache-Control keeps it)
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
  // the API's calls only: the web app's files are static and cached (one screen is many small
  // lazy chunks, so counting them would throttle people sharing an address for opening pages)
  await app.register(rateLimit, {
    global: true,
    max: options.perMinute,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return {
        statusCode: 429,
        code: 'too_many_requests',
        message:
          seconds < 120
            ? formatMessage(messages.tooManyAttemptsSeconds, { seconds })
            : formatMessage(messages.tooManyAttempts, { minutes: Math.ceil(seconds / 60) }),
      };
    },
  });
}
