// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SharePermission } from '@circa/contract/enums';
import { lotShareDetails } from '@circa/contract/sharing.routes';
import type { LotShareDetails } from '@circa/contract/sharing.schema';
import { isolateEachTest, mockApi, onRoute, renderRoutes } from '../../../app/test-utils';
import { LotShareMenuPage } from './lot-share-menu-page';
import { lotShareDetailsAnswer } from './share-test-data';

let details: LotShareDetails;
isolateEachTest();
beforeEach(() => {
  details = lotShareDetailsAnswer();
});

const menuLinks = async () => {
  mockApi({ ...onRoute(lotShareDetails, () => details) });
  renderRoutes([{ path: '/share/:id/3', element: <LotShareMenuPage /> }], ['/share/7/3']);
  const menu = await screen.findByRole('list', { name: 'Share' });
  return within(menu)
    .getAllByRole('link')
    .map((l) => [l.textContent, l.getAttribute('href')]);
};

describe('LotShareMenuPage', () => {
  it('offers to create the link, preview, invite others, send a report and go back to the results', async () => {
    expect(await menuLinks()).toEqual([
      ['Create Shareable LinkChoose who may see the design', '/share/7/3/visibility'],
      ['PreviewWhat the public will see', '/share/7/3/preview'],
      ['Invite OthersCollaborators on this lot', '/lot-collaborators/7/3'],
      ['Send Report', '/share/7/3/reports'],
      ['BackResults', '/design-results/7'],
    ]);
  });

  it('once a link exists: edit it and open it; a read-only collaborator only opens it', async () => {
    details.SharePermission = SharePermission.Private;
    const links = (await menuLinks()).map(([, href]) => href);
    expect(links.slice(0, 2)).toEqual(['/share/7/3/visibility', '/share/7/3/share-link']);
    cleanup();
    details.CanEdit = false;
    expect((await menuLinks()).map(([, href]) => href)).not.toContain('/share/7/3/visibility');
  });
});
