/**
 * Expand a design's templates (nested templates included) into flat element rows with design
 * quantities (METHOD.md §3: "nested templates expanded, quantities multiplied down").
 *
 * An element of template T used at quantity m (in T's unit) gets quantity
 * element.quantity × m / T.baseQuantity; a nested template gets the same scaling, recursively.
 */
import type { CompiledSource } from './compiled-source';
import { requireProcess } from './compiled-source';
import type { Design } from './design-types';
import { EngineError } from './engine-error';
import type { EvaluationContext } from './evaluation-context';
import { designTemplateQuantity } from './quantities';
import type { RefrigerantRelease } from './refrigerant';
import { checkRefrigerantRelease } from './refrigerant';
import type { OperationalSpec, Template } from './template-types';

/** One element row of the expanded design. */
export interface ExpandedElement {
  process: number;
  /** Process whose C1–C4 and D apply. */
  endOfLifeProcess: number;
  /** Transport process index or -1. */
  transportProcess: number;
  distanceKm: number;
  /** Installed quantity in the process's declared unit for the whole design. */
  quantity: number;
  wastageRate: number;
  /** Years; Infinity when the element lasts the whole period. */
  serviceLife: number;
  maintenanceRate: number;
  repairRate: number;
  /** AUD per declared unit overriding the process price; NaN when not given. */
  costPerUnit: number;
  /** For a refrigerant charge: its leak and end-of-life loss rates (refrigerant.ts); else absent. */
  refrigerant?: RefrigerantRelease | null;
  /** Index of the master (top) design template. */
  master: number;
  /** Template that holds the element when it is not the master template itself, else null. */
  nestedTemplate: Template | null;
  /**
   * Id of the recipe line the element comes from: elements of the same line differ only in
   * quantity, and every module is linear in quantity, so per-unit results can be shared.
   */
  recipeLineId: number;
  /**
   * True for the cost line of a template cost rate (`Template.costRate`): no process
   * (`process`, `endOfLifeProcess` and `transportProcess` are -1), quantity in the template's
   * unit, `costPerUnit` the rate; only the AUD column has values (A1-A3, and B4 per replacement).
   */
  costOnly?: boolean;
  /** The template whose cost rate a cost line carries; null for process elements. */
  costTemplate?: Template | null;
  /**
   * True when a building-scope cost rate in the design prices this element's capital cost:
   * its AUD in A1-A3, A4 and A5 is not counted again (its replacements still are).
   */
  capitalPricedByBuilding?: boolean;
}

/** A design template with its resolved quantities. */
export interface ExpandedMaster {
  designTemplateId: string;
  template: Template;
  quantity: number;
  predictedQuantity: number | null;
  isMatching: boolean | null;
}

/** An operational spec found in the design with the quantity of its template. */
export interface ExpandedOperational {
  spec: OperationalSpec;
  /** Quantity of the template that carries the spec, in that template's unit. */
  quantity: number;
  master: number;
}

/** The expanded design. */
export interface ExpandedDesign {
  masters: ExpandedMaster[];
  elements: ExpandedElement[];
  operational: ExpandedOperational[];
}

interface CompiledLine {
  id: number;
  kind: 'process' | 'template';
  quantity: number;
  process: number;
  endOfLifeProcess: number;
  transportProcess: number;
  distanceKm: number;
  wastageRate: number;
  serviceLife: number;
  maintenanceRate: number;
  repairRate: number;
  costPerUnit: number;
  refrigerant: RefrigerantRelease | null;
  templateId: string;
}

const recipeCache = new WeakMap<Template, { compiled: CompiledSource; lines: CompiledLine[] }>();
const costLineIds = new WeakMap<Template, number>();
let nextLineId = 0;

/** Recipe line id of a template's cost line (one per template object). */
function costLineId(template: Template): number {
  let id = costLineIds.get(template);
  if (id === undefined) {
    id = nextLineId++;
    costLineIds.set(template, id);
  }
  return id;
}

