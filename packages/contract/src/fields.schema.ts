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

/** A password as typed at sign-in (no strength rule: old passwords stay valid). */
export const passwordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .max(256, messages.weakPassword);

/**
 * Password strength: at least 8 characters with at least one letter, one digit and one
 * non-alphanumeric character (document 1 §5).
 */
export const newPasswordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .max(256, messages.weakPassword)
  .refine(
    (value) =>
      value.length >= 8 && /[A-Za-z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value),
    messages.weakPassword,
  );

/** A required short text, trimmed, with the message to show when empty. */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);
}

/** An optional short text, trimmed; empty is allowed. */
export function optionalText(max = 200) {
  return z.string().trim().max(max, `At most ${max} characters.`);
}

/** A four-character PIN of letters and digits (case-insensitive on entry). */
export const pinSchema = z
  .string({ error: messages.pinInvalid })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4}$/, messages.pinInvalid);
