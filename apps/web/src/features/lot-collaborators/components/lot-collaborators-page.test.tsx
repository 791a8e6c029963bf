// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addLotCollaborator,
  approveRequestLot,
  editLotCollaborator,
  lotCollaborators,
  rejectRequestLot,
  removeLotCollaborator,
  cancelLotInvitation,
} from '@circa/contract/lot-collaborators.routes';
import { lotCollaboratorTexts } from '@circa/contract/lot-collaborators.schema';
import type { LotCollaborator, LotInvitation } from '@circa/contract/lot-collaborators.schema';
import {
  jsonResponse,
  mockApi,
  onRoute,
  renderRoutes,
  sentRouteBodies,
} from '../../../app/test-utils';
import { LotCollaboratorsPage } from './lot-collaborators-page';

const routes = [
  { path: '/lot-collaborators/:structureId/:type', element: <LotCollaboratorsPage /> },
];
const person = (
  UserId: number,
  Name: string,
  StructureUserTypeId: number,
  IsRequestingAccess = false,
): LotCollaborator => ({
  UserId,
  Name,
  Email: `${Name.split(' ')[0]!.toLowerCase()}@example.com`,
  StructureUserTypeId,
  IsRequestingAccess,
  RequestLotId: IsRequestingAccess ? UserId : 0,
});

let people: LotCollaborator[];
let invitations: LotInvitation[];
const list = () => ({
  StructureName: 'Lot 102',
  ProjectName: 'Demo Estate',
  Collaborators: people,
  Invitations: invitations,
});
beforeEach(() => {
  localStorage.clear();
  invitations = [
    {
      InvitationId: 5,
      Email: 'new@example.org',
      StructureUserTypeId: 3,
      InvitedAt: '2026-11-26T00:00:00Z',
    },
  ];
  people = [
    person(1, 'Avery Admin', 1),
    person(3, 'Cara Collab', 2),
    person(2, 'Blake Builder', 3, true),
  ];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LotCollaboratorsPage', () => {
  it("lists Name and Type, ' Access Requested' rows with Reject and Approve, others with Edit", async () => {
    mockApi({ ...onRoute(lotCollaborators, list) });
    renderRoutes(routes, ['/lot-collaborators/7/3']);
    const table = await screen.findByRole('table', { name: 'Collaborators of the lot' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Lead',
      'Collaborator',
      'Read Only Access Requested',
      'Read Only Invitation Sent',
    ]);
    expect(within(rows[0]!).getByRole('button', { name: 'Edit Avery Admin' })).toBeTruthy();
    expect(
      within(rows[2]!).getByRole('button', { name: "Approve Blake Builder's request" }),
    ).toBeTruthy();
    expect(
      within(rows[2]!).getByRole('button', { name: "Reject Blake Builder's request" }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: lotCollaboratorTexts.inviteButton })).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox'), 'cara');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('withdraws an invitation not yet taken up after a confirmation', async () => {
    const fetchMock = mockApi({
      ...onRoute(lotCollaborators, list),
      ...onRoute(cancelLotInvitation, () => true),
    });
    renderRoutes(routes, ['/lot-collaborators/7/3']);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Withdraw the invitation to new@example.org' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Withdraw Invitation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(sentRouteBodies(fetchMock, cancelLotInvitation)).toEqual([
        { structureId: 7, invitationId: 5 },
      ]),
    );
  });

  it('approves and rejects a request after a confirmation', async () => {
    const fetchMock = mockApi({
      ...onRoute(lotCollaborators, list),
      ...onRoute(approveRequestLot, () => true),
      ...onRoute(rejectRequestLot, () => true),
    });
    renderRoutes(routes, ['/lot-collaborators/7/3']);
    await userEvent.click(
      await screen.findByRole('button', { name: "Approve Blake Builder's request" }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Approve Request' });
    expect(sentRouteBodies(fetchMock, approveRequestLot)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentRouteBodies(fetchMock, approveRequestLot)).toEqual([
      { structureId: 7, requestLotId: 2 },
    ]);
    await userEvent.click(screen.getByRole('button', { name: "Reject Blake Builder's request" }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Reject Request' })).getByRole('button', {
        name: 'Reject',
      }),
    );
    await waitFor(() => expect(sentRouteBodies(fetchMock, rejectRequestLot)).toHaveLength(1));
  });

  it('edits a level; the lead cannot be lowered or removed (the spec message); Remove asks first', async () => {
    const fetchMock = mockApi({
      ...onRoute(lotCollaborators, list),
      ...onRoute(editLotCollaborator, () => true),
      ...onRoute(removeLotCollaborator, () => true),
    });
    renderRoutes(routes, ['/lot-collaborators/7/3']);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Avery Admin' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit Collaborator' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(lotCollaboratorTexts.leadRule);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Edit Cara Collab' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Collaborator' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Access level' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Lead', 'Collaborator', 'Read Only']);
    await userEvent.click(screen.getByRole('option', { name: 'Read Only' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(sentRouteBodies(fetchMock, editLotCollaborator)).toEqual([
        { structureId: 7, userId: 3, structureUserTypeId: 3 },
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit Cara Collab' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Edit Collaborator' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Remove Collaborator' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(sentRouteBodies(fetchMock, removeLotCollaborator)).toEqual([
        { structureId: 7, userId: 3 },
      ]),
    );
  });

  it("invites by email and level; a refusal shows the server's words under the email field", async () => {
    const fetchMock = mockApi({
      ...onRoute(lotCollaborators, list),
      ...onRoute(addLotCollaborator, ({ email }) =>
        email.startsWith('taken')
          ? jsonResponse({ code: 'conflict', message: 'That person cannot be invited.' }, 409)
          : { UserId: 0, IsInvitationSent: true },
      ),
    });
    renderRoutes(routes, ['/lot-collaborators/7/3']);
    await userEvent.click(
      await screen.findByRole('button', { name: lotCollaboratorTexts.inviteButton }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Invite Collaborator' });
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'taken@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText('That person cannot be invited.')).toBeTruthy();
    await userEvent.clear(email);
    expect(within(dialog).queryByText('That person cannot be invited.')).toBeNull();
    await userEvent.type(email, 'new@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('dialog', { name: 'Invitation Sent' })).toBeTruthy();
    expect(sentRouteBodies(fetchMock, addLotCollaborator).at(-1)).toEqual({
      structureId: 7,
      email: 'new@example.com',
      structureUserTypeId: 2,
    });
  });

  it("shows someone who does not manage the lot the server's refusal", async () => {
    mockApi({
      ...onRoute(lotCollaborators, () =>
        jsonResponse({ code: 'forbidden', message: "Only the lot's lead can do that." }, 403),
      ),
    });
    renderRoutes(routes, ['/lot-collaborators/7/3']);
    expect(await screen.findByText("Only the lot's lead can do that.")).toBeTruthy();
  });
});
