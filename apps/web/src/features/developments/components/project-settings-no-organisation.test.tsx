// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@circa/contract/messages';
import { jsonResponse, mockApi, renderRoutes } from '../../../app/test-utils';
import { ProjectSettingsPage } from './project-settings-page';
import { settingsData } from './settings-test-data';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('New development for someone in no organisation', () => {
  it("says 'NOT PART OF ANY ORGANISATIONS', why, and offers Create an organisation instead of the form", async () => {
    mockApi({
      'GET /newdevelopment': () =>
        jsonResponse({ Data: { ...settingsData(), Organisations: [], OrganisationId: null } }),
    });
    renderRoutes(
      [{ path: '/new-development/:id/:orgId', element: <ProjectSettingsPage /> }],
      ['/new-development/0/0'],
    );
    expect(await screen.findByText(messages.noOrganisations)).toBeTruthy();
    expect(screen.getByText(/A development belongs to an organisation/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an organisation' }).getAttribute('href')).toBe(
      '/create-organisation',
    );
    expect(screen.queryByRole('textbox', { name: /^Project name/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'SAVE AND SET TARGETS' })).toBeNull();
  });
});
