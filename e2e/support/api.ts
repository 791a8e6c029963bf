import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Calls the API as the page's signed-in user (its bearer token) and answers `Data`; a failed
 * call fails the test with the status and body. A body makes it a POST.
 */
export async function api<T = unknown>(page: Page, path: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  const headers = { authorization: `Bearer ${token}` };
  const response =
    body === undefined
      ? await page.request.get(path, { headers })
      : await page.request.post(path, { headers, data: body });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { Data: T }).Data;
}

/** The demo development "Demo Estate" as the page's user sees it. */
export async function demoEstateId(page: Page): Promise<number> {
  const list = await api<{ Developments: Array<{ Name: string; ProjectId: number }> }>(
    page,
    '/api/GetUserDevelopments',
  );
  return list.Developments.find((d) => d.Name === 'Demo Estate')!.ProjectId;
}

/** The id of the demo lot whose name starts with `name` (for example 'Lot 102'). */
export async function demoLotId(page: Page, name: string): Promise<number> {
  const lots = await api<{ LotSummaries: Array<{ StructureId: number; Name: string }> }>(
    page,
    `/api/lots?projectId=${await demoEstateId(page)}`,
  );
  return lots.LotSummaries.find((l) => l.Name.startsWith(name))!.StructureId;
}

export type ResultTarget = { ProjectTargetId: number; Name: string; IndicatorId: number };

/** A lot's project targets and each one's reduction as the results call answers it (percent). */
export async function targetReductions(
  page: Page,
  lot: number,
): Promise<{ targets: ResultTarget[]; reductions: Map<number, number | null> }> {
  const summary = await api<{ ProjectTargetList: ResultTarget[] }>(
    page,
    `/api/projecttargetsbystruct?structureId=${lot}`,
  );
  const reductions = new Map<number, number | null>();
  for (const id of new Set(summary.ProjectTargetList.map((t) => t.IndicatorId))) {
    const results = await api<{
      BenchmarkComparison: Array<{ ProjectTargetId: number; Reduction: number | null }>;
    }>(page, `/api/results?structureId=${lot}&indicatorId=${id}`);
    for (const c of results.BenchmarkComparison) reductions.set(c.ProjectTargetId, c.Reduction);
  }
  return { targets: summary.ProjectTargetList, reductions };
}
