// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockOrgUser, unblockOrgUser } from '@circa/contract/organisations.routes';
import { orgUsers } from '@circa/contract/org-users.routes';
import type { OrgUserLine } from '@circa/contract/org-users.schema';
import {
  jsonResponse,
  mockApi,
  onRoute,
  renderRoutes,
  sentRouteBodies,
} from '../../../app/test-utils';
import { OrgUsersPage } from './org-users-page';

const routes = [{ path: '/org-users/:orgId', element: <OrgUsersPage /> }];
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const user = (
  UserId: number,
  FirstName: string,
  Surname: string,
  extra: Partial<OrgUserLine> = {},
) => ({
  UserId,
  FirstName,
  Surname,
  Email: `${FirstName.toLowerCase()}@example.com`,
  LastLogin: daysAgo(3),
  IsBlocked: false,
  ...extra,
});

let members: OrgUserLine[];
beforeEach(() => {
  localStorage.clear();
  members = [
    user(4, 'Bea', 'Blocked', { IsBlocked: true }),
    user(1, 'Avery', 'Admin'),
    user(2, 'Old', 'Timer', { LastLogin: daysAgo(200) }),
  ];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OrgUsersPage', () => {
  it('lists name and last login in the server order, marks blocked and inactive users in words', async () => {
    mockApi({ ...onRoute(orgUsers, () => members) });
    renderRoutes(routes, ['/org-users/1']);
    const table = await screen.findByRole('table', { name: 'Users of the organisation' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Last Login']);
    expect(rows.slice(1).map((r) => within(r).getByRole('button').textContent)).toEqual([
      'Bea Blocked',
      'Avery Admin',
      'Old Timer',
    ]);
    expect(within(rows[1]!).getByText('Blocked')).toBeTruthy();
    expect(within(rows[3]!).getByText('Over 5 months ago')).toBeTruthy();
    expect(within(rows[2]!).queryByText('Over 5 months ago')).toBeNull();
  });

  it('searches on name, surname and email', async () => {
    mockApi({ ...onRoute(orgUsers, () => members) });
    renderRoutes(routes, ['/org-users/1']);
    const search = await screen.findByRole('searchbox', {
      name: 'Search by name, surname or email',
    });
    await userEvent.type(search, 'timer');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await userEvent.clear(search);
    await userEvent.type(search, 'avery@');
    expect(screen.getByRole('button', { name: /Avery Admin/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Old Timer/ })).toBeNull();
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    expect(screen.getByRole('status').textContent).toBe('No results');
  });

  it('opens a row to the email and blocks or unblocks after a confirmation', async () => {
    const fetchMock = mockApi({
      ...onRoute(orgUsers, () => members),
      ...onRoute(blockOrgUser, ({ userId }) => {
        members = members.map((m) => (m.UserId === userId ? { ...m, IsBlocked: true } : m));
        return true;
      }),
      ...onRoute(unblockOrgUser, () => true),
    });
    renderRoutes(routes, ['/org-users/1']);
    const toggle = await screen.findByRole('button', { name: 'Old Timer' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'old@example.com' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block User' });
    expect(dialog.textContent).toContain('Nothing they wrote is removed.');
    expect(sentRouteBodies(fetchMock, blockOrgUser)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentRouteBodies(fetchMock, blockOrgUser)).toEqual([{ orgId: 1, userId: 2 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Bea Blocked' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Unblock User' })).getByRole('button', {
        name: 'Unblock',
      }),
    );
    await waitFor(() => expect(sentRouteBodies(fetchMock, unblockOrgUser)).toHaveLength(1));
  });

  it("shows a builder the server's refusal, and another organisation the not-found page", async () => {
    mockApi({
      ...onRoute(orgUsers, ({ orgId }) =>
        orgId === 1
          ? jsonResponse(
              {
                code: 'forbidden',
                message: 'Only an administrator of this organisation can do that.',
              },
              403,
            )
          : jsonResponse({ code: 'not_found', message: 'The organisation was not found.' }, 404),
      ),
    });
    renderRoutes(routes, ['/org-users/1']);
    expect(
      await screen.findByText('Only an administrator of this organisation can do that.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    cleanup();
    renderRoutes(routes, ['/org-users/9']);
    expect(await screen.findByText(/404/)).toBeTruthy();
  });
});
