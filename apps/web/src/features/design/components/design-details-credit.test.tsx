// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentPathAndSearch, jsonResponse, mockApi, renderRoutes } from '../../../app/test-utils';
import { DesignDetails } from './design-details-page';
import { testDesign } from '../../../testing/design-test-data';

const routes = [
  {
    path: '/lot/:structureId',
    element: (
      <main>
        <DesignDetails structureId={21} />
      </main>
    ),
  },
  { path: '*', element: <CurrentPathAndSearch /> },
];

const withCredits = {
  Prepaid: true,
  OrgCreditAmount: 10,
  ProjectCreditAmount: 5,
  MaxCreditsPerLot: null,
  PaidDwellings: 0,
  SupportEmail: 'support@example.com',
  OrgName: 'Demo Org',
  IsOrgAdmin: false,
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Next on Design Details while the lot needs payment', { timeout: 20000 }, () => {
  it('opens the credit dialog first; once credits are used it goes to the water inputs', async () => {
    mockApi({
      'GET /lot': () =>
        jsonResponse({ Data: testDesign({ PaymentRequired: true, PaymentPopUp: withCredits }) }),
      'POST /usestructurecredit/21': () => jsonResponse({ Data: true }),
    });
    renderRoutes(routes, ['/lot/21']);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Enter Design Info' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Use Credits' })).toBeTruthy();
    expect(screen.queryByText(/^At /)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use Credits' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('At /design-water/21')).toBeTruthy();
  });

  it('without credits offers Pay Now to the payment screen, returning to the water inputs', async () => {
    mockApi({ 'GET /lot': () => jsonResponse({ Data: testDesign({ PaymentRequired: true }) }) });
    renderRoutes(routes, ['/lot/21']);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Enter Design Info' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('At /payment/21?url=%2Fdesign-water%2F21')).toBeTruthy();
  });

  it("asks credits for the saved dwellings only: a refused entry shows the server's words on its field", async () => {
    const refusal =
      'Gross floor area for a building with this number of dwellings should be at least 900 m2.';
    mockApi({
      'GET /lot': () =>
        jsonResponse({ Data: testDesign({ PaymentRequired: true, PaymentPopUp: withCredits }) }),
      'POST /lot': () =>
        new Response(
          JSON.stringify({
            code: 'validation_failed',
            message: refusal,
            details: [{ path: ['grossFloorArea'], message: refusal }],
          }),
          {
            status: 400,
            statusText: 'Bad Request',
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    });
    renderRoutes(routes, ['/lot/21']);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Enter Design Info' });
    const dwellings = screen.getByRole('textbox', { name: /^Dwellings/ });
    await user.clear(dwellings);
    await user.type(dwellings, '12');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // the banner and the area field say what the server refused; no credits are asked for 12
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining(refusal),
    );
    expect(screen.queryByText('Bad Request')).toBeNull();
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: /^Gross Floor Area/ }).getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(screen.queryByRole('dialog', { name: 'Use Credits' })).toBeNull();
  });

  it('goes straight on when the lot is paid', async () => {
    mockApi({ 'GET /lot': () => jsonResponse({ Data: testDesign({ PaymentRequired: false }) }) });
    renderRoutes(routes, ['/lot/21']);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Enter Design Info' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('At /design-water/21')).toBeTruthy();
  });
});
