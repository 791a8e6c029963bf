// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SharePermission } from '@circa/contract/enums';
import { lotShareDetails } from '@circa/contract/sharing.routes';
import type { LotShareDetails } from '@circa/contract/sharing.schema';
import { isolateEachTest, mockApi, onRoute, renderRoutes } from '../../../app/test-utils';
import { ShareLinkPage } from './share-link-page';
import { lotShareDetailsAnswer } from './share-test-data';

let details: LotShareDetails;
const routes = [
  { path: '/share/:id/3/share-link', element: <ShareLinkPage /> },
  { path: '/share/:id/3/preview', element: <p>Preview page</p> },
  { path: '/share/:id/3/visibility', element: <p>Visibility page</p> },
];

isolateEachTest();
beforeEach(() => {
  details = lotShareDetailsAnswer({
    SharePermission: SharePermission.Public,
    IsFeature: true,
    SocialMediaLinks: [
      { Name: 'Facebook', ShareableUrl: 'https://www.facebook.com/sharer/sharer.php?u=x' },
      { Name: 'Email', ShareableUrl: 'mailto:?body=x' },
    ],
  });
});
afterEach(() => vi.useRealTimers());

const open = () => {
  mockApi({ ...onRoute(lotShareDetails, () => details) });
  renderRoutes(routes, ['/share/7/3/share-link']);
};

describe('ShareLinkPage', () => {
  it('shows this host plus /feed/{base36 id}, copies it and confirms for 2 seconds', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();
    const field = await screen.findByRole('textbox', { name: 'Shareable link' });
    expect((field as HTMLInputElement).value).toBe(`${window.location.origin}/feed/zz`);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/feed/zz`);
    expect(screen.getByText('Link copied')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Link copied')).toBeNull();
  });

  it("opens a network's share page when public", async () => {
    open();
    const facebook = await screen.findByRole('link', { name: 'Facebook' });
    expect(facebook.getAttribute('href')).toBe(details.SocialMediaLinks[0]!.ShareableUrl);
    expect(facebook.getAttribute('target')).toBe('_blank');
  });

  it('asks to make a private design public first', async () => {
    details.SharePermission = SharePermission.Private;
    open();
    await userEvent.click(await screen.findByRole('link', { name: 'Facebook' }));
    expect(
      await screen.findByRole('dialog', { name: 'Make the design public first' }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Change Visibility' }));
    expect(await screen.findByText('Visibility page')).toBeTruthy();
  });

  it('goes to the preview while the link waits for approval', async () => {
    details.SharePermission = SharePermission.RequestPublic;
    open();
    expect(await screen.findByText(/Waiting for approval/)).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Email' }));
    expect(await screen.findByText('Preview page')).toBeTruthy();
  });
});
