#!/usr/bin/env node
// Counts import edges across the web app's boundaries (codebase issue 17): imports from one
// feature into another, feature → app/, ui/ or lib/ → features, and pairs of features that import
// each other. Usage: node scripts/web-boundaries.mjs [--list]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/web/src');
const list = process.argv.includes('--list');

/** @param {string} dir @returns {string[]} */
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Top-level area of a file under src: `features/<name>`, `app`, `ui`, `lib`, … */
function area(file) {
  const parts = relative(src, file).split('/');
  return parts[0] === 'features' ? `features/${parts[1]}` : parts.length > 1 ? parts[0] : '.';
}

const importRe =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const all = files(src);
const featureFiles = all.filter((f) => area(f).startsWith('features/'));
const cross = [];
const toApp = new Set();
const sharedToFeature = [];
let featureToAppEdges = 0;
const registry = 'config/screens.tsx';
let registryPages = 0;
for (const file of all) {
  const from = area(file);
  for (const m of readFileSync(file, 'utf8').matchAll(importRe)) {
    const spec = m[1] ?? m[2];
    if (!spec.startsWith('.')) continue;
    const to = area(resolve(dirname(file), spec));
    const rel = relative(src, file);
    if (from.startsWith('features/') && to.startsWith('features/') && to !== from)
      cross.push({ rel, from, to, spec });
    if (from.startsWith('features/') && to === 'app') {
      featureToAppEdges++;
      toApp.add(rel);
      if (list) console.log(`feature→app  ${rel} → ${spec}`);
    }
    // the screen registry names each screen's page in a lazy import() (apps/web/README.md)
    if (rel === registry && m[2] !== undefined && to.startsWith('features/')) registryPages++;
    else if (['ui', 'lib', 'config', 'testing'].includes(from) && to.startsWith('features/'))
      sharedToFeature.push(`${rel} → ${spec}`);
  }
}
const pairs = new Set(cross.map((c) => `${c.from} ${c.to}`));
const mutual = [...pairs]
  .map((p) => p.split(' '))
  .filter(([a, b]) => a < b && pairs.has(`${b} ${a}`))
  .map(([a, b]) => `${a.slice(9)}↔${b.slice(9)}`);
if (list) for (const c of cross) console.log(`cross  ${c.rel} → ${c.spec}`);
if (list) for (const s of sharedToFeature) console.log(`shared→feature  ${s}`);
console.log(`feature files: ${featureFiles.length}`);
console.log(
  `cross-feature imports: ${cross.length} in ${new Set(cross.map((c) => c.rel)).size} files`,
);
console.log(`features importing each other: ${mutual.length} pairs ${mutual.join(', ')}`);
console.log(`feature → app/ imports: ${featureToAppEdges} in ${toApp.size} files`);
console.log(`ui/lib/config/testing → features imports: ${sharedToFeature.length}`);
console.log(`lazy pages in the screen registry (${registry}): ${registryPages}`);
