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

/**
 * Creates a lot in a development as `admin` (lot creation is for admin coordinators) and builds
 * it as `builder` from the development's baseline whose title starts with `baselineTitle` (the
 * first baseline when not given). Answers the lot's id.
 */
export async function newBuiltLot(
  admin: Page,
  builder: Page,
  projectId: number,
  address: string,
  baselineTitle?: string,
): Promise<number> {
  const structureId = await api<number>(admin, '/api/lot/create', { projectId, address });
  const baselines = await api<Array<{ Id: number; Title: string }>>(
    builder,
    `/api/baselinedesigns?projectId=${projectId}&numberOf=100`,
  );
  const baseline =
    baselineTitle === undefined
      ? baselines[0]
      : baselines.find((b) => b.Title.startsWith(baselineTitle));
  expect(baseline, `baseline ${baselineTitle ?? '(first)'}`).toBeDefined();
  await api(builder, '/api/lot/buildLot', {
    structureId,
    baseStructureId: baseline!.Id,
    presetStructureId: 0,
  });
  return structureId;
}

/** A lot's global warming potential (kg CO2e) as the results page reads it (GET /results, indicator 1). */
export interface DesignGwp {
  /** Whole life (A1–C4 with operational energy B6 and water B7), on-site generation netted. */
  wholeLife: number;
  /** Operational water (B7) alone. */
  operationalWater: number;
}

/** Reads a paid lot's GWP from the results API (the lot must be paid: results answer 403 before). */
export async function designGwp(page: Page, lot: number): Promise<DesignGwp> {
  const results = await api<{
    Totals: Array<{ ExcludingPowerGeneration: boolean; DesignImpact: number | null }>;
    Details: Array<{
      ExcludingPowerGeneration: boolean;
      CategoryId: number;
      Code: string;
      Impact: number;
    }>;
  }>(page, `/api/results?structureId=${lot}&indicatorId=1`);
  const total = results.Totals.find((t) => !t.ExcludingPowerGeneration)?.DesignImpact;
  expect(total, 'whole-life GWP').toEqual(expect.any(Number));
  const water = results.Details.find(
    (d) => !d.ExcludingPowerGeneration && d.CategoryId === 1 && d.Code === 'operational-water',
  );
  return { wholeLife: total!, operationalWater: water?.Impact ?? 0 };
}
