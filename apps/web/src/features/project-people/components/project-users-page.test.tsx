// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addProjectPreApprovedUser,
  projectUsers,
  setProjectPreApprovedOnly,
} from '@circa/contract/project-people.routes';
import type { ProjectUsers } from '@circa/contract/project-people.schema';
import {
  jsonResponse,
  mockApi,
  onRoute,
  renderRoutes,
  sentRouteBodies,
} from '../../../app/test-utils';
import { ProjectUsersPage } from './project-users-page';

const routes = [{ path: '/project-users/:projectId', element: <ProjectUsersPage /> }];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function state(isOn: boolean): ProjectUsers {
  return {
    IsProjectPreApprovedOnly: isOn,
    PreApprovedUsers: [
      { PreApprovedUserId: 2, UserId: 7, Email: 'zed@example.com', InvitedAt: null },
      {
        PreApprovedUserId: 1,
        UserId: 0,
        Email: 'amy@example.com',
        InvitedAt: '2026-11-20T01:00:00Z',
      },
    ],
  };
}

describe('ProjectUsersPage', () => {
  it('shows the toggle, the emails in the server order with their links, and Project Profile', async () => {
    mockApi({ ...onRoute(projectUsers, () => state(false)) });
    renderRoutes(routes, ['/project-users/5']);
    const table = await screen.findByRole('table', { name: 'Pre-approved users' });
    const links = within(table).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['zed@example.com', '/user-lots/5?email=zed%40example.com'],
      ['amy@example.com', '/user-lots/5?email=amy%40example.com'],
    ]);
    expect(within(table).getByText('No account yet')).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'Pre-approved Users Only' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Project Profile' }).getAttribute('href')).toBe(
      '/development/5',
    );
  });

  it('turns the toggle on; a refused email shows the server text under the field until edited; a sent one says Invitation Sent', async () => {
    let isOn = false;
    const fetchMock = mockApi({
      ...onRoute(projectUsers, () => state(isOn)),
      ...onRoute(setProjectPreApprovedOnly, (input) => {
        isOn = input.flag;
        return true;
      }),
      ...onRoute(addProjectPreApprovedUser, (input) =>
        input.email === 'taken@example.com'
          ? jsonResponse(
              {
                code: 'forbidden',
                message: 'Only an organisation administrator can add it again.',
              },
              403,
            )
          : { PreApprovedUserId: 9, UserId: 0, Email: input.email, InvitedAt: null },
      ),
    });
    renderRoutes(routes, ['/project-users/5']);
    await userEvent.click(await screen.findByRole('switch', { name: 'Pre-approved Users Only' }));
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(sentRouteBodies(fetchMock, setProjectPreApprovedOnly)).toEqual([
      { projectId: 5, flag: true },
    ]);
    await userEvent.type(email, 'taken@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('Only an organisation administrator can add it again.'),
    ).toBeTruthy();
    await userEvent.type(email, 'x');
    expect(screen.queryByText('Only an organisation administrator can add it again.')).toBeNull();
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitation Sent' });
    expect(dialog.textContent).toContain('new@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
