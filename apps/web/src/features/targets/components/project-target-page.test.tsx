// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@circa/contract/messages';
import { jsonResponse, mockApi, renderRoutes, sentBodies } from '../../../app/test-utils';
import { ProjectTargetPage } from './project-target-page';
import { ProjectTargetsPage } from './project-targets-page';
import { lockedSavingsText } from './target-form';
import { targetLine, targetSelection } from './target-test-data';

const routes = [
  { path: '/project-targets/:projectId', element: <ProjectTargetsPage /> },
  { path: '/project-targets/:projectId/:projectTargetId', element: <ProjectTargetPage /> },
  { path: '/development/:id', element: <p>Development page</p> },
];

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const savings = () =>
  screen.getByRole('spinbutton', { name: 'Savings target (%)' }) as HTMLInputElement;
const slider = () => screen.getByRole('slider') as HTMLInputElement;
const buttonNames = () => screen.getAllByRole('button').map((b) => b.textContent);

describe('ProjectTargetPage', { timeout: 20_000 }, () => {
  it('a new target starts from the defaults (per year, 50 %) and needs an indicator', async () => {
    const fetchMock = mockApi({
      'GET /getprojecttargetselection': () =>
        jsonResponse({
          Data: targetSelection({
            Id: 0,
            Name: '',
            IndicatorId: 0,
            IndicatorName: '',
            LcPhases: [1, 2, 3],
            SavingsTarget: 50,
          }),
        }),
      'POST /saveprojecttarget': () => jsonResponse({ Data: 12 }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(routes, ['/project-targets/9/0']);
    await screen.findByRole('button', { name: 'SAVE' });
    expect(savings().value).toBe('50');
    expect(slider().value).toBe('50');
    expect(screen.getByRole('combobox', { name: /^Timescale/ }).textContent).toBe('Per year');
    expect(screen.queryByRole('button', { name: 'DELETE' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(messages.indicatorRequired)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /saveprojecttarget')).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: /^Indicator/ }));
    await user.click(await screen.findByRole('option', { name: 'Water footprint' }));
    await user.click(screen.getByRole('checkbox', { name: 'B7 Operational water' }));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-targets/9'));
    expect(sentBodies(fetchMock, 'POST /saveprojecttarget')).toEqual([
      {
        TargetId: 0,
        ProjectId: 9,
        Name: '',
        IndicatorId: 2,
        AttributeId: 0,
        TimescaleId: 2,
        LcPhases: [1, 2, 3, 8],
        SavingsTarget: 50,
        IncludeOnSiteRenewable: false,
      },
    ]);
  });

  it('a locked target of a prepaid project keeps its savings target and shows only CANCEL and DONE', async () => {
    const fetchMock = mockApi({
      'GET /getprojecttargetselection': () =>
        jsonResponse({ Data: targetSelection({ IsLocked: true }, { Prepaid: true }) }),
      'POST /saveprojecttarget': () => jsonResponse({ Data: 5 }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, ['/project-targets/9/5']);
    await screen.findByRole('button', { name: 'DONE' });
    expect(savings().disabled).toBe(true);
    expect(slider().disabled).toBe(true);
    expect(screen.getByText(lockedSavingsText)).toBeTruthy();
    expect(
      buttonNames().filter((name) => ['CANCEL', 'DONE', 'SAVE', 'DELETE'].includes(name ?? '')),
    ).toEqual(['CANCEL', 'DONE']);
    await user.click(screen.getByRole('checkbox', { name: 'B6 Operational energy' }));
    await user.click(screen.getByRole('button', { name: 'DONE' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /saveprojecttarget')).toMatchObject([
        { TargetId: 5, SavingsTarget: 40, LcPhases: [1, 2, 3, 7] },
      ]),
    );
  });

  it('a locked target of a project that is not prepaid can change its savings target but cannot be deleted', async () => {
    mockApi({
      'GET /getprojecttargetselection': () =>
        jsonResponse({ Data: targetSelection({ IsLocked: true }, { Prepaid: false }) }),
    });
    renderRoutes(routes, ['/project-targets/9/5']);
    await screen.findByRole('button', { name: 'SAVE' });
    expect(savings().disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'DELETE' })).toBeNull();
  });

  it('checks the savings target range with the contract message', async () => {
    mockApi({ 'GET /getprojecttargetselection': () => jsonResponse({ Data: targetSelection() }) });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, ['/project-targets/9/5']);
    await screen.findByRole('button', { name: 'SAVE' });
    await user.clear(savings());
    await user.type(savings(), '120');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(
      await screen.findByText('The savings target is a percentage from -100 to 100.'),
    ).toBeTruthy();
  });

  it('deletes after confirmation', async () => {
    const fetchMock = mockApi({
      'GET /getprojecttargetselection': () => jsonResponse({ Data: targetSelection() }),
      'POST /deleteprojecttarget': () => jsonResponse({ Data: true }),
      'GET /projecttargets': () =>
        jsonResponse({ Data: { ProjectTargets: [], IsAdminCoordinator: true, Prepaid: false } }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(routes, ['/project-targets/9/5']);
    await user.click(await screen.findByRole('button', { name: 'DELETE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete target' });
    expect(sentBodies(fetchMock, 'POST /deleteprojecttarget')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-targets/9'));
    expect(sentBodies(fetchMock, 'POST /deleteprojecttarget')).toEqual([{ Id: 5, ProjectId: 9 }]);
  });

  it('shows the target without anything to edit to users who are not admin coordinators', async () => {
    mockApi({
      'GET /getprojecttargetselection': () =>
        jsonResponse({ Data: targetSelection({}, { IsAdminCoordinator: false }) }),
    });
    renderRoutes(routes, ['/project-targets/9/5']);
    expect(await screen.findByText('Whole of life carbon')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'SAVE' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to targets' }).getAttribute('href')).toBe(
      '/project-targets/9',
    );
  });
});

describe('ProjectTargetsPage', () => {
  it('lists targets with their cost figures; admin coordinators get ADD TARGET and Edit', async () => {
    mockApi({
      'GET /projecttargets': () =>
        jsonResponse({
          Data: {
            ProjectTargets: [
              targetLine(),
              targetLine({
                Id: 6,
                Name: '',
                IndicatorName: 'Water footprint',
                CostFigure: 330,
                Currency: 'NZD',
                SavingsTarget: -10,
              }),
            ],
            IsAdminCoordinator: true,
            Prepaid: false,
          },
        }),
    });
    renderRoutes(routes, ['/project-targets/9']);
    expect(await screen.findByText('Whole of life carbon')).toBeTruthy();
    expect(screen.getByText('AUD 220.00')).toBeTruthy();
    expect(screen.getByText('NZD 330.00')).toBeTruthy();
    expect(screen.getByText('10 % increase allowed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ADD TARGET' }).getAttribute('href')).toBe(
      '/project-targets/9/0',
    );
    expect(screen.getByRole('link', { name: 'Edit Water footprint' }).getAttribute('href')).toBe(
      '/project-targets/9/6',
    );
    expect(screen.getByRole('link', { name: 'Save and Continue' }).getAttribute('href')).toBe(
      '/development/9',
    );
  });

  it('offers nothing to edit to other users', async () => {
    mockApi({
      'GET /projecttargets': () =>
        jsonResponse({
          Data: { ProjectTargets: [targetLine()], IsAdminCoordinator: false, Prepaid: false },
        }),
    });
    renderRoutes(routes, ['/project-targets/9']);
    expect(await screen.findByText('Whole of life carbon')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'ADD TARGET' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
  });
});
