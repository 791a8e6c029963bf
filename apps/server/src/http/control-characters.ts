import { AppError } from './app-error';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. Text holding
 * them (a NUL above all, which PostgreSQL text cannot store) is refused with a 400 before any
 * schema or query sees it (docs/security.md "Bad input").
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path of the first string (or object key) in `value` holding a control character, or null. */
export function findControlCharacter(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTER.test(key)) return [...path, key];
      const found = findControlCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** Throws a 400 naming the field when the request's text holds a control character. */
export function refuseControlCharacters(...parts: unknown[]): void {
  for (const part of parts) {
    const path = findControlCharacter(part);
    if (path) {
      const message = 'Text may not contain control characters (such as NUL).';
      throw new AppError('validation_failed', message, [{ path, message }]);
    }
  }
}
