// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@circa/contract/messages';
import { jsonResponse, mockApi, renderRoutes, sentBodies } from '../../../app/test-utils';
import { ProjectSettingsPage } from './project-settings-page';
import { penrith, settingsData } from './settings-test-data';

const routes = [
  { path: '/new-development/:id/:orgId', element: <ProjectSettingsPage /> },
  { path: '/project-profile/:id', element: <ProjectSettingsPage /> },
  { path: '/project-targets/:projectId', element: <p>Targets page</p> },
  { path: '/development/:id', element: <p>Development page</p> },
];

const common = {
  'GET /israpidorgadmin': () => jsonResponse({ Data: true }),
  'GET /getcostinfo': () => jsonResponse({ Data: { Currency: 'AUD', UnitCost: 30, ProjectId: 0 } }),
  'GET /geo/autocomplete': () => jsonResponse({ Data: [{ ...penrith, IsApproximate: true }] }),
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const box = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;

async function pickProjectType(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: /^Project type/ }));
  await user.click(await screen.findByRole('option', { name: 'Development' }));
}

async function pickLocation(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: /^Location/ }), '12 High');
  await user.click(
    await screen.findByRole('option', { name: /12 High St, Penrith NSW 2750/ }, { timeout: 3000 }),
  );
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await pickProjectType(user);
  await user.type(box('Project name'), 'Wattle Grove');
  await pickLocation(user);
  await user.type(box('Project manager'), 'Sam Lee');
  await user.type(box('Developer'), 'Example Dev Co');
}

