// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { jsonResponse, mockApi, renderRoutes, testUser } from '../../../app/test-utils';

const profile = {
  ProjectId: 1,
  Name: 'Demo Estate',
  OrgId: 1,
  OrgName: 'Demo Builders',
  ProjectTypeName: 'Development',
  Address: 'Marsden Park NSW 2765',
  ProjectManager: 'Pat Morgan',
  Developer: 'Demo Developments',
  LandArea: 45000,
  Description: '<p>Detached <strong>houses</strong></p><script>alert(1)</script>',
  IsArchived: false,
  IsAdminCoordinator: true,
  Prepaid: true,
  CreditsBalance: 20,
  LotCount: 3,
  CustomFields: [{ Label: 'Stage', Value: 'Two' }],
};

function api(isAdmin: boolean) {
  return mockApi({
    'GET /userprofile': () => jsonResponse({ Data: testUser }),
    'GET /israpidorgadmininanyorg': () => jsonResponse({ Data: false }),
    'GET /unreadmessages': () => jsonResponse({ Data: 0 }),
    'GET /developmentprofile': () =>
      jsonResponse({ Data: { ...profile, IsAdminCoordinator: isAdmin } }),
    'GET /isprojectadmincoordinator': () => jsonResponse({ Data: isAdmin ? 'admin' : 'not' }),
    'GET /projecttargets': () =>
      jsonResponse({ Data: { ProjectTargets: [], IsAdminCoordinator: isAdmin, Prepaid: true } }),
  });
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('jwt', 'token-1');
  document.cookie = 'circa_seen_intro=1; path=/';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DevelopmentPage', () => {
  it('shows the details, custom fields, safe description and targets; admin coordinators get Settings and the project drawer', async () => {
    api(true);
    renderRoutes(routes, ['/development/1']);
    expect(
      await screen.findByRole('heading', { name: 'Demo Estate' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('45,000 m²')).toBeTruthy();
    expect(screen.getByText('Stage')).toBeTruthy();
    expect(screen.getByText('Two')).toBeTruthy();
    expect(screen.getByText('houses').tagName).toBe('STRONG');
    expect(document.querySelector('main script')).toBeNull();
    expect(await screen.findByText('No targets set yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/project-profile/1',
    );
    expect(screen.getByRole('link', { name: 'Lots' }).getAttribute('href')).toBe('/find-lot/1');

    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Project menu' });
    expect(within(drawer).getByRole('link', { name: 'Targets' }).getAttribute('href')).toBe(
      '/project-targets/1',
    );
    for (const [name, href] of [
      ['Baselines', '/project-baselines/1/2'],
      ['Manage Users', '/project-users/1'],
      ['Manage Coordinators', '/project-coordinators/1'],
      ['Reports', '/share/1/2/reports'],
    ]) {
      expect(within(drawer).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('hides Settings and the project drawer from users who are not admin coordinators', async () => {
    api(false);
    renderRoutes(routes, ['/development/1']);
    expect(
      await screen.findByRole('heading', { name: 'Demo Estate' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Project menu' })).toBeNull();
  });
});
