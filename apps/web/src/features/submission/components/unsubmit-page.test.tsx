// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentPath, jsonResponse, mockApi, renderRoutes } from '../../../app/test-utils';
import { summaryData } from './submission-test-data';
import { UnsubmitPage } from './unsubmit-page';

const routes = [
  { path: '/design-results/:structureId/unsubmit', element: <UnsubmitPage /> },
  { path: '*', element: <CurrentPath /> },
];

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the unsubmit screen', { timeout: 20000 }, () => {
  it('enables Unsubmit once every box is ticked, then says so', async () => {
    mockApi({
      'GET /submit/design-summary': () =>
        jsonResponse({ Data: summaryData({ IsSubmitted: true }) }),
      'POST /unsubmit-design': () => jsonResponse({ Data: true }),
    });
    renderRoutes(routes, ['/design-results/21/unsubmit']);
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    const unsubmit = screen.getByRole('button', { name: 'Unsubmit' });
    await userEvent.click(boxes[0]!);
    expect(unsubmit).toHaveProperty('disabled', true);
    await userEvent.click(boxes[1]!);
    expect(unsubmit).toHaveProperty('disabled', false);
    await userEvent.click(unsubmit);
    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    expect(within(dialog).getByText('Your design has been successfully unsubmitted.')).toBeTruthy();
  });

  it('asks for the baseline acknowledgement too when the design is a baseline', async () => {
    mockApi({
      'GET /submit/design-summary': () =>
        jsonResponse({ Data: summaryData({ IsSubmitted: true, IsBaseline: true }) }),
    });
    renderRoutes(routes, ['/design-results/21/unsubmit']);
    expect(await screen.findAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByLabelText(/this design is a baseline/)).toBeTruthy();
  });

  it('shows the status text of a failure', async () => {
    mockApi({
      'GET /submit/design-summary': () =>
        jsonResponse({ Data: summaryData({ IsSubmitted: true }) }),
      'POST /unsubmit-design': () =>
        new Response(
          JSON.stringify({ code: 'conflict', message: 'This design is not submitted.' }),
          {
            status: 409,
            statusText: 'Conflict',
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    });
    renderRoutes(routes, ['/design-results/21/unsubmit']);
    for (const box of await screen.findAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubmit' }));
    expect(await screen.findByText('Conflict')).toBeTruthy();
  });

  it('Cancel goes to the lot', async () => {
    mockApi({
      'GET /submit/design-summary': () =>
        jsonResponse({ Data: summaryData({ IsSubmitted: true }) }),
    });
    renderRoutes(routes, ['/design-results/21/unsubmit']);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('At /lot/21')).toBeTruthy();
  });
});
