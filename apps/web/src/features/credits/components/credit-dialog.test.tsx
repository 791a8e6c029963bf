// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CurrentPathAndSearch,
  jsonResponse,
  mockApi,
  renderRoutes,
  sentBodies,
} from '../../../app/test-utils';
import type { PaymentPopUp } from '../credit-dialog-state';
import { CreditDialog } from './credit-dialog';
import { popUp } from '../test-pop-up';

function renderDialog(payment: PaymentPopUp, dwellings = 2) {
  const onClose = vi.fn();
  const onPaid = vi.fn();
  const routes = [
    {
      path: '/lot/:id',
      element: (
        <CreditDialog
          open
          structureId={21}
          destination="/design-water/21"
          payment={payment}
          dwellings={dwellings}
          onClose={onClose}
          onPaid={onPaid}
        />
      ),
    },
    { path: '*', element: <CurrentPathAndSearch /> },
  ];
  renderRoutes(routes, ['/lot/21']);
  return { onClose, onPaid };
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the credit dialog', { timeout: 20000 }, () => {
  it('after dwellings were raised, asks only for the ones not yet paid', async () => {
    renderDialog(popUp({ PaidDwellings: 1 }), 3);
    expect(await screen.findByRole('heading', { name: 'Use Credits' })).toBeTruthy();
    expect(
      screen.getByText(
        'This lot now has 3 dwellings, of which 1 is paid for. Unlock its results again with 2 credits (1 credit per dwelling).',
      ),
    ).toBeTruthy();
  });

  it('uses credits, says Credit Used, then goes on', async () => {
    const fetchMock = mockApi({
      'POST /usestructurecredit/21': () => jsonResponse({ Data: true }),
    });
    const { onPaid } = renderDialog(popUp(), 2);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Use Credits' })).toBeTruthy();
    expect(screen.getByText(/with 2 credits/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use Credits' }));
    expect(await screen.findByRole('heading', { name: 'Credit Used' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onPaid).toHaveBeenCalled();
  });

  it('shows Out of Credits with the support email', async () => {
    mockApi({});
    const { onClose } = renderDialog(popUp({ ProjectCreditAmount: 0, OrgCreditAmount: 1 }), 2);
    expect(await screen.findByRole('heading', { name: 'Out of Credits' })).toBeTruthy();
    expect(
      screen.getByText(
        'This design could not be submitted as the project organisation is out of credits. Please contact the support email (help@example.com) for assistance.',
      ),
    ).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('turns to Out of Credits when the server says so', async () => {
    mockApi({
      'POST /usestructurecredit/21': () => jsonResponse({ code: 'conflict', message: 'out' }, 409),
    });
    renderDialog(popUp(), 2);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Use Credits' }));
    expect(await screen.findByRole('heading', { name: 'Out of Credits' })).toBeTruthy();
  });

  it('asks for card payment without credits; Pay Now opens the payment screen', async () => {
    mockApi({});
    renderDialog(popUp({ Prepaid: false, OrgCreditAmount: 0, ProjectCreditAmount: 0 }), 1);
    expect(await screen.findByRole('heading', { name: 'Payment Required' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('At /payment/21?url=%2Fdesign-water%2F21')).toBeTruthy();
  });

  it('above the limit per lot asks for approval, then says Request Sent', async () => {
    const fetchMock = mockApi({
      'POST /sendcreditapprovalrequestemail': () => jsonResponse({ Data: true }),
    });
    renderDialog(popUp({ MaxCreditsPerLot: 1 }), 3);
    const user = userEvent.setup();
    expect(
      await screen.findByText(
        'Your organisation has a limit of 1 dwellings per Lot. You will need to have this lot approved by an Organisation Administrator.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use Credits' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Request Approval' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please enter request information.')).toBeTruthy();
    await user.type(
      screen.getByRole('textbox', { name: /Request Information/ }),
      'A duplex: 3 dwellings.',
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'The credit approval request has been sent to Demo Builders administrator.',
      ),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /sendcreditapprovalrequestemail')).toEqual([
      { LotId: 21, Dwellings: 3, MaxCreditsPerLot: 1, RequestInfo: 'A duplex: 3 dwellings.' },
    ]);
  });

  it('lets an organisation admin above the limit use credits, checking the lot first', async () => {
    mockApi({});
    renderDialog(popUp({ MaxCreditsPerLot: 1, IsOrgAdmin: true }), 3);
    expect(await screen.findByRole('button', { name: 'Use Credits' })).toBeTruthy();
    expect(screen.getByText(/Check the lot carefully before using the credit\./)).toBeTruthy();
  });
});
