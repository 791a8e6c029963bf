// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CurrentPath,
  jsonResponse,
  mockApi,
  renderRoutes,
  sentBodies,
} from '../../../app/test-utils';
import { safeDestination } from '../safe-destination';
import { PaymentPage } from './payment-page';

const routes = [
  { path: '/payment/:structureId', element: <PaymentPage /> },
  { path: '*', element: <CurrentPath /> },
];

/** A Stripe.js double: the card element reports itself complete; confirm answers `result`. */
function stubStripe(result: unknown) {
  let onChange: ((event: { complete: boolean }) => void) | undefined;
  const element = {
    mount: vi.fn(),
    on: (name: string, fn: (event: { complete: boolean }) => void) => {
      if (name === 'change') onChange = fn;
      return element;
    },
    off: vi.fn(),
    update: vi.fn(),
    destroy: vi.fn(),
  };
  const confirmCardPayment = vi.fn(async () => result);
  const stripe = {
    elements: () => ({ create: () => element, getElement: () => element, update: vi.fn() }),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment,
  };
  vi.stubGlobal('Stripe', () => stripe);
  return { confirmCardPayment, completeCard: () => act(() => onChange?.({ complete: true })) };
}

const configured = {
  'GET /payment/config': () =>
    jsonResponse({
      Data: { PublishableKey: 'pk_test_x', StripeJsUrl: 'https://js.stripe.com/v3' },
    }),
  'GET /payment/getpaymentintent': () =>
    jsonResponse({
      Data: { ClientSecret: 'pi_1_secret_2', Currency: 'AUD', Dwellings: 1, UnitCost: 30 },
    }),
};

async function fillForm() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Cardholder Name/), 'Avery Admin');
  await user.type(screen.getByLabelText(/^Address/), '12 Banksia Street');
  await user.type(screen.getByLabelText(/^City/), 'Marsden Park');
  await user.type(screen.getByLabelText(/^Postal Code/), '2765');
  return user;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the payment screen', { timeout: 20000 }, () => {
  it('says card payment is not configured without a publishable key', async () => {
    mockApi({
      'GET /payment/config': () =>
        jsonResponse({ Data: { PublishableKey: null, StripeJsUrl: 'x' } }),
    });
    renderRoutes(routes, ['/payment/21?url=/design-water/21']);
    expect(await screen.findByText('Card payment is not configured on this server.')).toBeTruthy();
  });

  it('requires cardholder name, address, city and postal code', async () => {
    stubStripe({});
    mockApi(configured);
    renderRoutes(routes, ['/payment/21']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    // the amount charged is shown before the card is asked for: 1 dwelling × A$30.00
    expect(screen.getByTestId('payment-amount').textContent).toMatch(
      /^Amount: \$30\.00 \(1 dwelling × \$30\.00\)$/,
    );
    for (const text of [
      'Please enter cardholder name.',
      'Please enter address.',
      'Please enter city.',
      'Please enter postal code.',
    ])
      expect(await screen.findByText(text)).toBeTruthy();
  });

  it('pays, has the server verify, says so, and continues to the url', async () => {
    const { confirmCardPayment, completeCard } = stubStripe({
      paymentIntent: { id: 'pi_1', status: 'succeeded' },
    });
    const fetchMock = mockApi({
      ...configured,
      'POST /payment/verifypayment': () => jsonResponse({ Data: true }),
    });
    renderRoutes(routes, ['/payment/21?url=/design-water/21']);
    const user = await fillForm();
    completeCard();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    const success = await screen.findByRole('status');
    expect(success.textContent).toBe(
      'SuccessYour payment was successful and the results of this lot are unlocked.',
    );
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(screen.queryByText('At /design-water/21')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('At /design-water/21')).toBeTruthy();
    expect(confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2', expect.anything());
    expect(sentBodies(fetchMock, 'POST /payment/verifypayment')).toEqual([
      { structureId: 21, paymentId: 'pi_1' },
    ]);
  });

  it("shows the provider's card error, and the verification failure", async () => {
    const stub = stubStripe({ error: { message: 'Your card was declined.' } });
    mockApi({
      ...configured,
      'POST /payment/verifypayment': () =>
        jsonResponse({ code: 'bad_request', message: 'no' }, 400),
    });
    renderRoutes(routes, ['/payment/21']);
    const user = await fillForm();
    stub.completeCard();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect((screen.getByLabelText(/^Cardholder Name/) as HTMLInputElement).disabled).toBe(false);
    stub.confirmCardPayment.mockResolvedValueOnce({
      paymentIntent: { id: 'pi_1', status: 'requires_action' },
    });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Payment processing was NOT successful')).toBeTruthy();
    stub.confirmCardPayment.mockResolvedValueOnce({
      paymentIntent: { id: 'pi_1', status: 'succeeded' },
    });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(
      await screen.findByText('Could not verify payment. Please contact support.'),
    ).toBeTruthy();
  });

  it('continues only to paths inside the app', () => {
    expect(safeDestination('/design-water/3', 3)).toBe('/design-water/3');
    expect(safeDestination('https://evil.example', 3)).toBe('/design-results/3');
    expect(safeDestination('//evil.example', 3)).toBe('/design-results/3');
    expect(safeDestination(null, 3)).toBe('/design-results/3');
  });
});
