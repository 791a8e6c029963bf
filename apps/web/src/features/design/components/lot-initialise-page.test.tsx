// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CurrentPath,
  jsonResponse,
  mockApi,
  renderRoutes,
  sentBodies,
} from '../../../app/test-utils';
import { testDesign } from '../../../testing/design-test-data';
import { LotInitialisePage } from './lot-initialise-page';

const routes = [
  { path: '/lot/:structureId', element: <LotInitialisePage /> },
  { path: '/lot/:structureId/:baseId/:presetId', element: <LotInitialisePage /> },
  { path: '*', element: <CurrentPath /> },
];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LotInitialisePage', () => {
  it('builds a new lot from the chosen baseline and preset, then shows Design Details', async () => {
    let isBuilt = false;
    const fetchMock = mockApi({
      'GET /lot/isinitialised': () => jsonResponse({ Data: isBuilt }),
      'POST /lot/buildlot': () => {
        isBuilt = true;
        return jsonResponse({ Data: { DesignId: 77 } });
      },
      'GET /lot': () => jsonResponse({ Data: testDesign() }),
    });
    renderRoutes(routes, ['/lot/21/4/8']);
    expect(await screen.findByRole('heading', { name: 'Enter Design Info' })).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /lot/buildlot')).toEqual([
      { structureId: 21, baseStructureId: 4, presetStructureId: 8 },
    ]);
  });

  it('shows Design Details of a lot that already has a design without building again', async () => {
    const fetchMock = mockApi({
      'GET /lot/isinitialised': () => jsonResponse({ Data: true }),
      'GET /lot': () => jsonResponse({ Data: testDesign() }),
    });
    renderRoutes(routes, ['/lot/21/']);
    expect(await screen.findByRole('heading', { name: 'Enter Design Info' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Design Name' }) as HTMLInputElement).value).toBe(
      'Lot 101 design',
    );
    expect(sentBodies(fetchMock, 'POST /lot/buildlot')).toEqual([]);
  });

  it('sends a lot without a design and without a baseline to the chooser', async () => {
    mockApi({ 'GET /lot/isinitialised': () => jsonResponse({ Data: false }) });
    renderRoutes(routes, ['/lot/21']);
    expect(await screen.findByText('At /baseline-preset/21')).toBeTruthy();
  });

  it('shows a failed build with Retry', async () => {
    mockApi({
      'GET /lot/isinitialised': () => jsonResponse({ Data: false }),
      'POST /lot/buildlot': () =>
        jsonResponse(
          {
            code: 'validation_failed',
            message: 'The baseline is not enabled in this development.',
          },
          400,
        ),
    });
    renderRoutes(routes, ['/lot/21/4/0']);
    expect(
      await screen.findByText('The baseline is not enabled in this development.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
