import { describe, expect, it } from 'vitest';
import { targetsSentence } from './portfolio-summary';

const counts = (c: Partial<Record<string, number>>) => ({
  Achieved: 0,
  Missed: 0,
  NoTargets: 0,
  NotAssessed: 0,
  Preparing: 0,
  ...c,
});

describe('the targets sentence', () => {
  it('counts the lots that achieve their targets among those with targets, then the others', () => {
    expect(targetsSentence(counts({ Achieved: 3, Missed: 2, NoTargets: 2, NotAssessed: 1 }))).toBe(
      ' Targets achieved by 3 of 5 lots with targets; 2 lots without targets; 1 lot not assessed.',
    );
    expect(targetsSentence(counts({ Missed: 1 }))).toBe(
      ' Targets achieved by 0 of 1 lot with targets.',
    );
    expect(targetsSentence(counts({}))).toBe('');
  });
});
