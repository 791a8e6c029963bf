import { describe, expect, it } from 'vitest';
import { activeTab } from './bottom-nav';

const items = [{ to: '/' }, { to: '/project-builds' }, { to: '/inbox' }, { to: '/profile' }];

describe('activeTab', () => {
  it('marks the tab of the first path segment; /builds belongs to Builds', () => {
    expect(activeTab('/', items)).toBe('/');
    expect(activeTab('/project-builds', items)).toBe('/project-builds');
    expect(activeTab('/builds', items)).toBe('/project-builds');
    expect(activeTab('/profile', items)).toBe('/profile');
    expect(activeTab('/find-lot/3', items)).toBe(false);
  });

  it("marks Organisation on an organisation's projects and project upload", () => {
    const withOrganisation = [...items, { to: '/organisation' }];
    expect(activeTab('/organisation', withOrganisation)).toBe('/organisation');
    expect(activeTab('/org-projects/3', withOrganisation)).toBe('/organisation');
    expect(activeTab('/project-upload/3', withOrganisation)).toBe('/organisation');
    expect(activeTab('/org-projects/3', items)).toBe(false);
  });

  it('marks Messages on the inbox, the archive and the sent list', () => {
    for (const path of ['/inbox', '/archive', '/sent'])
      expect(activeTab(path, items)).toBe('/inbox');
  });
});
