import { z } from 'zod';
import {
  paymentConfigSchema,
  paymentIntentQuerySchema,
  paymentIntentSchema,
  verifyCaptchaQuerySchema,
  verifyPaymentSchema,
} from './payment.schema';
import { defineRoute } from './route';

/**
 * Card payment (document 2 §7 "Credits and payment", document 3 "Payment screen"). The Stripe
 * webhook (POST /payment/webhook) is not a contract route: it takes Stripe's raw signed body.
 */

/** Creates a card payment intent for a lot (id = structure id); 400 when payment is not configured. */
export const getPaymentIntent = defineRoute({
  id: 'getPaymentIntent',
  method: 'GET',
  paths: ['/payment/getpaymentIntent'],
  access: 'user',
  requestKind: 'query',
  request: paymentIntentQuerySchema,
  response: paymentIntentSchema,
  envelope: 'data',
  summary: 'Creates a card payment intent for a lot (unit cost × dwellings).',
  errors: ['bad_request', 'not_found', 'forbidden', 'conflict'],
});

/**
 * Checks a card payment with the provider and, when it succeeded for this lot and amount, marks
 * the lot paid. 400 'Could not verify payment. Please contact support.' otherwise.
 */
export const verifyPayment = defineRoute({
  id: 'verifyPayment',
  method: 'POST',
  paths: ['/payment/verifypayment'],
  access: 'user',
  requestKind: 'json',
  request: verifyPaymentSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: 'Verifies a card payment server-side and marks the lot paid.',
  errors: ['bad_request', 'not_found'],
});

/**
 * The spec's captcha check. Circa has no captcha provider: it answers true for any token
 * (docs/decisions/0007-credits-and-card-payment.md).
 */
export const verifyCaptcha = defineRoute({
  id: 'verifyCaptcha',
  method: 'GET',
  paths: ['/payment/verifycaptcha'],
  access: 'user',
  requestKind: 'query',
  request: verifyCaptchaQuerySchema,
  response: z.boolean(),
  envelope: 'data',
  summary: 'Captcha check of the payment screen (no captcha provider is configured: true).',
  errors: [],
});

/** The publishable key and Stripe.js address the payment screen needs (key null: not configured). */
export const getPaymentConfig = defineRoute({
  id: 'getPaymentConfig',
  method: 'GET',
  paths: ['/payment/config'],
  access: 'user',
  requestKind: 'none',
  request: z.object({}),
  response: paymentConfigSchema,
  envelope: 'data',
  summary: 'Card payment configuration for the payment screen.',
  errors: [],
});
