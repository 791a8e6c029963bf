// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as routes from '@circa/contract/operator.routes';
import { operatorTexts } from '@circa/contract/operator.schema';
import type { OperatorOrganisation } from '@circa/contract/operator.schema';
import {
  jsonResponse,
  mockApi,
  onRoute,
  renderRoutes,
  sentRouteBodies,
} from '../../../app/test-utils';
import { OperatorPage } from './operator-page';

const page = [{ path: '/operator', element: <OperatorPage /> }];
let organisations: OperatorOrganisation[];
beforeEach(() => {
  localStorage.clear();
  organisations = [
    {
      Id: 2,
      Name: 'Acme Homes',
      SupportEmail: '',
      CreatedAt: '2026-11-01T00:00:00.000Z',
      Members: 3,
      AdminEmails: ['boss@acme.example'],
      Credits: 5,
    },
  ];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OperatorPage', () => {
  it('lists organisations and grants credits with a reason, refusing a number that is not whole', async () => {
    const fetchMock = mockApi({
      ...onRoute(routes.operatorOrganisations, () => organisations),
      ...onRoute(routes.operatorGrantCredits, (input) => {
        organisations = [{ ...organisations[0]!, Credits: 5 + input.credits }];
        return organisations[0]!;
      }),
    });
    renderRoutes(page, ['/operator']);
    const card = await screen.findByRole('listitem', { name: 'Acme Homes' });
    expect(card.textContent).toContain('boss@acme.example');
    await userEvent.click(
      within(card).getByRole('button', { name: 'Grant credits to Acme Homes' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Grant Credits to Acme Homes' });
    await userEvent.type(within(dialog).getByLabelText(/^Credits/), '2.5');
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Invoice 7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await within(dialog).findByText(operatorTexts.creditsInvalid)).toBeTruthy();
    expect(sentRouteBodies(fetchMock, routes.operatorGrantCredits)).toEqual([]);
    await userEvent.clear(within(dialog).getByLabelText(/^Credits/));
    await userEvent.type(within(dialog).getByLabelText(/^Credits/), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('25')).toBeTruthy();
    expect(sentRouteBodies(fetchMock, routes.operatorGrantCredits)).toEqual([
      { orgId: 2, credits: 20, reason: 'Invoice 7' },
    ]);
  });

  it('shows the refusal to someone who is not an operator', async () => {
    mockApi({
      ...onRoute(routes.operatorOrganisations, () =>
        jsonResponse({ code: 'forbidden', message: operatorTexts.notOperator }, 403),
      ),
    });
    renderRoutes(page, ['/operator']);
    expect(await screen.findByText(operatorTexts.notOperator)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Organisation' })).toBeNull();
  });
});
