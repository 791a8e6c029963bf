import * as routes from '@circa/contract/payment.routes';
import type { FastifyInstance } from 'fastify';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import { registerPaymentWebhook } from './payment-webhook';
import { createPaymentIntent, verifyPayment } from './payment.service';
import type { PaymentDeps } from './payment.service';

/** Card payment (document 2 §7 "Credits and payment") and Stripe's webhook. */
export async function registerPaymentRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: PaymentDeps & { stripeJsUrl: string },
): Promise<void> {
  // asks Stripe (an open intent is answered again only while Stripe says it is usable)
  implementRoute(
    app,
    authenticate,
    routes.getPaymentIntent,
    ({ user, input }) => createPaymentIntent(deps, user, input.id),
    { isCached: false },
  );
  implementRoute(app, authenticate, routes.verifyPayment, ({ user, input }) =>
    verifyPayment(deps, user, input),
  );
  // Circa has no captcha provider (docs/decisions/0007-credits-and-card-payment.md)
  implementRoute(app, authenticate, routes.verifyCaptcha, async () => true);
  implementRoute(app, authenticate, routes.getPaymentConfig, async () => ({
    PublishableKey: deps.gateway?.publishableKey ?? null,
    StripeJsUrl: deps.stripeJsUrl,
  }));
  await registerPaymentWebhook(app, deps);
}
