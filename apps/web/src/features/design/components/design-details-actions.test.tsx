// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CurrentPath,
  jsonResponse,
  mockApi,
  renderRoutes,
  sentBodies,
} from '../../../app/test-utils';
import { DesignDetails } from './design-details-page';
import { testDesign, testSaveAnswer } from '../../../testing/design-test-data';
import { readOnlyTexts } from '@circa/contract/read-only.schema';

const routes = [
  {
    path: '/lot/:structureId',
    element: (
      <main>
        <DesignDetails structureId={21} />
      </main>
    ),
  },
  { path: '*', element: <CurrentPath /> },
];

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Design Details actions', { timeout: 20000 }, () => {
  it('Next saves what is pending first, then goes to the water inputs; Results is offered', async () => {
    let answered = 0;
    const fetchMock = mockApi({
      'GET /lot': () => jsonResponse({ Data: testDesign({ PaymentRequired: false }) }),
      'POST /lot': async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        answered += 1;
        return jsonResponse({ Data: testSaveAnswer({ PaymentRequired: false }) });
      },
    });
    renderRoutes(routes, ['/lot/21']);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Enter Design Info' });
    const results = screen.getByRole('button', { name: 'Results' });
    expect(results.getAttribute('aria-disabled')).toBeNull();
    await user.clear(box('Bathrooms'));
    await user.type(box('Bathrooms'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByText(/^At /)).toBeNull();
    expect(await screen.findByText('At /design-water/21')).toBeTruthy();
    expect(answered).toBe(1);
    expect(sentBodies(fetchMock, 'POST /lot')).toEqual([{ designId: 77, bathrooms: 2.5 }]);
  });

  it('Next waits while a field is invalid and says why', async () => {
    mockApi({ 'GET /lot': () => jsonResponse({ Data: testDesign() }) });
    renderRoutes(routes, ['/lot/21']);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Enter Design Info' });
    await user.clear(box('Ceiling Height'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Correct the marked fields to continue.')).toBeTruthy();
    expect(document.activeElement).toBe(box('Ceiling Height'));
    expect(screen.queryByText(/^At /)).toBeNull();
    await user.type(box('Ceiling Height'), '2.7');
    expect(screen.queryByText('Correct the marked fields to continue.')).toBeNull();
  });

  it('asks before leaving with an entry that is not valid', async () => {
    mockApi({ 'GET /lot': () => jsonResponse({ Data: testDesign() }) });
    const { router } = renderRoutes(routes, ['/lot/21']);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Enter Design Info' });
    await user.clear(box('Dwellings'));
    await user.type(box('Dwellings'), 'two');
    void router.navigate('/lot-details/21/3');
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(box('Dwellings').value).toBe('two');
    expect(router.state.location.pathname).toBe('/lot/21');
    void router.navigate('/lot-details/21/3');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave' },
      ),
    );
    expect(await screen.findByText('At /lot-details/21/3')).toBeTruthy();
  });

  it('says a submitted design is submitted, not read-only access', async () => {
    mockApi({
      'GET /lot': () =>
        jsonResponse({ Data: testDesign({ IsReadOnly: true, ReadOnlyReason: 'submitted' }) }),
    });
    renderRoutes(routes, ['/lot/21']);
    await screen.findByRole('heading', { name: 'Enter Design Info' });
    expect(screen.getByText(readOnlyTexts.submitted)).toBeTruthy();
    expect(screen.queryByText(readOnlyTexts.access)).toBeNull();
  });

  it('is read only when the design is locked for the user', async () => {
    mockApi({
      'GET /lot': () =>
        jsonResponse({
          Data: testDesign({ IsDesignLocked: true, IsReadOnly: true, ReadOnlyReason: 'locked' }),
        }),
    });
    renderRoutes(routes, ['/lot/21']);
    await screen.findByRole('heading', { name: 'Enter Design Info' });
    expect(screen.getByText(readOnlyTexts.locked)).toBeTruthy();
    expect(box('Dwellings').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Reset design' })).toBeNull();
  });

  it('stays editable for an organisation admin of a locked design (the server says IsReadOnly)', async () => {
    mockApi({
      'GET /lot': () =>
        jsonResponse({ Data: testDesign({ IsDesignLocked: true, IsReadOnly: false }) }),
    });
    renderRoutes(routes, ['/lot/21']);
    await screen.findByRole('heading', { name: 'Enter Design Info' });
    expect(screen.queryByText(readOnlyTexts.locked)).toBeNull();
    expect(box('Dwellings').disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Reset design' })).toBeTruthy();
  });

  it('shows the onboarding message until the box is ticked and Got It! is pressed', async () => {
    const fetchMock = mockApi({
      'GET /lot': () =>
        jsonResponse({
          Data: testDesign({
            OrgOnboardingContent: {
              Id: 5,
              OnboardingTitle: 'Welcome to Demo Org',
              OnboardingContent: '<p>Read the guide.</p>',
              OnboardingRead: false,
            },
          }),
        }),
      'POST /toggleonboardingstatus': () => jsonResponse({ Data: true }),
    });
    renderRoutes(routes, ['/lot/21']);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Demo Org' });
    const gotIt = within(dialog).getByRole('button', { name: 'Got It!' }) as HTMLButtonElement;
    expect(gotIt.disabled).toBe(true);
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(gotIt);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'POST /toggleonboardingstatus')).toEqual([{ orgId: 5 }]);
  });

  it('does not show onboarding that was read or has no content', async () => {
    mockApi({
      'GET /lot': () =>
        jsonResponse({
          Data: testDesign({
            OrgOnboardingContent: {
              Id: 5,
              OnboardingTitle: 'Welcome',
              OnboardingContent: '<p>x</p>',
              OnboardingRead: true,
            },
          }),
        }),
    });
    renderRoutes(routes, ['/lot/21']);
    await screen.findByRole('heading', { name: 'Enter Design Info' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resets the design once RESET is typed and goes to the baseline chooser', async () => {
    const fetchMock = mockApi({
      'GET /lot': () => jsonResponse({ Data: testDesign() }),
      'POST /lot/archive/21': () => jsonResponse({ Data: true }),
    });
    renderRoutes(routes, ['/lot/21']);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Enter Design Info' });
    await user.click(screen.getByRole('button', { name: 'Reset design' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset design' });
    const reset = within(dialog).getByRole('button', { name: 'Reset' }) as HTMLButtonElement;
    expect(reset.disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Type RESET' }), 'reset');
    expect(reset.disabled).toBe(true);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Type RESET' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Type RESET' }), 'RESET');
    expect(reset.disabled).toBe(false);
    await user.click(reset);
    expect(await screen.findByText('At /baseline-preset/21')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) => String(input).endsWith('/api/lot/archive/21') && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('shows a load failure with Retry', async () => {
    mockApi({
      'GET /lot': () => jsonResponse({ code: 'internal', message: 'The server failed.' }, 500),
    });
    renderRoutes(routes, ['/lot/21']);
    expect(await screen.findByText('The server failed.', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
