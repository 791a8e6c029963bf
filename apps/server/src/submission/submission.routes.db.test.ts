import { findActiveLotDesign } from '@circa/db/designs.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLotId } from '../test-support/demo-lot';
import { payForLot } from '../test-support/paid-lot';
import { multipartForm, tinyPdf } from '../test-support/multipart-form';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let t: TestApp;
let builder: string;
let admin: string;
let lot101: number;

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  builder = await t.signIn('builder@example.com');
  admin = await t.signIn('admin@example.com');
  lot101 = await demoLotId(t, builder, 'Lot 101');
});
afterAll(async () => t.close());

const summary = async (token = builder, structureId = lot101) =>
  (
    await t.call('GET', `/api/submit/design-summary?structureId=${structureId}`, undefined, token)
  ).json().Data;
const upload = (
  refTypeId: number,
  file: { name: string; type?: string; data: Buffer },
  token = builder,
  structureId = lot101,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/submit/upload-design-ref',
    ...multipartForm(
      { structureId: String(structureId), refTypeId: String(refTypeId) },
      { field: 'file', name: file.name, type: file.type ?? 'application/pdf', data: file.data },
      token,
    ),
  });
const submit = (body: Record<string, unknown>, token = builder) =>
  t.call('POST', '/api/submit-design', { structureId: lot101, ...body }, token);
const valid = { designPurposeId: 1, designPhaseId: 2 };

describe('the design summary', () => {
  it('lists the options, credits and reference types', async () => {
    const data = await summary();
    expect(data).toMatchObject({
      StructureId: lot101,
      IsSubmitted: false,
      PaymentRequired: true,
      IsBaseline: false,
      IsOrgAdmin: false,
      CanSubmit: true,
      DesignReferences: [],
    });
    expect(data.DesignPhases.map((p: { Id: number }) => p.Id)).not.toContain(0);
    expect(data.DesignPurposes.length).toBeGreaterThan(1);
    expect(
      data.RequiredReferenceTypes.filter((r: { IsRequired: boolean }) => r.IsRequired).length,
    ).toBe(2);
    expect(data.OrgCreditAmount).toBeGreaterThan(0);
  });
});

describe('submitting', () => {
  it('refuses an unpaid lot, with an HTML message', async () => {
    const response = await submit(valid);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^<p>.*not been paid/);
  });

  it('refuses a missing or unknown purpose and phase', async () => {
    expect((await submit({ designPurposeId: 99, designPhaseId: 2 })).json().message).toContain(
      'Please select model purpose.',
    );
    expect((await submit({ designPurposeId: 1, designPhaseId: 0 })).json().message).toContain(
      'Please select design phase.',
    );
    expect((await submit({ designPhaseId: 2 })).statusCode).toBe(400);
  });

  it('refuses while required documents are missing', async () => {
    await payForLot(t, lot101);
    const response = await submit(valid);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('<li>Architectural Plans</li>');
    expect(response.json().message).toContain('<li>Energy Rating Certificate</li>');
  });

  it('uploads, lists, downloads and deletes a reference document', async () => {
    const response = await upload(1, { name: 'Plän v2.pdf', data: tinyPdf });
    expect(response.statusCode, response.body).toBe(200);
    const { DesignRefId, DesignRefName } = response.json().Data;
    expect(DesignRefName).toBe('Plän v2.pdf');
    expect((await summary()).DesignReferences).toEqual([
      { RefTypeId: 1, DesignRefId, DesignRefName },
    ]);

    const download = await t.call(
      'POST',
      '/api/submit/download',
      { designRefId: DesignRefId },
      builder,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(tinyPdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Pl_n v2.pdf"; filename*=UTF-8''Pl%C3%A4n%20v2.pdf`,
    );

    const deleted = await t.call(
      'POST',
      '/api/submit/delete-design-ref',
      { designRefId: DesignRefId },
      builder,
    );
    expect(deleted.statusCode).toBe(200);
    expect((await summary()).DesignReferences).toEqual([]);
    const gone = await t.call(
      'POST',
      '/api/submit/download',
      { designRefId: DesignRefId },
      builder,
    );
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a renamed executable, wrong content and an oversize file', async () => {
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
      Buffer.alloc(512, 1),
    ]);
    const renamed = await upload(1, { name: 'plans.pdf', data: exe });
    expect(renamed.statusCode).toBe(415);
    const text = await upload(1, {
      name: 'drawing.dwg',
      type: 'image/vnd.dwg',
      data: Buffer.from('just text'),
    });
    expect(text.statusCode).toBe(415);
    const script = await upload(1, {
      name: 'page.pdf',
      data: Buffer.from('<html><script>alert(1)</script>'),
    });
    expect(script.statusCode).toBe(415);
    const big = Buffer.concat([tinyPdf, Buffer.alloc(20 * 1024 * 1024 + 1, 32)]);
    const oversize = await upload(1, { name: 'big.pdf', data: big });
    expect(oversize.statusCode).toBe(413);
    expect(
      (await summary()).DesignReferences.filter((r: { RefTypeId: number }) => r.RefTypeId === 1),
    ).toEqual([]);
  });

  it('accepts a CSV spreadsheet and a DXF drawing by their content', async () => {
    expect(
      (await upload(3, { name: 'schedule.csv', type: 'text/csv', data: Buffer.from('a,b\n1,2\n') }))
        .statusCode,
    ).toBe(200);
    const dxf = Buffer.from('  0\r\nSECTION\r\n  2\r\nHEADER\r\n  0\r\nENDSEC\r\n  0\r\nEOF\r\n');
    expect(
      (await upload(3, { name: 'site.dxf', type: 'application/dxf', data: dxf })).statusCode,
    ).toBe(200);
    // one document per type: the later upload replaced the earlier ones
    expect(
      (await summary()).DesignReferences.filter((r: { RefTypeId: number }) => r.RefTypeId === 3),
    ).toHaveLength(1);
  });

  it('submits: the design is locked and sharable; unsubmit makes it editable again', async () => {
    expect((await upload(1, { name: 'plans.pdf', data: tinyPdf })).statusCode).toBe(200);
    expect((await upload(2, { name: 'nathers.pdf', data: tinyPdf })).statusCode).toBe(200);
    const response = await submit(valid);
    expect(response.statusCode, response.body).toBe(200);

    expect((await summary()).IsSubmitted).toBe(true);
    expect((await summary()).DesignPhaseName).toBe('Developed Design');
    expect(
      (
        await t.call('GET', `/api/isStructureSubmitted?structureId=${lot101}`, undefined, builder)
      ).json().Data,
    ).toBe(true);
    expect(
      (
        await t.call(
          'GET',
          `/api/isStructurePaidAndSubmitted?structureId=${lot101}`,
          undefined,
          builder,
        )
      ).json().Data,
    ).toBe(true);
    const phases = (
      await t.call('GET', `/api/getDesignPhases?structureId=${lot101}`, undefined, builder)
    ).json().Data.DesignPhases as Array<{
      DesignPhaseName: string;
      Designs: Array<{ DesignPurpose: string }>;
    }>;
    expect(phases.map((p) => p.DesignPhaseName)).toEqual(['Developed Design']);
    expect(phases[0]!.Designs[0]!.DesignPurpose).toBe('Planning Approval');
    const form = (await t.call('GET', `/api/lot?structureId=${lot101}`, undefined, builder)).json()
      .Data;
    expect(form.IsReadOnly).toBe(true);
    const edit = await t.call(
      'POST',
      '/api/lot',
      { designId: form.DesignId, dwellings: 3 },
      builder,
    );
    expect(edit.statusCode).toBe(403);
    expect((await submit(valid)).statusCode).toBe(409);
    // documents are part of the submission
    const refId = (await summary()).DesignReferences[0].DesignRefId;
    expect(
      (await t.call('POST', '/api/submit/delete-design-ref', { designRefId: refId }, builder))
        .statusCode,
    ).toBe(403);
    expect((await upload(3, { name: 'late.pdf', data: tinyPdf })).statusCode).toBe(403);

    const unsubmit = await t.call('POST', '/api/unsubmit-design', { structureId: lot101 }, builder);
    expect(unsubmit.statusCode).toBe(200);
    expect((await summary()).IsSubmitted).toBe(false);
    expect(
      (await t.call('GET', `/api/lot?structureId=${lot101}`, undefined, builder)).json().Data
        .IsReadOnly,
    ).toBe(false);
    expect(
      (await t.call('POST', '/api/unsubmit-design', { structureId: lot101 }, builder)).statusCode,
    ).toBe(409);
  });
});

