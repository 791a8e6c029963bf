// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@circa/contract/messages';
import { jsonResponse, mockApi, renderRoutes, sentBodies } from '../../../app/test-utils';
import { CustomisePage } from './customise-page';
import { customiseAnswer, slabNested, templatesAnswer } from './customise-test-data';
import type { CustomiseAnswer } from './customise-test-data';

const routes = [{ path: '/design-templates/:structureId/:viewIndex', element: <CustomisePage /> }];

function api(
  answer: CustomiseAnswer = customiseAnswer(),
  extra: Parameters<typeof mockApi>[0] = {},
) {
  return mockApi({
    'GET /customise': () => jsonResponse({ Data: answer }),
    'GET /templates': () => jsonResponse({ Data: templatesAnswer() }),
    'GET /getnestedtemplates': (_, url) =>
      jsonResponse({
        Data:
          url.searchParams.get('templateId') === 't-slab-low'
            ? [{ ...slabNested[0]!, Name: 'Recycled steel mesh' }]
            : [],
      }),
    'POST /calctemplatesimpactvalue': () => jsonResponse({ Data: [] }),
    'POST /updatedesigntemplate/': (body) => {
      const id = (body as { Id: string }).Id;
      return jsonResponse({ Data: answer.DesignTemplates.find((c) => c.Id === id) });
    },
    'POST /deletedesigntemplate/': () => jsonResponse({ Data: true }),
    ...extra,
  });
}

async function openComponent(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }));
  return screen.findByRole('dialog');
}

