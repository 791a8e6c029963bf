import ExcelJS from 'exceljs';
import { messages } from '@circa/contract/messages';
import { uploadAccess } from '@circa/contract/uploads.routes';
import { uploadResponseSchema } from '@circa/contract/uploads.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';
import { bombEntry, deflatedEntry, gridBombXlsx, minimalXlsx, sheetXml } from './crafted-zips';
import { tableReadsInProgress } from './read-table';

let t: TestApp;
let admin: string;
let builder: string;
let projectId: number;
let orgId: number;

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  admin = await t.signIn('admin@example.com');
  builder = await t.signIn('builder@example.com');
  const demo = (await t.call('GET', '/api/GetUserDevelopments', undefined, admin)).json().Data
    .Developments[0];
  projectId = demo.ProjectId;
  orgId = demo.OrgId;
});
afterAll(async () => t.close());

function form(idField: string, id: number, file: Buffer, filename: string, token: string) {
  const boundary = '----circa' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${idField}"\r\n\r\n${id}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    },
  };
}

const upload = (
  url: string,
  idField: string,
  id: number,
  file: Buffer,
  token = admin,
  filename = 'upload.csv',
) => t.app.inject({ method: 'POST', url, ...form(idField, id, file, filename, token) });

const lotCount = async () =>
  (
    await t.call('GET', `/api/lots?projectId=${projectId}&showArchivedLots=true`, undefined, admin)
  ).json().Data.LotSummaries.length;

describe('lot upload', () => {
  it('imports a 200-row CSV in one go', async () => {
    const before = await lotCount();
    const rows = Array.from(
      { length: 200 },
      (_, i) => `Lot ${1000 + i},"${20 + i} Acacia Way, Marsden Park NSW 2765",Stage 3,`,
    );
    const csv = Buffer.from(['Lot Name,Address,Custom Field,Description', ...rows].join('\n'));
    const response = await upload('/api/upload-lot-file', 'projectId', projectId, csv);
    expect(response.statusCode, response.body).toBe(200);
    const result = uploadResponseSchema.parse(response.json().Data);
    expect(result).toMatchObject({
      SuccessMessage: '200 lots imported.',
      ErrorMessage: '',
      Problems: [],
    });
    expect(result.CreatedIds).toHaveLength(200);
    expect(await lotCount()).toBe(before + 200);
  });

  it('lists every bad row of a file with its line (a row without an address too) and imports nothing', async () => {
    const before = await lotCount();
    const csv = Buffer.from(
      [
        'Lot Name,Address',
        'Lot 2001,1 Elm St',
        ',2 Elm St',
        'Lot 2003,3 Elm St',
        'Lot 2001,4 Elm St',
        'Lot 2005,5 Elm St',
        'Lot 2006,',
      ].join('\n'),
    );
    const result = uploadResponseSchema.parse(
      (await upload('/api/upload-lot-file', 'projectId', projectId, csv)).json().Data,
    );
    expect(result.Problems).toEqual([
      { Line: 3, Reason: 'Lot Name is empty' },
      { Line: 5, Reason: 'a lot named "Lot 2001" already exists (or appears earlier in the file)' },
      { Line: 7, Reason: messages.lotAddressRequired },
    ]);
    expect(result.ErrorMessage).toBe(
      '3 rows have problems; nothing was imported. Fix them and upload the file again.',
    );
    expect(result.CreatedIds).toEqual([]);
    expect(await lotCount()).toBe(before);
  });

  it('reads an Excel workbook, judged by content whatever its name', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Lots');
    sheet.addRow(['lot name', 'address']);
    sheet.addRow(['Lot 3001', '7 Fig Rd']);
    sheet.addRow(['Lot 3002', 8]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const result = uploadResponseSchema.parse(
      (await upload('/api/upload-lot-file', 'projectId', projectId, xlsx, admin, 'lots.csv')).json()
        .Data,
    );
    expect(result.CreatedIds).toHaveLength(2);
  });

  it('names a missing column, refuses other file types, and refuses builders', async () => {
    const noName = uploadResponseSchema.parse(
      (
        await upload('/api/upload-lot-file', 'projectId', projectId, Buffer.from('Address\n1 A St'))
      ).json().Data,
    );
    expect(noName.Problems).toEqual([{ Line: 1, Reason: 'missing column: Lot Name' }]);
    const noAddress = uploadResponseSchema.parse(
      (
        await upload('/api/upload-lot-file', 'projectId', projectId, Buffer.from('Lot Name\nLot 8'))
      ).json().Data,
    );
    expect(noAddress.Problems).toEqual([{ Line: 1, Reason: 'missing column: Address' }]);
    const pdf = await upload(
      '/api/upload-lot-file',
      'projectId',
      projectId,
      Buffer.from('%PDF-1.7\n\0\0binary'),
      admin,
      'lots.pdf',
    );
    expect(pdf.statusCode).toBe(415);
    const builderTry = await upload(
      '/api/upload-lot-file',
      'projectId',
      projectId,
      Buffer.from('Lot Name\nLot 9'),
      builder,
    );
    expect(builderTry.statusCode).toBe(403);
    const noFile = await t.call('POST', '/api/upload-lot-file', { projectId }, admin);
    expect(noFile.statusCode).toBe(400);
  });
});

