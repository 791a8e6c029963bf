// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, sentBodies } from '../../../app/test-utils';
import { CustomisePage } from './customise-page';
import { componentLine, customiseAnswer, templatesAnswer } from './customise-test-data';

const routes = [{ path: '/design-templates/:structureId/:viewIndex', element: <CustomisePage /> }];

const impactPerUnit: Record<string, number | null> = {
  't-slab': 60,
  't-slab-low': 42.5,
  't-frame': 18,
  't-roof': 25,
  't-pier': null,
};

function api() {
  return mockApi({
    'GET /customise': () => jsonResponse({ Data: customiseAnswer() }),
    'GET /templates': () => jsonResponse({ Data: templatesAnswer() }),
    'GET /getnestedtemplates': () => jsonResponse({ Data: [] }),
    'POST /calctemplatesimpactvalue': (body) => {
      const ids = (body as { templateIds: string }).templateIds.split(',');
      const templates = templatesAnswer().Templates.filter((t) => ids.includes(t.Id));
      return jsonResponse({
        Data: templates.map((t) => ({ ...t, ImpactValue: impactPerUnit[t.Id] ?? null })),
      });
    },
    'POST /adddesigntemplate/': () =>
      jsonResponse({
        Data: componentLine({ Id: 'dt-new', TemplateId: 't-slab-low', Name: 'Low-carbon slab' }),
      }),
  });
}

function choose(container: HTMLElement, label: RegExp, option: string) {
  fireEvent.mouseDown(within(container).getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

async function openPicker() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Component' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Component' });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Choose Template' }));
  const picker = await screen.findByRole('dialog', { name: 'Choose a Template' });
  return { dialog, picker };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Adding a component with the template picker', { timeout: 20_000 }, () => {
  it("lists the view's templates by category with their impact per unit, and filters them by attribute", async () => {
    const fetchMock = api();
    renderRoutes(routes, ['/design-templates/21/1']);
    const { picker } = await openPicker();
    const substructure = within(picker).getByRole('list', { name: 'Substructure' });
    expect(
      within(substructure)
        .getAllByRole('button')
        .map((b) => b.querySelector('.MuiListItemText-primary')?.textContent),
    ).toEqual(['Concrete slab', 'Low-carbon slab', 'Timber piers']);
    expect(within(picker).queryByText('Fridge')).toBeNull();
    expect(await within(substructure).findByText('42.5 kg CO2e embodied per m²')).toBeTruthy();
    expect(within(substructure).getByText('No impact data')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /calctemplatesimpactvalue')).toEqual([
      { structureId: 21, indicatorId: 1, templateIds: 't-frame,t-pier,t-roof,t-slab,t-slab-low' },
    ]);

    choose(picker, /Attribute/, 'Dwellings');
    expect(within(picker).getAllByRole('button', { name: /^Timber piers/ })).toHaveLength(1);
    expect(within(picker).queryByText('Concrete slab')).toBeNull();
    choose(picker, /Attribute/, 'All attributes');
    fireEvent.change(within(picker).getByRole('searchbox', { name: 'Search templates' }), {
      target: { value: 'roof' },
    });
    expect(
      within(picker)
        .getAllByRole('list')
        .map((l) => l.getAttribute('aria-label')),
    ).toEqual(['Roof']);
  });

  it('does not offer the templates the organisation or the baseline turned off', async () => {
    mockApi({
      'GET /customise': () => jsonResponse({ Data: customiseAnswer() }),
      'GET /templates': () => {
        const answer = templatesAnswer();
        return jsonResponse({
          Data: {
            ...answer,
            Templates: answer.Templates.map((t) =>
              t.Id === 't-slab-low' ? { ...t, IsSelected: false } : t,
            ),
          },
        });
      },
      'GET /getnestedtemplates': () => jsonResponse({ Data: [] }),
      'POST /calctemplatesimpactvalue': () => jsonResponse({ Data: [] }),
    });
    renderRoutes(routes, ['/design-templates/21/1']);
    const { picker } = await openPicker();
    const substructure = within(picker).getByRole('list', { name: 'Substructure' });
    expect(within(substructure).getByText('Concrete slab')).toBeTruthy();
    expect(within(picker).queryByText('Low-carbon slab')).toBeNull();
  });

  it('takes the attribute a template was found by', async () => {
    api();
    renderRoutes(routes, ['/design-templates/21/1']);
    const { dialog, picker } = await openPicker();
    choose(picker, /Attribute/, 'Dwellings');
    fireEvent.click(within(picker).getByRole('button', { name: /^Timber piers/ }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Choose a Template' })).toBeNull(),
    );
    expect(within(dialog).getByText('Timber piers')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: /Attribute/ }).textContent).toBe(
      'Dwellings',
    );
    expect(
      within(dialog).getByRole('checkbox', { name: 'Auto-scale the quantity with this attribute' }),
    ).toBeTruthy();
  });

  it("refuses a new component without an attribute, then adds it with 'Other'", async () => {
    const fetchMock = api();
    renderRoutes(routes, ['/design-templates/21/1']);
    const { dialog, picker } = await openPicker();
    fireEvent.click(within(picker).getByRole('button', { name: /^Low-carbon slab/ }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Choose a Template' })).toBeNull(),
    );
    expect(within(dialog).queryByRole('checkbox', { name: /Auto-scale/ })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Quantity/ }), {
      target: { value: '150' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(
      await within(dialog).findByText('Choose an attribute (Other if none fits).'),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /adddesigntemplate/')).toEqual([]);

    choose(dialog, /Attribute/, 'Other');
    expect(within(dialog).queryByText('Choose an attribute (Other if none fits).')).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: /Auto-scale/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Component' })).toBeNull());
    expect(sentBodies(fetchMock, 'POST /adddesigntemplate/')).toEqual([
      {
        StructureId: 21,
        Id: '',
        TemplateId: 't-slab-low',
        AttributeId: 0,
        Quantity: 150,
        AutoCalc: false,
        LockEdits: false,
        LockNestedTemplates: false,
        NestedTemplates: null,
      },
    ]);
  });

  it('asks for a template first', async () => {
    const fetchMock = api();
    renderRoutes(routes, ['/design-templates/21/1']);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Component' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Component' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(dialog).findByText('Choose a template.')).toBeTruthy();
    expect(within(dialog).getByText('Choose an attribute (Other if none fits).')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(sentBodies(fetchMock, 'POST /adddesigntemplate/')).toEqual([]);
  });
});
