import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLotId } from '../test-support/demo-lot';
import { payForLot } from '../test-support/paid-lot';
import { signInOutsider } from '../test-support/outsider';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';
import { lcaxProjectValidator } from './lcax-schema-validator';
import { METHODOLOGY_VERSION, WHOLE_LIFE_LABEL } from './results-export';
import { RESULTS_COLUMNS } from './results-table';

let t: TestApp;
let admin: string;
let paidLot: number;
let unpaidLot: number;

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  admin = await t.signIn('admin@example.com');
  paidLot = await demoLotId(t, admin, 'Lot 102');
  unpaidLot = await demoLotId(t, admin, 'Lot 101');
  await payForLot(t, paidLot);
});
afterAll(async () => t.close());

const exportOf = (structureId: number, format: string, token = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/exportResults?structureId=${structureId}&format=${format}`,
    headers: { authorization: `Bearer ${token}` },
  });

/** The whole-life GWP the results screen shows (on-site generation excluded). */
async function screenTotal(structureId: number): Promise<number> {
  const response = await t.call(
    'GET',
    `/api/results?structureId=${structureId}&indicatorId=1&summaryOnly=true`,
    undefined,
    admin,
  );
  const totals = response.json().Data.Totals as {
    ExcludingPowerGeneration: boolean;
    DesignImpact: number;
  }[];
  return totals.find((x) => x.ExcludingPowerGeneration)!.DesignImpact;
}

/** The results screen's data-quality note of GWP (issue 16 item 7: exports carry it too). */
async function screenDataQuality(structureId: number): Promise<string> {
  const response = await t.call(
    'GET',
    `/api/results?structureId=${structureId}&indicatorId=1&summaryOnly=true`,
    undefined,
    admin,
  );
  const note = response.json().Data.DataQualityNote as string;
  expect(note).toMatch(/^Data quality: \d+ % of this whole-life figure rests on Australian data/);
  return note;
}

/** Parses the CSV the export writes (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  const pattern = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n)/g;
  let row: string[] = [];
  for (const match of text.replace(/^\uFEFF/, '').matchAll(pattern)) {
    const field = match[1]!;
    row.push(field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field);
    if (match[2] === '\r\n') {
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

describe('GET /exportResults', () => {
  it('answers a CSV whose whole-life GWP is the results screen figure', async () => {
    const response = await exportOf(paidLot, 'csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename=".+results\.csv"/,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([...RESULTS_COLUMNS]);
    const total = rows.find((r) => r[1] === '1' && r[4] === WHOLE_LIFE_LABEL)!;
    expect(Number(total[6])).toBe(await screenTotal(paidLot));
    expect(total[3]).toBe('kg CO2e');
    expect(total[11]).toBe(METHODOLOGY_VERSION);
    expect(total[10]).not.toBe('');
    expect(total[9]).toContain(await screenDataQuality(paidLot));
  });

  it('answers an Excel workbook with the same figure and an About sheet', async () => {
    const response = await exportOf(paidLot, 'xlsx');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Results')!;
    let total: unknown;
    sheet.eachRow((row) => {
      if (row.getCell(2).value === 1 && row.getCell(5).value === WHOLE_LIFE_LABEL)
        total = row.getCell(7).value;
    });
    expect(total).toBe(await screenTotal(paidLot));
    const about = new Map<string, unknown>();
    workbook.getWorksheet('About')!.eachRow((row) => {
      about.set(String(row.getCell(1).value), row.getCell(2).value);
    });
    expect(about.get('Methodology')).toBe(METHODOLOGY_VERSION);
    expect(String(about.get('LCI source'))).not.toBe('');
    expect(about.get('Data quality (GWP)')).toBe(await screenDataQuality(paidLot));
  });

  it('answers an LCAx project that the LCAx 3.5 schema accepts', async () => {
    const response = await exportOf(paidLot, 'lcax');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/results\.lcax\.json"/);
    const project = response.json();
    const validate = lcaxProjectValidator();
    validate(project);
    expect(validate.errors ?? []).toEqual([]);
    expect(project.metaData.dataQuality).toBe(await screenDataQuality(paidLot));
    const gwp = project.results.gwp as Record<string, number | null>;
    const wholeLife = Object.entries(gwp)
      .filter(([module]) => module !== 'd')
      .reduce((sum, [, value]) => sum + (value ?? 0), 0);
    expect(wholeLife).toBeCloseTo(await screenTotal(paidLot), 6);
  });

  it('escapes a design name a spreadsheet would run as a formula', async () => {
    const designId = Number((await exportOf(paidLot, 'lcax')).json().id.replace(/^.*-design-/, ''));
    const db = t.database.db;
    const before = await db
      .selectFrom('designs')
      .select('name')
      .where('id', '=', designId)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('designs')
      .set({ name: '=HYPERLINK("http://x","y")' })
      .where('id', '=', designId)
      .execute();
    try {
      const csv = parseCsv((await exportOf(paidLot, 'csv')).body);
      expect(csv[1]![0]).toBe('\'=HYPERLINK("http://x","y")');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(
        (await exportOf(paidLot, 'xlsx')).rawPayload as unknown as ArrayBuffer,
      );
      expect(workbook.getWorksheet('Results')!.getRow(2).getCell(1).value).toBe(
        '\'=HYPERLINK("http://x","y")',
      );
    } finally {
      await db
        .updateTable('designs')
        .set({ name: before.name })
        .where('id', '=', designId)
        .execute();
    }
  });

  it('refuses an unpaid lot, an unknown format, a stranger and no sign-in', async () => {
    const unpaid = await exportOf(unpaidLot, 'csv');
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json().message).toBe('Payment is required.');
    const format = await exportOf(paidLot, 'pdf');
    expect(format.statusCode).toBe(400);
    expect(format.json().message).toContain('Please choose CSV, Excel or LCAx.');
    const outsider = (await signInOutsider(t)).token;
    expect((await exportOf(paidLot, 'csv', outsider)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/exportResults?structureId=${paidLot}&format=csv`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
