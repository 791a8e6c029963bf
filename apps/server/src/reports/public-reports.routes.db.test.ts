import { createLotReport } from '@circa/contract/reports.routes';
import { ReportTypeId } from '@circa/contract/reports.schema';
import { SharePermission } from '@circa/contract/enums';
import { findActiveLotDesign } from '@circa/db/designs.repository';
import { setDesignSharing } from '@circa/db/sharing.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLotId } from '../test-support/demo-lot';
import { payForLot } from '../test-support/paid-lot';
import { signInOutsider } from '../test-support/outsider';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let t: TestApp;
let admin: string;
let lot: number;

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  admin = await t.signIn('admin@example.com');
  lot = await demoLotId(t, admin, 'Lot 102');
  await payForLot(t, lot);
}, 60_000);
afterAll(async () => t.close());

describe("a public design page's reports", () => {
  it('are the lot reports of that version, for whoever may see the page', async () => {
    const design = await findActiveLotDesign(t.database.db, lot);
    const designId = design!.id;
    const ask = (token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/generateDesignPerformanceReport',
        payload: { DesignId: designId, ReportType: ReportTypeId.ComplianceReport },
        ...(token && { headers: { authorization: `Bearer ${token}` } }),
      });
    const download = (token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/designPerformanceReport',
        payload: { designId, reportType: ReportTypeId.ComplianceReport },
        ...(token && { headers: { authorization: `Bearer ${token}` } }),
      });
    await setDesignSharing(t.database.db, designId, {
      sharePermission: SharePermission.Private,
      isFeature: false,
    });
    expect((await ask()).statusCode).toBe(401);
    const { token } = await signInOutsider(t, 'visitor@reports.example');
    expect((await ask(token)).json()).toMatchObject({
      code: 'forbidden',
      message: 'Access denied',
    });
    expect((await download()).statusCode).toBe(401);
    expect((await download(token)).json()).toMatchObject({ code: 'forbidden' });

    await setDesignSharing(t.database.db, designId, {
      sharePermission: SharePermission.Public,
      isFeature: true,
    });
    const asked = await ask();
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await download()).statusCode).toBe(409);
    await t.jobs.drain();
    const file = await download();
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('Compliance Report.pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // the lot's own Compliance Report of this version is the same report
    const own = await t.routeData(
      createLotReport,
      { StructureId: lot, ReportType: ReportTypeId.ComplianceReport },
      admin,
    );
    expect(own.ReportId).toBe(asked.json().Data.ReportId);
    const lcaOnly = await t.app.inject({
      method: 'POST',
      url: '/api/generateDesignPerformanceReport',
      payload: { DesignId: designId, ReportType: ReportTypeId.CarbonPerformanceReport },
    });
    expect(lcaOnly.statusCode).toBe(400);

    // made, then no longer public: neither asked for nor downloaded, by anyone but its people
    for (const sharePermission of [SharePermission.None, SharePermission.RequestPublic]) {
      await setDesignSharing(t.database.db, designId, { sharePermission, isFeature: false });
      for (const visitor of [undefined, token]) {
        expect((await ask(visitor)).json()).toMatchObject({ code: 'forbidden' });
        const refused = await download(visitor);
        expect(refused.statusCode).toBe(403);
        expect(refused.headers['content-type']).not.toContain('application/pdf');
      }
    }
  }, 120_000);
});
