import { describe, expect, it } from 'vitest';
import { drawerEntries, isDrawerShown, selectedEntryKey } from './drawer-entries';

const labelsAndPaths = (entries: ReturnType<typeof drawerEntries>) =>
  entries.map((e) => [e.label, e.to ?? null]);

describe('drawerEntries', () => {
  it('lists the organisation entries with their paths and Back', () => {
    expect(labelsAndPaths(drawerEntries('Organisation', { orgId: 4 }))).toEqual([
      ['Projects', '/org-projects/4'],
      ['Dashboard', '/org-dashboard/4'],
      ['Portfolio Analysis', '/org-analysis/4'],
      ['Settings', '/org-settings/4'],
      ['Baselines', '/org-baselines/4/1'],
      ['Templates', '/org-templates/4/1'],
      ['Users', '/org-users/4'],
      ['Join Requests', '/org-join-requests/4'],
      ['Public Link Requests', '/public-link-requests/4'],
      ['Onboarding', '/org-onboarding/4'],
      ['Risk Assessment', '/org-risk-assessment/4'],
      ['Back', null],
    ]);
  });

  it('shows a member who does not administer the organisation only Projects and Back', () => {
    expect(labelsAndPaths(drawerEntries('Organisation', { orgId: 4, isOrgAdmin: false }))).toEqual([
      ['Projects', '/org-projects/4'],
      ['Back', null],
    ]);
  });

  it('shows the project drawer only to admin coordinators', () => {
    expect(drawerEntries('Project', { projectId: 9, isAdminCoordinator: false })).toEqual([]);
    expect(isDrawerShown('Project', { projectId: 9 })).toBe(false);
    const entries = drawerEntries('Project', { projectId: 9, isAdminCoordinator: true });
    expect(labelsAndPaths(entries)).toContainEqual(['Reports', '/share/9/2/reports']);
    expect(labelsAndPaths(entries)).toContainEqual(['Portfolio Analysis', '/project-analysis/9']);
    expect(labelsAndPaths(entries)).toContainEqual(['Baselines', '/project-baselines/9/2']);
    expect(isDrawerShown('Project', { projectId: 9, isAdminCoordinator: true })).toBe(true);
  });

  it('disables design entries until the design is built', () => {
    const entries = drawerEntries('Structure', {
      structureId: 3,
      isBuilt: false,
      views: [{ sortOrder: 1, name: 'Services' }],
    });
    const disabled = entries.filter((e) => e.isDisabled).map((e) => e.label);
    expect(disabled).toEqual(['Design Details', 'Water Balance Inputs', 'Services', 'Results']);
    expect(entries.find((e) => e.label === 'Lot Details')?.isDisabled).toBe(false);
  });

  it('orders views, picks icons by sort order and disables views past the active sort order', () => {
    const entries = drawerEntries('Structure', {
      structureId: 3,
      isBuilt: true,
      activeCustomSortOrder: 2,
      views: [
        { sortOrder: 3, name: 'Water' },
        { sortOrder: 1, name: 'Services' },
        { sortOrder: 2, name: 'Appliances' },
      ],
    }).filter((e) => e.key.startsWith('view-'));
    expect(entries.map((e) => [e.label, e.icon, e.to, e.isDisabled])).toEqual([
      ['Services', 'gears', '/design-templates/3/1', false],
      ['Appliances', 'refrigerator', '/design-templates/3/2', false],
      ['Water', 'waterLadder', '/design-templates/3/3', true],
    ]);
  });

  it('adds Analysis, Share, Templates and Collaboration only for the right roles', () => {
    const keys = (ctx: Parameters<typeof drawerEntries>[1]) =>
      drawerEntries('Structure', { structureId: 1, isBuilt: true, ...ctx }).map((e) => e.key);
    expect(keys({})).not.toContain('analysis');
    expect(keys({ isPaidAndSubmitted: true })).toContain('analysis');
    expect(keys({})).not.toContain('share');
    expect(keys({ isPaidAndSubmitted: true })).toContain('share');
    expect(keys({ isBaselineLot: true })).not.toContain('templates');
    expect(keys({ isBaselineLot: true, isAdminCoordinator: true })).toContain('templates');
    expect(keys({})).not.toContain('collaboration');
    expect(keys({ isStructureLead: true })).toContain('collaboration');
  });

  it('has nothing in mode None', () => {
    expect(isDrawerShown('None', { orgId: 1 })).toBe(false);
  });
});

describe('selectedEntryKey', () => {
  const entries = drawerEntries('Structure', {
    structureId: 21,
    isBuilt: true,
    activeCustomSortOrder: 5,
    views: [{ name: 'Services', sortOrder: 1 }],
  });
  it('selects the entry of the page, or of the page it belongs to', () => {
    expect(selectedEntryKey(entries, '/lot/21')).toBe('design');
    expect(selectedEntryKey(entries, '/lot/21/')).toBe('design');
    expect(selectedEntryKey(entries, '/design-results/21')).toBe('results');
    expect(selectedEntryKey(entries, '/design-results/21/1/0/3/Hot%20water')).toBe('results');
    expect(selectedEntryKey(entries, '/design-templates/21/1')).toBe('view-1');
  });
  it('selects nothing on a page outside the drawer', () => {
    expect(selectedEntryKey(entries, '/lot/210')).toBeUndefined();
    expect(selectedEntryKey(entries, '/profile')).toBeUndefined();
  });
});
