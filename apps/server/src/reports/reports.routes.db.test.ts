import { addLotCollaborator } from '@circa/contract/lot-collaborators.routes';
import { insertUser } from '@circa/db/users.repository';
import {
  createAndFetchLotReport,
  createLotReport,
  createProjectReport,
  fetchProjectReport,
  fetchLotReport,
  getLotReportLines,
  getLotReportName,
  getLotReportRecipients,
  getLotReportTypes,
  sendLotReport,
} from '@circa/contract/reports.routes';
import { ReportTypeId } from '@circa/contract/reports.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLotId } from '../test-support/demo-lot';
import { payForLot } from '../test-support/paid-lot';
import { signInOutsider } from '../test-support/outsider';
import { upsertPasswordHash } from '@circa/db/sign-in-methods.repository';
import { hashPassword } from '../auth/password-hashing';
import { testPassword } from '../test-support/test-app';
import { createTestApp } from '../test-support/test-app';
import { abandonedReportMs } from './reports.service';
import type { TestApp } from '../test-support/test-app';

let t: TestApp;
let admin: string;
let lot: number;
let unpaidLot: number;

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  admin = await t.signIn('admin@example.com');
  lot = await demoLotId(t, admin, 'Lot 102');
  unpaidLot = await demoLotId(t, admin, 'Lot 101');
  await payForLot(t, lot);
}, 60_000);
afterAll(async () => t.close());

const lca = ReportTypeId.LifeCycleAssessment;

