import { describe, expect, it } from 'vitest';
import { hasTestBorder, isNonProductionHost, legacyHostTarget } from './hosts';
import { parseHostMap } from '../config/deployment';

describe('hasTestBorder', () => {
  it.each([
    't1.circa.build',
    't5-app.circa.build',
    't10.circa.build',
    'T3.circa.build',
    'localhost',
    'staging.circa.build',
    'staging-2.example.com',
  ])('marks %s as a test environment', (host) => {
    expect(hasTestBorder(host)).toBe(true);
  });

  it.each([
    'circa.build',
    'app.circa.build',
    'preprod.circa.build',
    't11.circa.build',
    't0.circa.build',
    'tools.circa.build',
    'mystaging.example.com',
  ])('shows no border on %s', (host) => {
    expect(hasTestBorder(host)).toBe(false);
  });
});

describe('isNonProductionHost', () => {
  it('counts preprod as non-production although it has no border', () => {
    expect(isNonProductionHost('preprod.circa.build')).toBe(true);
    expect(hasTestBorder('preprod.circa.build')).toBe(false);
  });

  it('counts the production host as production', () => {
    expect(isNonProductionHost('app.circa.build')).toBe(false);
  });
});

describe('legacyHostTarget', () => {
  const map = parseHostMap(
    ' old.example.com = new.example.com ,broken=, =x,Old2.Example.com=app.example.com',
  );

  it('maps a legacy host to its new host, ignoring case', () => {
    expect(legacyHostTarget('OLD.example.com', map)).toBe('new.example.com');
    expect(legacyHostTarget('old2.example.com', map)).toBe('app.example.com');
  });

  it('returns null for current hosts and ignores incomplete entries', () => {
    expect(legacyHostTarget('new.example.com', map)).toBeNull();
    expect(legacyHostTarget('broken', map)).toBeNull();
    expect(Object.keys(map)).toHaveLength(2);
  });
});
