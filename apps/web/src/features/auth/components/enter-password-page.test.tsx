// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@circa/contract/messages';
import { jsonResponse, mockApi, renderRoutes, sentBodies } from '../../../app/test-utils';
import { EnterPasswordPage } from './enter-password-page';

const routes = [
  { path: '/enter-password/:username', element: <EnterPasswordPage /> },
  { path: '/validate-pin/:username', element: <p>PIN page</p> },
  { path: '/login', element: <p>Login page</p> },
];
const label = (text: string) => new RegExp(`^${text}(\\s*\\*)?$`);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function submit(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(label('Password')), password);
  await user.type(screen.getByLabelText(label('Confirm Password')), password);
  await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
}

describe('EnterPasswordPage', { timeout: 20_000 }, () => {
  it('shows the email read only and goes to the PIN check after SUBMIT', async () => {
    const fetchMock = mockApi({
      'POST /shared/changepassword': () => jsonResponse({ Data: true }),
    });
    const { router } = renderRoutes(routes, ['/enter-password/ada%40example.com']);
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(email.readOnly).toBe(true);
    await submit('N3w-password!');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/validate-pin/ada%40example.com'),
    );
    expect(sentBodies(fetchMock, 'POST /shared/changepassword')).toEqual([
      { username: 'ada@example.com', password: 'N3w-password!' },
    ]);
  });

  it('sends a long passphrase without digits or symbols (no composition rule)', async () => {
    const fetchMock = mockApi({
      'POST /shared/changepassword': () => jsonResponse({ Data: true }),
    });
    const { router } = renderRoutes(routes, ['/enter-password/ada%40example.com']);
    await submit('quiet otters braid kelp under harbour lights');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/validate-pin/ada%40example.com'),
    );
    expect(sentBodies(fetchMock, 'POST /shared/changepassword')).toHaveLength(1);
  });

  it("refuses fewer than 8 characters with the spec's message and sends nothing", async () => {
    const fetchMock = mockApi({});
    renderRoutes(routes, ['/enter-password/ada%40example.com']);
    await submit('Ab1!xyz');
    expect(await screen.findByText(messages.weakPassword)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /shared/changepassword')).toEqual([]);
  });

  it("shows the server's refusal of a common password", async () => {
    mockApi({
      'POST /shared/changepassword': () =>
        jsonResponse({ code: 'validation_failed', message: messages.commonPassword }, 400),
    });
    renderRoutes(routes, ['/enter-password/ada%40example.com']);
    await submit('Password1!');
    expect((await screen.findByRole('alert')).textContent).toContain(messages.commonPassword);
  });

  it("shows the server's message and 'Return to Login' on failure", async () => {
    mockApi({
      'POST /shared/changepassword': () =>
        jsonResponse(
          {
            code: 'too_many_requests',
            message: 'Too many attempts. Please wait 15 minutes and try again.',
          },
          429,
        ),
    });
    renderRoutes(routes, ['/enter-password/ada%40example.com']);
    await submit('N3w-password!');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Too many attempts. Please wait 15 minutes and try again.');
    expect(screen.getByRole('link', { name: 'Return to Login' }).getAttribute('href')).toBe(
      '/login/',
    );
  });
});
