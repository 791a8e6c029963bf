import { messages } from '@circa/contract/messages';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../http/app-error';

/**
 * The list of common passwords: the 49,233 passwords of `@zxcvbn-ts/language-common` 4.1.3 (MIT;
 * zxcvbn's list of passwords most often found in breaches), lower-cased. Server only: the list
 * is never shipped to the browser.
 */
const commonPasswords: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].map((password) => password.toLowerCase()),
);

/** Digits or symbols added at the end of a listed password that still leave it common. */
const MAX_ADDED_ENDING = 5;
/** Shortest listed password whose endings are checked (shorter ones match too much). */
const MIN_LISTED_STEM = 4;

const letter = /\p{L}/u;

/**
 * True when `password` is on the list of common passwords, compared case-insensitively, or is a
 * listed password of at least 4 characters with up to 5 digits or symbols added at its end
 * ("Password1!", "Summer2024!"): that is how people make a common password meet a composition
 * rule, and such passwords are early guesses of every cracker (ASVS 5 V6.2.4, NIST SP 800-63B
 * §3.1.1.2).
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return true;
  const chars = [...lower];
  for (let cut = 1; cut <= MAX_ADDED_ENDING && chars.length - cut >= MIN_LISTED_STEM; cut++) {
    if (letter.test(chars[chars.length - cut]!)) return false;
    if (commonPasswords.has(chars.slice(0, -cut).join(''))) return true;
  }
  return false;
}

/**
 * Refuses a new password that is common (400 `validation_failed` with
 * {@link messages.commonPassword} on the `password` field). Called wherever a new password is
 * accepted: registration and password change (recovery, also reached from the profile). Length
 * is checked by the contract (`newPasswordSchema`).
 */
export function assertPasswordAllowed(password: string): void {
  if (isCommonPassword(password)) {
    throw new AppError('validation_failed', messages.commonPassword, [
      { path: ['password'], message: messages.commonPassword },
    ]);
  }
}
