// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  approvePublicLink,
  publicLinkRequests,
  rejectPublicLink,
} from '@circa/contract/sharing.routes';
import { sharingTexts } from '@circa/contract/sharing.schema';
import type { PublicLinkRequest } from '@circa/contract/sharing.schema';
import {
  isolateEachTest,
  jsonResponse,
  mockApi,
  onRoute,
  renderRoutes,
  sentRouteBodies,
} from '../../../app/test-utils';
import { PublicLinkRequestsPage } from './public-link-requests-page';

const routes = [{ path: '/public-link-requests/:orgId', element: <PublicLinkRequestsPage /> }];
let requests: PublicLinkRequest[];

isolateEachTest();
beforeEach(() => {
  requests = [
    {
      Id: 11,
      StructureId: 7,
      StructureName: 'Lot 7',
      ProjectName: 'Sharing Estate',
      DesignName: 'Banksia',
      Base36DesignId: 'zz',
      IsFeature: true,
      RequestedBy: 'Blake Builder',
      RequestedByEmail: 'builder@example.com',
      RequestedAt: '2026-11-26T10:00:00Z',
    },
  ];
});

describe('PublicLinkRequestsPage', () => {
  it('lists the requests; approving asks first, then the list loads again', async () => {
    const fetchMock = mockApi({
      ...onRoute(publicLinkRequests, () => ({ OrganisationName: 'Demo', Requests: requests })),
      ...onRoute(approvePublicLink, () => {
        requests = [];
        return true as const;
      }),
    });
    renderRoutes(routes, ['/public-link-requests/4']);
    const list = await screen.findByRole('list', { name: 'Public link requests' });
    expect(within(list).getByRole('link', { name: 'Banksia' }).getAttribute('href')).toBe(
      '/feed/zz',
    );
    expect(list.textContent).toContain('Public and featured, asked by Blake Builder');
    await userEvent.click(within(list).getByRole('button', { name: 'Approve Banksia, Lot 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Public Link' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No public links are waiting for approval.')).toBeTruthy();
    expect(sentRouteBodies(fetchMock, approvePublicLink)).toEqual([{ requestId: 11 }]);
  });

  it('keeps the dialog open with the reason when the answer is refused', async () => {
    mockApi({
      ...onRoute(publicLinkRequests, () => ({ OrganisationName: 'Demo', Requests: requests })),
      ...onRoute(rejectPublicLink, () =>
        jsonResponse({ code: 'conflict', message: sharingTexts.requestAnswered }, 409),
      ),
    });
    renderRoutes(routes, ['/public-link-requests/4']);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Banksia, Lot 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Public Link' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(within(dialog).getByText(sharingTexts.requestAnswered)).toBeTruthy(),
    );
  });

  it("shows a member who is not an admin the server's refusal", async () => {
    mockApi({
      ...onRoute(publicLinkRequests, () =>
        jsonResponse({ code: 'forbidden', message: sharingTexts.adminOnly }, 403),
      ),
    });
    renderRoutes(routes, ['/public-link-requests/4']);
    expect((await screen.findByRole('alert')).textContent).toBe(sharingTexts.adminOnly);
  });
});
