import { findPaymentByIntent } from '@circa/db/payments.repository';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '../http/app-error';
import { isIntentPaid, settlePayment } from './payment.service';
import type { PaymentDeps } from './payment.service';

/**
 * POST /api/payment/webhook: Stripe's events. The body is kept raw (a content parser for this
 * route only) because the Stripe-Signature header signs its exact bytes; a missing or wrong
 * signature is a 400 and changes nothing. payment_intent.succeeded for an intent Circa created
 * marks its lot paid (the same checks as verifypayment); other events are acknowledged.
 */
export async function registerPaymentWebhook(
  app: FastifyInstance,
  deps: PaymentDeps,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/api/payment/webhook', async (request) => {
      const gateway = deps.gateway;
      if (!gateway?.hasWebhookSecret)
        throw new AppError('bad_request', 'Stripe webhooks are not configured on this server.');
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      if (typeof signature !== 'string' || !Buffer.isBuffer(body))
        throw new AppError('bad_request', 'The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = gateway.webhookEvent(body, signature);
      } catch {
        throw new AppError('bad_request', 'The webhook signature is not valid.');
      }
      if (event.type === 'payment_intent.succeeded') {
        const object = event.data.object;
        const payment = await findPaymentByIntent(deps.db, object.id);
        const intent = {
          id: object.id,
          status: object.status,
          amount: object.amount,
          currency: object.currency,
          metadata: { ...(object.metadata ?? {}) },
          clientSecret: null,
        };
        if (payment && isIntentPaid(intent, payment))
          await settlePayment(deps.db, payment, intent, null);
        else request.log.warn({ intent: object.id }, 'webhook for an unknown or mismatched intent');
      }
      return { received: true };
    });
  });
}
