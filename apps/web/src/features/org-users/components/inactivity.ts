import { inactiveAfterMonths } from '@circa/contract/org-users.schema';

/**
 * Whether a member's last sign-in is over 5 months ago (document 3 §9). A member who never signed
 * in has no last login to judge and is not highlighted.
 */
export function isInactive(lastLogin: string | null, now: Date): boolean {
  if (lastLogin === null) return false;
  const limit = new Date(now);
  limit.setMonth(limit.getMonth() - inactiveAfterMonths);
  return new Date(lastLogin) < limit;
}

const dateFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** The last login as a date ('Never' when the member never signed in). */
export function formatLastLogin(lastLogin: string | null): string {
  return lastLogin === null ? 'Never' : dateFormat.format(new Date(lastLogin));
}
