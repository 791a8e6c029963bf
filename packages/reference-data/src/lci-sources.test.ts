import { evaluateDesign } from '@circa/engine/evaluate-design';
import { describe, expect, it } from 'vitest';
import { shippedBaselines } from './baselines/baseline-designs';
import { createEvaluationContext } from './default-context';
import {
  australianEpdSource,
  AUSTRALIAN_EPD_SOURCE_ID,
  DEFAULT_SOURCE_MIN_COVERAGE,
  LCI_GROUP_AUSTRALIA,
  shippedSources,
  STARTER_SOURCE_ID,
} from './lci-sources';
import { upfrontShareOfProcesses } from './source-coverage';

/** Least share of a baseline's product-stage carbon the Australian EPD source replaces. */
function leastCoverage(): number {
  const replaced = new Set(Object.keys(australianEpdSource().substitutes ?? {}));
  const starter = createEvaluationContext({ sourceId: STARTER_SOURCE_ID });
  return Math.min(
    ...shippedBaselines().map((b) =>
      upfrontShareOfProcesses(evaluateDesign(b.design, starter), replaced),
    ),
  );
}

describe('shipped LCI sources', () => {
  it('make the Australian EPD source the default exactly when it covers the scope', () => {
    const covers = leastCoverage() >= DEFAULT_SOURCE_MIN_COVERAGE;
    expect(LCI_GROUP_AUSTRALIA.defaultSourceId).toBe(
      covers ? AUSTRALIAN_EPD_SOURCE_ID : STARTER_SOURCE_ID,
    );
  });

  it('list the default source, and evaluate a design under each', () => {
    const sources = shippedSources(LCI_GROUP_AUSTRALIA.id);
    expect(sources.map((s) => s.id)).toContain(LCI_GROUP_AUSTRALIA.defaultSourceId);
    const design = shippedBaselines()[0]!.design;
    for (const source of sources) {
      const ctx = createEvaluationContext({ sourceId: source.id });
      expect(ctx.source).toBe(source);
      expect(createEvaluationContext({ sourceId: source.id })).toBe(ctx); // memoised
      expect(evaluateDesign(design, ctx).availableIndicatorIds).toContain(1);
    }
  });

  it('evaluate an unknown source id with the starter source', () => {
    expect(createEvaluationContext({ sourceId: 'someone-elses' }).source.id).toBe(
      STARTER_SOURCE_ID,
    );
  });
});
