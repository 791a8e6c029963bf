import { describe, expect, it } from 'vitest';
import { GazetteerGeocoder } from './geocoder';

const geocoder = new GazetteerGeocoder();

describe('GazetteerGeocoder', () => {
  it('finds a suburb by name with its state, postcode and coordinates', async () => {
    const suggestions = await geocoder.suggest('Newtown');
    const nsw = suggestions.find((s) => s.State === 'NSW' && s.PostCode === '2042');
    expect(nsw).toMatchObject({
      Address: 'Newtown NSW 2042',
      Country: 'Australia',
      ISOCountry2: 'AU',
      IsApproximate: false,
    });
    expect(nsw!.Latitude).toBeLessThan(-33.8);
    expect(nsw!.Latitude).toBeGreaterThan(-34);
  });

  it('finds places by postcode', async () => {
    const suggestions = await geocoder.suggest('3000');
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((s) => s.PostCode === '3000' && s.State === 'VIC')).toBe(true);
  });

  it('keeps a typed street and marks its point approximate', async () => {
    const [first] = await geocoder.suggest('12 King Street, Newtown');
    expect(first).toMatchObject({ Line1: '12', Line2: 'King Street', IsApproximate: true });
    expect(first!.Address.startsWith('12 King Street, Newtown')).toBe(true);
  });

  it('narrows by a typed state and postcode, as people write addresses', async () => {
    for (const query of ['Penrith NSW 2750', 'Penrith 2750', 'penrith nsw']) {
      const suggestions = await geocoder.suggest(query);
      expect(suggestions.length, query).toBeGreaterThan(0);
      expect(
        suggestions.every((s) => s.State === 'NSW' && s.Address.startsWith('Penrith')),
        query,
      ).toBe(true);
      expect(suggestions[0]?.Address, query).toMatch(/^Penrith NSW 27\d\d$/);
    }
    expect((await geocoder.suggest('Penrith NSW 2750'))[0]?.Address).toBe('Penrith NSW 2750');
  });

  it('offers only postcodes with a NatHERS climate zone (not PO-box postcodes)', async () => {
    const codes = (await geocoder.suggest('Penrith')).map((s) => s.PostCode);
    expect(codes).toContain('2750');
    expect(codes).not.toContain('1797');
  });

  it('suggests nothing for too little text or an unknown place', async () => {
    expect(await geocoder.suggest('a')).toEqual([]);
    expect(await geocoder.suggest('Qqqqzz')).toEqual([]);
  });
});
