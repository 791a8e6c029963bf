// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@circa/contract/messages';
import {
  CurrentPath,
  jsonResponse,
  mockApi,
  renderRoutes,
  sentBodies,
} from '../../../app/test-utils';
import { CreateLotPage } from './create-lot-page';

const routes = [
  { path: '/create-lot/:projectId/:type', element: <CreateLotPage /> },
  { path: '*', element: <CurrentPath /> },
];

const development = {
  ProjectId: 9,
  Name: 'Demo Estate',
  OrgId: 4,
  OrgName: 'Acme Homes',
  ProjectTypeName: 'Development',
  Address: '1 Main Road, Parkville VIC 3052',
  ProjectManager: 'Pat',
  Developer: 'Acme',
  LandArea: null,
  Description: '',
  IsArchived: false,
  IsAdminCoordinator: true,
  Prepaid: false,
  CreditsBalance: 0,
  LotCount: 3,
  CustomFields: [],
};

const baseline = (Id: number) => ({
  Id,
  Title: `Baseline ${Id}`,
  Description: '',
  ImageUrl: null,
  FunctionTypeName: 'House',
  FeatureUrl: null,
  IsArchived: false,
  IsRapidBaselineDesign: true,
  DisableLink: false,
});

function api(lotLabel: string, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /developmentprofile': () => jsonResponse({ Data: development }),
    'GET /getcustomorgsetting': () =>
      jsonResponse({ Data: { Label: '', Label2: '', LotLabel: lotLabel, DesignLabel: '' } }),
    'POST /lot/create': () => jsonResponse({ Data: 40 }),
    ...extra,
  });
}

const query = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.pathname === path)
    .map((url) => url.search);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CreateLotPage', () => {
  it("creates a lot with 'Create Design' and offers the presets of the development's only baseline", async () => {
    const fetchMock = api('Lot Number', {
      'GET /baselinedesigns': () => jsonResponse({ Data: [baseline(3)] }),
      'GET /presetdesigns': () => jsonResponse({ Data: [{ ...baseline(8), BaselineId: 3 }] }),
    });
    renderRoutes(routes, ['/create-lot/9/Project']);
    const button = await screen.findByRole('button', { name: 'Create Design' });
    expect((screen.getByRole('textbox', { name: 'Project' }) as HTMLInputElement).value).toBe(
      'Demo Estate',
    );
    expect(query(fetchMock, '/api/getCustomOrgSetting')).toEqual(['?orgId=4']);

    // Save waits for an address; leaving the box empty says so
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.blur(screen.getByRole('textbox', { name: /Lot Address/ }));
    expect(await screen.findByText('Please enter lot address')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Lot Address/ }), {
      target: { value: '40 Wattle Street' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Lot Number' }), {
      target: { value: 'L-40' },
    });
    fireEvent.click(button);

    expect(await screen.findByText('At /select-preset/40/3')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /lot/create')).toEqual([
      { projectId: 9, address: '40 Wattle Street', customLotFieldValue: 'L-40', description: '' },
    ]);
    expect(query(fetchMock, '/api/baselinedesigns')).toEqual([
      '?projectId=9&start=0&numberOf=2&onlyApproved=true&baseId=0',
    ]);
    expect(query(fetchMock, '/api/presetdesigns')).toEqual([
      '?projectId=9&start=0&numberOf=1&onlyApproved=false&baseId=3',
    ]);
  });

  it('starts from the only baseline when it has no presets', async () => {
    api('', {
      'GET /baselinedesigns': () => jsonResponse({ Data: [baseline(3)] }),
      'GET /presetdesigns': () => jsonResponse({ Data: [] }),
    });
    renderRoutes(routes, ['/create-lot/9/1']);
    await screen.findByRole('button', { name: 'Create Design' });
    expect(screen.queryByRole('textbox', { name: 'Lot Number' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /Lot Address/ }), {
      target: { value: '40 Wattle Street' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Design' }));
    expect(await screen.findByText('At /lot/40/3/0')).toBeTruthy();
  });

  it('goes to the chooser with several baselines and to the notice without any', async () => {
    api('', { 'GET /baselinedesigns': () => jsonResponse({ Data: [baseline(3), baseline(4)] }) });
    const first = renderRoutes(routes, ['/create-lot/9/Project']);
    fireEvent.change(await screen.findByRole('textbox', { name: /Lot Address/ }), {
      target: { value: '40 Wattle Street' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Design' }));
    expect(await screen.findByText('At /baseline-preset/40')).toBeTruthy();
    first.unmount();

    api('', { 'GET /baselinedesigns': () => jsonResponse({ Data: [] }) });
    renderRoutes(routes, ['/create-lot/9/Project']);
    fireEvent.change(await screen.findByRole('textbox', { name: /Lot Address/ }), {
      target: { value: '41 Wattle Street' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Design' }));
    expect(await screen.findByText('At /no-available-baseline/40/')).toBeTruthy();
  });

  it("shows 'An unexpected error has occurred' when creation fails and keeps the form", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api('', {
      'POST /lot/create': () => jsonResponse({ code: 'forbidden', message: 'Not allowed' }, 403),
    });
    renderRoutes(routes, ['/create-lot/9/Project']);
    fireEvent.change(await screen.findByRole('textbox', { name: /Lot Address/ }), {
      target: { value: '40 Wattle Street' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Design' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${messages.unexpectedError}Not allowed`,
    );
    expect((screen.getByRole('textbox', { name: /Lot Address/ }) as HTMLInputElement).value).toBe(
      '40 Wattle Street',
    );
  });
});