describe('upload access, asked as an upload page opens', () => {
  it('lets admins in and tells anyone else why before a file is chosen', async () => {
    for (const [kind, id] of [
      ['project', orgId],
      ['lot', projectId],
    ] as const) {
      expect(await t.routeData(uploadAccess, { kind, id }, admin)).toEqual({ CanUpload: true });
      expect(await t.route(uploadAccess, { kind, id }, builder)).toMatchObject({
        status: 403,
        error: {
          message:
            kind === 'project'
              ? 'Only an organisation admin can upload developments.'
              : 'Only an admin coordinator of this development can upload lots.',
        },
      });
    }
    expect((await t.route(uploadAccess, { kind: 'lot', id: 999999 }, admin)).status).toBe(404);
  });
});

describe('project upload', () => {
  it('creates developments from rows with written addresses, all or nothing', async () => {
    const bad = Buffer.from(
      [
        'Project Name,Project Type,Address,Project Manager,Developer,Land Area',
        'Fig Tree Rise,Development,"3 Fig Street, Wollert VIC 3750",Ari,Fig Homes,12000',
        'Nowhere,Development,"1 Main St, Atlantis NSW 2999",Ari,Fig Homes,',
        'Council Depot,Government Authority,Marsden Park NSW 2765,Bo,City Council,-4',
      ].join('\n'),
    );
    const rejected = uploadResponseSchema.parse(
      (await upload('/api/upload-project-file', 'orgId', orgId, bad)).json().Data,
    );
    expect(rejected.Problems.map((p) => p.Line)).toEqual([3, 4]);
    expect(rejected.Problems[0]!.Reason).toMatch(/Atlantis NSW 2999/);
    expect(rejected.Problems[1]!.Reason).toBe(
      'Land Area must be a number of square metres, 0 or more',
    );
    const good = Buffer.from(
      [
        'Project Name,Project Type,Address,Project Manager,Developer,Land Area',
        'Fig Tree Rise,Development,"3 Fig Street, Wollert VIC 3750",Ari,Fig Homes,12000',
        'Council Depot,Government Authority,Marsden Park NSW 2765,Bo,City Council,',
      ].join('\n'),
    );
    const accepted = uploadResponseSchema.parse(
      (await upload('/api/upload-project-file', 'orgId', orgId, good)).json().Data,
    );
    expect(accepted.SuccessMessage).toBe('2 developments imported.');
    const names = (await t.call('GET', `/api/GetOrgDevelopments?orgId=${orgId}`, undefined, admin))
      .json()
      .Data.map((d: { Name: string }) => d.Name);
    expect(names).toEqual(expect.arrayContaining(['Fig Tree Rise', 'Council Depot']));
    const again = uploadResponseSchema.parse(
      (await upload('/api/upload-project-file', 'orgId', orgId, good)).json().Data,
    );
    expect(again.Problems).toHaveLength(2);
  });

  it('is for organisation admins only', async () => {
    const response = await upload(
      '/api/upload-project-file',
      'orgId',
      orgId,
      Buffer.from('Project Name\nX'),
      builder,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('hostile workbooks (zip bombs)', () => {
  /** Resolves once an upload is being read in a worker thread. */
  async function untilAWorkerReads() {
    while (tableReadsInProgress() === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  it('refuses the zip bomb of the report, 0.2 MB that unpacks to 200 MB, before opening it', async () => {
    const before = await lotCount();
    const bomb = minimalXlsx(bombEntry('sheet', 200));
    expect(bomb.length).toBeLessThan(0.25 * 1024 * 1024);
    const response = await upload('/api/upload-lot-file', 'projectId', projectId, bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^The Excel workbook expands to more than 50 MB/);
    // and one that hides the same 200 MB behind an index declaring 100 KB
    const liar = minimalXlsx(bombEntry('sheet', 200, 100_000));
    const lied = await upload('/api/upload-lot-file', 'projectId', projectId, liar);
    expect(lied.statusCode).toBe(400);
    expect(lied.json().message).toMatch(/unpacks to more than its own index says/);
    expect(await lotCount()).toBe(before);
  });

  it('answers other requests while a hostile workbook is being read, then refuses it', async () => {
    // an honest index, but the reader would fill a 1,048,576 × 16,384 grid: the worker runs out
    // of its heap after a few seconds (or out of time), while the server goes on answering
    const order: string[] = [];
    const hostile = upload('/api/upload-lot-file', 'projectId', projectId, gridBombXlsx()).then(
      (response) => {
        order.push('upload');
        return response;
      },
    );
    await untilAWorkerReads();
    const other = await t.call('GET', '/api/GetUserDevelopments', undefined, admin);
    order.push('other');
    expect(other.statusCode).toBe(200);
    expect(other.json().Data.Developments.map((d: { ProjectId: number }) => d.ProjectId)).toContain(
      projectId,
    );
    expect(tableReadsInProgress()).toBe(1);
    const refused = await hostile;
    expect(order).toEqual(['other', 'upload']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(
      /^The file (needs too much memory|took too long) to read, so reading stopped\./,
    );
    expect(tableReadsInProgress()).toBe(0);
    // the server is whole: a legitimate workbook imports right after
    const xlsx = minimalXlsx(
      deflatedEntry(
        'sheet',
        sheetXml([
          ['Lot Name', 'Address'],
          ['Lot 4001', '9 Gum Rd'],
        ]),
      ),
    );
    const accepted = uploadResponseSchema.parse(
      (
        await upload('/api/upload-lot-file', 'projectId', projectId, xlsx, admin, 'lots.xlsx')
      ).json().Data,
    );
    expect(accepted.CreatedIds).toHaveLength(1);
  });
});

describe('template files', () => {
  it.each(['project.csv', 'lot.csv', 'project.xlsx', 'lot.xlsx'])(
    'serves %s, which imports as a valid file',
    async (file) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/upload-templates/${file}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="circa-(project|lot)-upload-template\.(csv|xlsx)"$/,
      );
      if (file.startsWith('lot')) {
        const result = uploadResponseSchema.parse(
          (
            await upload(
              '/api/upload-lot-file',
              'projectId',
              projectId,
              response.rawPayload,
              admin,
              file,
            )
          ).json().Data,
        );
        // the example row imports (or, from the second template, is already there)
        expect(result.CreatedIds.length + result.Problems.length).toBe(1);
        expect(
          result.Problems.every((p) => p.Line === 2 && p.Reason.includes('already exists')),
        ).toBe(true);
      }
    },
  );

  it('answers 404 for other names', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/upload-templates/project.pdf' })).statusCode,
    ).toBe(404);
  });
});
