import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  describeTranscriptionRules,
  readCsv,
  readTranscription,
  STARTERS,
} from './transcription-rules';

/**
 * The transcription rules (`transcription-rules.ts`) applied to every `*.csv` in this folder,
 * each file its own block, and the checks of `representatives.csv`, which names the process that
 * stands in for each starter key (or `none`) and why.
 */

const folder = new URL('./', import.meta.url);
const transcriptions = readdirSync(folder)
  .filter((f) => f.endsWith('.csv') && f !== 'representatives.csv')
  .sort();

it('finds the transcriptions', () => {
  expect(transcriptions.length).toBeGreaterThan(0);
});

for (const file of transcriptions) describeTranscriptionRules(file);

describe('representatives.csv', () => {
  const { rows } = readCsv<'library_key' | 'process_id' | 'reason'>('representatives.csv');
  const replacing = new Map<string, Set<string>>();
  for (const file of transcriptions)
    for (const r of readTranscription(file).rows)
      for (const key of r.replaces.split('|'))
        replacing.set(key, (replacing.get(key) ?? new Set()).add(r.process_id));

  it('has rows', () => expect(rows.length).toBeGreaterThan(0));

  for (const r of rows)
    it(`${r.library_key}: ${r.process_id}`, () => {
      expect(STARTERS[r.library_key], `${r.library_key}: a starter key`).toBeDefined();
      if (r.process_id !== 'none')
        expect(
          [...(replacing.get(r.library_key) ?? [])],
          `${r.process_id}: a transcribed process naming ${r.library_key} in replaces`,
        ).toContain(r.process_id);
      expect(r.reason.trim(), `${r.library_key}: reason`).not.toBe('');
    });

  it('names each starter key once', () => {
    const keys = rows.map((r) => r.library_key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
