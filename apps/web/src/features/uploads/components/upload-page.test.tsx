// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { jsonResponse, mockApi, renderRoutes } from '../../../app/test-utils';
import { uploadErrorText } from '../api/uploads-api';
import { UploadPage } from './upload-page';

const routes = [
  { path: '/project-upload/:id', element: <UploadPage kind="project" /> },
  { path: '/lot-upload/:id', element: <UploadPage kind="lot" /> },
  { path: '/org-projects/:orgId', element: <p>Org projects</p> },
  { path: '/find-lot/:projectId', element: <p>Lots</p> },
];

/** The up-front access check, answered yes. */
const allowed = { 'GET /uploadaccess': () => jsonResponse({ Data: { CanUpload: true } }) };
const uploadCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([input]) => !String(input).includes('/uploadAccess'));

const csv = () => new File(['Project Name\nA\n'], 'projects.csv', { type: 'text/csv' });
const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
const uploadButton = () => screen.getByRole('button', { name: 'UPLOAD' }) as HTMLButtonElement;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('UploadPage', () => {
  it('offers the templates, enables UPLOAD once a file is chosen, sends orgId then the file, and shows the success', async () => {
    const fetchMock = mockApi({
      ...allowed,
      'POST /upload-project-file': () =>
        jsonResponse({
          Data: {
            SuccessMessage: '2 projects were created.',
            ErrorMessage: '',
            Problems: [],
            CreatedIds: [4, 5],
          },
        }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(routes, ['/project-upload/3']);
    expect((await screen.findByRole('link', { name: 'Template (CSV)' })).getAttribute('href')).toBe(
      '/api/upload-templates/project.csv',
    );
    expect(screen.getByRole('link', { name: 'Template (XLSX)' }).getAttribute('href')).toBe(
      '/api/upload-templates/project.xlsx',
    );
    expect(fileInput().accept).toContain('.csv');
    expect(fileInput().accept).toContain('.xlsx');
    expect(uploadButton().disabled).toBe(true);

    await user.upload(fileInput(), csv());
    expect(screen.getByText(/projects\.csv/)).toBeTruthy();
    expect(uploadButton().disabled).toBe(false);
    await user.click(uploadButton());

    const dialog = await screen.findByRole('dialog', { name: 'Upload complete' });
    expect(within(dialog).getByText('2 projects were created.')).toBeTruthy();
    const body = uploadCalls(fetchMock)[0]?.[1]?.body as FormData;
    expect([...body.keys()]).toEqual(['orgId', 'file']);
    expect(body.get('orgId')).toBe('3');
    expect((body.get('file') as File).name).toBe('projects.csv');

    await user.click(within(dialog).getByRole('link', { name: 'See Project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/org-projects/3'));
  });

  it('lists every problem row when nothing was imported, and Upload Another File starts again', async () => {
    mockApi({
      ...allowed,
      'POST /upload-lot-file': () =>
        jsonResponse({
          Data: {
            SuccessMessage: '',
            ErrorMessage: '2 rows have problems; nothing was imported.',
            Problems: [
              { Line: 3, Reason: 'Lot Name is empty' },
              { Line: 7, Reason: 'Address: write the address as "street, Suburb STATE 0000"' },
            ],
            CreatedIds: [],
          },
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, ['/lot-upload/9']);
    expect((await screen.findByRole('link', { name: 'Template (CSV)' })).getAttribute('href')).toBe(
      '/api/upload-templates/lot.csv',
    );
    await user.upload(fileInput(), new File(['x'], 'lots.xlsx'));
    await user.click(uploadButton());
    const dialog = await screen.findByRole('dialog', { name: 'Upload failed' });
    expect(within(dialog).getByText('2 rows have problems; nothing was imported.')).toBeTruthy();
    const rows = within(
      within(dialog).getByRole('list', { name: 'Problems in the file' }),
    ).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Line 3: Lot Name is empty',
      'Line 7: Address: write the address as "street, Suburb STATE 0000"',
    ]);
    expect(within(dialog).queryByRole('link', { name: 'See Lot' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Upload Another File' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('No file chosen')).toBeTruthy();
    expect(uploadButton().disabled).toBe(true);
  });

  it('shows the HTTP status text of a refused upload, with the server explanation', async () => {
    mockApi({
      ...allowed,
      'POST /upload-project-file': () =>
        new Response(
          JSON.stringify({ code: 'payload_too_large', message: 'The file is larger than 5 MB.' }),
          {
            status: 413,
            statusText: 'Payload Too Large',
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, ['/project-upload/3']);
    await screen.findByRole('button', { name: 'UPLOAD' });
    await user.upload(fileInput(), csv());
    await user.click(uploadButton());
    const dialog = await screen.findByRole('dialog', { name: 'Upload failed' });
    expect(within(dialog).getByText('Payload Too Large')).toBeTruthy();
    expect(within(dialog).getByText('The file is larger than 5 MB.')).toBeTruthy();
  });

  it('refuses other file types before sending', async () => {
    const fetchMock = mockApi(allowed);
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderRoutes(routes, ['/project-upload/3']);
    await screen.findByRole('button', { name: 'UPLOAD' });
    await user.upload(fileInput(), new File(['x'], 'plan.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Please choose a CSV or XLSX (Excel) file.')).toBeTruthy();
    expect(uploadButton().disabled).toBe(true);
    expect(uploadCalls(fetchMock)).toEqual([]);
  });

  it('CANCEL returns to the lot list', async () => {
    mockApi(allowed);
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(routes, ['/lot-upload/9']);
    await user.click(await screen.findByRole('button', { name: 'CANCEL' }));
    expect(router.state.location.pathname).toBe('/find-lot/9');
  });

  it('tells someone who may not upload why, up front, with no form to fill', async () => {
    const fetchMock = mockApi({
      'GET /uploadaccess': () =>
        new Response(
          JSON.stringify({
            code: 'forbidden',
            message: 'Only an admin coordinator of this development can upload lots.',
          }),
          { status: 403, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(routes, ['/lot-upload/9']);
    expect(
      await screen.findByText('Only an admin coordinator of this development can upload lots.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'UPLOAD' })).toBeNull();
    expect(fileInput()).toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/uploadAccess?kind=lot&id=9');
    await user.click(screen.getByRole('link', { name: 'Back to the lots' }));
    expect(router.state.location.pathname).toBe('/find-lot/9');
  });

  it('shows the not-found page for a development the person cannot see', async () => {
    mockApi({
      'GET /uploadaccess': () =>
        new Response(JSON.stringify({ code: 'not_found', message: 'Not found.' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    renderRoutes(routes, ['/project-upload/3']);
    expect(await screen.findByText(/404/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'UPLOAD' })).toBeNull();
  });
});

describe('uploadErrorText', () => {
  it('is the status text, else Code {status}, else Unexpected Error', () => {
    expect(
      uploadErrorText(
        new ApiError({
          status: 415,
          code: 'unsupported_media_type',
          message: 'x',
          statusText: 'Unsupported Media Type',
        }),
      ),
    ).toBe('Unsupported Media Type');
    expect(uploadErrorText(new ApiError({ status: 502, code: 'internal', message: 'x' }))).toBe(
      'Code 502',
    );
    expect(uploadErrorText(new ApiError({ status: 0, code: 'network', message: 'offline' }))).toBe(
      'Unexpected Error',
    );
    expect(uploadErrorText(new Error('boom'))).toBe('Unexpected Error');
  });
});
