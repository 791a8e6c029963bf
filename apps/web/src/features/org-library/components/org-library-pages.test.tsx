// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@circa/contract/messages';
import {
  allSelectableOrgTemplates,
  completePresetDesigns,
  completeProjectBaselines,
  setProjectBaselineDesign,
  updateOrgTemplate,
} from '@circa/contract/org-library.routes';
import type {
  BaselineResult,
  SelectableTemplate,
  TemplatesResult,
} from '@circa/contract/org-library.schema';
import {
  jsonResponse,
  mockApi,
  onRoute,
  renderRoutes,
  sentRouteBodies,
} from '../../../app/test-utils';
import { OrgTemplatesPage } from './org-templates-page';
import { ProjectBaselinesPage } from './project-baselines-page';

const routes = [
  { path: '/org-templates/:orgId/:type', element: <OrgTemplatesPage /> },
  { path: '/project-baselines/:projectId/:type', element: <ProjectBaselinesPage /> },
];

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function template(
  Id: string,
  Name: string,
  PrimaryCategory: string,
  IsSelected = true,
): SelectableTemplate {
  return {
    Id,
    Name,
    Description: `${Name} description`,
    PrimaryCategory,
    PrimaryCategoryId: 1,
    Quantity: 1,
    Image: null,
    Unit: 'm2',
    StandardUnit: 'm2',
    AttributeIds: [8],
    LCIGroupId: 1,
    ElementGroupEnums: [1],
    ImpactValue: null,
    IsSelected,
    ViewSortOrder: 1,
    OrgId: 5,
    DesignId: null,
  };
}

const templatesResult = (selected = true): TemplatesResult => ({
  Templates: [
    template('t-slab', 'Concrete slab', 'Substructure', selected),
    template('t-pier', 'Timber piers', 'Substructure'),
    template('t-roof', 'Steel roof', 'Roof'),
  ],
  LciGroupId: 1,
  LciGroups: [{ Id: 1, Description: 'Australia', IsDisabled: false }],
  Attributes: [],
  ElementCategories: [],
  Title: 'Demo Builders',
});

const card = (Id: number, Title: string, DisableLink: boolean) => ({
  Id,
  Title,
  Description: `${Title} description`,
  ImageUrl: null,
  FunctionTypeName: 'Detached house',
  FeatureUrl: null,
  IsArchived: false,
  IsRapidBaselineDesign: true,
  DisableLink,
  LCIGroupId: 1,
});

const baselineResult = (secondEnabled: boolean): BaselineResult => ({
  BuildSummaries: [card(11, 'Single storey', false), card(12, 'Double storey', !secondEnabled)],
  Organisations: [],
  Projects: [
    {
      ProjectId: 3,
      Name: 'Demo Estate',
      OrgId: 5,
      OrgName: 'Demo Builders',
      FeatureImage: null,
      IsArchived: false,
    },
  ],
  LciGroups: [{ Id: 1, Description: 'Australia', IsDisabled: false }],
});

describe('OrgTemplatesPage', { timeout: 20_000 }, () => {
  it('lists templates by category, turns one off, and asks before Disable All', async () => {
    let selected = true;
    const fetchMock = mockApi({
      ...onRoute(allSelectableOrgTemplates, () => templatesResult(selected)),
      ...onRoute(updateOrgTemplate, (body) => {
        selected = body.IsSelected;
        return true;
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, ['/org-templates/5/1']);
    expect(await screen.findByText('3 of 3 templates enabled')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Substructure/ }));
    const list = screen.getByRole('list', { name: 'Substructure' });
    await user.click(within(list).getByRole('checkbox', { name: /Concrete slab/ }));
    await waitFor(() => expect(screen.getByText('2 of 3 templates enabled')).toBeTruthy());
    expect(sentRouteBodies(fetchMock, updateOrgTemplate)).toEqual([
      { OrgId: 5, TemplateIds: ['t-slab'], IsSelected: false },
    ]);

    await user.click(screen.getByRole('button', { name: 'Disable All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable All' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentRouteBodies(fetchMock, updateOrgTemplate)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Enable All' }));
    await waitFor(() =>
      expect(sentRouteBodies(fetchMock, updateOrgTemplate)[1]).toEqual({
        OrgId: 5,
        TemplateIds: ['t-slab', 't-pier', 't-roof'],
        IsSelected: true,
      }),
    );
  });

  it("shows the server's refusal to a member who is not an admin, and no page for other levels", async () => {
    mockApi({
      ...onRoute(allSelectableOrgTemplates, () =>
        jsonResponse(
          { code: 'forbidden', message: 'Only an organisation admin can choose its templates.' },
          403,
        ),
      ),
    });
    renderRoutes(routes, ['/org-templates/5/1']);
    expect(
      await screen.findByText('Only an organisation admin can choose its templates.'),
    ).toBeTruthy();
    cleanup();
    renderRoutes(routes, ['/org-templates/5/2']);
    expect(await screen.findByText(/404/)).toBeTruthy();
  });
});

describe('ProjectBaselinesPage', { timeout: 20_000 }, () => {
  it('enables a baseline and shows presets of disabled baselines as not available', async () => {
    let enabled = false;
    const fetchMock = mockApi({
      ...onRoute(completeProjectBaselines, () => baselineResult(enabled)),
      ...onRoute(completePresetDesigns, () => [
        { ...card(21, 'Seven star', !enabled), BaselineId: 12 },
      ]),
      ...onRoute(setProjectBaselineDesign, (body) => {
        enabled = body.isEnabled;
        return true;
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, ['/project-baselines/3/2']);
    expect(await screen.findByText('1 of 2 baselines enabled')).toBeTruthy();
    expect(await screen.findByText(messages.disabledPreset)).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Enable Double storey' }));
    await waitFor(() => expect(screen.getByText('2 of 2 baselines enabled')).toBeTruthy());
    expect(sentRouteBodies(fetchMock, setProjectBaselineDesign)).toEqual([
      { projectId: 3, designIds: [12], isEnabled: true },
    ]);
    await waitFor(() => expect(screen.queryByText(messages.disabledPreset)).toBeNull());
  });
});
