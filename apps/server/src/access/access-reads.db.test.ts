import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
});
afterAll(async () => t.close());

describe('access checks', () => {
  it('are reads: listing lots and opening a lot move no write counter (the read cache stays valid)', async () => {
    const admin = await t.signIn('admin@example.com');
    const developments = (await t.call('GET', '/api/GetUserDevelopments', undefined, admin)).json()
      .Data;
    const projectId = developments.Developments[0].ProjectId as number;
    const lots = (await t.call('GET', `/api/lots?projectId=${projectId}`, undefined, admin)).json()
      .Data.LotSummaries as Array<{ StructureId: number }>;
    const calls = lots.flatMap((lot) => [
      `/api/customise?structureId=${lot.StructureId}`,
      `/api/getStructureDrawerSetting?structureId=${lot.StructureId}`,
    ]);
    for (const url of calls) await t.call('GET', url, undefined, admin); // warm up (session touch)
    const before = t.database.writeVersion.value;
    await t.call('GET', `/api/lots?projectId=${projectId}`, undefined, admin);
    for (const url of calls) await t.call('GET', url, undefined, admin);
    expect(t.database.writeVersion.value).toBe(before);
  });
});
