/**
 * The 'seen the intro' flag, kept in a cookie for 100000000 seconds (document 1 §2.5, §9).
 */

export const introCookieName = 'circa_seen_intro';
/** Cookie max age in seconds (document 1 §9). */
export const introCookieMaxAge = 100_000_000;

/** True when the cookie string carries the flag. */
export function hasSeenIntro(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${introCookieName}=`));
}

/** The Set-Cookie text of the flag. */
export function introCookie(isSecure: boolean): string {
  return `${introCookieName}=1; max-age=${introCookieMaxAge}; path=/; SameSite=Lax${isSecure ? '; Secure' : ''}`;
}

/** Stores the flag so the intro does not show again. */
export function markIntroSeen(): void {
  document.cookie = introCookie(window.location.protocol === 'https:');
}
