/**
 * The session token, kept in local storage under key `jwt` (document 1 §3). Components subscribe
 * through `useSyncExternalStore`; the API client reads it for the Authorization header and clears
 * it when the server answers 401 on a signed-in call.
 */

export const tokenStorageKey = 'jwt';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The stored token, or null when signed out. */
export function getToken(): string | null {
  const value = storage()?.getItem(tokenStorageKey) ?? null;
  return value ? value : null;
}

/** Stores the token of a new session. */
export function setToken(token: string): void {
  storage()?.setItem(tokenStorageKey, token);
  notify();
}

/** Forgets the token (sign-out, 401, legacy host). */
export function clearToken(): void {
  const had = getToken() !== null;
  storage()?.removeItem(tokenStorageKey);
  if (had) notify();
}

/** Subscribes to token changes, including changes made in other tabs. */
export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === tokenStorageKey || event.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
