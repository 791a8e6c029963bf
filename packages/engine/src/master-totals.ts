/**
 * Embodied period totals per design template (master), materialised on demand from the
 * evaluation's recipe units and memoised per evaluation.
 */
import type { Evaluation } from './evaluation-types';
import { INDICATOR_COLUMN_COUNT } from './indicators';
import { MODULE_COUNT } from './life-cycle-modules';

const memo = new WeakMap<Evaluation, Float64Array>();

/** Embodied totals per master: out[(i·M + m)·K + k] (M modules, K indicator columns). */
export function masterEmbodiedTotals(ev: Evaluation): Float64Array {
  const hit = memo.get(ev);
  if (hit) return hit;
  const stride = MODULE_COUNT * INDICATOR_COLUMN_COUNT;
  const out = new Float64Array(ev.masters.length * stride);
  const elements = ev.elements;
  for (let i = 0; i < elements.length; i++) {
    const el = elements[i]!;
    const unit = ev.recipeUnits[ev.elementUnit[i]!]!;
    const base = el.master * stride;
    const q = el.quantity;
    for (let j = 0; j < unit.at.length; j++) {
      const index = base + unit.at[j]!;
      out[index] = out[index]! + q * unit.values[j]!;
    }
  }
  memo.set(ev, out);
  return out;
}
