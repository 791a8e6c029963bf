import Stripe from 'stripe';
import type { Config } from '../config';

/** The card payment provider's calls Circa makes, as plain data. */
export interface IntentSnapshot {
  id: string;
  status: string;
  /** Minor units. */
  amount: number;
  /** Lower-case ISO code, as Stripe writes it. */
  currency: string;
  metadata: Record<string, string>;
  clientSecret: string | null;
}

export interface PaymentGateway {
  readonly publishableKey: string;
  createIntent(input: {
    amount: number;
    currency: string;
    metadata: Record<string, string>;
    description: string;
  }): Promise<IntentSnapshot>;
  retrieveIntent(id: string): Promise<IntentSnapshot>;
  /** Checks Stripe's signature over the raw body; throws when it does not match. */
  webhookEvent(rawBody: Buffer, signature: string): Stripe.Event;
  readonly hasWebhookSecret: boolean;
}

const snapshot = (intent: Stripe.PaymentIntent): IntentSnapshot => ({
  id: intent.id,
  status: intent.status,
  amount: intent.amount,
  currency: intent.currency,
  metadata: { ...(intent.metadata ?? {}) },
  clientSecret: intent.client_secret,
});

/** Stripe SDK options that point it at STRIPE_API_BASE (the tests' fake Stripe) when set. */
export function stripeAddress(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: Number(url.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  };
}

/**
 * The Stripe gateway, or null when card payment is not configured (both keys are needed).
 * Requests time out after 20 s and are retried once (Stripe's idempotency makes that safe).
 */
export function createStripeGateway(config: Config): PaymentGateway | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_PUBLISHABLE_KEY) return null;
  const stripe = new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Circa' },
    ...stripeAddress(config.STRIPE_API_BASE),
  });
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET;
  return {
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,
    hasWebhookSecret: webhookSecret !== undefined,
    async createIntent(input) {
      return snapshot(
        await stripe.paymentIntents.create({
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          description: input.description,
          metadata: input.metadata,
        }),
      );
    },
    async retrieveIntent(id) {
      return snapshot(await stripe.paymentIntents.retrieve(id));
    },
    webhookEvent(rawBody, signature) {
      if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
    },
  };
}
