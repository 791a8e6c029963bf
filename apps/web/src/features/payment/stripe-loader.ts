import type { Stripe } from '@stripe/stripe-js';

let loading: { url: string; promise: Promise<NonNullable<Window['Stripe']>> } | null = null;

/**
 * Loads Stripe.js from `url` (the server's STRIPE_JS_URL: js.stripe.com, or the tests' fake) once
 * per page, and makes a Stripe instance for the publishable key. A failed load can be retried.
 */
export function loadStripeFrom(url: string, publishableKey: string): Promise<Stripe> {
  if (window.Stripe) return Promise.resolve(window.Stripe(publishableKey));
  if (loading?.url !== url) {
    const promise = new Promise<NonNullable<Window['Stripe']>>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.addEventListener('load', () =>
        window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not load.')),
      );
      script.addEventListener('error', () => {
        loading = null;
        script.remove();
        reject(
          new Error(
            'The card payment form could not be loaded. Check your connection and try again.',
          ),
        );
      });
      document.head.appendChild(script);
    });
    loading = { url, promise };
  }
  return loading.promise.then((Stripe) => Stripe(publishableKey));
}
