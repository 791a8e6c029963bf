import { describe, expect, it } from 'vitest';
import { findControlCharacter, refuseControlCharacters } from './control-characters';

describe('control characters in request text', () => {
  it('finds NUL and other C0 controls anywhere in a body, naming the field', () => {
    expect(findControlCharacter({ a: 'ok', b: ['x', 'y\u0000z'] })).toEqual(['b', '1']);
    expect(findControlCharacter({ name: 'bell\u0007' })).toEqual(['name']);
    expect(findControlCharacter({ 'key\u0000': 1 })).toEqual(['key\u0000']);
    expect(findControlCharacter('\u007f')).toEqual([]);
  });

  it('lets tabs, line breaks and ordinary text (any script) through', () => {
    expect(findControlCharacter({ text: 'Line 1\r\nLine 2\tend', n: 3, name: 'Zoë 日本' })).toBe(
      null,
    );
    expect(() => refuseControlCharacters({ a: 'fine' }, undefined, 'q')).not.toThrow();
  });

  it('refuses with a 400 and the field', () => {
    expect(() => refuseControlCharacters(undefined, { LotName: 'a\u0000' })).toThrow(
      expect.objectContaining({
        status: 400,
        details: [expect.objectContaining({ path: ['LotName'] })],
      }),
    );
  });
});
