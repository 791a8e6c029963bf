// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@circa/contract/messages';
import { jsonResponse, mockApi, renderRoutes, sentBodies, testUser } from '../../../app/test-utils';
import { RegisterPage } from './register-page';

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/login', element: <p>Login page</p> },
];
const atRegister = [{ pathname: '/register', state: { username: 'grace@example.com' } }];
const label = (text: string) => new RegExp(`^${text}(\\s*\\*)?$`);

const baseApi = {
  'GET /shared/ssoproviders': () => jsonResponse({ Data: { Google: null, Microsoft: null } }),
  'POST /shared/checkloginavailability': () =>
    jsonResponse({ Data: { Availability: 0, IsRestricted: false } }),
  'POST /shared/ssoguessdomaininfo': () => jsonResponse({ Data: 0 }),
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(label('First Name')), 'Grace');
  await user.type(screen.getByLabelText(label('Last Name')), 'Hopper');
  await user.type(screen.getByLabelText(label('Company Name')), 'Navy');
  await user.type(screen.getByLabelText(label('Phone Number')), '0400 111 222');
}

describe('RegisterPage', { timeout: 20_000 }, () => {
  it('goes to /login without an email in route state', async () => {
    mockApi(baseApi);
    const { router } = renderRoutes(routes, ['/register']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('enables Register only once the terms are accepted, then registers with email and password', async () => {
    const fetchMock = mockApi({
      ...baseApi,
      'POST /register': () => jsonResponse({ Data: testUser, Token: 'new-token' }),
    });
    renderRoutes(routes, atRegister);
    const user = userEvent.setup();
    await fillDetails(user);
    const register = screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement;
    expect(register.disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    expect(register.disabled).toBe(false);
    await user.click(register);

    await user.click(
      await screen.findByRole('button', { name: 'Continue with email and password' }),
    );
    expect(await screen.findByRole('heading', { name: 'Enter Account Details' })).toBeTruthy();
    await user.type(screen.getByLabelText(label('Password')), 'weak');
    await user.type(screen.getByLabelText(label('Confirm Password')), 'different');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(messages.weakPassword)).toBeTruthy();

    await user.clear(screen.getByLabelText(label('Password')));
    await user.type(screen.getByLabelText(label('Password')), 'Str0ng-pass!');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(messages.passwordsDiffer)).toBeTruthy();

    await user.clear(screen.getByLabelText(label('Confirm Password')));
    await user.type(screen.getByLabelText(label('Confirm Password')), 'Str0ng-pass!');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(localStorage.getItem('jwt')).toBe('new-token'));
    expect(sentBodies(fetchMock, 'POST /register')).toEqual([
      {
        username: 'grace@example.com',
        firstName: 'Grace',
        lastName: 'Hopper',
        companyName: 'Navy',
        phoneNumber: '0400 111 222',
        password: 'Str0ng-pass!',
      },
    ]);
  });

  it("shows 'Invalid response from Server.' when the answer has no Data", async () => {
    mockApi({ ...baseApi, 'POST /register': () => jsonResponse({ Token: 'x' }) });
    renderRoutes(routes, atRegister);
    const user = userEvent.setup();
    await fillDetails(user);
    await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.click(
      await screen.findByRole('button', { name: 'Continue with email and password' }),
    );
    await user.type(await screen.findByLabelText(label('Password')), 'Str0ng-pass!');
    await user.type(screen.getByLabelText(label('Confirm Password')), 'Str0ng-pass!');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(messages.invalidServerResponse)).toBeTruthy();
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('shows the restricted message and the methods of the existing account', async () => {
    const fetchMock = mockApi({
      ...baseApi,
      'POST /shared/checkloginavailability': () =>
        jsonResponse({ Data: { Availability: 5, IsRestricted: true } }),
    });
    renderRoutes(routes, atRegister);
    expect(await screen.findByText(messages.restrictedEmail)).toBeTruthy();
    expect(screen.getByText('Email and password, Google')).toBeTruthy();
    expect(screen.queryByLabelText(label('First Name'))).toBeNull();
    expect(sentBodies(fetchMock, 'POST /shared/checkloginavailability')).toEqual([
      { username: 'grace@example.com', isRegistration: true },
    ]);
  });

  it('suggests Microsoft when the domain uses it and offers the configured providers', async () => {
    mockApi({
      ...baseApi,
      'GET /shared/ssoproviders': () =>
        jsonResponse({
          Data: {
            Google: null,
            Microsoft: { ClientId: 'm', AuthorizationEndpoint: 'https://login.example/authorize' },
          },
        }),
      'POST /shared/ssoguessdomaininfo': () => jsonResponse({ Data: 2 }),
    });
    renderRoutes(routes, atRegister);
    expect(await screen.findByText(/it is best to log in with Microsoft/)).toBeTruthy();
    const user = userEvent.setup();
    await fillDetails(user);
    await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('button', { name: 'Register with Microsoft' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register with Google' })).toBeNull();
  });
});
