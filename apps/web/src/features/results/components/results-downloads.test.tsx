// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../app/test-utils';
import { setToken } from '../../../lib/token-store';
import { ResultsDownloads } from './results-downloads';

beforeEach(() => {
  localStorage.clear();
  setToken('session-token');
  // jsdom has no object URLs
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the results downloads', { timeout: 20000 }, () => {
  it('asks for the chosen format with the session token and saves the file under its name', async () => {
    const fetchMock = mockApi({
      'GET /exportresults': () =>
        new Response('csv text', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': `attachment; filename="House results.csv"; filename*=UTF-8''House%20results.csv`,
          },
        }),
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    render(<ResultsDownloads structureId={21} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }));
    await vi.waitFor(() => expect(clicked).toEqual(['House results.csv']));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/exportResults?structureId=21&format=csv');
    expect(init?.headers).toEqual({ Authorization: 'Bearer session-token' });
  });

  it('offers CSV, Excel and LCAx, and says why a file could not be made', async () => {
    mockApi({
      'GET /exportresults': () =>
        jsonResponse({ code: 'forbidden', message: 'Payment is required.' }, 403),
    });
    render(<ResultsDownloads structureId={21} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'CSV (.csv)',
      'Excel (.xlsx)',
      'LCAx project (.json)',
    ]);
    await userEvent.click(items[2]!);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The LCAx file could not be made: Payment is required.',
    );
  });
});