const quantity = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: /Quantity/ }) as HTMLInputElement;
const customiseCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  sentBodies(fetchMock, 'GET /customise').length;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ComponentDialog', { timeout: 20_000 }, () => {
  it('closes without saving when nothing changed', async () => {
    const fetchMock = api();
    renderRoutes(routes, ['/design-templates/21/1']);
    const dialog = await openComponent('Concrete slab');
    expect(within(dialog).getByRole('heading', { name: 'Edit Component' })).toBeTruthy();
    expect(await within(dialog).findByText('Steel mesh')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'POST /updatedesigntemplate/')).toEqual([]);
  });

  it('saves a typed quantity as a fixed one (auto-scale off, nested order kept), then re-fetches impacts', async () => {
    const fetchMock = api();
    renderRoutes(routes, ['/design-templates/21/1']);
    const dialog = await openComponent('Concrete slab');
    await within(dialog).findByText('Steel mesh');
    fireEvent.change(quantity(dialog), { target: { value: '204' } });
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    const before = customiseCalls(fetchMock);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'POST /updatedesigntemplate/')).toEqual([
      {
        StructureId: 21,
        Id: 'dt-slab',
        TemplateId: 't-slab',
        AttributeId: 8,
        Quantity: 204,
        AutoCalc: false,
        LockEdits: false,
        LockNestedTemplates: false,
        NestedTemplates: null,
      },
    ]);
    await waitFor(() => expect(customiseCalls(fetchMock)).toBeGreaterThan(before));
  });

  it("shows and saves a newly chosen template's nested templates", async () => {
    const fetchMock = api();
    renderRoutes(routes, ['/design-templates/21/1']);
    const dialog = await openComponent('Concrete slab');
    expect(within(dialog).getByText('Steel mesh')).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Change Template' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a Template' });
    fireEvent.click(within(picker).getByRole('button', { name: /^Low-carbon slab/ }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Choose a Template' })).toBeNull(),
    );
    expect(await within(dialog).findByText('Recycled steel mesh')).toBeTruthy();
    expect(within(dialog).queryByText('Vapour membrane')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /updatedesigntemplate/')).toHaveLength(1),
    );
    expect(sentBodies(fetchMock, 'POST /updatedesigntemplate/')[0]).toMatchObject({
      TemplateId: 't-slab-low',
      AttributeId: 8,
      NestedTemplates: null,
    });
  });

  it('saves a new nested order', async () => {
    const fetchMock = api();
    renderRoutes(routes, ['/design-templates/21/1']);
    const dialog = await openComponent('Concrete slab');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Move Steel mesh down' }));
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /updatedesigntemplate/')).toHaveLength(1),
    );
    expect(
      (sentBodies(fetchMock, 'POST /updatedesigntemplate/')[0] as { NestedTemplates: unknown })
        .NestedTemplates,
    ).toEqual([
      { TemplateId: 't-membrane', Quantity: 1.1, SortOrder: 1 },
      { TemplateId: 't-mesh', Quantity: 3.2, SortOrder: 2 },
    ]);
  });

  it('deletes an unchanged component after confirmation', async () => {
    const fetchMock = api();
    renderRoutes(routes, ['/design-templates/21/1']);
    const dialog = await openComponent('Timber frame');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Component' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete Component' })).toBeNull(),
    );
    expect(sentBodies(fetchMock, 'POST /deletedesigntemplate/')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete Component' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'POST /deletedesigntemplate/')).toEqual([
      { StructureId: 21, Id: 'dt-frame' },
    ]);
  });

  it('hints whether the quantity is within 5% of the predicted quantity, warning-coloured outside', async () => {
    api();
    renderRoutes(routes, ['/design-templates/21/1']);
    const dialog = await openComponent('Concrete slab');
    expect(within(dialog).getByText('Within 5% of the predicted quantity (200 m²).')).toBeTruthy();
    fireEvent.change(quantity(dialog), { target: { value: '210.5' } });
    const outside = within(dialog).getByText(
      'More than 5% away from the predicted quantity (200 m²).',
    );
    expect(getComputedStyle(outside).color).toBe('rgb(198, 40, 40)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use predicted quantity' }));
    expect(quantity(dialog).value).toBe('200');
    expect(within(dialog).getByText('Within 5% of the predicted quantity (200 m²).')).toBeTruthy();
  });

  it("refuses a quantity that is not a number with the spec's message and keeps the dialog", async () => {
    const fetchMock = api();
    renderRoutes(routes, ['/design-templates/21/1']);
    const dialog = await openComponent('Concrete slab');
    fireEvent.change(quantity(dialog), { target: { value: '20o' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(dialog).findByText(messages.quantityInvalid)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /updatedesigntemplate/')).toEqual([]);
    fireEvent.change(quantity(dialog), { target: { value: '20' } });
    expect(within(dialog).queryByText(messages.quantityInvalid)).toBeNull();
  });

  it("shows a failed save with the server's message and keeps what was entered", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api(undefined, {
      'POST /updatedesigntemplate/': () =>
        jsonResponse(
          { code: 'validation_failed', message: 'The template is not available in this lot.' },
          400,
        ),
    });
    renderRoutes(routes, ['/design-templates/21/1']);
    const dialog = await openComponent('Concrete slab');
    fireEvent.change(quantity(dialog), { target: { value: '230' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The template is not available in this lot.',
    );
    expect(quantity(dialog).value).toBe('230');
  });

  it('shows a locked component read only to builders', async () => {
    const fetchMock = api();
    renderRoutes(routes, ['/design-templates/21/1']);
    const dialog = await openComponent('Steel roof');
    expect(within(dialog).getByRole('heading', { name: 'Component Details' })).toBeTruthy();
    expect(within(dialog).getByText(/This component is locked by your organisation/)).toBeTruthy();
    expect(quantity(dialog).readOnly).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Done' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Template$/ })).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: 'Lock edits' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'POST /updatedesigntemplate/')).toEqual([]);
  });

  it('lets organisation admins edit and unlock a locked component', async () => {
    const fetchMock = api(customiseAnswer({ IsOrgAdmin: true }));
    renderRoutes(routes, ['/design-templates/21/1']);
    const dialog = await openComponent('Steel roof');
    expect(within(dialog).getByRole('heading', { name: 'Edit Component' })).toBeTruthy();
    const lock = within(dialog).getByRole('checkbox', { name: 'Lock edits' }) as HTMLInputElement;
    expect(lock.checked).toBe(true);
    fireEvent.click(lock);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Lock nested templates' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /updatedesigntemplate/')).toHaveLength(1),
    );
    expect(sentBodies(fetchMock, 'POST /updatedesigntemplate/')[0]).toMatchObject({
      Id: 'dt-roof',
      LockEdits: false,
      LockNestedTemplates: true,
    });
  });

  it('lets builders change the quantity but not the order of locked nested templates', async () => {
    const answer = customiseAnswer();
    answer.DesignTemplates[0] = { ...answer.DesignTemplates[0]!, LockNestedTemplates: true };
    const fetchMock = api(answer);
    renderRoutes(routes, ['/design-templates/21/1']);
    const dialog = await openComponent('Concrete slab');
    expect(await within(dialog).findByText('Steel mesh')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Move/ })).toBeNull();
    fireEvent.change(quantity(dialog), { target: { value: '190' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /updatedesigntemplate/')).toHaveLength(1),
    );
    expect(sentBodies(fetchMock, 'POST /updatedesigntemplate/')[0]).toMatchObject({
      Quantity: 190,
      LockNestedTemplates: true,
      NestedTemplates: null,
    });
  });

  it('opens what an attribute means', async () => {
    api(undefined, {
      'GET /attribute': (_, url) =>
        jsonResponse({
          Data: {
            Name: `Gross Floor Area (${url.searchParams.get('attributeId')})`,
            InfoImageUrl: null,
            Information: '<p>The <strong>total</strong> floor area.</p>',
          },
        }),
    });
    renderRoutes(routes, ['/design-templates/21/1']);
    const dialog = await openComponent('Concrete slab');
    fireEvent.click(within(dialog).getByRole('button', { name: 'About this attribute' }));
    const info = await screen.findByRole('dialog', { name: 'Gross Floor Area (8)' });
    expect(within(info).getByText('total').tagName).toBe('STRONG');
  });
});
