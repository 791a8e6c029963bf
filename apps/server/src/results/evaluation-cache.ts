import { evaluateBenchmark } from '@circa/engine/benchmark';
import type { Design } from '@circa/engine/design-types';
import { evaluateDesign } from '@circa/engine/evaluate-design';
import type { EvaluationContext } from '@circa/engine/evaluation-context';
import type { Evaluation } from '@circa/engine/evaluation-types';
import { createEvaluationContext } from '@circa/reference-data/default-context';
import { processCache } from '../memory/bounded-cache';

/** Evaluations kept in memory, most recent last. */
const evaluations = processCache<string, Evaluation>(200);

/**
 * The evaluation context of a design: the shipped reference data with the LCI source its
 * development chose (`design.lciSourceId`; the starter source when it has none).
 */
export function contextOfDesign(design: Design): EvaluationContext {
  return createEvaluationContext({ sourceId: design.lciSourceId ?? null });
}

/** Evaluates a design with the shipped reference data (not cached). */
export function evaluate(design: Design): Evaluation {
  return evaluateDesign(design, contextOfDesign(design));
}

/** Keeps an evaluation under its design version. */
export function rememberEvaluation(
  designId: number,
  version: number,
  evaluation: Evaluation,
): void {
  evaluations.set(`${designId}:${version}`, evaluation);
}

/**
 * Evaluates a stored design through the engine, once per design version: every saved change
 * bumps the version, so a cached evaluation is never stale (in any process, with either
 * database), and reading results after a change costs one evaluation.
 */
export function evaluateDesignVersion(
  designId: number,
  version: number,
  design: Design,
): Evaluation {
  const cached = evaluations.get(`${designId}:${version}`);
  const evaluation = cached ?? evaluate(design);
  rememberEvaluation(designId, version, evaluation);
  return evaluation;
}

/**
 * Evaluates the benchmark of a stored design (METHOD.md §7), once per version of the design and
 * of its baseline: either changing changes the key. The benchmark uses the design's LCI source,
 * so a reduction compares like with like.
 */
export function evaluateBenchmarkVersion(
  design: { id: number; version: number; design: Design },
  baseline: { id: number; version: number; design: Design },
): Evaluation {
  const key = `benchmark:${design.id}:${design.version}:${baseline.id}:${baseline.version}`;
  const cached = evaluations.get(key);
  return evaluations.set(
    key,
    cached ?? evaluateBenchmark(baseline.design, design.design, contextOfDesign(design.design)),
  );
}
