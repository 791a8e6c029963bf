import { startFakeStripe } from './fake-stripe';

/**
 * Runs the fake Stripe server as its own process (the e2e global setup spawns it): prints one
 * JSON line {url, jsUrl} and serves until SIGTERM. With FAKE_STRIPE_WEBHOOK_URL and
 * FAKE_STRIPE_WEBHOOK_SECRET it posts signed payment_intent.succeeded events there.
 */
const fake = await startFakeStripe();
const webhookUrl = process.env['FAKE_STRIPE_WEBHOOK_URL'];
const webhookSecret = process.env['FAKE_STRIPE_WEBHOOK_SECRET'];
if (webhookUrl && webhookSecret) fake.setWebhook({ url: webhookUrl, secret: webhookSecret });
process.stdout.write(`${JSON.stringify({ url: fake.url, jsUrl: fake.jsUrl })}\n`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
