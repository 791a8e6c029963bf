import { describe, expect, it } from 'vitest';
import { indicatorTotal } from './aggregates';
import { dataQualityShares, shareOfClasses } from './data-quality';
import { evaluateDesign } from './evaluate-design';
import type { EvaluationContext } from './evaluation-context';
import type { LciSource, Provenance } from './lci-types';
import type { Template } from './template-types';
import { TEST_CONTEXT, TEST_SOURCE, TEST_TEMPLATES, testDesign } from './test-support';

// A hand-made source: the test source whose concrete reads its A1-A3 from an Australian record,
// its declared installation (A5) from an approximate Australian one, its end of life from a
// German one, and whose truck is British. Energy and water keep record 0 ("test", approximate).
const record = (source: string, isApproximate = false): Provenance => ({
  source,
  table: 'test',
  licence: 'test',
  confidence: 'medium',
  isApproximate,
});
const AU = 1;
const AU_APPROXIMATE = 2;
const DE = 3;
const UK = 4;
const source: LciSource = {
  ...TEST_SOURCE,
  id: 'data-quality-test',
  provenance: [
    ...TEST_SOURCE.provenance.slice(0, 1),
    record('au'),
    record('au', true),
    record('de'),
    record('uk'),
  ],
  processes: TEST_SOURCE.processes.map((p) => {
    if (p.id === 'truck')
      return { ...p, factors: p.factors.map((f) => ({ ...f, provenance: UK })) };
    if (p.id !== 'concrete') return p;
    const of = (module: string) =>
      module === 'A1-A3' ? AU : module === 'A5' ? AU_APPROXIMATE : DE;
    return { ...p, factors: p.factors.map((f) => ({ ...f, provenance: of(f.module) })) };
  }),
};
const slab = TEST_TEMPLATES.find((t) => t.id === 'slab')!;
// The test slab with a 25-year service life: replaced at years 25 and 50 (n = 2).
const replacedSlab: Template = {
  ...slab,
  id: 'slab-25',
  elements: slab.elements.map((e) => (e.kind === 'process' ? { ...e, serviceLife: 25 } : e)),
};
const context: EvaluationContext = {
  ...TEST_CONTEXT,
  source,
  templates: new Map([...TEST_CONTEXT.templates, [replacedSlab.id, replacedSlab]]),
};
const design = testDesign({
  designTemplates: [
    { id: 'dt-slab', templateId: 'slab-25', quantity: 150, isAutoCalc: false, sortOrder: 1 },
  ],
});
const ev = evaluateDesign(design, context);
const classOf = (p: Provenance) => (p.source === 'test' ? 'other' : p.source);
const shares = dataQualityShares(ev, classOf);

describe('dataQualityShares', () => {
  it('splits upfront carbon into the factors it rests on, site waste included', () => {
    // 150 m² of slab: concrete q = 0.1 × 150 = 15 m³, wastage w = 0.05, 50 km by truck.
    // A1-A3 = 15 × 300 = 4,500 (au). A4 = 15 × 2.4 t × 50 km × 0.1 = 180 (uk).
    // ΣC = 15 × (5 + 3 + 2 + 1) = 165 (de). A5 = 0.05 × (4,500 + 180 + 165) + 15 × 4 = 302.25:
    // waste production 225 (au), waste transport 9 (uk), waste end of life 8.25 (de),
    // installation 60 (au, approximate).
    const upfront = shares.upfront;
    expect(upfront.gross).toBeCloseTo(4500 + 180 + 302.25, 9);
    expect(upfront.byClass.au).toBeCloseTo(4500 + 225 + 60, 9);
    expect(upfront.byClass.uk).toBeCloseTo(180 + 9, 9);
    expect(upfront.byClass.de).toBeCloseTo(8.25, 9);
    expect(upfront.approximate).toBeCloseTo(60, 9);
    // 4,785 / 4,982.25 = 96.04 % Australian.
    expect(shareOfClasses(upfront, ['au'])).toBeCloseTo(4785 / 4982.25, 12);
  });

  it('splits each replacement (B4) into production, transport, end of life and installation', () => {
    // Per replacement B4 = 4,500 + 180 + 302.25 + 165 = 5,147.25, twice = 10,294.5:
    // au (1.05 × 4,500 + 60) × 2 = 9,570; uk 1.05 × 180 × 2 = 378; de 1.05 × 165 × 2 = 346.5.
    // The use group also holds the operational lines (B6, B7: record 0, "other", approximate).
    const lines =
      indicatorTotal(ev, 1, { modules: ['B6', 'B7'], includeGeneration: false }) ?? Number.NaN;
    const use = shares.use;
    expect(use.byClass.au).toBeCloseTo(9570, 9);
    expect(use.byClass.uk).toBeCloseTo(378, 9);
    expect(use.byClass.de).toBeCloseTo(346.5, 9);
    expect(use.byClass.other).toBeCloseTo(lines, 6);
    expect(use.gross).toBeCloseTo(10294.5 + lines, 6);
    expect(use.approximate).toBeCloseTo(120 + lines, 6);
  });

  it('gives end of life to the end-of-life process and sums the groups into the whole life', () => {
    expect(shares.endOfLife).toEqual({ gross: 165, byClass: { de: 165 }, approximate: 0 });
    const whole = shares.wholeLife;
    const sum = (k: string) =>
      (['upfront', 'use', 'endOfLife'] as const).reduce(
        (s, g) => s + (shares[g].byClass[k] ?? 0),
        0,
      );
    for (const k of ['au', 'uk', 'de', 'other']) expect(whole.byClass[k]).toBeCloseTo(sum(k), 6);
    // Every emission here is positive, so the gross is the whole-life GWP itself.
    expect(whole.gross).toBeCloseTo(indicatorTotal(ev, 1, { includeGeneration: false })!, 6);
    expect(shareOfClasses(whole, ['au', 'uk', 'de', 'other'])).toBeCloseTo(1, 12);
  });

  it('counts a factor as approximate when the GWP-biogenic subtracted from it is', () => {
    // Timber: GWP-total A1-A3 −700 from record "de", GWP-biogenic −900 from an approximate
    // record: GWP = −700 − (−900) = 200 per m³ rests on Germany and on an approximation.
    const withTimber: LciSource = {
      ...source,
      provenance: [...source.provenance, record('estimate', true)],
      processes: source.processes.map((p) =>
        p.id === 'timber'
          ? {
              ...p,
              factors: [
                { indicatorId: 1, module: 'A1-A3', value: -700, provenance: DE },
                { indicatorId: 24, module: 'A1-A3', value: -900, provenance: 5 },
              ],
            }
          : p,
      ),
    };
    const wall: Template = {
      ...TEST_TEMPLATES.find((t) => t.id === 'wall')!,
      id: 'timber-only',
      baseQuantity: 1,
      elements: [
        { kind: 'process', processId: 'timber', quantity: 1, wastageRate: 0, serviceLife: null },
      ],
    };
    const timber = evaluateDesign(
      testDesign({
        designTemplates: [
          { id: 'dt-t', templateId: 'timber-only', quantity: 2, isAutoCalc: false, sortOrder: 1 },
        ],
      }),
      { ...context, source: withTimber, templates: new Map([[wall.id, wall]]) },
    );
    const upfront = dataQualityShares(timber, classOf).upfront;
    expect(upfront).toEqual({ gross: 400, byClass: { de: 400 }, approximate: 400 });
  });
});
