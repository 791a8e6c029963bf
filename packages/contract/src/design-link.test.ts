import { describe, expect, it } from 'vitest';
import { designFeedPath, fromBase36DesignId, toBase36DesignId } from './design-link';

describe('design link', () => {
  it('encodes ids in lowercase base36 and decodes them back', () => {
    expect(toBase36DesignId(1)).toBe('1');
    expect(toBase36DesignId(35)).toBe('z');
    expect(toBase36DesignId(1295)).toBe('zz');
    for (const id of [1, 36, 123456, 2147483647, Number.MAX_SAFE_INTEGER]) {
      expect(fromBase36DesignId(toBase36DesignId(id))).toBe(id);
    }
    expect(designFeedPath(46656)).toBe('/feed/1000');
  });
  it('accepts upper case typed by hand', () => {
    expect(fromBase36DesignId('ZZ')).toBe(1295);
  });
  it('refuses what is not a positive base36 id', () => {
    for (const s of ['', '0', '00z', '-1', 'z.1', 'a b', '%7a', 'zzzzzzzzzzzz', '1y2p0ij32e8e8'])
      expect(fromBase36DesignId(s)).toBeNull();
  });
  it('has no link for ids that are not positive whole numbers', () => {
    for (const id of [0, -3, 1.5, Number.NaN, 2 ** 60])
      expect(() => toBase36DesignId(id)).toThrow(RangeError);
  });
});
