/**
 * Build `data/lci/au-published-epds-2026.1.csv` (the source "Australia — published EPDs" in the
 * LCI import format) from the transcriptions in `sources/au-epd/*.csv`.
 *
 * Run: npm run build:au-epd -w @circa/reference-data
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AUSTRALIAN_EPD_SOURCE_FILE,
  AUSTRALIAN_EPD_SOURCE_META,
  starterSource,
} from '../src/lci-sources';
import { buildAustralianEpdSource, readRepresentatives } from './au-epd-import-csv';

const dir = fileURLToPath(new URL('../sources/au-epd/', import.meta.url));
const REPRESENTATIVES = 'representatives.csv';

/** The transcription files (name and text), read from `sources/au-epd`. */
export function readTranscriptions(): { name: string; text: string }[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.csv') && name !== REPRESENTATIVES)
    .map((name) => ({ name, text: readFileSync(resolve(dir, name), 'utf8') }));
}

/** The source as built from the transcriptions and the chosen representatives. */
export function buildShippedAustralianEpdSource() {
  return buildAustralianEpdSource(
    readTranscriptions(),
    readRepresentatives(readFileSync(resolve(dir, REPRESENTATIVES), 'utf8')),
    AUSTRALIAN_EPD_SOURCE_META,
    starterSource(),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { source, csv } = buildShippedAustralianEpdSource();
  const out = fileURLToPath(new URL(`../data/${AUSTRALIAN_EPD_SOURCE_FILE}`, import.meta.url));
  writeFileSync(out, csv);
  console.log(
    `wrote ${AUSTRALIAN_EPD_SOURCE_FILE}: ${source.processes.length} processes, ${
      Object.keys(source.substitutes ?? {}).length
    } library processes replaced`,
  );
}
