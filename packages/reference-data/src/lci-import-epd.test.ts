import { describe, expect, it } from 'vitest';
import { lciSourceToCsv } from './lci-export';
import { EPD_CSV_COLUMNS } from './lci-import-epd';
import { IMPORT_CSV_COLUMNS, importLciSourceCsv } from './lci-import';

const meta = {
  id: 'declared-2026',
  name: 'Declared',
  version: '2026',
  lciGroupId: 'australia',
  description: 'test',
};
const header = [...IMPORT_CSV_COLUMNS, ...EPD_CSV_COLUMNS].join(',');
// A steel bar declared per tonne, used per kg: 1,160 kg CO2e per t × 0.001 = 1.16 kg CO2e per kg.
// (Test values, not data.)
const base =
  'bar,Declared bar,material,steel,kg,1,,1,A1-A3,1.16,EPD S-P-1 (Maker),Table 5,cited-epd-figures,high,false,';
const declaration =
  'S-P-1,Maker,EPD Australasia,1.0,2024-01-31,2029-01-31,1 t of bar,"A1-A3, C1-C4, D",A2,no biogenic carbon,1160,kg CO2e per t,0.001,per t to per kg (SI)';

describe('LCI import: declarations and substitutes', () => {
  it('keeps the declaration of each factor and the process it stands in for', () => {
    const r = importLciSourceCsv([header, `${base},library-bar,${declaration}`].join('\n'), meta);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.source.substitutes).toEqual({ 'library-bar': 'bar' });
    expect(r.source.provenance[0]!.epd).toMatchObject({
      registration: 'S-P-1',
      en15804: 'A2',
      citedValue: 1160,
      conversionFactor: 0.001,
      modulesDeclared: 'A1-A3, C1-C4, D',
    });
  });

  it('refuses a value that is not the cited figure times the conversion, and a twice-replaced process', () => {
    const wrong = base.replace(',1.16,', ',1.2,');
    const other = base.replaceAll('bar,Declared bar', 'bar2,Other bar');
    const r = importLciSourceCsv(
      [header, `${wrong},library-bar,${declaration}`, `${other},library-bar,${declaration}`].join(
        '\n',
      ),
      meta,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => [p.line, p.path])).toEqual([
      [2, 'value'],
      [3, 'replaces'],
    ]);
    expect(r.problems[0]!.reason).toMatch(/1160 × 0.001 = 1.16/);
  });

  it('refuses an unknown EN 15804 variant and a malformed date', () => {
    const bad = declaration.replace(',A2,', ',A3,').replace('2029-01-31', '31/01/2029');
    const r = importLciSourceCsv([header, `${base},,${bad}`].join('\n'), meta);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => p.path).sort()).toEqual(['en15804_variant', 'valid_until']);
  });

  it('writes a source back to a CSV that imports to the same source', () => {
    const first = importLciSourceCsv(
      [
        header,
        `${base},library-bar,${declaration}`,
        `${base.replace('A1-A3,1.16', 'C3,0.01')},,${declaration.replace(',1160,', ',10,')}`,
      ].join('\n'),
      meta,
    );
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const again = importLciSourceCsv(lciSourceToCsv(first.source), meta);
    expect(again).toEqual(first);
  });
});
