import type { TestApp } from './test-app';

/** The id of the demo development's lot whose name starts with `prefix` (e.g. "Lot 101"). */
export async function demoLotId(t: TestApp, token: string, prefix: string): Promise<number> {
  const developments = (await t.call('GET', '/api/GetUserDevelopments', undefined, token)).json()
    .Data.Developments;
  const project = developments.find((d: { Name: string }) => d.Name === 'Demo Estate').ProjectId;
  const lots = (await t.call('GET', `/api/lots?projectId=${project}`, undefined, token)).json().Data
    .LotSummaries;
  return lots.find((l: { Name: string }) => l.Name.startsWith(prefix)).StructureId;
}
