import { describe, expect, it } from 'vitest';
import { indicatorTotal } from './aggregates';
import { coverageNote, indicatorCoverage } from './coverage';
import { evaluateDesign } from './evaluate-design';
import { computeReductions } from './targets';
import { TEST_CONTEXT, testDesign } from './test-support';

// Test source (test-support.ts): concrete and timber have prices, paint has none, board has a
// recipe price; the truck has a GWP factor only; energy carriers have GWP and prices; mains water
// has GWP, water (4) and a price.
const full = evaluateDesign(testDesign(), TEST_CONTEXT);
// Heat pump (paint, no price) + gas hot water + kitchen only: materials have no price at all.
const services = evaluateDesign(
  testDesign({
    designTemplates: [
      { id: 'dt-hp', templateId: 'heat-pump', quantity: 150, isAutoCalc: false, sortOrder: 1 },
      { id: 'dt-hw', templateId: 'hw-gas', quantity: 1, isAutoCalc: false, sortOrder: 2 },
      { id: 'dt-kitchen', templateId: 'kitchen', quantity: 1, isAutoCalc: false, sortOrder: 3 },
    ],
  }),
  TEST_CONTEXT,
);

describe('indicatorCoverage', () => {
  it('is full for GWP, which every process of the test design has', () => {
    expect(indicatorCoverage(full, 1)).toEqual({
      indicatorId: 1,
      status: 'full',
      coveredKinds: ['material', 'transport', 'energy', 'water'],
      gaps: [],
      coveredModules: ['A1-A3', 'A4', 'A5', 'B2', 'B4', 'B6', 'B7', 'C1', 'C2', 'C3', 'C4'],
    });
  });

  it('lists the modules and processes a cost leaves out', () => {
    const cov = indicatorCoverage(full, 3);
    expect(cov.status).toBe('partial');
    expect(cov.coveredKinds).toEqual(['material', 'energy', 'water']);
    expect(cov.gaps).toEqual([
      {
        kind: 'material',
        // paint: A1-A3, B2 (maintenance 1 %), B4 (10- and 15-year lives); concrete: declared A5
        // and C1–C4; timber: C3. Board has a recipe price, so it is covered.
        modules: ['A1-A3', 'A5', 'B2', 'B4', 'C1', 'C2', 'C3', 'C4'],
        processIds: ['concrete', 'paint', 'timber'],
        isPartial: true,
      },
      { kind: 'transport', modules: ['A4'], processIds: ['truck'], isPartial: false },
    ]);
    // Derived currencies have the coverage of AUD.
    expect(indicatorCoverage(full, 26).gaps).toEqual(cov.gaps);
  });

  it('finds energy, transport and water without primary energy factors', () => {
    const cov = indicatorCoverage(full, 2);
    expect(cov.status).toBe('partial');
    expect(cov.coveredKinds).toEqual(['material']);
    expect(cov.gaps.map((g) => [g.kind, g.isPartial])).toEqual([
      ['material', true],
      ['transport', false],
      ['energy', false],
      ['water', false],
    ]);
    expect(cov.gaps.find((g) => g.kind === 'energy')!.modules).toEqual(['B6']);
  });

  it('counts generation only when asked', () => {
    const withPv = indicatorCoverage(full, 2, { modules: ['B6'], includeGeneration: true });
    expect(withPv.gaps[0]!.processIds).toEqual(['elec-nsw', 'gas']);
    expect(indicatorCoverage(full, 2, { modules: ['B6'] }).status).toBe('none');
  });

  it('is none for an indicator the source has no data for', () => {
    expect(indicatorCoverage(full, 5)).toEqual({
      indicatorId: 5,
      status: 'none',
      coveredKinds: [],
      gaps: [],
      coveredModules: [],
    });
  });
});

describe('coverageNote', () => {
  it('says a cost covers energy and water only when no material has a price', () => {
    expect(coverageNote(indicatorCoverage(services, 3), 'Test source')).toBe(
      'Materials have no price data in Test source: this cost covers operational energy and water only.',
    );
  });

  it('names partial kinds as "some" and the rest as "the other"', () => {
    expect(coverageNote(indicatorCoverage(full, 3), 'Test source')).toBe(
      'Some materials and transport to site have no price data in Test source: this cost covers the other materials, operational energy and water only.',
    );
    expect(coverageNote(indicatorCoverage(full, 2), 'Test source')).toBe(
      'Some materials, transport to site, operational energy and operational water have no data for this indicator in Test source: this total covers the other materials only.',
    );
  });

  it('is null for full coverage', () => {
    expect(coverageNote(indicatorCoverage(full, 1), 'Test source')).toBeNull();
  });
});

describe('no data rather than zero', () => {
  it('reports a cost with no priced activity in scope as null, not 0', () => {
    // Upfront scope of the services design: only unpriced paint → no data.
    expect(indicatorCoverage(services, 3, { modules: ['A1-A3', 'A4', 'A5'] }).status).toBe('none');
    expect(indicatorTotal(services, 3, { modules: ['A1-A3', 'A4', 'A5'] })).toBeNull();
    // Whole life: energy and water are priced, so there is a (partial) total.
    expect(indicatorTotal(services, 3)).toBeGreaterThan(0);
  });

  it('gives a target on such a scope the no-data status', () => {
    const [result] = computeReductions(
      [
        {
          indicatorId: 3,
          functionalUnit: 'total',
          timescale: 'none',
          modules: ['A1-A3', 'A4', 'A5'],
          savingsTarget: 50,
          includeOnSiteRenewables: false,
        },
      ],
      services,
      services,
    );
    expect(result!.status).toBe('no-data');
    expect(result!.reduction).toBeNull();
  });
});
