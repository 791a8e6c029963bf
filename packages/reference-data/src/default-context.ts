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
import { shippedSource, STARTER_SOURCE_ID, starterSource } from './lci-sources';
import { TEMPLATE_CATEGORIES } from './template-categories';
import { siteWaterClimate } from './site-water-climate';
import { WATER_TABLES } from './water-tables';
import { wholeOfHomeTables } from './whole-of-home-tables';

/** Options of {@link createEvaluationContext}. */
export interface ContextOptions {
  /** NGA edition of the electricity factors (default 2026). */
  ngaEdition?: NgaEdition;
  /** LCI source to use instead of the starter source (it must contain the carrier and water processes, e.g. via mergeWithStarter). */
  source?: LciSource;
  /** Id of a shipped LCI source to use (lci-sources.ts); an unknown id means the starter source. */
  sourceId?: string | null;
  /** Templates added to (or replacing by id) the library, e.g. organisation templates. */
  extraTemplates?: readonly Template[];
}

/** Contexts of the shipped sources with the default NGA edition and the library (by source id). */
const shippedContexts = new Map<string, EvaluationContext>();

/**
 * Build an evaluation context. The context of a shipped source (no other option than
 * `sourceId`; none means the starter source) is memoised.
 */
export function createEvaluationContext(options: ContextOptions = {}): EvaluationContext {
  const isDefault = options.ngaEdition === undefined && !options.source && !options.extraTemplates;
  const shipped = shippedSource(options.sourceId ?? STARTER_SOURCE_ID) ?? starterSource();
  const key = shipped.id;
  const memo = isDefault ? shippedContexts.get(key) : undefined;
  if (memo) return memo;
  const templates = new Map<string, Template>(TEMPLATE_LIBRARY.map((t) => [t.id, t]));
  for (const t of options.extraTemplates ?? []) templates.set(t.id, t);
  const ctx: EvaluationContext = {
    source: options.source ?? shipped,
    templates,
    templateCategories: new Map(
      TEMPLATE_CATEGORIES.map((c) => [c.id, { code: c.code, name: c.name }]),
    ),
    wholeOfHome: wholeOfHomeTables(),
    energyCarriers: energyCarriers(options.ngaEdition ?? DEFAULT_NGA_EDITION),
    water: WATER_TABLES,
    siteWaterClimate,
  };
  if (isDefault) shippedContexts.set(key, ctx);
  return ctx;
}
