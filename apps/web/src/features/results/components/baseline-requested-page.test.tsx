// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CurrentPath,
  jsonResponse,
  mockApi,
  renderRoutes,
  sentBodies,
} from '../../../app/test-utils';
import { useRequestBaseline } from '../hooks/use-request-baseline';
import { BaselineRequestedPage } from './baseline-requested-page';

function RequestButton() {
  const request = useRequestBaseline(21);
  return (
    <button type="button" onClick={() => request.request('help@example.com')}>
      Request Baseline
    </button>
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('requesting a baseline', { timeout: 20000 }, () => {
  it('sends the request, shows Baseline Requested, and goes back to the results', async () => {
    const fetchMock = mockApi({
      'POST /sendbaselinerequestedemail': () =>
        jsonResponse({ Data: { OrgName: 'Demo Builders' } }),
    });
    renderRoutes(
      [
        { path: '/design-results/21', element: <RequestButton /> },
        { path: '/baseline-requested/:structureId', element: <BaselineRequestedPage /> },
        { path: '*', element: <CurrentPath /> },
      ],
      ['/design-results/21'],
    );
    await userEvent.click(screen.getByRole('button', { name: 'Request Baseline' }));
    expect(await screen.findByText(/submitted to the project's administration team/)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /sendbaselinerequestedemail')).toEqual([
      { structureId: 21, supportEmail: 'help@example.com' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Back To Results' }));
    expect(await screen.findByRole('button', { name: 'Request Baseline' })).toBeTruthy();
  });
});
