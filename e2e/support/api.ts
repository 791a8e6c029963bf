import { baselineDesigns } from '@circa/contract/builds.routes';
import {
  createDevelopment,
  existingDevelopment,
  getUserDevelopments,
} from '@circa/contract/developments.routes';
import { buildLot, createLot, lots } from '@circa/contract/lots.routes';
import { projectTargetsByStruct, results } from '@circa/contract/results.routes';
import type { RouteDescriptor, RouteResponse } from '@circa/contract/route';
import { routeUrl } from '@circa/contract/route-url';
import type { RouteInput } from '@circa/contract/route-url';
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

/**
 * Calls a route of the contract by its descriptor as the page's signed-in user, building the URL
 * as the web's client does, and answers its payload (out of `Data` for `data` envelopes) parsed
 * by the route's response schema. A failed call fails the test with the status and body. New e2e
 * helpers use this instead of {@link api}, so a renamed route breaks the build.
 */
export async function apiRoute<R extends RouteDescriptor>(
  page: Page,
  route: R,
  input: RouteInput<R>,
): Promise<RouteResponse<R>> {
  if (route.requestKind === 'multipart')
    throw new Error(`${route.id} is multipart: use page.request with a form`);
  const path = routeUrl(route, input, '/api');
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  const headers = { authorization: `Bearer ${token}` };
  const response =
    route.method === 'GET'
      ? await page.request.get(path, { headers })
      : await page.request.post(path, {
          headers,
          ...(route.requestKind === 'json' && { data: input }),
        });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  const body = (await response.json()) as unknown;
  const payload = route.envelope === 'data' ? (body as { Data: unknown }).Data : body;
  const parsed = route.response.safeParse(payload);
  if (!parsed.success) throw new Error(`${route.id}: ${parsed.error.message}`);
  return parsed.data as RouteResponse<R>;
}

/** The demo development "Demo Estate" as the page's user sees it. */
export async function demoEstateId(page: Page): Promise<number> {
  const list = await apiRoute(page, getUserDevelopments, {});
  return list.Developments.find((d) => d.Name === 'Demo Estate')!.ProjectId;
}

/** The id of the demo lot whose name starts with `name` (for example 'Lot 102'). */
export async function demoLotId(page: Page, name: string): Promise<number> {
  const list = await apiRoute(page, lots, { projectId: await demoEstateId(page) });
  return list.LotSummaries.find((l) => l.Name.startsWith(name))!.StructureId;
}

export type ResultTarget = { ProjectTargetId: number; Name: string; IndicatorId: number };

/** A lot's project targets and each one's reduction as the results call answers it (percent). */
export async function targetReductions(
  page: Page,
  lot: number,
): Promise<{ targets: ResultTarget[]; reductions: Map<number, number | null> }> {
  const summary = await apiRoute(page, projectTargetsByStruct, { structureId: lot });
  const reductions = new Map<number, number | null>();
  for (const id of new Set(summary.ProjectTargetList.map((t) => t.IndicatorId))) {
    const answer = await apiRoute(page, results, { structureId: lot, indicatorId: id });
    for (const c of answer.BenchmarkComparison) reductions.set(c.ProjectTargetId, c.Reduction);
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
  const structureId = await apiRoute(admin, createLot, { projectId, address });
  const baselines = await apiRoute(builder, baselineDesigns, { projectId, numberOf: 100 });
  const baseline =
    baselineTitle === undefined
      ? baselines[0]
      : baselines.find((b) => b.Title.startsWith(baselineTitle));
  expect(baseline, `baseline ${baselineTitle ?? '(first)'}`).toBeDefined();
  await apiRoute(builder, buildLot, {
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
  const answer = await apiRoute(page, results, { structureId: lot, indicatorId: 1 });
  const total = answer.Totals.find((t) => !t.ExcludingPowerGeneration)?.DesignImpact;
  expect(total, 'whole-life GWP').toEqual(expect.any(Number));
  const water = answer.Details.find(
    (d) => !d.ExcludingPowerGeneration && d.CategoryId === 1 && d.Code === 'operational-water',
  );
  return { wholeLife: total!, operationalWater: water?.Impact ?? 0 };
}

/**
 * A development of a journey's own (other journeys share Demo Estate), with Demo Estate's type,
 * organisation, location and LCI settings and `overrides`. Answers its id.
 */
export async function developmentLikeDemoEstate(
  admin: Page,
  name: string,
  overrides: { PublicShareLinksRequireApproval?: boolean } = {},
): Promise<number> {
  const demo = await apiRoute(admin, existingDevelopment, { projectId: await demoEstateId(admin) });
  const { ProjectTypeId, OrganisationId, LciGroupId, LciSourceId, Location } = demo;
  if (!ProjectTypeId || !OrganisationId || !LciGroupId || !LciSourceId || !Location)
    throw new Error('Demo Estate has no type, organisation, location or LCI settings to copy');
  const { ProjectId } = await apiRoute(admin, createDevelopment, {
    ...demo,
    ProjectTypeId,
    OrganisationId,
    LciGroupId,
    LciSourceId,
    Location,
    ProjectId: 0,
    ProjectName: name,
    Prepaid: false,
    CreditsBalance: 0,
    ...overrides,
  });
  return ProjectId;
}
