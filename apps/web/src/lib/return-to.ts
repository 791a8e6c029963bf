/**
 * The remembered target of a visitor sent to /login (document 1 §2.1). Kept in session storage
 * so it survives the single sign-on round trip to the provider.
 */

const key = 'circa.returnTo';

/** True for a same-site path (not `//host` or a full URL), so a target cannot leave the app. */
export function isSafeTarget(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Remembers where to go after sign-in. */
export function rememberTarget(path: string): void {
  if (!isSafeTarget(path)) return;
  try {
    sessionStorage.setItem(key, path);
  } catch {
    // storage unavailable (private mode): the user lands on /profile instead
  }
}

/** The remembered target, if any (does not forget it). */
export function readTarget(): string | null {
  try {
    const value = sessionStorage.getItem(key);
    return value && isSafeTarget(value) ? value : null;
  } catch {
    return null;
  }
}

/** Forgets the remembered target. */
export function forgetTarget(): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing to forget
  }
}
