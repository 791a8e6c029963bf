// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getProjectUserLots, resendPreApprovalEmail } from '@circa/contract/project-people.routes';
import type { ProjectUserLots } from '@circa/contract/project-people.schema';
import { jsonResponse, mockApi, onRoute, renderRoutes } from '../../../app/test-utils';
import { UserLotsPage } from './user-lots-page';

const routes = [{ path: '/user-lots/:projectId', element: <UserLotsPage /> }];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer: ProjectUserLots = {
  UserProfile: { Id: 7, Name: 'Blake Builder', Username: 'builder@example.com', Company: 'BB' },
  IsCoordinator: false,
  PreApprovedUserId: 3,
  ProjectUserLotLines: [
    { StructureId: 11, StructureName: 'Lot 101', StructureUserTypeId: 1 },
    { StructureId: 12, StructureName: 'Lot 102', StructureUserTypeId: 2 },
    { StructureId: 14, StructureName: 'Lot 104', StructureUserTypeId: 0 },
  ],
};

describe('UserLotsPage', () => {
  it('shows the person, their lots with access types, and searches on the lot name', async () => {
    mockApi({ ...onRoute(getProjectUserLots, () => answer) });
    renderRoutes(routes, ['/user-lots/5?email=builder%40example.com']);
    const list = await screen.findByRole('list', { name: 'Lots' });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Blake Builder');
    expect((screen.getByLabelText('Company') as HTMLInputElement).value).toBe('BB');
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Lot 101Lead',
      'Lot 102Collaborator',
      'Lot 104Not Involved',
    ]);
    expect(links[0]!.getAttribute('href')).toBe('/lot-details/11/3');
    const search = screen.getByRole('searchbox', { name: 'Search for a Lot No. or Design Name' });
    await userEvent.type(search, '104');
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing');
    expect(screen.getByText('This project has no active lots available to this user')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make Coordinator' })).toBeTruthy();
  });

  it('Resend Invitation goes from Sending to Sent, or to the error icon', async () => {
    let fail = false;
    mockApi({
      ...onRoute(getProjectUserLots, () => answer),
      ...onRoute(resendPreApprovalEmail, () =>
        fail ? jsonResponse({ code: 'internal', message: 'Mail is down.' }, 500) : true,
      ),
    });
    renderRoutes(routes, ['/user-lots/5?email=builder%40example.com']);
    const resend = await screen.findByRole('button', { name: 'Resend Invitation' });
    await userEvent.click(resend);
    expect(await screen.findByText('Invitation Sent')).toBeTruthy();
    fail = true;
    await userEvent.click(resend);
    expect(await screen.findByText('Mail is down.')).toBeTruthy();
  });

  it('a failed load shows the server text in place of the page', async () => {
    mockApi({
      ...onRoute(getProjectUserLots, () =>
        jsonResponse(
          { code: 'not_found', message: 'This user was not found in the development.' },
          404,
        ),
      ),
    });
    renderRoutes(routes, ['/user-lots/5?email=nobody%40example.com']);
    expect(await screen.findByText('This user was not found in the development.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
