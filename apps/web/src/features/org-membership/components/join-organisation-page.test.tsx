// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as routes from '@circa/contract/org-membership.routes';
import type { JoinRequest } from '@circa/contract/org-membership.schema';
import { mockApi, onRoute, renderRoutes, sentRouteBodies } from '../../../app/test-utils';
import { JoinOrganisationPage } from './join-organisation-page';

const page = [{ path: '/join-organisation', element: <JoinOrganisationPage /> }];

let waiting: JoinRequest[];
beforeEach(() => {
  localStorage.clear();
  waiting = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function api() {
  return mockApi({
    ...onRoute(routes.findOrganisations, (input) =>
      input.name
        ? { Domain: 'acme.example', Organisations: [] }
        : {
            Domain: 'acme.example',
            Organisations: [
              {
                Id: 5,
                Name: 'Acme Homes',
                IsRequested: waiting.some((w) => w.OrganisationId === 5),
              },
            ],
          },
    ),
    ...onRoute(routes.myJoinRequests, () => waiting),
    ...onRoute(routes.askToJoinOrganisation, (input) => {
      const request = {
        Id: 9,
        OrganisationId: input.orgId,
        OrganisationName: 'Acme Homes',
        UserId: 3,
        FirstName: 'Jo',
        Surname: 'Joiner',
        Email: 'jo@acme.example',
        RequestedAt: '2026-11-26T10:00:00.000Z',
      };
      waiting = [request];
      return request;
    }),
    ...onRoute(routes.withdrawJoinRequest, () => {
      waiting = [];
      return true as const;
    }),
  });
}

describe('JoinOrganisationPage', () => {
  it('suggests the organisations at the email domain; asking shows what the person waits for, Withdraw ends it', async () => {
    const fetchMock = api();
    renderRoutes(page, ['/join-organisation']);
    const list = await screen.findByRole('list', { name: 'Organisations at acme.example' });
    await userEvent.click(within(list).getByRole('button', { name: 'Ask to join Acme Homes' }));
    expect(sentRouteBodies(fetchMock, routes.askToJoinOrganisation)).toEqual([{ orgId: 5 }]);
    expect(await screen.findByText(/You asked to join Acme Homes on/)).toBeTruthy();
    expect(await within(list).findByText('Requested')).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: 'Withdraw the request to join Acme Homes' }),
    );
    expect(
      await within(list).findByRole('button', { name: 'Ask to join Acme Homes' }),
    ).toBeTruthy();
    expect(screen.queryByText(/You asked to join/)).toBeNull();
  });

  it('searches by name and says when nothing matches, with the way to create one', async () => {
    api();
    renderRoutes(page, ['/join-organisation']);
    await userEvent.type(await screen.findByLabelText('Organisation name'), 'Zeta');
    expect(
      await screen.findByText(/No organisation you are not already in has a name like this/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an organisation' })).toBeTruthy();
  });
});
