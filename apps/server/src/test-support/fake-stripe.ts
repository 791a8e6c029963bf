import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeStripeJs } from './fake-stripe-js';

/**
 * A local stand-in for the Stripe API, enough for Circa's card payment: create, retrieve and
 * confirm PaymentIntents (form-encoded, like the `stripe` SDK sends them), plus `/stripe.js`, a
 * small stand-in for Stripe.js (card field + confirmCardPayment) for browser tests. Secret keys
 * start `sk_`, publishable keys `pk_` (these may only retrieve or confirm with the client secret).
 * Test cards: 4242 4242 4242 4242 (or payment method pm_card_visa) succeeds; 4000 0000 0000 0002
 * (pm_card_chargeDeclined) is declined. With `webhook`, a succeeded intent is posted there as a
 * signed payment_intent.succeeded event (Stripe's v1 signature scheme).
 */

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  created: number;
  livemode: false;
  payment_method: string | null;
  last_payment_error: { code: string; message: string; type: string } | null;
}

export interface FakeStripe {
  /** e.g. http://127.0.0.1:41234 — STRIPE_API_BASE. */
  url: string;
  /** Where the stand-in Stripe.js is served — STRIPE_JS_URL. */
  jsUrl: string;
  intents: Map<string, FakeIntent>;
  /** Sets where succeeded intents are announced (signed with `secret`). */
  setWebhook(webhook: { url: string; secret: string } | null): void;
  close(): Promise<void>;
}

type Form = Record<string, unknown>;

/** Parses `a=1&metadata[k]=v&payment_method_data[card][number]=4242…` into nested objects. */
export function parseStripeForm(body: string): Form {
  const result: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/[[\]]+/).filter((p) => p !== '');
    let node = result;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Form;
    });
  }
  return result;
}

/** Stripe's webhook signature header for `payload` (t=…,v1=HMAC-SHA256 of "t.payload"). */
export function signWebhook(payload: string, secret: string, timestamp = Date.now()): string {
  const t = Math.floor(timestamp / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

const declinedCards = new Set(['4000000000000002', 'pm_card_chargeDeclined']);
const goodCards = new Set(['4242424242424242', 'pm_card_visa']);

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json') {
  response.writeHead(status, {
    'Content-Type': type,
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Stripe-Version',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const stripeError = (status: number, type: string, message: string, extra: object = {}) => ({
  status,
  body: { error: { type, message, ...extra } },
});

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the fake on a free loopback port. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  let webhook: { url: string; secret: string } | null = null;
  let origin = '';

  const announce = (intent: FakeIntent) => {
    if (!webhook) return;
    const payload = JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: intent },
    });
    void fetch(webhook.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': signWebhook(payload, webhook.secret),
      },
      body: payload,
    }).catch(() => undefined);
  };

  const confirm = (intent: FakeIntent, form: Form) => {
    const card = (
      (form['payment_method_data'] as Form | undefined)?.['card'] as Form | undefined
    )?.['number'];
    const method = String(card ?? form['payment_method'] ?? '').replace(/\s/g, '');
    if (intent.status === 'succeeded')
      return stripeError(400, 'invalid_request_error', 'This PaymentIntent has already succeeded.');
    if (declinedCards.has(method)) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        message: 'Your card was declined.',
      };
      return stripeError(402, 'card_error', 'Your card was declined.', {
        code: 'card_declined',
        payment_intent: intent,
      });
    }
    if (!goodCards.has(method))
      return stripeError(402, 'card_error', 'Your card number is incorrect.', {
        code: 'incorrect_number',
      });
    intent.status = 'succeeded';
    intent.payment_method = `pm_${randomBytes(6).toString('hex')}`;
    intent.last_payment_error = null;
    announce(intent);
    return { status: 200, body: intent };
  };

  const handle = async (request: IncomingMessage): Promise<{ status: number; body: unknown }> => {
    const url = new URL(request.url ?? '/', origin);
    const key = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    const form = parseStripeForm(
      request.method === 'GET' ? url.search.slice(1) : await readBody(request),
    );
    const isSecret = key.startsWith('sk_');
    if (!isSecret && !key.startsWith('pk_'))
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
    const match = /^\/v1\/payment_intents(?:\/([^/]+))?(\/confirm)?$/.exec(url.pathname);
    if (!match) return stripeError(404, 'invalid_request_error', 'Unrecognized request URL.');
    const [, id, isConfirm] = match;
    if (!id) {
      if (request.method !== 'POST' || !isSecret)
        return stripeError(401, 'invalid_request_error', 'A secret key is required.');
      const amount = Number(form['amount']);
      if (!Number.isInteger(amount) || amount < 50 || typeof form['currency'] !== 'string')
        return stripeError(400, 'invalid_request_error', 'Amount must be at least 50 cents.');
      const intentId = `pi_${randomBytes(12).toString('hex')}`;
      const intent: FakeIntent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        currency: form['currency'].toLowerCase(),
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        metadata: { ...((form['metadata'] as Record<string, string> | undefined) ?? {}) },
        description: typeof form['description'] === 'string' ? form['description'] : null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        payment_method: null,
        last_payment_error: null,
      };
      intents.set(intentId, intent);
      return { status: 200, body: intent };
    }
    const intent = intents.get(id);
    if (!intent)
      return stripeError(404, 'invalid_request_error', `No such payment_intent: '${id}'`);
    if (!isSecret && form['client_secret'] !== intent.client_secret)
      return stripeError(401, 'invalid_request_error', 'The client secret does not match.');
    if (isConfirm && request.method === 'POST') return confirm(intent, form);
    if (!isConfirm && request.method === 'GET')
      return { status: 200, body: isSecret ? intent : { ...intent, metadata: {} } };
    return stripeError(405, 'invalid_request_error', 'Method not allowed.');
  };

  const server: Server = createServer((request, response) => {
    if (request.method === 'OPTIONS') return send(response, 204, '');
    if (request.method === 'GET' && request.url === '/stripe.js')
      return send(response, 200, fakeStripeJs(origin), 'text/javascript; charset=utf-8');
    handle(request).then(
      ({ status, body }) => send(response, status, body),
      (error: unknown) => send(response, 500, { error: { message: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    jsUrl: `${origin}/stripe.js`,
    intents,
    setWebhook: (value) => {
      webhook = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
