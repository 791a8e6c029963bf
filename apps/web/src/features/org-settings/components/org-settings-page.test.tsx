// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orgSettingsMessages } from '@circa/contract/org-settings.schema';
import type { OrgDashboard, OrgSettingsDetails } from '@circa/contract/org-settings.schema';
import { jsonResponse, mockApi, renderRoutes, sentBodies } from '../../../app/test-utils';
import { OrgDashboardPage } from './org-dashboard-page';
import { OrgSettingsPage } from './org-settings-page';

const routes = [
  { path: '/org-settings/:orgId', element: <OrgSettingsPage /> },
  { path: '/org-dashboard/:orgId', element: <OrgDashboardPage /> },
];

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const option = (Id: number, Description: string) => ({ Id, Description, IsDisabled: false });

function settings(overrides: Partial<OrgSettingsDetails> = {}): OrgSettingsDetails {
  return {
    Id: 5,
    SupportEmail: '',
    CustomDevelopmentLabel: 'Estate code',
    CustomDevelopmentLabel2: '',
    CustomLotLabel: '',
    CustomDesignLabel: '',
    LciGroupId: 1,
    LciSourceId: 2,
    ForceDefaultLCIGroup: false,
    ForceDefaultLCISource: false,
    ThermalUnitId: 1,
    MaxCreditsPerLot: 10,
    RequireProjectCreditAllocation: false,
    LciGroups: [option(1, 'Australia')],
    LciSources: [option(2, 'AusLCI')],
    ThermalUnits: [option(1, 'MJ/m2'), option(2, 'kWh/m2')],
    CreditBalance: 80,
    ...overrides,
  };
}

const sw = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;

describe('OrgSettingsPage', { timeout: 20_000 }, () => {
  it('couples the LCI locks, checks each field, and asks before renaming labels', async () => {
    const fetchMock = mockApi({
      'GET /getorgsettingsdetails': () => jsonResponse({ Data: settings() }),
      'GET /getlcigroupsource': () => jsonResponse({ Data: [option(2, 'AusLCI')] }),
      'POST /saveorgsettingsdetails': () =>
        jsonResponse({ Data: settings({ CustomDevelopmentLabel: 'Stage' }) }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, ['/org-settings/5']);
    await screen.findByRole('button', { name: 'SAVE' });

    await user.click(sw('Lock LCI source'));
    expect(sw('Lock LCI source').checked).toBe(true);
    expect(sw('Lock LCI group').checked).toBe(true);
    await user.click(sw('Lock LCI group'));
    expect(sw('Lock LCI source').checked).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Support email' }), 'nope');
    await user.clear(screen.getByRole('textbox', { name: 'Max credits per lot' }));
    await user.type(screen.getByRole('textbox', { name: 'Max credits per lot' }), '-2');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(orgSettingsMessages.supportEmailInvalid)).toBeTruthy();
    expect(screen.getByText(orgSettingsMessages.maxCreditsInvalid)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /saveorgsettingsdetails')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Support email' }));
    await user.clear(screen.getByRole('textbox', { name: 'Max credits per lot' }));
    const label = screen.getByRole('textbox', { name: 'Custom development label' });
    await user.clear(label);
    await user.type(label, 'Stage');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(orgSettingsMessages.labelChangeWarning)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /saveorgsettingsdetails')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /saveorgsettingsdetails')).toEqual([
        expect.objectContaining({
          Id: 5,
          CustomDevelopmentLabel: 'Stage',
          MaxCreditsPerLot: null,
          ForceDefaultLCIGroup: false,
          ForceDefaultLCISource: false,
        }),
      ]),
    );
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
  });

  it('disables the allocation switch without credits', async () => {
    mockApi({
      'GET /getorgsettingsdetails': () => jsonResponse({ Data: settings({ CreditBalance: 0 }) }),
      'GET /getlcigroupsource': () => jsonResponse({ Data: [option(2, 'AusLCI')] }),
    });
    renderRoutes(routes, ['/org-settings/5']);
    await screen.findByRole('button', { name: 'SAVE' });
    expect(sw('Require project credit allocation').disabled).toBe(true);
    expect(screen.getByText('The organisation has no credits.')).toBeTruthy();
  });

  it("shows a member who is not an admin the server's refusal", async () => {
    mockApi({
      'GET /getorgsettingsdetails': () =>
        jsonResponse(
          { code: 'forbidden', message: 'Only an administrator of this organisation can do that.' },
          403,
        ),
    });
    renderRoutes(routes, ['/org-settings/5']);
    expect(
      await screen.findByText('Only an administrator of this organisation can do that.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

function dashboard(overrides: Partial<OrgDashboard> = {}): OrgDashboard {
  return {
    OrgId: 5,
    OrgName: 'Demo Builders',
    Developments: { Active: 2, Archived: 1 },
    Lots: { NotStarted: 1, InProgress: 3, Submitted: 4, Archived: 2 },
    Credits: { Used: 12, OrganisationBalance: 80, AllocatedToDevelopments: 20 },
    Targets: { SubmittedWithTargets: 4, Achieved: 3, Unassessed: 0 },
    Onboarding: null,
    ...overrides,
  };
}

describe('OrgDashboardPage', { timeout: 20_000 }, () => {
  it('shows the portfolio and the onboarding message once', async () => {
    const fetchMock = mockApi({
      'GET /getorgdashboard': () =>
        jsonResponse({
          Data: dashboard({
            Onboarding: {
              Id: 5,
              OnboardingTitle: 'Welcome',
              OnboardingContent: '<p>Read me</p>',
              OnboardingRead: false,
            },
          }),
        }),
      'POST /toggleonboardingstatus': () => jsonResponse({ Data: true }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, ['/org-dashboard/5']);
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Got It!' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Welcome' })).toBeNull());
    expect(sentBodies(fetchMock, 'POST /toggleonboardingstatus')).toEqual([{ orgId: 5 }]);
    expect(
      screen.getByRole('region', { name: 'Submitted lots meeting targets' }).textContent,
    ).toContain('75 %');
    expect(screen.getByRole('region', { name: 'Credits left' }).textContent).toContain('100');
  });

  it('tells a new organisation how to start', async () => {
    mockApi({
      'GET /getorgdashboard': () =>
        jsonResponse({
          Data: dashboard({
            Developments: { Active: 0, Archived: 0 },
            Lots: { NotStarted: 0, InProgress: 0, Submitted: 0, Archived: 0 },
            Credits: { Used: 0, OrganisationBalance: 0, AllocatedToDevelopments: 0 },
            Targets: { SubmittedWithTargets: 0, Achieved: 0, Unassessed: 0 },
          }),
        }),
    });
    renderRoutes(routes, ['/org-dashboard/5']);
    expect(await screen.findByText(/has no developments yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ADD A PROJECT' }).getAttribute('href')).toBe(
      '/new-development/0/5',
    );
    expect(
      screen.getByText('No submitted lot of an active development with targets yet.'),
    ).toBeTruthy();
  });
});
