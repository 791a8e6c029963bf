/**
 * A synthetic design for the engine benchmark (METHOD.md §8): 300 design templates that expand
 * to about 3,000 element rows through nested templates, with factors for every computed
 * indicator and module so that "all indicators" are evaluated. Values are arbitrary test
 * numbers, never shipped.
 */
import type { Design } from '../src/design-types';
import type { EvaluationContext } from '../src/evaluation-context';
import { INDICATOR_COLUMNS } from '../src/indicators';
import type { LciSource, Process, ProcessFactor } from '../src/lci-types';
import type { Template, TemplateElement } from '../src/template-types';
import { TEST_CONTEXT, testDesign } from '../src/test-support';

const MATERIAL_MODULES = ['A1-A3', 'A5', 'C1', 'C2', 'C3', 'C4', 'D'] as const;

function materials(count: number): Process[] {
  return Array.from({ length: count }, (_, i): Process => {
    const factors: ProcessFactor[] = [];
    for (const indicatorId of INDICATOR_COLUMNS) {
      if (indicatorId === 3) continue;
      for (const module of MATERIAL_MODULES)
        factors.push({
          indicatorId,
          module,
          value: ((i % 7) + 1) * (module === 'D' ? -0.1 : 1) * (1 + indicatorId / 100),
          provenance: 0,
        });
    }
    return {
      id: `bench-material-${i}`,
      name: `Bench material ${i}`,
      kind: 'material',
      category: `category-${i % 12}`,
      declaredUnit: 'kg',
      densityKgPerUnit: 1,
      costPerUnit: 2 + (i % 5),
      factors,
    };
  });
}

/** Build the benchmark context and design. */
export function benchCase(): { ctx: EvaluationContext; design: Design } {
  const base = TEST_CONTEXT.source;
  const transport = base.processes.find((p) => p.id === 'truck')!;
  const truck: Process = {
    ...transport,
    factors: INDICATOR_COLUMNS.filter((id) => id !== 3).map((indicatorId) => ({
      indicatorId,
      module: 'A4',
      value: 0.1,
      provenance: 0,
    })),
  };
  const source: LciSource = {
    ...base,
    id: 'bench',
    processes: [...materials(60), truck, ...base.processes.filter((p) => p.id !== 'truck')],
  };
  const owner = { kind: 'global' } as const;
  const leaves: Template[] = Array.from({ length: 40 }, (_, t) => ({
    id: `leaf-${t}`,
    name: `Leaf ${t}`,
    description: '',
    categoryId: (t % 6) + 1,
    elementGroupId: 1,
    unit: 'm2',
    baseQuantity: 1,
    driverAttributeIds: [8],
    lciGroupId: 'test',
    owner,
    elements: Array.from({ length: 5 }, (_, e): TemplateElement => ({
      kind: 'process',
      processId: `bench-material-${(t * 5 + e) % 60}`,
      quantity: 1 + e,
      wastageRate: 0.05,
      serviceLife: [null, 15, 25, 40, 10][e] ?? null,
      maintenanceRate: e === 4 ? 0.01 : null,
      transport: { processId: 'truck', distanceKm: 50 + e },
    })),
  }));
  const assemblies: Template[] = Array.from({ length: 30 }, (_, t) => ({
    id: `assembly-${t}`,
    name: `Assembly ${t}`,
    description: '',
    categoryId: (t % 6) + 1,
    elementGroupId: 1,
    unit: 'm2',
    baseQuantity: 1,
    driverAttributeIds: [8],
    lciGroupId: 'test',
    owner,
    elements: [
      { kind: 'template', templateId: `leaf-${t}`, quantity: 1 },
      { kind: 'template', templateId: `leaf-${(t + 7) % 40}`, quantity: 0.5 },
    ],
  }));
  const templates = new Map<string, Template>([...TEST_CONTEXT.templates]);
  for (const t of [...leaves, ...assemblies]) templates.set(t.id, t);
  const design = testDesign();
  const designTemplates = [
    ...design.designTemplates.filter((d) => d.templateId !== 'house'),
    ...Array.from({ length: 300 - (design.designTemplates.length - 1) }, (_, i) => ({
      id: `bench-${i}`,
      templateId: `assembly-${i % 30}`,
      quantity: 10 + (i % 17),
      isAutoCalc: false,
      sortOrder: 10 + i,
    })),
  ];
  return { ctx: { ...TEST_CONTEXT, source, templates }, design: { ...design, designTemplates } };
}
