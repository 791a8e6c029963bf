// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SharePermission } from '@circa/contract/enums';
import { lotShareDetails, updateShare } from '@circa/contract/sharing.routes';
import { sharingTexts } from '@circa/contract/sharing.schema';
import type { LotShareDetails, UpdateShareInput } from '@circa/contract/sharing.schema';
import {
  isolateEachTest,
  jsonResponse,
  mockApi,
  onRoute,
  renderRoutes,
  sentRouteBodies,
} from '../../../app/test-utils';
import { VisibilityPage } from './visibility-page';
import { lotShareDetailsAnswer } from './share-test-data';

let details: LotShareDetails;
const routes = [
  { path: '/share/:id/3/visibility', element: <VisibilityPage /> },
  { path: '/share/:id/3/share-link', element: <p>Share link page</p> },
];

isolateEachTest();
beforeEach(() => {
  details = lotShareDetailsAnswer();
});

const saving = () => {
  const fetchMock = mockApi({
    ...onRoute(lotShareDetails, () => details),
    ...onRoute(updateShare, (input: UpdateShareInput) => {
      details = { ...details, SharePermission: input.SharePermission, IsFeature: input.IsFeature };
      return details;
    }),
  });
  renderRoutes(routes, ['/share/7/3/visibility']);
  return fetchMock;
};

describe('VisibilityPage', () => {
  it('offers public and featured by default with Create Link, saves it and goes to the share link', async () => {
    const fetchMock = saving();
    expect(
      ((await screen.findByRole('radio', { name: /Public and featured/ })) as HTMLInputElement)
        .checked,
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Create Link' }));
    expect(await screen.findByText('Share link page')).toBeTruthy();
    expect(sentRouteBodies(fetchMock, updateShare)).toEqual([
      { StructureId: 7, SharePermission: SharePermission.Public, IsFeature: true },
    ]);
  });

  it('says Update Link once a link exists, and warns before a public link becomes private', async () => {
    details.SharePermission = SharePermission.Public;
    saving();
    expect(
      ((await screen.findByRole('radio', { name: /^Public\b(?! and)/ })) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /Private/ }));
    expect(screen.getByText(/The link is public now/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update Link' })).toBeTruthy();
  });

  it('offers only requests where the development needs approval, and sends RequestPublic', async () => {
    details.CanCreatePublicLink = false;
    const fetchMock = saving();
    const featured = await screen.findByRole('radio', { name: /Request a public, featured link/ });
    expect((featured as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: /^Public/ })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /Request a public link/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Link' }));
    await waitFor(() =>
      expect(sentRouteBodies(fetchMock, updateShare)).toEqual([
        { StructureId: 7, SharePermission: SharePermission.RequestPublic, IsFeature: false },
      ]),
    );
  });

  it("shows the server's refusal and stays", async () => {
    mockApi({
      ...onRoute(lotShareDetails, () => details),
      ...onRoute(updateShare, () =>
        jsonResponse({ code: 'forbidden', message: sharingTexts.needsApproval }, 403),
      ),
    });
    renderRoutes(routes, ['/share/7/3/visibility']);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(sharingTexts.needsApproval);
  });

  it('tells a read-only collaborator they cannot change it', async () => {
    details.CanEdit = false;
    saving();
    expect(await screen.findByText(sharingTexts.readOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Link' })).toBeNull();
  });
});