/** Throws INVALID_QUANTITY unless the template's cost rate is a usable number. */
function checkCostRate(template: Template): void {
  const rate = template.costRate!;
  if (!(Number.isFinite(rate.audPerUnit) && rate.audPerUnit >= 0)) {
    throw new EngineError(
      'INVALID_QUANTITY',
      `Template "${template.name}" has a cost rate of ${rate.audPerUnit} AUD per ${template.unit}; use a number of 0 or more.`,
      { templateId: template.id },
    );
  }
  if (rate.serviceLife != null && !(rate.serviceLife > 0)) {
    throw new EngineError(
      'INVALID_QUANTITY',
      `Template "${template.name}" gives its cost rate a service life of ${rate.serviceLife} years; use a number of years larger than 0, or leave it empty for the whole period.`,
      { templateId: template.id },
    );
  }
}

function compileRecipe(template: Template, compiled: CompiledSource): CompiledLine[] {
  const hit = recipeCache.get(template);
  if (hit && hit.compiled === compiled) return hit.lines;
  if (!(template.baseQuantity > 0)) {
    throw new EngineError(
      'INVALID_QUANTITY',
      `Template "${template.name}" has base quantity ${template.baseQuantity}; set a base quantity larger than 0.`,
      { templateId: template.id },
    );
  }
  const lines = template.elements.map((el): CompiledLine => {
    if (!(Number.isFinite(el.quantity) && el.quantity >= 0)) {
      throw new EngineError(
        'INVALID_QUANTITY',
        `Template "${template.name}" has an element with quantity ${el.quantity}; element quantities must be numbers of 0 or more.`,
        { templateId: template.id },
      );
    }
    if (el.kind === 'template') {
      return {
        id: nextLineId++,
        kind: 'template',
        quantity: el.quantity,
        process: -1,
        endOfLifeProcess: -1,
        transportProcess: -1,
        distanceKm: 0,
        wastageRate: 0,
        serviceLife: Infinity,
        maintenanceRate: 0,
        repairRate: 0,
        costPerUnit: Number.NaN,
        refrigerant: null,
        templateId: el.templateId,
      };
    }
    const where = `Template "${template.name}"`;
    const process = requireProcess(compiled, el.processId, where);
    const life = el.serviceLife;
    if (life != null && !(life > 0)) {
      throw new EngineError(
        'INVALID_QUANTITY',
        `${where} gives process "${el.processId}" a service life of ${life} years; use a number of years larger than 0, or leave it empty for the whole period.`,
        { templateId: template.id },
      );
    }
    if (el.refrigerant) checkRefrigerantRelease(el.refrigerant, where);
    return {
      id: nextLineId++,
      kind: 'process',
      quantity: el.quantity,
      process,
      endOfLifeProcess: requireProcess(
        compiled,
        el.endOfLifeProcessId || el.processId,
        where,
        'end-of-life',
      ),
      transportProcess: el.transport ? requireProcess(compiled, el.transport.processId, where) : -1,
      distanceKm: el.transport?.distanceKm ?? 0,
      wastageRate: el.wastageRate,
      serviceLife: life ?? Infinity,
      maintenanceRate: el.maintenanceRate ?? 0,
      repairRate: el.repairRate ?? 0,
      costPerUnit: el.costPerUnit ?? Number.NaN,
      refrigerant: el.refrigerant ?? null,
      templateId: '',
    };
  });
  recipeCache.set(template, { compiled, lines });
  return lines;
}

function requireTemplate(
  ctx: EvaluationContext,
  templateId: string,
  referencedBy: string,
): Template {
  const t = ctx.templates.get(templateId);
  if (!t) {
    throw new EngineError(
      'UNKNOWN_TEMPLATE',
      `${referencedBy} refers to template "${templateId}", which is not in the template library. Choose another template or add it to the library.`,
      { templateId },
    );
  }
  return t;
}

