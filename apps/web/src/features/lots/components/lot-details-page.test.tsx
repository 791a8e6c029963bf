// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@circa/contract/messages';
import {
  CurrentPath,
  jsonResponse,
  mockApi,
  renderRoutes,
  sentBodies,
} from '../../../app/test-utils';
import { LotDetailsPage } from './lot-details-page';
import { designPhasesAnswer, lotDetailsAnswer, targetsAnswer } from './lot-test-data';

const routes = [
  { path: '/lot-details/:structureId/:type', element: <LotDetailsPage /> },
  { path: '*', element: <CurrentPath /> },
];

function api(details = lotDetailsAnswer(), extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /lot/getlotdetails': () => jsonResponse({ Data: details }),
    'GET /lot/getdesignphases': () => jsonResponse({ Data: designPhasesAnswer }),
    'GET /getavailableprojecttargets': () => jsonResponse({ Data: targetsAnswer }),
    'POST /lot/savelotdetails': () => jsonResponse({ Data: true }),
    ...extra,
  });
}

const address = () => screen.getByRole('textbox', { name: /Lot Address/ }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LotDetailsPage', () => {
  it("shows a built lot with 'Save', the custom field and its designs by phase with coloured savings", async () => {
    api();
    renderRoutes(routes, ['/lot-details/21/3']);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Project' }) as HTMLInputElement).readOnly).toBe(
      true,
    );
    expect(address().value).toBe('21 Wattle Street, Parkville VIC 3052');
    expect((screen.getByRole('textbox', { name: 'Lot Number' }) as HTMLInputElement).value).toBe(
      'L-21',
    );
    expect(screen.getByRole('textbox', { name: 'Description' }).textContent).toBe('Corner block');

    const concept = await screen.findByRole('list', { name: 'Concept' });
    const saving = within(concept).getByText('12.3% Reduction GWP');
    expect(saving.closest('.MuiChip-root')?.className).toContain('MuiChip-colorSecondary');
    const increase = within(concept).getByText('4.5% Increase GWP');
    expect(increase.closest('.MuiChip-root')?.className).toContain('MuiChip-colorWarning');
    expect(within(concept).getByText('Lower embodied carbon')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Detailed design' })).getByText(
        'Not calculated yet GWP',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'As built' })).toBeNull();
  });

  it('saves a built lot in place, sending target 0', async () => {
    const fetchMock = api();
    renderRoutes(routes, ['/lot-details/21/3']);
    await screen.findByRole('button', { name: 'Save' });
    fireEvent.change(address(), { target: { value: '23 Wattle Street' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lot details saved.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /lot/savelotdetails')).toEqual([
      {
        StructureId: 21,
        Address: '23 Wattle Street',
        CustomLotFieldValue: 'L-21',
        Description: '<p>Corner block</p>',
        ProjectTargetId: 0,
        IsDesignLocked: false,
      },
    ]);
    expect(screen.queryByText(/^At \//)).toBeNull();
  });

  it("offers 'Save & Add Build' on a lot without a design and continues to its baseline", async () => {
    const summary = {
      StructureId: 21,
      Name: 'Lot 21',
      IsBuilt: false,
      IsLocked: false,
      IsArchived: false,
      BaselineDesigns: [5],
    };
    api(lotDetailsAnswer({ IsBuilt: false, LotSummary: summary }));
    renderRoutes(routes, ['/lot-details/21/3']);
    fireEvent.click(await screen.findByRole('button', { name: 'Save & Add Build' }));
    expect(await screen.findByText('At /lot/21/5/0')).toBeTruthy();
  });

  it('shows a failed save as the spec says and keeps what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api(undefined, {
      'POST /lot/savelotdetails': () =>
        jsonResponse({ code: 'internal', message: 'Database down' }, 500),
    });
    renderRoutes(routes, ['/lot-details/21/3']);
    await screen.findByRole('button', { name: 'Save' });
    fireEvent.change(address(), { target: { value: '25 Wattle Street' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.unexpectedError);
    expect(address().value).toBe('25 Wattle Street');
  });

  it('is read only for read-only users: Save and fields disabled, no custom field without a label', async () => {
    api(lotDetailsAnswer({ IsReadOnly: true, CustomLotFieldLabel: '' }));
    renderRoutes(routes, ['/lot-details/21/3']);
    expect(await screen.findByText('You have read-only access to this lot.')).toBeTruthy();
    expect(address().disabled).toBe(true);
    expect(saveButton().disabled).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Lot Number' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Description' })).toBeNull();
    expect(screen.getByRole('document', { name: 'Description' }).textContent).toBe('Corner block');
  });

  it('disables Save while the address is empty, with the spec message', async () => {
    const fetchMock = api();
    renderRoutes(routes, ['/lot-details/21/3']);
    await screen.findByRole('button', { name: 'Save' });
    fireEvent.change(address(), { target: { value: '   ' } });
    fireEvent.blur(address());
    expect(await screen.findByText('Please enter lot address')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(saveButton());
    fireEvent.change(address(), { target: { value: '21 Wattle St' } });
    expect(saveButton().disabled).toBe(false);
    expect(sentBodies(fetchMock, 'POST /lot/savelotdetails')).toEqual([]);
  });

  it('is locked for everyone but organisation admins while the design is locked', async () => {
    api(lotDetailsAnswer({ IsDesignLocked: true, IsAdminCoordinator: true }));
    renderRoutes(routes, ['/lot-details/21/3']);
    expect(
      await screen.findByText(
        'The design is locked: only an organisation admin can change this lot.',
      ),
    ).toBeTruthy();
    expect(address().disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Lot Number' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('textbox', { name: 'Description' })).toBeNull();
    expect(screen.getByRole('document', { name: 'Description' }).textContent).toBe('Corner block');
    expect(saveButton().disabled).toBe(true);
    expect(screen.queryByRole('switch', { name: 'Design Locked' })).toBeNull();
  });

  it('lets an organisation admin change a locked lot and clear the lock', async () => {
    const fetchMock = api(lotDetailsAnswer({ IsDesignLocked: true, IsOrgAdmin: true }));
    renderRoutes(routes, ['/lot-details/21/3']);
    const lock = (await screen.findByRole('switch', { name: 'Design Locked' })) as HTMLInputElement;
    expect(lock.checked).toBe(true);
    expect(address().disabled).toBe(false);
    fireEvent.click(lock);
    fireEvent.click(saveButton());
    expect(await screen.findByText('Lot details saved.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /lot/savelotdetails')).toMatchObject([
      { StructureId: 21, IsDesignLocked: false },
    ]);
  });

  it('shows savings against the project target chosen in the dialog (Return keeps the current one)', async () => {
    const fetchMock = api();
    renderRoutes(routes, ['/lot-details/21/3']);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Project Target' }));
    let dialog = await screen.findByRole('dialog', { name: 'Choose Project Target' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Water/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Project Target' }));
    dialog = await screen.findByRole('dialog', { name: 'Choose Project Target' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Water/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('button', { name: 'Target: Water' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) =>
          String(url).includes('/lot/getDesignPhases?structureId=21&projectTargetId=32'),
        ),
      ).toBe(true),
    );
  });

  it('lets organisation admins lock the design and archive the lot after typing ARCHIVE', async () => {
    const fetchMock = api(lotDetailsAnswer({ IsAdminCoordinator: true, IsOrgAdmin: true }), {
      'POST /lot/archivestructure/21': () => jsonResponse({ Data: true }),
    });
    renderRoutes(routes, ['/lot-details/21/3']);
    expect(await screen.findByRole('switch', { name: 'Design Locked' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Archive Lot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Lot' });
    const confirm = within(dialog).getByRole('button', { name: 'Archive' }) as HTMLButtonElement;
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Type ARCHIVE' }), {
      target: { value: 'archive' },
    });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Type ARCHIVE' }), {
      target: { value: 'ARCHIVE' },
    });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await vi.waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /lot/archivestructure/21')).toHaveLength(1),
    );
  });
});
