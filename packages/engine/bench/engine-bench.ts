/**
 * Engine benchmark (METHOD.md §8): evaluate a design of 300 design templates (nested, about
 * 3,000 element rows, P = 60, all indicators) and produce its full pivot row set. Prints one JSON
 * line: median and p95 milliseconds of each, rows produced, and peak memory.
 *
 * Run: npm run bench:engine
 */
import { performance } from 'node:perf_hooks';
import { evaluateDesign } from '../src/evaluate-design';
import { masterEmbodiedTotals } from '../src/master-totals';
import { impactDetailsTable, pivotRowSet } from '../src/pivot-rows';
import { benchCase } from './bench-design';

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

function time(runs: number, fn: () => void): { median: number; p95: number } {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { median: round(percentile(samples, 50)), p95: round(percentile(samples, 95)) };
}

const round = (x: number): number => Math.round(x * 1000) / 1000;

const { ctx, design } = benchCase();
const first = evaluateDesign(design, ctx);
// Warm up the JIT and the per-source caches (a server evaluates many designs per source).
for (let i = 0; i < 50; i++) evaluateDesign(design, ctx);
const evaluation = time(300, () => {
  evaluateDesign(design, ctx);
});
// For information: evaluation plus per-template totals (materialised on demand for the customise views).
const withTemplates = time(200, () => {
  masterEmbodiedTotals(evaluateDesign(design, ctx));
});
let rows = 0;
for (let i = 0; i < 5; i++) rows = pivotRowSet(first).length;
// The full row set of every indicator, from the design (evaluation included).
const pivot = time(30, () => {
  rows = pivotRowSet(evaluateDesign(design, ctx)).length;
});
// For information: turning the row set into the spec's ImpactsData table (array of row arrays).
const table = time(3, () => {
  impactDetailsTable(pivotRowSet(first));
});
const usage = process.resourceUsage();
console.log(
  JSON.stringify({
    designTemplates: design.designTemplates.length,
    elementRows: first.elements.length,
    operationalLines: first.lines.length,
    referenceStudyPeriod: first.referenceStudyPeriod,
    indicators: first.availableIndicatorIds.length,
    evaluateMedianMs: evaluation.median,
    evaluateP95Ms: evaluation.p95,
    evaluateWithTemplateTotalsMedianMs: withTemplates.median,
    evaluateWithTemplateTotalsP95Ms: withTemplates.p95,
    pivotRowsMedianMs: pivot.median,
    pivotRowsP95Ms: pivot.p95,
    rows,
    impactsTableMedianMs: table.median,
    peakRssMb: Math.round(usage.maxRSS / 1024),
    heapUsedMb: Math.round(process.memoryUsage().heapUsed / 1048576),
    node: process.version,
  }),
);