/** Expand every design template of `design` into element rows. */
export function expandDesign(
  design: Pick<Design, 'designTemplates' | 'baselineAttributeValues'>,
  ctx: EvaluationContext,
  compiled: CompiledSource,
  designValues: Readonly<Record<number, number>>,
): ExpandedDesign {
  const baselineValues = design.baselineAttributeValues ?? {};
  const masters: ExpandedMaster[] = [];
  const elements: ExpandedElement[] = [];
  const operational: ExpandedOperational[] = [];
  const stack: string[] = [];

  /**
   * @param isPriced an enclosing template has a template-scope cost rate that includes this one:
   *   its own rate is not counted and its elements' prices are 0.
   */
  const visit = (
    template: Template,
    quantity: number,
    master: number,
    isNested: boolean,
    skipNested: boolean,
    isPriced = false,
  ): void => {
    if (stack.includes(template.id)) {
      throw new EngineError(
        'TEMPLATE_CYCLE',
        `Template "${template.name}" contains itself through its nested templates (${[...stack, template.id].join(' → ')}); remove one of the nested templates.`,
        { path: [...stack, template.id] },
      );
    }
    stack.push(template.id);
    if (template.operational) {
      for (const spec of template.operational) operational.push({ spec, quantity, master });
    }
    const scale = quantity / template.baseQuantity;
    const rate = template.costRate;
    if (rate && !isPriced) {
      checkCostRate(template);
      const isBuilding = rate.scope === 'building';
      elements.push({
        process: -1,
        endOfLifeProcess: -1,
        transportProcess: -1,
        distanceKm: 0,
        quantity,
        wastageRate: 0,
        serviceLife: isBuilding ? Infinity : (rate.serviceLife ?? Infinity),
        maintenanceRate: 0,
        repairRate: 0,
        costPerUnit: rate.audPerUnit,
        master,
        nestedTemplate: isNested ? template : null,
        recipeLineId: costLineId(template),
        costOnly: true,
        costTemplate: template,
      });
    }
    // A template-scope rate prices everything the template contains.
    const contentsPriced = isPriced || rate?.scope === 'template';
    for (const line of compileRecipe(template, compiled)) {
      if (line.kind === 'template') {
        if (skipNested) continue;
        const nested = requireTemplate(ctx, line.templateId, `Template "${template.name}"`);
        visit(nested, line.quantity * scale, master, true, false, contentsPriced);
        continue;
      }
      elements.push({
        process: line.process,
        endOfLifeProcess: line.endOfLifeProcess,
        transportProcess: line.transportProcess,
        distanceKm: line.distanceKm,
        quantity: line.quantity * scale,
        wastageRate: line.wastageRate,
        serviceLife: line.serviceLife,
        maintenanceRate: line.maintenanceRate,
        repairRate: line.repairRate,
        costPerUnit: contentsPriced ? 0 : line.costPerUnit,
        ...(line.refrigerant ? { refrigerant: line.refrigerant } : {}),
        master,
        nestedTemplate: isNested ? template : null,
        // Priced and unpriced uses of a line differ in more than quantity: keep their units apart.
        recipeLineId: contentsPriced ? -1 - line.id : line.id,
      });
    }
    stack.pop();
  };

  design.designTemplates.forEach((dt, master) => {
    const template = requireTemplate(ctx, dt.templateId, `Design template "${dt.id}"`);
    const q = designTemplateQuantity(dt, designValues, baselineValues);
    masters.push({
      designTemplateId: dt.id,
      template,
      quantity: q.quantity,
      predictedQuantity: q.predictedQuantity,
      isMatching: q.isMatching,
    });
    const override = dt.nestedTemplates ?? null;
    const isMasterPriced = template.costRate?.scope === 'template';
    visit(template, q.quantity, master, false, override !== null);
    if (override) {
      stack.push(template.id);
      for (const n of [...override].sort((x, y) => x.sortOrder - y.sortOrder)) {
        const nested = requireTemplate(ctx, n.templateId, `Design template "${dt.id}"`);
        visit(nested, n.quantityPerParent * q.quantity, master, true, false, isMasterPriced);
      }
      stack.pop();
    }
  });
  // A building-scope rate prices the capital cost of everything else in the design.
  const isBuildingPriced = elements.some(
    (el) => el.costOnly && el.quantity !== 0 && el.costTemplate?.costRate?.scope === 'building',
  );
  if (isBuildingPriced)
    for (const el of elements)
      if (!(el.costOnly && el.costTemplate?.costRate?.scope === 'building'))
        el.capitalPricedByBuilding = true;
  return { masters, elements, operational };
}