describe('lot reports', () => {
  it('offers the three lot report types by the spec numbers and names the report', async () => {
    const types = await t.routeData(getLotReportTypes, { structureId: lot }, admin);
    expect(types).toEqual([
      { ReportTypeId: 36, Description: 'Life Cycle Assessment', IsExcel: false },
      { ReportTypeId: 25, Description: 'Compliance Report', IsExcel: false },
      { ReportTypeId: 37, Description: 'Carbon Performance Report', IsExcel: false },
    ]);
    const name = await t.routeData(getLotReportName, { structureId: lot, reportType: lca }, admin);
    expect(name).toMatch(/^Life Cycle Assessment – Lot 102/);
  });

  it('makes a report in a job: queued at once, then done with a PDF; the same version is reused', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/reports/createlotreport',
      headers: { authorization: `Bearer ${admin}` },
      payload: { StructureId: lot, ReportType: lca },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const line = asked.json().Data;
    expect(line).toMatchObject({ ReportTypeId: lca, Status: 'queued', IsExcel: false });
    const waiting = await t.routeData(fetchLotReport, { id: lot, reportId: line.ReportId }, admin);
    expect(waiting.Content).toBeNull();

    await t.jobs.drain();
    const made = await t.routeData(fetchLotReport, { id: lot, reportId: line.ReportId }, admin);
    expect(made.Status).toBe('done');
    const pdf = Buffer.from(made.Content!, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const again = await t.routeData(
      createAndFetchLotReport,
      { StructureId: lot, ReportType: lca },
      admin,
    );
    expect(again.ReportId).toBe(line.ReportId);
    expect(again.Content).toBe(made.Content);
    const lines = await t.routeData(getLotReportLines, { structureId: lot }, admin);
    expect(lines.filter((l) => l.ReportTypeId === lca).map((l) => l.ReportId)).toEqual([
      line.ReportId,
    ]);
  }, 120_000);

  it('makes a new report once the design changes', async () => {
    const first = await t.routeData(createLotReport, { StructureId: lot, ReportType: lca }, admin);
    await t.database.db
      .updateTable('designs')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('structure_id', '=', lot)
      .where('is_archived', '=', false)
      .execute();
    const second = await t.routeData(createLotReport, { StructureId: lot, ReportType: lca }, admin);
    expect(second.ReportId).not.toBe(first.ReportId);
    expect(second.Status).toBe('queued');
    await t.jobs.drain();
    const made = await t.routeData(fetchLotReport, { id: lot, reportId: second.ReportId }, admin);
    expect(made.Status).toBe('done');
  }, 120_000);

  it('gives two requests at once for the same version one report', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/reports/createlotreport',
        headers: { authorization: `Bearer ${admin}` },
        payload: { StructureId: lot, ReportType: ReportTypeId.ComplianceReport },
      });
    const [a, b] = await Promise.all([ask(), ask()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().Data.ReportId).toBe(b.json().Data.ReportId);
    await t.jobs.drain();
  }, 120_000);

  it('makes a new report when one was left unmade (its job lost) past the abandonment time', async () => {
    const type = ReportTypeId.CarbonPerformanceReport;
    const stuck = await t.routeData(createLotReport, { StructureId: lot, ReportType: type }, admin);
    await t.database.db
      .updateTable('reports')
      .set({
        status: 'running',
        created_at: new Date(t.now().getTime() - abandonedReportMs - 1000),
      })
      .where('id', '=', stuck.ReportId)
      .execute();
    const fresh = await t.routeData(createLotReport, { StructureId: lot, ReportType: type }, admin);
    expect(fresh.ReportId).not.toBe(stuck.ReportId);
    const old = await t.routeData(fetchLotReport, { id: lot, reportId: stuck.ReportId }, admin);
    expect(old.Status).toBe('failed');
  }, 120_000);

  it('emails a made report to the checked recipients and the extra one, the PDF attached', async () => {
    const report = await t.routeData(createLotReport, { StructureId: lot, ReportType: lca }, admin);
    const start = await t.routeData(
      getLotReportRecipients,
      { structureId: lot, reportType: lca },
      admin,
    );
    const recipients = start.ReportRecipients;
    expect(recipients.length).toBeGreaterThan(0);
    expect(recipients.every((r) => !r.Checked)).toBe(true);
    expect(start.Message).toMatch(
      /^Please find attached the Life Cycle Assessment for .+, Lot 102/,
    );
    const before = t.mails().length;
    const sent = await t.route(
      sendLotReport,
      {
        StructureId: lot,
        ReportType: lca,
        ReportId: report.ReportId,
        Message: '',
        ReportRecipients: [
          { ...recipients[0]!, Checked: true },
          { UserId: 0, Name: '', Email: 'certifier@example.org', Checked: true },
          { UserId: 0, Name: '', Email: 'CERTIFIER@example.org', Checked: true },
          { UserId: 0, Name: '', Email: 'not-sent@example.org', Checked: false },
        ],
      },
      admin,
    );
    expect(sent.ok).toBe(true);
    const mails = t.mails().slice(before);
    expect(mails).toHaveLength(2);
    const toCertifier = mails.find((m) => m.includes('To: certifier@example.org'))!;
    expect(toCertifier).toMatch(
      /Please find attached the Life Cycle Assessment for .+, Lot 102.*, Demo Estate\./,
    );
    expect(toCertifier).toMatch(/Content-Type: application\/pdf;/);
    expect(toCertifier).toMatch(
      /Content-Disposition: attachment;\s+filename\*0\*=utf-8''Life%20Cycle/,
    );
    expect(mails.join('\n')).not.toContain('not-sent@example.org');
  }, 120_000);

  it('refuses to send with no recipient checked', async () => {
    const report = await t.routeData(createLotReport, { StructureId: lot, ReportType: lca }, admin);
    const refused = await t.route(
      sendLotReport,
      {
        StructureId: lot,
        ReportType: lca,
        ReportId: report.ReportId,
        Message: '',
        ReportRecipients: [],
      },
      admin,
    );
    expect(refused).toMatchObject({ ok: false, status: 400 });
  });

  it('asks for payment before the numbers are open, and refuses other types', async () => {
    const unpaid = await t.route(
      createLotReport,
      { StructureId: unpaidLot, ReportType: lca },
      admin,
    );
    expect(unpaid).toMatchObject({
      ok: false,
      status: 403,
      error: { message: 'Payment is required.' },
    });
    const project = await t.route(createLotReport, { StructureId: lot, ReportType: 39 }, admin);
    expect(project).toMatchObject({ ok: false, status: 400 });
  });

  it('hides a lot from someone outside its organisation (404)', async () => {
    const { token } = await signInOutsider(t);
    const hidden = await t.route(getLotReportLines, { structureId: lot }, token);
    expect(hidden).toMatchObject({ ok: false, status: 404 });
  });

  it("lets a Read Only collaborator read the lot's reports but not make or send them", async () => {
    const reader = await insertUser(t.database.db, {
      email: 'reader@reports.example',
      firstName: 'Rita',
      lastName: 'Reader',
    });
    await upsertPasswordHash(t.database.db, reader.id, await hashPassword(testPassword));
    await t.routeData(
      addLotCollaborator,
      { structureId: lot, email: 'reader@reports.example', structureUserTypeId: 3 },
      admin,
    );
    const token = await t.signIn('reader@reports.example');
    const lines = await t.routeData(getLotReportLines, { structureId: lot }, token);
    expect(lines.length).toBeGreaterThan(0);
    const made = await t.route(createLotReport, { StructureId: lot, ReportType: lca }, token);
    expect(made).toMatchObject({
      ok: false,
      status: 403,
      error: { message: 'Not authorized to generate report.' },
    });
  });
});

describe('project reports', () => {
  it('are made for admin coordinators in a job, and reused while no lot changes', async () => {
    const developments = (await t.call('GET', '/api/GetUserDevelopments', undefined, admin)).json()
      .Data.Developments as Array<{ Name: string; ProjectId: number }>;
    const projectId = developments.find((d) => d.Name === 'Demo Estate')!.ProjectId;
    const asked = await t.routeData(
      createProjectReport,
      { ProjectId: projectId, ReportType: 39 },
      admin,
    );
    await t.jobs.drain();
    const made = await t.routeData(
      fetchProjectReport,
      { id: projectId, reportId: asked.ReportId },
      admin,
    );
    expect(made.Status).toBe('done');
    expect(made.Title).toBe('Project Carbon Performance Report – Demo Estate');
    expect(Buffer.from(made.Content!, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const again = await t.routeData(
      createProjectReport,
      { ProjectId: projectId, ReportType: 39 },
      admin,
    );
    expect(again.ReportId).toBe(asked.ReportId);
    const lotType = await t.route(
      createProjectReport,
      { ProjectId: projectId, ReportType: 36 },
      admin,
    );
    expect(lotType).toMatchObject({ ok: false, status: 400 });
  }, 120_000);
});
