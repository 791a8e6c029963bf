// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CurrentPath,
  jsonResponse,
  mockApi,
  renderRoutes,
  sentBodies,
} from '../../../app/test-utils';
import { resultsData, summaryData, targetsData } from './submission-test-data';
import { SubmitPage } from './submit-page';

const routes = [
  { path: '/design-results/:structureId/submit', element: <SubmitPage /> },
  { path: '*', element: <CurrentPath /> },
];

function api(summary = summaryData(), extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /submit/design-summary': () => jsonResponse({ Data: summary }),
    'GET /projecttargetsbystruct': () => jsonResponse({ Data: targetsData }),
    'GET /results': () => jsonResponse({ Data: resultsData(35) }),
    ...extra,
  });
}

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillIn() {
  await choose(/model purpose/i, 'Planning Approval');
  await choose(/design phase/i, 'Developed Design');
  for (const box of screen.getAllByRole('checkbox')) await userEvent.click(box);
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the submit screen', { timeout: 20000 }, () => {
  it('keeps Submit disabled while the targets load', async () => {
    api(summaryData(), { 'GET /results': () => new Promise<Response>(() => undefined) });
    renderRoutes(routes, ['/design-results/21/submit']);
    expect(await screen.findByText('Banksia Single Storey')).toBeTruthy();
    expect(screen.getByLabelText(/targets achieved/i)).toHaveProperty('value', 'Loading');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
  });

  it('says what is missing when Submit is pressed too early, and sends nothing', async () => {
    const fetchMock = api();
    renderRoutes(routes, ['/design-results/21/submit']);
    await waitFor(() =>
      expect(screen.getByLabelText(/targets achieved/i)).toHaveProperty('value', 'Yes'),
    );
    expect(screen.queryByText('Please select model purpose.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please select model purpose.')).toBeTruthy();
    expect(screen.getByText('Please select design phase.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'Upload the required documents: Architectural Plans',
    );
    for (const box of screen.getAllByRole('checkbox'))
      expect(box.getAttribute('aria-invalid')).toBe('true');
    await fillIn();
    expect(screen.queryByText('Please select model purpose.')).toBeNull();
    expect(screen.queryByText('Please select design phase.')).toBeNull();
    for (const box of screen.getAllByRole('checkbox'))
      expect(box.getAttribute('aria-invalid')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toContain('Upload the required documents');
    expect(sentBodies(fetchMock, 'POST /submit-design')).toEqual([]);
  });

  it('asks for a model purpose when its select is closed without a choice', async () => {
    api();
    renderRoutes(routes, ['/design-results/21/submit']);
    await waitFor(() =>
      expect(screen.getByLabelText(/targets achieved/i)).toHaveProperty('value', 'Yes'),
    );
    await userEvent.click(screen.getByRole('combobox', { name: /model purpose/i }));
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Please select model purpose.')).toBeTruthy();
    expect(screen.queryByText('Please select design phase.')).toBeNull();
  });

  it('submits and says so; Continue goes to the results', async () => {
    const fetchMock = api(
      summaryData({
        DesignReferences: [{ RefTypeId: 1, DesignRefId: 4, DesignRefName: 'plans.pdf' }],
      }),
      { 'POST /submit-design': () => jsonResponse({ Data: true }) },
    );
    renderRoutes(routes, ['/design-results/21/submit']);
    expect(await screen.findByText('plans.pdf')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText(/targets achieved/i)).toHaveProperty('value', 'Yes'),
    );
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    expect(within(dialog).getByText('Your design has been successfully submitted.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /submit-design')).toEqual([
      { structureId: 21, designPurposeId: 1, designPhaseId: 2 },
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('At /design-results/21')).toBeTruthy();
  });

  it("shows a refusal's HTML in 'Error Encountered', without running any of it", async () => {
    api(
      summaryData({
        DesignReferences: [{ RefTypeId: 1, DesignRefId: 4, DesignRefName: 'plans.pdf' }],
      }),
      {
        'POST /submit-design': () =>
          jsonResponse(
            {
              code: 'validation_failed',
              message:
                '<p>Upload these first:</p><ul><li>Plans</li></ul><img src=x onerror="alert(1)"><script>alert(2)</script>',
            },
            400,
          ),
      },
    );
    renderRoutes(routes, ['/design-results/21/submit']);
    await waitFor(() =>
      expect(screen.getByLabelText(/targets achieved/i)).toHaveProperty('value', 'Yes'),
    );
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error Encountered' });
    expect(within(dialog).getByText('Upload these first:').tagName).toBe('P');
    expect(within(dialog).getByText('Plans').tagName).toBe('LI');
    expect(dialog.querySelector('img, script, [onerror]')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows No when a target is not achieved', async () => {
    api(summaryData(), { 'GET /results': () => jsonResponse({ Data: resultsData(5) }) });
    renderRoutes(routes, ['/design-results/21/submit']);
    await waitFor(() =>
      expect(screen.getByLabelText(/targets achieved/i)).toHaveProperty('value', 'No'),
    );
  });

  it("puts a row in an Error state with the server's message; a click clears it", async () => {
    api(summaryData(), {
      'POST /submit/upload-design-ref': () =>
        new Response(
          JSON.stringify({
            code: 'unsupported_media_type',
            message: 'Upload a PDF, an image or a CAD file.',
          }),
          {
            status: 415,
            statusText: 'Unsupported Media Type',
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    });
    renderRoutes(routes, ['/design-results/21/submit']);
    const input = await screen.findByLabelText('Upload Architectural Plans');
    await userEvent.upload(
      input as HTMLInputElement,
      new File(['MZ'], 'plans.pdf', { type: 'application/pdf' }),
    );
    const chip = await screen.findByText('Error: Upload a PDF, an image or a CAD file.');
    await userEvent.click(chip);
    await waitFor(() =>
      expect(screen.queryByText('Error: Upload a PDF, an image or a CAD file.')).toBeNull(),
    );
  });

  it('opens the credit dialog when the lot is not paid', async () => {
    api(summaryData({ PaymentRequired: true }));
    renderRoutes(routes, ['/design-results/21/submit']);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('is read-only once submitted', async () => {
    api(
      summaryData({
        IsSubmitted: true,
        DesignPurposeId: 1,
        DesignPhaseId: 2,
        DesignPurposeName: 'Planning Approval',
        DesignPhaseName: 'Developed Design',
        DesignReferences: [{ RefTypeId: 1, DesignRefId: 4, DesignRefName: 'plans.pdf' }],
      }),
    );
    renderRoutes(routes, ['/design-results/21/submit']);
    expect(await screen.findByText(/This design is submitted/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Re-design' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download Architectural Plans' })).toBeTruthy();
  });
});
