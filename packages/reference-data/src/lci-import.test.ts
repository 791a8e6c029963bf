import { describe, expect, it } from 'vitest';
import { evaluateDesign } from '@circa/engine/evaluate-design';
import {
  IMPORT_CSV_COLUMNS,
  importLciSourceCsv,
  importLciSourceJson,
  mergeWithStarter,
} from './lci-import';
import { starterSource } from './lci-sources';

const meta = {
  id: 'acme-licensed-2026',
  name: 'ACME licensed data',
  version: '2026',
  lciGroupId: 'australia',
  description: 'test',
};
const header = IMPORT_CSV_COLUMNS.join(',');

describe('LCI import', () => {
  it('imports a valid CSV into a whole source with provenance per factor', () => {
    const csv = [
      header,
      'acme-concrete,ACME 32 MPa concrete,material,concrete,m3,2400,220,1,A1-A3,380,ACME EPD,EPD 123 table 5,licensed-to-org,high,false,',
      'acme-concrete,ACME 32 MPa concrete,material,concrete,m3,2400,220,1,C3,12,ACME EPD,EPD 123 table 6,licensed-to-org,high,,',
      'acme-steel,ACME steel,material,steel,kg,1,,1,A1-A3,2.3,ACME EPD,EPD 456,licensed-to-org,medium,true,proxy',
    ].join('\n');
    const r = importLciSourceCsv(csv, meta);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.source.processes.map((p) => p.id)).toEqual(['acme-concrete', 'acme-steel']);
    expect(r.source.processes[0]!.factors).toHaveLength(2);
    expect(r.source.provenance[r.source.processes[1]!.factors[0]!.provenance]).toMatchObject({
      source: 'ACME EPD',
      isApproximate: true,
      note: 'proxy',
    });
  });

  it('reports each bad row with its line and reason, and imports nothing', () => {
    const csv = [
      header,
      'ok-row,Fine,material,steel,kg,1,,1,A1-A3,2,S,T,L,high,,',
      'bad-kind,Bad kind,mineral,steel,kg,1,,1,A1-A3,2,S,T,L,high,,',
      'bad-value,Bad value,material,steel,kg,1,,1,A1-A3,abc,S,T,L,high,,',
      'bad-module,Bad module,material,steel,kg,1,,1,B9,2,S,T,L,high,,',
      'no-licence,No licence,material,steel,kg,1,,1,A1-A3,2,S,T,,high,,',
      'ok-row,Fine,material,steel,kg,1,,1,A1-A3,3,S,T,L,high,,',
    ].join('\n');
    const r = importLciSourceCsv(csv, meta);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => [p.line, p.path])).toEqual([
      [3, 'kind'],
      [4, 'value'],
      [5, 'module'],
      [6, 'licence'],
      [7, 'module'],
    ]);
    expect(r.problems[0]!.reason).toMatch(/kind must be one of/);
    expect(r.problems[4]!.reason).toMatch(/already has a factor/);
  });

  it('reports every row with the wrong number of columns and the other bad rows after them', () => {
    const csv = [
      header,
      'ok-row,Fine,material,steel,kg,1,,1,A1-A3,2,S,T,L,high,,',
      'short-row,Too few,material,steel,kg,1,,1,A1-A3,2,S,T,L,high',
      'bad-kind,Bad kind,mineral,steel,kg,1,,1,A1-A3,2,S,T,L,high,,',
      'long-row,Too many,material,steel,kg,1,,1,A1-A3,2,S,T,L,high,,,extra',
      'bad-value,Bad value,material,steel,kg,1,,1,A1-A3,abc,S,T,L,high,,',
    ].join('\n');
    const r = importLciSourceCsv(csv, meta);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => [p.line, p.path])).toEqual([
      [3, 'row'],
      [4, 'kind'],
      [5, 'row'],
      [6, 'value'],
    ]);
    expect(r.problems[0]!.reason).toBe(
      'the row has 14 columns but the header has 16; check for a missing or extra comma, or quote values that contain commas',
    );
    expect(r.problems[2]!.reason).toMatch(/^the row has 17 columns but the header has 16/);
  });

  it('reads quoted header names and columns in any order', () => {
    const columns = [...IMPORT_CSV_COLUMNS].reverse();
    const values: Record<string, string> = {
      process_id: 'acme-steel',
      process_name: 'ACME steel, hot rolled',
      kind: 'material',
      category: 'steel',
      declared_unit: 'kg',
      density_kg_per_unit: '1',
      cost_aud_per_unit: '',
      indicator_id: '1',
      module: 'A1-A3',
      value: '2.3',
      source: 'ACME EPD',
      table: 'EPD 456',
      licence: 'licensed-to-org',
      confidence: 'medium',
      is_approximate: '',
      note: '',
    };
    const csv = [
      columns.map((c) => `"${c}"`).join(','),
      columns.map((c) => `"${values[c]}"`).join(','),
    ].join('\r\n');
    const r = importLciSourceCsv(csv, meta);
    expect(r.ok && r.source.processes[0]!.name).toBe('ACME steel, hot rolled');
  });

  it('rejects a CSV without the required columns', () => {
    const r = importLciSourceCsv('process_id,value\nx,1', meta);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]!.reason).toMatch(/missing columns: process_name/);
  });

  it('imports JSON and reports problems by path', () => {
    const good = JSON.stringify({
      ...meta,
      processes: [
        {
          id: 'acme-brick',
          name: 'ACME brick',
          kind: 'material',
          category: 'masonry',
          declaredUnit: 'm3',
          densityKgPerUnit: 1800,
          factors: [
            {
              indicatorId: 1,
              module: 'A1-A3',
              value: 450,
              source: 'ACME EPD',
              table: 'p. 4',
              licence: 'licensed-to-org',
              confidence: 'high',
            },
          ],
        },
      ],
    });
    const r = importLciSourceJson(good);
    expect(r.ok).toBe(true);
    const bad = importLciSourceJson(
      JSON.stringify({
        ...meta,
        processes: [
          {
            id: 'x',
            name: 'X',
            kind: 'material',
            declaredUnit: 'kg',
            factors: [
              {
                indicatorId: 99,
                module: 'A1-A3',
                value: 1,
                source: 's',
                table: 't',
                licence: 'l',
                confidence: 'high',
              },
            ],
          },
        ],
      }),
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.problems[0]).toMatchObject({
        line: null,
        path: 'processes[0].factors[0].indicator_id',
      });
  });

  it('merges an import with the starter carriers so a design can be evaluated with it', () => {
    const r = importLciSourceJson(
      JSON.stringify({
        ...meta,
        processes: [
          {
            id: 'acme-brick',
            name: 'ACME brick',
            kind: 'material',
            category: 'masonry',
            declaredUnit: 'm3',
            densityKgPerUnit: 1800,
            factors: [
              {
                indicatorId: 1,
                module: 'A1-A3',
                value: 450,
                source: 'ACME EPD',
                table: 'p. 4',
                licence: 'licensed-to-org',
                confidence: 'high',
              },
            ],
          },
        ],
      }),
    );
    if (!r.ok) throw new Error('import failed');
    const merged = mergeWithStarter(r.source, starterSource());
    expect(merged.processes.some((p) => p.id === 'mains-water')).toBe(true);
    const water = merged.processes.find((p) => p.id === 'mains-water')!;
    expect(merged.provenance[water.factors[0]!.provenance]!.source).toBe(
      'wa-water-treatment-lca-2016',
    );
    expect(typeof evaluateDesign).toBe('function');
  });
});

describe('price overrides', () => {
  it('replaces a default price and records who set it', async () => {
    const { withPriceOverrides } = await import('./lci-sources');
    const s = withPriceOverrides(starterSource(), { 'mains-water': 3.5 }, 'Organisation settings');
    const water = s.processes.find((p) => p.id === 'mains-water')!;
    expect(water.costPerUnit).toBe(3.5);
    expect(s.provenance[water.costProvenance!]!.source).toBe('Organisation settings');
    expect(starterSource().processes.find((p) => p.id === 'mains-water')!.costPerUnit).toBe(2.99);
  });
});
