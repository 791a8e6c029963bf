import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'Use true or false.',
  })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Every environment variable Circa reads (README "Configuration" lists them). Parsed once at
 * start-up; bad values stop the process with a message naming the variable.
 */
export const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    CIRCA_DATA_DIR: z.string().min(1).default('var'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'Use a postgres:// URL.' })
      .optional(),
    CIRCA_PUBLIC_URL: z.url().optional(),
    CIRCA_DEMO_PASSWORD: z.string().min(8, 'Use at least 8 characters.').optional(),
    /** Seed the demo (printed password) only when also not production and no real organisation. */
    CIRCA_SEED_DEMO: booleanFromEnv.default(true),
    /** Only `production` matters to the server: it never seeds the demo then. */
    NODE_ENV: z.string().optional(),
    CIRCA_BUILD: z.string().min(1).optional(),
    CIRCA_WEB_DIST: z.string().optional(),
    CIRCA_BACKUP_HOURS: z.coerce.number().min(0).max(8760).default(24),
    CIRCA_BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'Use an smtp:// or smtps:// URL.' }).optional(),
    MAIL_FROM: z.string().min(3).default('Circa <no-reply@circa.localhost>'),
    SUPPORT_EMAIL: z.email().default('support@circa.localhost'),
    /** Credits a newly created organisation starts with, recorded in the ledger (0: none). */
    CIRCA_TRIAL_CREDITS: z.coerce.number().int('Use a whole number of credits.').min(0).default(0),
    /**
     * Installation operators (decision 0024): confirmed accounts with these addresses list
     * organisations, create them for customers, grant credits and make admins. Comma-separated.
     */
    CIRCA_OPERATOR_EMAILS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(/[,;\s]+/)
          .map((e) => e.trim().toLowerCase())
          .filter((e) => e !== ''),
      )
      .pipe(z.array(z.email('Use email addresses separated by commas.'))),
    CIRCA_UNIT_COST: z.coerce.number().min(0).default(30),
    CIRCA_CURRENCY: z
      .string()
      .regex(/^[A-Z]{3}$/, 'Use a 3-letter ISO currency code.')
      .default('AUD'),
    GEOCODER_URL: z.url().optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'Use a Stripe secret key (sk_…).')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_/, 'Use a Stripe publishable key (pk_…).')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: 'Use an http(s):// URL.' }).optional(),
    STRIPE_JS_URL: z
      .url({ protocol: /^https?$/, error: 'Use an http(s):// URL.' })
      .default('https://js.stripe.com/v3'),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
    MICROSOFT_ISSUER: z.url().default('https://login.microsoftonline.com/common/v2.0'),
    OIDC_ALLOW_HTTP: booleanFromEnv.default(false),
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
    SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(168).default(12),
    SESSION_REMEMBER_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(10).default(600),
    /**
     * Proxies (load balancers) in front of Circa: the client address is read that many hops
     * back in X-Forwarded-For, so a client cannot choose its own address (0: none trusted).
     */
    TRUST_PROXY: z
      .string()
      .default('0')
      .transform((v) => (v === 'false' || v === 'no' ? '0' : v))
      .pipe(
        z.coerce
          .number<string>({
            error: 'TRUST_PROXY is the number of proxies in front of Circa (0, 1, 2…), not true.',
          })
          .int('TRUST_PROXY is the number of proxies in front of Circa (0, 1, 2…), not true.')
          .min(0)
          .max(10),
      ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .transform((env) => ({
    ...env,
    publicUrl: env.CIRCA_PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  }));

/** The parsed configuration. */
export type Config = z.infer<typeof configSchema>;

/** Raised when the environment does not parse; the message lists each bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment (only the variables above are read). */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(
      `Circa cannot start: the configuration is not valid.\n${lines.join('\n')}`,
    );
  }
  return result.data;
}
