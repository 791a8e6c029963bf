// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOrganisationMessages } from '@circa/contract/create-organisation.schema';
import { jsonResponse, mockApi, renderRoutes, sentBodies } from '../../../app/test-utils';
import { CreateOrganisationPage } from './create-organisation-page';

const routes = [
  { path: '/create-organisation', element: <CreateOrganisationPage /> },
  { path: '/new-development/:id/:orgId', element: <p>New development form</p> },
  { path: '/', element: <p>Home page</p> },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CreateOrganisationPage', { timeout: 30_000 }, () => {
  it('checks the name first, then creates the organisation and opens its first development', async () => {
    const fetchMock = mockApi({
      'GET /rapidorganisation': () => jsonResponse({ Data: [] }),
      'POST /createorganisation': () =>
        jsonResponse({
          Data: { Id: 9, Title: 'Nova Homes', Description: '', ImageUrl: null, TrialCredits: 3 },
        }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(routes, ['/create-organisation']);
    await user.click(await screen.findByRole('button', { name: 'Create Organisation' }));
    expect(await screen.findByText(createOrganisationMessages.nameRequired)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /createorganisation')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Organisation Name/ }), 'Nova Homes');
    await user.type(screen.getByRole('textbox', { name: /^Organisation Address/ }), '1 Nova St');
    await user.click(screen.getByRole('button', { name: 'Create Organisation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-development/0/9'));
    expect(sentBodies(fetchMock, 'POST /createorganisation')).toEqual([
      { Name: 'Nova Homes', Address: '1 Nova St', SupportEmail: '' },
    ]);
  });

  it("shows the server's refusal under the name", async () => {
    mockApi({
      'GET /rapidorganisation': () => jsonResponse({ Data: [] }),
      'POST /createorganisation': () =>
        jsonResponse(
          {
            code: 'validation_failed',
            message: createOrganisationMessages.nameTaken,
            details: [{ path: ['Name'], message: createOrganisationMessages.nameTaken }],
          },
          400,
        ),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, ['/create-organisation']);
    await user.type(
      await screen.findByRole('textbox', { name: /^Organisation Name/ }),
      'Demo Builders',
    );
    await user.click(screen.getByRole('button', { name: 'Create Organisation' }));
    expect(await screen.findByText(createOrganisationMessages.nameTaken)).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: /^Organisation Name/ }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('tells a member of an organisation where to go instead', async () => {
    mockApi({
      'GET /rapidorganisation': () =>
        jsonResponse({
          Data: [{ Id: 1, Title: 'Demo Builders', Description: '', ImageUrl: null }],
        }),
    });
    renderRoutes(routes, ['/create-organisation']);
    expect(await screen.findByText(/You already belong to Demo Builders/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Organisation' })).toBeNull();
  });
});