describe('cloning', () => {
  it('refuses an unsubmitted design', async () => {
    const response = await t.call('POST', `/api/lot/cloneaspreset/${lot101}`, undefined, builder);
    expect(response.statusCode).toBe(409);
  });

  it('clones as a baseline for organisation admins only, replacing the old baseline for new lots', async () => {
    expect((await submit(valid)).statusCode).toBe(200);
    const refused = await t.call('POST', `/api/lot/cloneasbaseline/${lot101}`, undefined, builder);
    expect(refused.statusCode).toBe(403);

    const projectId = (
      await t.call('GET', `/api/findproject?structureId=${lot101}`, undefined, admin)
    ).json().Data as number;
    const baselineIds = async () =>
      (
        (
          await t.call(
            'GET',
            `/api/baselinedesigns?projectId=${projectId}&numberOf=100`,
            undefined,
            admin,
          )
        ).json().Data as Array<{ Id: number }>
      ).map((b) => b.Id);
    const oldBaseline = (await findActiveLotDesign(t.database.db, lot101))!.baselineDesignId!;
    expect(await baselineIds()).toContain(oldBaseline);
    const response = await t.call('POST', `/api/lot/cloneasbaseline/${lot101}`, undefined, admin);
    expect(response.statusCode, response.body).toBe(200);
    const newLot = response.json().Data as number;
    expect((await summary(admin, newLot)).IsBaseline).toBe(true);
    const newBaseline = (await findActiveLotDesign(t.database.db, newLot))!.id;
    const after = await baselineIds();
    expect(after).toContain(newBaseline);
    expect(after).not.toContain(oldBaseline);
    expect((await findActiveLotDesign(t.database.db, lot101))!.baselineDesignId).toBe(oldBaseline);
    // the original lot still has its design and its baseline link
    expect((await summary()).IsSubmitted).toBe(true);
  });

  it('clones as a preset build', async () => {
    const response = await t.call('POST', `/api/lot/cloneaspreset/${lot101}`, undefined, builder);
    expect(response.statusCode, response.body).toBe(200);
    const newLot = response.json().Data as number;
    expect(newLot).not.toBe(lot101);
    const data = await summary(builder, newLot);
    expect(data.IsSubmitted).toBe(false);
  });
});

describe('requesting a baseline', () => {
  it('emails the administration team and answers the organisation name', async () => {
    const before = t.mails().length;
    const response = await t.call(
      'POST',
      '/api/sendBaselineRequestedEmail',
      { structureId: lot101, supportEmail: 'attacker@evil.example' },
      builder,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Data.OrgName).toBeTruthy();
    const mails = t.mails().slice(before);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.join('\n')).toContain('converted into a baseline');
    expect(mails.join('\n')).not.toContain('attacker@evil.example');
  });
});