describe('ProjectSettingsPage (new development)', { timeout: 30_000 }, () => {
  it('shows the validation messages word for word and sends nothing', async () => {
    const fetchMock = mockApi({
      ...common,
      'GET /newdevelopment': () => jsonResponse({ Data: settingsData() }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, ['/new-development/0/1']);
    await user.click(await screen.findByRole('button', { name: 'SAVE AND SET TARGETS' }));
    for (const text of [
      messages.projectTypeRequired,
      messages.projectNameRequired,
      messages.locationFromList,
      messages.projectManagerRequired,
      messages.developerRequired,
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentBodies(fetchMock, 'POST /newdevelopment')).toHaveLength(0);
  });

  it('keeps what is typed and says what to change: a 201-character name, a land area of 1e309', async () => {
    const fetchMock = mockApi({
      ...common,
      'GET /newdevelopment': () => jsonResponse({ Data: settingsData() }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, ['/new-development/0/1']);
    await screen.findByRole('button', { name: 'SAVE AND SET TARGETS' });
    await fillRequired(user);
    await user.clear(box('Project name'));
    await user.click(box('Project name'));
    await user.paste('N'.repeat(201));
    await user.type(box('Land area'), '1e309');
    await user.click(screen.getByRole('button', { name: 'SAVE AND SET TARGETS' }));
    expect(await screen.findByText(messages.projectNameTooLong)).toBeTruthy();
    expect(screen.getByText(messages.landAreaInvalid)).toBeTruthy();
    expect((box('Land area') as HTMLInputElement).value).toBe('1e309');
    expect(screen.queryByText(messages.projectNameRequired)).toBeNull();
    expect(sentBodies(fetchMock, 'POST /newdevelopment')).toHaveLength(0);
  });

  it('needs the location picked from the list, then saves after the cost dialog and opens the targets', async () => {
    const fetchMock = mockApi({
      ...common,
      'GET /newdevelopment': () => jsonResponse({ Data: settingsData() }),
      'POST /newdevelopment': () => jsonResponse({ Data: { ProjectId: 42 } }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(routes, ['/new-development/0/1']);
    await screen.findByRole('button', { name: 'SAVE AND SET TARGETS' });
    await pickProjectType(user);
    await user.type(box('Project name'), 'Wattle Grove');
    await user.type(box('Project manager'), 'Sam Lee');
    await user.type(box('Developer'), 'Example Dev Co');
    await user.type(screen.getByRole('combobox', { name: /^Location/ }), '12 High');
    await user.click(screen.getByRole('button', { name: 'SAVE AND SET TARGETS' }));
    expect(await screen.findByText(messages.locationFromList)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(screen.getByRole('combobox', { name: /^Location/ }));
    await pickLocation(user);
    expect(await screen.findByText('Map point is the suburb centre')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'SAVE AND SET TARGETS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Circa costs' });
    expect(await within(dialog).findByText(/AUD 30\.00 per dwelling/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-targets/42'));
    const [sent] = sentBodies(fetchMock, 'POST /newdevelopment') as Record<string, unknown>[];
    expect(sent).toMatchObject({
      ProjectId: 0,
      ProjectTypeId: 1,
      ProjectName: 'Wattle Grove',
      Location: penrith,
      OrganisationId: 1,
      LciGroupId: 1,
      LciSourceId: 1,
      Prepaid: false,
      CreditsBalance: 0,
    });
  });

  it('prepaid credits: the balance is enabled only when on, checked against the available credit, and set to 0 when switched off', async () => {
    mockApi({
      ...common,
      'GET /newdevelopment': () => jsonResponse({ Data: settingsData({ AvailableCredit: 10 }) }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, ['/new-development/0/1']);
    await screen.findByRole('button', { name: 'SAVE AND SET TARGETS' });
    const balance = () =>
      screen.getByRole('textbox', { name: 'Project credit balance' }) as HTMLInputElement;
    expect(balance().disabled).toBe(true);
    const prepaid = screen.getByRole('switch', { name: 'Prepaid credits' }) as HTMLInputElement;
    await waitFor(() => expect(prepaid.disabled).toBe(false)); // once the caller is known as admin
    await user.click(prepaid);
    expect(balance().disabled).toBe(false);
    await user.clear(balance());
    await user.type(balance(), '11');
    await user.click(screen.getByRole('button', { name: 'SAVE AND SET TARGETS' }));
    expect(await screen.findByText(messages.projectCreditsInvalid)).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'Prepaid credits' }));
    expect(balance().value).toBe('0');
    expect(balance().disabled).toBe(true);
    await waitFor(() => expect(screen.queryByText(messages.projectCreditsInvalid)).toBeNull());
  });

  it('keeps prepaid credits off for someone who does not administer the organisation, saying why', async () => {
    mockApi({
      ...common,
      'GET /israpidorgadmin': () => jsonResponse({ Data: false }),
      'GET /newdevelopment': () => jsonResponse({ Data: settingsData({ AvailableCredit: 10 }) }),
    });
    renderRoutes(routes, ['/new-development/0/1']);
    await screen.findByRole('button', { name: 'SAVE AND SET TARGETS' });
    const prepaid = screen.getByRole('switch', { name: 'Prepaid credits' }) as HTMLInputElement;
    await waitFor(() => expect(prepaid.getAttribute('aria-describedby')).toBeTruthy());
    expect(prepaid.disabled).toBe(true);
    expect(document.getElementById(prepaid.getAttribute('aria-describedby')!)?.textContent).toBe(
      messages.projectCreditsAdminOnly,
    );
  });

  it('offers the carbon saving target only when the organisation has no credit', async () => {
    mockApi({
      ...common,
      'GET /newdevelopment': () => jsonResponse({ Data: settingsData({ AvailableCredit: 0 }) }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, ['/new-development/0/1']);
    await user.click(await screen.findByRole('button', { name: 'SAVE AND SET TARGETS' }));
    expect(await screen.findByText(messages.carbonSavingRequired)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Carbon saving target/ })).toBeTruthy();
  });

  it('keeps what was typed and shows the error dialog when the save fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      ...common,
      'GET /newdevelopment': () => jsonResponse({ Data: settingsData() }),
      'POST /newdevelopment': () =>
        jsonResponse(
          {
            code: 'validation_failed',
            message: 'No climate zone',
            details: [{ path: ['Location'], message: 'Postcode 2750 has no climate zone.' }],
          },
          400,
        ),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, ['/new-development/0/1']);
    await screen.findByRole('button', { name: 'SAVE AND SET TARGETS' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'SAVE AND SET TARGETS' }));
    await user.click(await screen.findByRole('button', { name: 'CONTINUE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(messages.projectSaveFailed)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(box('Project name').value).toBe('Wattle Grove');
    expect(screen.getByText('Postcode 2750 has no climate zone.')).toBeTruthy();
  });
});

describe('ProjectSettingsPage (choosing another organisation)', { timeout: 30_000 }, () => {
  it('takes the labels, LCI defaults and locks, and credit of the chosen organisation', async () => {
    const lciInfo = {
      LciGroupId: 2,
      LciSourceId: 7,
      ForceDefaultLCIGroup: false,
      ForceDefaultLCISource: true,
      LciGroups: [
        { Id: 1, Description: 'Australia', IsDisabled: false },
        { Id: 2, Description: 'New Zealand', IsDisabled: false },
      ],
      LciSources: [{ Id: 7, Description: 'NZ building data', IsDisabled: false }],
    };
    const fetchMock = mockApi({
      ...common,
      'GET /newdevelopment': () =>
        jsonResponse({
          Data: settingsData({
            Organisations: [
              { Id: 1, Description: 'Demo Builders', IsDisabled: false },
              { Id: 2, Description: 'Kiwi Homes', IsDisabled: false },
            ],
          }),
        }),
      'GET /getcustomorgsetting': () =>
        jsonResponse({
          Data: { Label: 'Stage', Label2: 'Council', LotLabel: '', DesignLabel: '' },
        }),
      'GET /getorglciinfo': () => jsonResponse({ Data: lciInfo }),
      'GET /getlcigroupsource': () => jsonResponse({ Data: lciInfo.LciSources }),
      'GET /getorgavailablecredit': () => jsonResponse({ Data: 0 }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, ['/new-development/0/0']);
    await screen.findByRole('button', { name: 'SAVE AND SET TARGETS' });
    expect(screen.queryByLabelText('Stage')).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Carbon saving target/ })).toBeNull();

    await user.click(screen.getByRole('combobox', { name: /^Organisation/ }));
    await user.click(await screen.findByRole('option', { name: 'Kiwi Homes' }));
    expect(await screen.findByLabelText('Stage')).toBeTruthy();
    expect(screen.getByLabelText('Council')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByRole('combobox', { name: /^Life cycle inventory group/ }).textContent,
      ).toBe('New Zealand'),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('combobox', { name: /^Life cycle inventory source/ }).textContent,
      ).toBe('NZ building data'),
    );
    expect(
      screen
        .getByRole('combobox', { name: /^Life cycle inventory source/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    expect(await screen.findByRole('combobox', { name: /^Carbon saving target/ })).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([input]) =>
        String(input).includes('getOrgAvailableCredit?orgId=2'),
      ),
    ).toBe(true);
  });
});

describe('ProjectSettingsPage (existing development)', { timeout: 30_000 }, () => {
  const existing = settingsData({
    ProjectId: 7,
    ProjectTypeId: 1,
    ProjectName: 'Demo Estate',
    Location: penrith,
    ProjectManager: 'Pat',
    Developer: 'Dev',
    CustomProjectFieldLabel: 'Stage',
    CustomProjectFieldValue: 'Two',
    ForceDefaultLCISource: true,
    NotifyLciSourceChange: true,
    WarningPopupMessage: 'The LCI source of this project changed to Circa open starter.',
  });

  it('shows custom fields with their labels, locked LCI source, the dismissible notice, NEXT and SET TARGETS', async () => {
    const fetchMock = mockApi({
      ...common,
      'GET /existingdevelopment': () => jsonResponse({ Data: existing }),
      'POST /updatedevelopment': () => jsonResponse({ Data: { ProjectId: 7 } }),
      'POST /togglelcisourcechangenotified': () => jsonResponse({ Data: true }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(routes, ['/project-profile/7']);
    expect(
      ((await screen.findByRole('textbox', { name: 'Stage' })) as HTMLInputElement).value,
    ).toBe('Two');
    expect(
      screen
        .getByRole('combobox', { name: /^Life cycle inventory source/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    expect(
      screen.getByRole('combobox', { name: /^Organisation/ }).getAttribute('aria-disabled'),
    ).toBe('true');
    expect(screen.getByText(existing.WarningPopupMessage)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByText(existing.WarningPopupMessage)).toBeNull();
    // dismissed for good: the toggle-notified call tells the server (document 3 §4)
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /togglelcisourcechangenotified')).toEqual([
        { projectId: 7 },
      ]),
    );
    expect(screen.queryByRole('button', { name: 'SAVE AND SET TARGETS' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await user.click(await screen.findByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/development/7'));
    expect(sentBodies(fetchMock, 'POST /updatedevelopment')).toMatchObject([
      { ProjectId: 7, CustomProjectFieldValue: 'Two' },
    ]);
  });

  it('archives only after ARCHIVE is typed', async () => {
    const fetchMock = mockApi({
      ...common,
      'GET /existingdevelopment': () => jsonResponse({ Data: existing }),
      'POST /archiveproject': () => jsonResponse({ Data: true }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, ['/project-profile/7']);
    await user.click(await screen.findByRole('button', { name: 'ARCHIVE PROJECT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive project' });
    const confirm = within(dialog).getByRole('button', { name: 'ARCHIVE' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Type ARCHIVE' }), 'archive');
    expect(confirm.disabled).toBe(true);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Type ARCHIVE' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Type ARCHIVE' }), 'ARCHIVE');
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /archiveproject')).toEqual([{ projectId: 7, orgId: 1 }]),
    );
  });

  it('unarchives an archived project after UNARCHIVE is typed', async () => {
    const fetchMock = mockApi({
      ...common,
      'GET /existingdevelopment': () => jsonResponse({ Data: { ...existing, IsArchived: true } }),
      'POST /unarchiveproject': () => jsonResponse({ Data: true }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, ['/project-profile/7']);
    await user.click(await screen.findByRole('button', { name: 'UNARCHIVE PROJECT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unarchive project' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Type UNARCHIVE' }), 'UNARCHIVE');
    await user.click(within(dialog).getByRole('button', { name: 'UNARCHIVE' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /unarchiveproject')).toEqual([{ projectId: 7, orgId: 1 }]),
    );
  });
});
