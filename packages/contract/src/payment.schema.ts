import { z } from 'zod';
import { idField as positiveId } from './select-option.schema';

/** GET /payment/getpaymentIntent?id={structureId}. */
export const paymentIntentQuerySchema = z.object({ id: positiveId('id') });

/**
 * A card payment intent for a lot (document 2 §7). The total is UnitCost × Dwellings in Currency;
 * the screen does not show amounts (§9).
 */
export const paymentIntentSchema = z.object({
  /** Secret the browser confirms the card payment with (Stripe.js confirmCardPayment). */
  ClientSecret: z.string(),
  /** ISO 4217 code, e.g. "AUD". */
  Currency: z.string(),
  Dwellings: z.number(),
  /** Price of one dwelling, in Currency (major units). */
  UnitCost: z.number(),
});

/** POST /payment/verifypayment: the server asks the provider whether the intent succeeded. */
export const verifyPaymentSchema = z.object({
  structureId: positiveId('structureId'),
  /** The payment intent id (pi_…). */
  paymentId: z.string().trim().min(1, 'paymentId is required.').max(255),
});

/** GET /payment/verifycaptcha?token=. */
export const verifyCaptchaQuerySchema = z.object({ token: z.string().max(4096).default('') });

/**
 * What the payment screen needs to load the card field. `PublishableKey` null means card
 * payment is not configured on this server.
 */
export const paymentConfigSchema = z.object({
  PublishableKey: z.string().nullable(),
  /** Where Stripe.js loads from (normally https://js.stripe.com/v3). */
  StripeJsUrl: z.string(),
});

/** The payment intent answer. */
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;
/** The payment configuration answer. */
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

const requiredText = (message: string) => z.string().trim().min(1, message).max(200);

/**
 * The card payment form (document 2 §5 "Payment card form"): cardholder name, address, city and
 * postal code are required; state is optional. The card itself is entered in Stripe's field.
 */
export const paymentCardFormSchema = z.object({
  cardholderName: requiredText('Please enter cardholder name.'),
  address: requiredText('Please enter address.'),
  city: requiredText('Please enter city.'),
  state: z.string().trim().max(200),
  postalCode: requiredText('Please enter postal code.'),
});

/** The card payment form's values. */
export type PaymentCardForm = z.infer<typeof paymentCardFormSchema>;
