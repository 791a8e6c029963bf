import { evaluateDesign } from '@circa/engine/evaluate-design';
import { describe, expect, it } from 'vitest';
import { shippedBaselines } from './baselines/baseline-designs';
import { classifyProvenance, dataQualityFigures, EPD_GEOGRAPHY } from './data-quality';
import { createEvaluationContext } from './default-context';
import { AUSTRALIAN_EPD_SOURCE_ID, australianEpdSource, starterSource } from './lci-sources';

const record = (source: string) => ({
  source,
  table: 't',
  licence: 'l',
  confidence: 'medium' as const,
  isApproximate: false,
});

describe('classifyProvenance', () => {
  it('places every provenance record of the shipped sources', () => {
    for (const source of [starterSource(), australianEpdSource()])
      for (const p of source.provenance) {
        const c = classifyProvenance(p);
        expect(c.geography, `${source.id}: ${p.source}`).not.toBe('unclassified');
        expect(c.licenceStatus).not.toBe('not-checked');
      }
  });

  it('classes the starter’s sources as SOURCES.md describes them', () => {
    expect(classifyProvenance(record('oekobaudat-2020-ii'))).toMatchObject({
      geography: 'DE',
      time: 'ÖKOBAUDAT 2020-II; reference years mostly 2015–2020',
      licenceStatus: 'read',
    });
    expect(classifyProvenance(record('desnz-ghg-cf-2025'))).toMatchObject({
      geography: 'UK',
      licenceStatus: 'assumed',
    });
    expect(classifyProvenance(record('nga-2026'))).toMatchObject({
      geography: 'AU',
      time: 'NGA Factors 2026 edition',
    });
    // "Commonwealth material, likely CC BY 4.0 (licence notice not read)".
    expect(classifyProvenance(record('nathers-woh-rev10.1'))).toMatchObject({
      geography: 'AU',
      licenceStatus: 'assumed',
    });
    expect(classifyProvenance(record('circa-method'))).toMatchObject({
      geography: 'derived',
      licenceStatus: 'own',
    });
    // Australian end of life (methodology §5.1): the NGA wood landfill factor, read in transcriptions.
    expect(classifyProvenance(record('nga-2023-solid-waste'))).toMatchObject({
      geography: 'AU',
      licenceStatus: 'assumed',
    });
    // Water (methodology §8): the WA plant is Australian; the wastewater energy intensity is
    // global literature (placed overseas), a figure cited.
    expect(classifyProvenance(record('wa-water-treatment-lca-2016'))).toMatchObject({
      geography: 'AU',
      licenceStatus: 'assumed',
    });
    expect(classifyProvenance(record('iwa-wastewater-energy-intensity'))).toMatchObject({
      geography: 'other',
      licenceStatus: 'cited-facts',
    });
    expect(classifyProvenance(record('an-organisations-import')).geography).toBe('unclassified');
  });

  it('classes each declaration by where its product is made, with its dates', () => {
    const byRegistration = new Map(
      australianEpdSource()
        .provenance.filter((p) => p.epd)
        .map((p) => [p.epd!.registration, classifyProvenance(p)]),
    );
    // Every declaration read has a line in the table, and the table names no other.
    expect([...byRegistration.keys()].sort()).toEqual(Object.keys(EPD_GEOGRAPHY).sort());
    expect(byRegistration.get('EPD-IES-0009353:003')).toMatchObject({
      geography: 'AU',
      time: 'declaration issued 2026-05-04, valid until 2028-07-31',
      licenceStatus: 'cited-facts',
    });
    expect(byRegistration.get('EPD-IES-0020965:001')!.geography).toBe('NZ'); // Pink Batts, Auckland
    expect(byRegistration.get('S-P-01155')!.geography).toBe('EU'); // Saloni, Spain
    expect(byRegistration.get('4791213166.101.1')!.geography).toBe('other'); // global float glass
    expect(byRegistration.get('EPD-IES-0015002:001')!.time).toBe('declaration dates not given');
  });
});

describe('dataQualityFigures', () => {
  const single = shippedBaselines()[0]!.design;

  it('finds almost no Australian data in the starter’s upfront carbon, and mostly Australian whole life', () => {
    const f = dataQualityFigures(evaluateDesign(single, createEvaluationContext()));
    // Only the end of life of site waste (A5) rests on Australian figures: the NGA landfill
    // methane of wood offcuts (methodology §5.1), 0.4 % of the upfront carbon.
    expect(f.upfront.australian).toBeLessThan(0.01);
    expect(f.upfront.overseasBy.map((x) => x.geography)).toEqual(['DE', 'UK']);
    expect(f.wholeLife.australian).toBeGreaterThan(0.5); // B6 on the NGA grid factors
    for (const g of [f.upfront, f.use, f.endOfLife, f.wholeLife])
      expect(g.australian + g.overseas + g.notPlaced).toBeCloseTo(1, 9);
  });

  it('finds the declarations in the upfront carbon under the Australian EPD source', () => {
    const ctx = createEvaluationContext({ sourceId: AUSTRALIAN_EPD_SOURCE_ID });
    const f = dataQualityFigures(evaluateDesign(single, ctx));
    expect(f.upfront.australian).toBeGreaterThan(0.5);
    expect(f.upfront.overseasBy.map((x) => x.geography)).toContain('NZ');
  });
});
