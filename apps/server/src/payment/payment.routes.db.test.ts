import { creditMessages } from '@circa/contract/credits.schema';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBuiltLots, demoIds } from '../test-support/credit-lots';
import { demoLotId } from '../test-support/demo-lot';
import { startFakeStripe } from '../test-support/fake-stripe';
import type { FakeStripe } from '../test-support/fake-stripe';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';
import { stripeAddress } from './stripe-gateway';

const secretKey = 'sk_test_circa';
const webhookSecret = 'whsec_test_circa';
let fake: FakeStripe;
let t: TestApp;
let builder: string;
let admin: string;
let lot101: number;
let lot102: number;
let stripe: Stripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    withDemoDevelopment: true,
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_circa',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: fake.url,
      STRIPE_JS_URL: fake.jsUrl,
    },
  });
  builder = await t.signIn('builder@example.com');
  admin = await t.signIn('admin@example.com');
  lot101 = await demoLotId(t, builder, 'Lot 101');
  lot102 = await demoLotId(t, admin, 'Lot 102');
  stripe = new Stripe(secretKey, stripeAddress(fake.url));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const intentFor = async (lot: number, token: string) => {
  const response = await t.call('GET', `/api/payment/getpaymentIntent?id=${lot}`, undefined, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Data as {
    ClientSecret: string;
    Currency: string;
    Dwellings: number;
    UnitCost: number;
  };
};
const verify = (structureId: number, paymentId: string, token = builder) =>
  t.call('POST', '/api/payment/verifypayment', { structureId, paymentId }, token);
const isPaid = async (lot: number, token = builder) =>
  !(await t.call('GET', `/api/lot?structureId=${lot}`, undefined, token)).json().Data
    .PaymentRequired;
const webhook = (payload: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
const succeededEvent = (intentId: string) =>
  JSON.stringify({
    id: 'evt_test',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { ...fake.intents.get(intentId), status: 'succeeded' } },
  });

describe('card payment', () => {
  it('gives the payment screen its publishable key and Stripe.js address', async () => {
    const response = await t.call('GET', '/api/payment/config', undefined, builder);
    expect(response.json().Data).toEqual({
      PublishableKey: 'pk_test_circa',
      StripeJsUrl: fake.jsUrl,
    });
    const csp = (await t.call('GET', '/meta.json')).headers['content-security-policy'] as string;
    expect(csp).toContain(`script-src 'self' ${fake.url}`);
    expect(csp).toContain(`connect-src 'self' ${fake.url}`);
  });

  it('creates an intent of unit cost × dwellings with the lot in its metadata', async () => {
    const intent = await intentFor(lot101, builder);
    expect(intent).toMatchObject({ Currency: 'AUD', Dwellings: 1, UnitCost: 30 });
    const stored = fake.intents.get(intent.ClientSecret.split('_secret_')[0]!)!;
    expect(stored).toMatchObject({
      amount: 3000,
      currency: 'aud',
      metadata: { structureId: String(lot101) },
    });
  });

  it('does not unlock results for a forged verification of an unpaid intent', async () => {
    const intent = await intentFor(lot101, builder);
    const id = intent.ClientSecret.split('_secret_')[0]!;
    for (const paymentId of [id, 'pi_made_up']) {
      const response = await verify(lot101, paymentId);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(creditMessages.paymentNotVerified);
    }
    expect(await isPaid(lot101)).toBe(false);
    // a declined card does not either
    await expect(
      stripe.paymentIntents.confirm(id, { payment_method: 'pm_card_chargeDeclined' }),
    ).rejects.toThrow('Your card was declined.');
    expect((await verify(lot101, id)).statusCode).toBe(400);
    expect(await isPaid(lot101)).toBe(false);
  });

  it("does not let one lot's paid intent unlock another lot", async () => {
    const intent = await intentFor(lot102, admin);
    const id = intent.ClientSecret.split('_secret_')[0]!;
    await stripe.paymentIntents.confirm(id, { payment_method: 'pm_card_visa' });
    const response = await verify(lot101, id, admin);
    expect(response.statusCode).toBe(400);
    expect(await isPaid(lot101, admin)).toBe(false);
  });

  it('unlocks the lot once Stripe says the intent succeeded', async () => {
    const intent = await intentFor(lot101, builder);
    const id = intent.ClientSecret.split('_secret_')[0]!;
    await stripe.paymentIntents.confirm(id, { payment_method: 'pm_card_visa' });
    const response = await verify(lot101, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(await isPaid(lot101)).toBe(true);
    const again = await t.call(
      'GET',
      `/api/payment/getpaymentIntent?id=${lot101}`,
      undefined,
      builder,
    );
    expect(again.statusCode).toBe(409);
  });

  it('charges a card only for dwellings added after payment; a payment for fewer leaves the rest due', async () => {
    const [lot] = (await addBuiltLots(t, (await demoIds(t, builder)).projectId, [1], builder)) as [
      number,
    ];
    const designId = (await t.call('GET', `/api/lot?structureId=${lot}`, undefined, builder)).json()
      .Data.DesignId as number;
    const pay = async () => {
      const intent = await intentFor(lot, builder);
      const id = intent.ClientSecret.split('_secret_')[0]!;
      await stripe.paymentIntents.confirm(id, { payment_method: 'pm_card_visa' });
      return { intent, id };
    };
    const first = await pay();
    expect(first.intent.Dwellings).toBe(1);
    expect((await verify(lot, first.id)).statusCode).toBe(200);
    expect(await isPaid(lot)).toBe(true);
    await t.call('POST', '/api/lot', { designId, dwellings: 4 }, builder);
    expect(await isPaid(lot)).toBe(false);
    // an intent made for 3 dwellings, then the lot grows to 10 before it is verified
    const second = await pay();
    expect(second.intent.Dwellings).toBe(3);
    expect(fake.intents.get(second.id)!.amount).toBe(Math.round(second.intent.UnitCost * 3 * 100));
    await t.call('POST', '/api/lot', { designId, dwellings: 10 }, builder);
    expect((await verify(lot, second.id)).statusCode).toBe(200);
    expect(await isPaid(lot)).toBe(false);
    // verifying the same payment again counts it once
    expect((await verify(lot, second.id)).statusCode).toBe(200);
    const third = await pay();
    expect(third.intent.Dwellings).toBe(6);
    expect((await verify(lot, third.id)).statusCode).toBe(200);
    expect(await isPaid(lot)).toBe(true);
  });

  it('rejects a tampered webhook and records a correctly signed one', async () => {
    const id = [...fake.intents.values()].find(
      (i) => i.metadata['structureId'] === String(lot102) && i.status === 'succeeded',
    )!.id;
    expect(await isPaid(lot102, admin)).toBe(false);
    const payload = succeededEvent(id);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    expect((await webhook(payload, forged)).statusCode).toBe(400);
    expect((await webhook(payload.replace('evt_test', 'evt_tampered'), signature)).statusCode).toBe(
      400,
    );
    expect((await webhook(payload, '')).statusCode).toBe(400);
    expect(await isPaid(lot102, admin)).toBe(false);
    const accepted = await webhook(payload, signature);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await isPaid(lot102, admin)).toBe(true);
  });

  it('answers true for the captcha check (no captcha provider)', async () => {
    const response = await t.call('GET', '/api/payment/verifycaptcha?token=x', undefined, builder);
    expect(response.json()).toEqual({ Data: true });
  });
});

describe('revisiting the payment screen', () => {
  const intentId = (secret: string) => secret.split('_secret_')[0]!;
  const storedPayments = (lot: number) =>
    t.database.db
      .selectFrom('payments')
      .select(['intent_id', 'amount', 'status'])
      .where('structure_id', '=', lot)
      .orderBy('id')
      .execute();
  let lots: number[] = [];
  beforeAll(async () => {
    const { projectId } = await demoIds(t, builder);
    lots = await addBuiltLots(t, projectId, [1, 1, 1], builder);
  });

  it('answers the open intent again: one intent at Stripe, one payments row', async () => {
    const lot = lots.pop()!;
    const before = fake.intents.size;
    const first = await intentFor(lot, builder);
    const second = await intentFor(lot, admin);
    expect(second.ClientSecret).toBe(first.ClientSecret);
    expect(second).toEqual(first);
    expect(fake.intents.size).toBe(before + 1);
    expect(await storedPayments(lot)).toHaveLength(1);
    // a declined card leaves the intent open: still the same one
    await expect(
      stripe.paymentIntents.confirm(intentId(first.ClientSecret), {
        payment_method: 'pm_card_chargeDeclined',
      }),
    ).rejects.toThrow('Your card was declined.');
    expect((await intentFor(lot, builder)).ClientSecret).toBe(first.ClientSecret);
    expect(await storedPayments(lot)).toHaveLength(1);
  });

  it('creates a new intent when the amount changed or the old one was canceled', async () => {
    const lot = lots.pop()!;
    const first = await intentFor(lot, builder);
    const designId = (await t.call('GET', `/api/lot?structureId=${lot}`, undefined, builder)).json()
      .Data.DesignId as number;
    const saved = await t.call('POST', '/api/lot', { designId, dwellings: 2 }, builder);
    expect(saved.statusCode, saved.body).toBe(200);
    const resized = await intentFor(lot, builder);
    expect(resized.Dwellings).toBe(2);
    expect(resized.ClientSecret).not.toBe(first.ClientSecret);
    expect(fake.intents.get(intentId(resized.ClientSecret))!.amount).toBe(6000);
    expect((await intentFor(lot, builder)).ClientSecret).toBe(resized.ClientSecret);
    fake.intents.get(intentId(resized.ClientSecret))!.status = 'canceled';
    const renewed = await intentFor(lot, builder);
    expect(renewed.ClientSecret).not.toBe(resized.ClientSecret);
    expect(await storedPayments(lot)).toEqual([
      { intent_id: intentId(first.ClientSecret), amount: 3000, status: 'requires_payment_method' },
      { intent_id: intentId(resized.ClientSecret), amount: 6000, status: 'canceled' },
      {
        intent_id: intentId(renewed.ClientSecret),
        amount: 6000,
        status: 'requires_payment_method',
      },
    ]);
  });

  it('settles an open intent Stripe says succeeded instead of charging again', async () => {
    const lot = lots.pop()!;
    const first = await intentFor(lot, builder);
    await stripe.paymentIntents.confirm(intentId(first.ClientSecret), {
      payment_method: 'pm_card_visa',
    });
    expect(await isPaid(lot)).toBe(false);
    const again = await t.call(
      'GET',
      `/api/payment/getpaymentIntent?id=${lot}`,
      undefined,
      builder,
    );
    expect(again.statusCode).toBe(409);
    expect(await isPaid(lot)).toBe(true);
    expect(await storedPayments(lot)).toEqual([
      { intent_id: intentId(first.ClientSecret), amount: 3000, status: 'succeeded' },
    ]);
  });
});

describe('without Stripe keys', () => {
  it('says card payment is not configured', async () => {
    const plain = await createTestApp({ withDemoDevelopment: true });
    try {
      const token = await plain.signIn('builder@example.com');
      const lot = await demoLotId(plain, token, 'Lot 101');
      const response = await plain.call(
        'GET',
        `/api/payment/getpaymentIntent?id=${lot}`,
        undefined,
        token,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(creditMessages.paymentNotConfigured);
      const config = await plain.call('GET', '/api/payment/config', undefined, token);
      expect(config.json().Data.PublishableKey).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
