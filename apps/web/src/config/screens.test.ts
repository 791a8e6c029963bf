import { describe, expect, it } from 'vitest';
import type { Screen } from './screen';
import { isReady } from './screen';
import { isScreenReady, screens } from './screens';

const areas = import.meta.glob<Record<string, object>>('./screens/*-screens.tsx', { eager: true });

describe('screen registry', () => {
  it('tells the screens of this release from those of later releases', () => {
    for (const path of [
      '/',
      '/login',
      '/builds',
      '/lot/21/',
      '/design-results/21/submit',
      '/select-preset/3/4',
      '/payment/3?url=%2Fdesign-results%2F3',
      '/Project-Targets/1',
      '/inbox',
      '/archive',
      '/sent',
      '/share/3/3/reports',
      '/feed/zz',
    ]) {
      expect(isScreenReady(path), path).toBe(true);
    }
    // the entries of later releases (path and link only), whichever remain
    const later = Object.values<Screen>(screens).filter((screen) => !isReady(screen));
    for (const { path } of later) expect(isScreenReady(`/${path}`), path).toBe(false);
  });

  it('takes every entry of every area file, none named twice', () => {
    const names = Object.values(areas).flatMap((area) =>
      Object.values(area).flatMap((entries) => Object.keys(entries)),
    );
    expect(names.length).toBeGreaterThan(50);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(screens).sort()).toEqual([...names].sort());
  });

  it('gives each screen one pattern, and links that match it', () => {
    const patterns = Object.values(screens).map((screen) => screen.path);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(screens.designDetails.href(21)).toBe('/lot/21');
    expect(screens.designDetails.href(21, true)).toBe('/lot/21/');
    expect(screens.selectPreset.href(3)).toBe('/select-preset/3');
    expect(screens.selectPreset.href(3, 4)).toBe('/select-preset/3/4');
    expect(screens.payment.href(3, '/design-water/3')).toBe('/payment/3?url=%2Fdesign-water%2F3');
    expect(screens.enterPassword.href('a b')).toBe('/enter-password/a%20b');
  });
});
