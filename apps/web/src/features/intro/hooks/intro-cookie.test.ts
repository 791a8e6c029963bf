import { describe, expect, it } from 'vitest';
import { hasSeenIntro, introCookie } from './intro-cookie';

describe('intro cookie', () => {
  it('lasts 100000000 seconds for the whole site', () => {
    expect(introCookie(false)).toBe('circa_seen_intro=1; max-age=100000000; path=/; SameSite=Lax');
    expect(introCookie(true)).toContain('; Secure');
  });

  it('is found among other cookies', () => {
    expect(hasSeenIntro('a=1; circa_seen_intro=1; b=2')).toBe(true);
    expect(hasSeenIntro('a=1; not_circa_seen_intro=1')).toBe(false);
    expect(hasSeenIntro('')).toBe(false);
  });
});
