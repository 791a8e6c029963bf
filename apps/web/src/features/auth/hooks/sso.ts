import type { SsoProviders } from '@circa/contract/identity.schema';
import { paths } from '../../../config/paths';

/**
 * Single sign-on by the OpenID Connect implicit flow (response_type=id_token): the browser goes
 * to the provider, which returns to /googlelogin/{username} or /microsoftlogin/{username} with
 * `#id_token=...&state=...`. The state and nonce are kept in session storage and checked on
 * return; the server verifies the token's signature, issuer and audience.
 */

export type SsoProvider = keyof SsoProviders;

/** Registration fields carried through the round trip when signing up with a provider. */
export interface PendingRegistration {
  firstName: string;
  lastName: string;
  companyName: string;
  phoneNumber: string;
}

export interface PendingSso {
  provider: SsoProvider;
  username: string;
  state: string;
  nonce: string;
  registration?: PendingRegistration;
}

const storageKey = 'circa.sso';

/** A random URL-safe string of `bytes` random bytes. */
export function randomToken(bytes = 24): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  let text = '';
  for (const byte of data) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The callback path of a provider for a username. */
export function callbackPath(provider: SsoProvider, username: string): string {
  return provider === 'Google' ? paths.googleLogin(username) : paths.microsoftLogin(username);
}

/** The provider's authorization URL for an implicit ID-token request. */
export function authorizationUrl(
  endpoint: string,
  clientId: string,
  redirectUri: string,
  pending: Pick<PendingSso, 'state' | 'nonce' | 'username'>,
): string {
  const url = new URL(endpoint);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('response_type', 'id_token');
  url.searchParams.set('response_mode', 'fragment');
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', pending.state);
  url.searchParams.set('nonce', pending.nonce);
  url.searchParams.set('login_hint', pending.username);
  return url.toString();
}

/**
 * Starts sign-in (or sign-up, with `registration`) with a provider: remembers state and nonce
 * and sends the browser to the provider.
 */
export function startSso(
  provider: SsoProvider,
  config: { ClientId: string; AuthorizationEndpoint: string },
  username: string,
  registration?: PendingRegistration,
): void {
  const pending: PendingSso = { provider, username, state: randomToken(), nonce: randomToken() };
  if (registration) pending.registration = registration;
  sessionStorage.setItem(storageKey, JSON.stringify(pending));
  const redirectUri = `${window.location.origin}${callbackPath(provider, username)}`;
  window.location.assign(
    authorizationUrl(config.AuthorizationEndpoint, config.ClientId, redirectUri, pending),
  );
}

/** Reads and forgets the pending sign-in (it can be used once). */
export function takePendingSso(): PendingSso | null {
  try {
    const text = sessionStorage.getItem(storageKey);
    sessionStorage.removeItem(storageKey);
    if (!text) return null;
    const value = JSON.parse(text) as PendingSso;
    return typeof value.state === 'string' && typeof value.nonce === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** The fields of the provider's answer in the URL fragment. */
export function parseFragment(hash: string): Record<string, string> {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  return Object.fromEntries(params.entries());
}

/** The payload of a JWT (not verified: the server verifies the signature). */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export type CallbackCheck = { ok: true; idToken: string } | { ok: false; message: string };

/**
 * Checks the provider's answer against the pending request: the provider reported no error, the
 * state matches, the provider and username match, and the ID token's nonce claim is ours.
 */
export function checkCallback(
  pending: PendingSso | null,
  provider: SsoProvider,
  username: string,
  fragment: Record<string, string>,
): CallbackCheck {
  if (fragment.error) {
    return {
      ok: false,
      message:
        fragment.error_description ||
        `${provider} sign-in was cancelled or failed (${fragment.error}).`,
    };
  }
  if (!pending || pending.provider !== provider || pending.state !== fragment.state) {
    return {
      ok: false,
      message: `The ${provider} sign-in could not be matched to this browser session. Please start again.`,
    };
  }
  if (pending.username.toLowerCase() !== username.toLowerCase()) {
    return {
      ok: false,
      message: `The ${provider} sign-in was started for another email. Please start again.`,
    };
  }
  const idToken = fragment.id_token;
  if (!idToken)
    return {
      ok: false,
      message: `${provider} did not return a sign-in token. Please start again.`,
    };
  if (decodeJwtPayload(idToken)?.nonce !== pending.nonce) {
    return {
      ok: false,
      message: `The ${provider} sign-in token does not belong to this request. Please start again.`,
    };
  }
  return { ok: true, idToken };
}
