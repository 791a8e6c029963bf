import { z } from 'zod';
import { messages } from './messages';

/**
 * Field schemas shared by many calls, carrying the spec's validation messages (document 1 §5).
 */

/** The standard email pattern used by the forms (local@domain.tld, no spaces). */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A username, which is an email address; trimmed and compared case-insensitively. */
export const usernameSchema = z
  .string({ error: messages.usernameRequired })
  .trim()
  .min(1, messages.usernameRequired)
  .max(254, messages.invalidEmail)
  .regex(emailPattern, messages.invalidEmail);

/** Longest password accepted, characters (ASVS 5 V6: allow at least 64). */
export const PASSWORD_MAX_LENGTH = 256;

/** Shortest new password, characters (document 1 §8 "Password minimum length: 8"). */
export const PASSWORD_MIN_LENGTH = 8;

/** A password as typed at sign-in (no strength rule: old passwords stay valid). */
export const passwordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, messages.passwordTooLong);

/**
 * A new password: at least 8 and at most 256 characters, any characters (spaces included), no
 * composition rule (ASVS 5 V6.2: length and a list of common passwords instead). Too short shows
 * the spec's message (document 1 §5). The server also refuses passwords on its list of common
 * passwords (`apps/server/src/auth/password-policy.ts`); the list is not shipped to the browser.
 */
export const newPasswordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, messages.weakPassword)
  .max(PASSWORD_MAX_LENGTH, messages.passwordTooLong);

/** A required short text, trimmed, with the message to show when empty. */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please enter at most ${max} characters.`);
}

/** An optional short text, trimmed; empty is allowed. */
export function optionalText(max = 200) {
  return z.string().trim().max(max, `Please enter at most ${max} characters.`);
}

/** A four-character PIN of letters and digits (case-insensitive on entry). */
export const pinSchema = z
  .string({ error: messages.pinInvalid })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4}$/, messages.pinInvalid);
