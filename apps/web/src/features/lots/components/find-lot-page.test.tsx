// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LotSummary } from '@circa/contract/lots.schema';
import { jsonResponse, mockApi, renderRoutes, sentBodies } from '../../../app/test-utils';
import { FindLotPage } from './find-lot-page';

const routes = [
  { path: '/find-lot/:projectId', element: <FindLotPage /> },
  { path: '*', element: <p>Elsewhere</p> },
];

const lot = (changes: Partial<LotSummary>): LotSummary => ({
  StructureId: 1,
  Name: 'Lot 1',
  IsBuilt: false,
  IsLocked: false,
  IsArchived: false,
  BaselineDesigns: [5],
  ...changes,
});

function lotsAnswer(changes: Record<string, unknown> = {}) {
  return {
    LotSummaries: [
      lot({ StructureId: 11, Name: 'Lot 11', IsBuilt: true }),
      lot({ StructureId: 12, Name: 'Lot 12', IsLocked: true }),
      lot({ StructureId: 13, Name: 'Lot 13', BaselineDesigns: [5, 6] }),
      lot({ StructureId: 14, Name: 'Lot 14', IsArchived: true, BaselineDesigns: [] }),
      lot({ StructureId: 15, Name: 'Lot 15', BaselineDesigns: [5] }),
    ],
    IsAdmin: false,
    IsPreconfigured: false,
    IsPrepaid: true,
    OrgName: 'Acme Homes',
    ProjectName: 'Demo Estate',
    BaselinesWithApprovedPresets: [5],
    ...changes,
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FindLotPage', () => {
  it("shows the lots with each one's target, an allocated lot in grey and archived lots with an icon", async () => {
    const fetchMock = mockApi({ 'GET /lots': () => jsonResponse({ Data: lotsAnswer() }) });
    renderRoutes(routes, ['/find-lot/9']);
    const list = await screen.findByRole('list', { name: 'Lots' });
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x').search).toBe(
      '?projectId=9&showArchivedLots=false',
    );
    expect(
      within(list)
        .getByRole('link', { name: /Lot 11/ })
        .getAttribute('href'),
    ).toBe('/lot/11/');
    expect(
      within(list)
        .getByRole('link', { name: /Lot 13/ })
        .getAttribute('href'),
    ).toBe('/baseline-preset/13');
    expect(
      within(list)
        .getByRole('link', { name: /Lot 14/ })
        .getAttribute('href'),
    ).toBe('/no-available-baseline/14/');
    expect(
      within(list)
        .getByRole('link', { name: /Lot 15/ })
        .getAttribute('href'),
    ).toBe('/select-preset/15/5');
    const allocated = within(list).getByText('Lot 12 - Allocated');
    // Grey (text.secondary) against the usual text colour.
    expect(getComputedStyle(allocated).color).toBe('rgba(0, 0, 0, 0.6)');
    expect(getComputedStyle(within(list).getByText('Lot 11')).color).toBe('rgba(0, 0, 0, 0.87)');
    expect(within(list).queryByRole('link', { name: /Lot 12/ })).toBeNull();
    expect(
      within(within(list).getByRole('link', { name: /Lot 14/ })).getByRole('img', {
        name: 'Archived',
      }),
    ).toBeTruthy();
    expect(
      within(within(list).getByRole('link', { name: /Lot 15/ })).queryByRole('img', {
        name: 'Archived',
      }),
    ).toBeNull();
  });

  it('asks for access to an allocated lot (Read Only by default) and names the organisation notified', async () => {
    const fetchMock = mockApi({
      'GET /lots': () => jsonResponse({ Data: lotsAnswer() }),
      'POST /sendlotrequestedemail': () =>
        jsonResponse({ Data: { OrgName: 'Acme Homes Pty Ltd' } }),
    });
    renderRoutes(routes, ['/find-lot/9']);
    fireEvent.click(await screen.findByText('Lot 12 - Allocated'));
    const dialog = await screen.findByRole('dialog', { name: 'Request Access' });
    const options = within(dialog).getAllByRole('radio') as HTMLInputElement[];
    expect(options.map((o) => o.labels?.[0]?.textContent ?? '')).toEqual([
      'Lead',
      'Collaborator',
      'Read Only',
    ]);
    expect(
      (within(dialog).getByRole('radio', { name: 'Read Only' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Collaborator' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request Access' }));

    const sent = await screen.findByRole('dialog', { name: 'Notification Sent' });
    expect(
      within(sent).getByText(
        'The email has been sent to notify Acme Homes Pty Ltd regarding the availability of your lot.',
      ),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /sendlotrequestedemail')).toEqual([
      { structureId: 12, accessLevel: 2 },
    ]);
  });

  it('keeps the request open with the message when it fails', async () => {
    mockApi({
      'GET /lots': () => jsonResponse({ Data: lotsAnswer() }),
      'POST /sendlotrequestedemail': () =>
        jsonResponse({ code: 'not_found', message: 'The lot was not found.' }, 404),
    });
    renderRoutes(routes, ['/find-lot/9']);
    fireEvent.click(await screen.findByText('Lot 12 - Allocated'));
    const dialog = await screen.findByRole('dialog', { name: 'Request Access' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request Access' }));
    expect(await within(dialog).findByText('The lot was not found.')).toBeTruthy();
  });

  it("lets other users say their lot isn't listed", async () => {
    const fetchMock = mockApi({
      'GET /lots': () => jsonResponse({ Data: lotsAnswer() }),
      'POST /sendlotinformationemail': () => jsonResponse({ Data: true }),
    });
    renderRoutes(routes, ['/find-lot/9']);
    expect(await screen.findByRole('button', { name: "MY LOT ISN'T LISTED" })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'CREATE A LOT' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'LOT UPLOAD' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "MY LOT ISN'T LISTED" }));
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByRole('textbox', {
      name: /Lot information/,
    }) as HTMLTextAreaElement;
    expect(box.rows).toBe(12);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please enter lot information.')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'Lot 27, 4 Wattle Street' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(/Your lot information has been sent to Acme Homes/),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /sendlotinformationemail')).toEqual([
      { ProjectId: 9, LotInformation: 'Lot 27, 4 Wattle Street' },
    ]);
  });

  it('gives admin coordinators LOT UPLOAD (prepaid only) and CREATE A LOT (unless preconfigured)', async () => {
    mockApi({ 'GET /lots': () => jsonResponse({ Data: lotsAnswer({ IsAdmin: true }) }) });
    const view = renderRoutes(routes, ['/find-lot/9']);
    expect((await screen.findByRole('link', { name: 'CREATE A LOT' })).getAttribute('href')).toBe(
      '/create-lot/9/Project',
    );
    expect(screen.getByRole('link', { name: 'LOT UPLOAD' }).getAttribute('href')).toBe(
      '/lot-upload/9',
    );
    expect(screen.queryByRole('button', { name: "MY LOT ISN'T LISTED" })).toBeNull();
    view.unmount();

    mockApi({
      'GET /lots': () =>
        jsonResponse({
          Data: lotsAnswer({ IsAdmin: true, IsPrepaid: false, IsPreconfigured: true }),
        }),
    });
    renderRoutes(routes, ['/find-lot/9']);
    await screen.findByRole('list', { name: 'Lots' });
    expect(screen.queryByRole('link', { name: 'CREATE A LOT' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'LOT UPLOAD' })).toBeNull();
  });

  it('searches by name, shows No results, and asks for archived lots with the switch', async () => {
    const fetchMock = mockApi({ 'GET /lots': () => jsonResponse({ Data: lotsAnswer() }) });
    renderRoutes(routes, ['/find-lot/9']);
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search lots' }), {
      target: { value: 'lot 1' },
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search lots' }), {
      target: { value: '13' },
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search lots' }), {
      target: { value: 'zzz' },
    });
    expect(screen.getByText('No results')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Archived' }));
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url).includes('showArchivedLots=true')),
      ).toBe(true),
    );
  });
});
