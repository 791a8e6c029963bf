// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@circa/contract/messages';
import { jsonResponse, mockApi, renderRoutes, sentBodies, testUser } from '../../../app/test-utils';
import { ValidatePinPage } from './validate-pin-page';

const routes = [
  { path: '/validate-pin/:username', element: <ValidatePinPage /> },
  { path: '/profile', element: <p>Profile page</p> },
  { path: '/enter-password/:username', element: <p>Enter password page</p> },
];

const box = (n: number) => screen.getByLabelText(`PIN character ${n} of 4`) as HTMLInputElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Types the PIN into the boxes, one character each (as the boxes' input events arrive). */
function enterPin(pin: string) {
  pin.split('').forEach((char, index) => {
    fireEvent.change(box(index + 1), { target: { value: char } });
  });
}

describe('ValidatePinPage', () => {
  it('validates 2000 ms after the fourth character, then signs in and goes to /profile 2000 ms later', async () => {
    const fetchMock = mockApi({
      'POST /shared/validatepin': () =>
        jsonResponse({
          Data: {
            Success: true,
            Reset: false,
            AttemptsLeft: 2,
            UserResponseDetail: { Data: testUser, Token: 'pin-token' },
          },
        }),
    });
    const { router } = renderRoutes(routes, ['/validate-pin/ada%40example.com']);
    enterPin('ab12');
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(sentBodies(fetchMock, 'POST /shared/validatepin')).toEqual([
      { username: 'ada@example.com', pin: 'AB12' },
    ]);
    await vi.waitFor(() => screen.getByText('PIN accepted. Signing you in.'));
    expect(router.state.location.pathname).toBe('/validate-pin/ada%40example.com');

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe('/profile');
    expect(localStorage.getItem('jwt')).toBe('pin-token');
  });

  it('restarts the wait when the PIN is edited before validation', async () => {
    const fetchMock = mockApi({
      'POST /shared/validatepin': () =>
        jsonResponse({
          Data: { Success: false, Reset: false, AttemptsLeft: 2, UserResponseDetail: null },
        }),
    });
    renderRoutes(routes, ['/validate-pin/ada%40example.com']);
    enterPin('ab12');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    fireEvent.change(box(4), { target: { value: '' } });
    fireEvent.change(box(4), { target: { value: '3' } });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(sentBodies(fetchMock, 'POST /shared/validatepin')).toEqual([
      { username: 'ada@example.com', pin: 'AB13' },
    ]);
  });

  it('clears the boxes and shows the attempts left after a wrong PIN', async () => {
    mockApi({
      'POST /shared/validatepin': () =>
        jsonResponse({
          Data: { Success: false, Reset: false, AttemptsLeft: 2, UserResponseDetail: null },
        }),
    });
    renderRoutes(routes, ['/validate-pin/ada%40example.com']);
    enterPin('zzzz');
    await act(() => vi.advanceTimersByTimeAsync(2100));
    await vi.waitFor(() => screen.getByText('Incorrect PIN. 2 attempts left.'));
    expect([1, 2, 3, 4].map((n) => box(n).value)).toEqual(['', '', '', '']);
    expect(document.activeElement).toBe(box(1));
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it("shows 'Recovery Failed' on a reset and starts over at /enter-password", async () => {
    mockApi({
      'POST /shared/validatepin': () =>
        jsonResponse({
          Data: { Success: false, Reset: true, AttemptsLeft: 0, UserResponseDetail: null },
        }),
    });
    const { router } = renderRoutes(routes, ['/validate-pin/ada%40example.com']);
    enterPin('zzzz');
    await act(() => vi.advanceTimersByTimeAsync(2100));
    const dialog = await vi.waitFor(() =>
      screen.getByRole('dialog', { name: messages.recoveryFailedTitle }),
    );
    expect(dialog.textContent).toContain(messages.recoveryFailed);
    fireEvent.click(screen.getByRole('button', { name: 'Start Over' }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(router.state.location.pathname).toBe('/enter-password/ada%40example.com');
  });

  it('treats a failed call as a reset (document 1 §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'POST /shared/validatepin': () => jsonResponse({ code: 'internal', message: 'boom' }, 500),
    });
    renderRoutes(routes, ['/validate-pin/ada%40example.com']);
    enterPin('zzzz');
    await act(() => vi.advanceTimersByTimeAsync(2100));
    await vi.waitFor(() => screen.getByRole('dialog', { name: messages.recoveryFailedTitle }));
  });
});
