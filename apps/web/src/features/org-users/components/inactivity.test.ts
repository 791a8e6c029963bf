import { describe, expect, it } from 'vitest';
import { formatLastLogin, isInactive } from './inactivity';

describe('the 5-month inactivity highlight', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('highlights a last login over 5 months ago, not one within them nor a missing one', () => {
    expect(isInactive('2026-06-25T12:00:00Z', now)).toBe(true);
    expect(isInactive('2026-06-27T12:00:00Z', now)).toBe(false);
    expect(isInactive('2026-11-01T00:00:00Z', now)).toBe(false);
    expect(isInactive(null, now)).toBe(false);
  });

  it('shows the date, or Never', () => {
    expect(formatLastLogin(null)).toBe('Never');
    expect(formatLastLogin('2026-01-02T03:04:05Z')).toMatch(/2 Jan 2026/);
  });
});
