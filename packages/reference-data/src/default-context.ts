/**
 * The evaluation context built from the shipped reference data (what the server passes to
 * `evaluateDesign`).
 */
import type { EvaluationContext } from '@circa/engine/evaluation-context';
import type { LciSource } from '@circa/engine/lci-types';
import type { Template } from '@circa/engine/template-types';
import type { NgaEdition } from './energy-carriers';
import { DEFAULT_NGA_EDITION, energyCarriers } from './energy-carriers';
import { TEMPLATE_LIBRARY } from './library/template-library';
import { starterSource } from './lci-sources';
import { TEMPLATE_CATEGORIES } from './template-categories';
import { WATER_TABLES } from './water-tables';
import { wholeOfHomeTables } from './whole-of-home-tables';

/** Options of {@link createEvaluationContext}. */
export interface ContextOptions {
  /** NGA edition of the electricity factors (default 2026). */
  ngaEdition?: NgaEdition;
  /** LCI source to use instead of the starter source (it must contain the carrier and water processes, e.g. via mergeWithStarter). */
  source?: LciSource;
  /** Templates added to (or replacing by id) the library, e.g. organisation templates. */
  extraTemplates?: readonly Template[];
}

let defaultContext: EvaluationContext | undefined;

/** Build an evaluation context; the default one (no options) is memoised. */
export function createEvaluationContext(options: ContextOptions = {}): EvaluationContext {
  const isDefault = options.ngaEdition === undefined && !options.source && !options.extraTemplates;
  if (isDefault && defaultContext) return defaultContext;
  const templates = new Map<string, Template>(TEMPLATE_LIBRARY.map((t) => [t.id, t]));
  for (const t of options.extraTemplates ?? []) templates.set(t.id, t);
  const ctx: EvaluationContext = {
    source: options.source ?? starterSource(),
    templates,
    templateCategories: new Map(
      TEMPLATE_CATEGORIES.map((c) => [c.id, { code: c.code, name: c.name }]),
    ),
    wholeOfHome: wholeOfHomeTables(),
    energyCarriers: energyCarriers(options.ngaEdition ?? DEFAULT_NGA_EDITION),
    water: WATER_TABLES,
  };
  if (isDefault) defaultContext = ctx;
  return ctx;
}
