import { toBase36DesignId } from '@circa/contract/design-link';
import { SharePermission } from '@circa/contract/enums';
import { featureDesigns } from '@circa/contract/builds.routes';
import { designPerformance } from '@circa/contract/public-page.routes';
import { embeddedAnswerElementId as embeddedAnswerId } from '@circa/contract/public-page.schema';
import { results } from '@circa/contract/results.routes';
import { findActiveLotDesign } from '@circa/db/designs.repository';
import { setDesignSharing } from '@circa/db/sharing.repository';
import { EQUIVALENCE_FACTORS } from '@circa/engine/equivalences';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../http/error-handler';
import { demoLotId } from '../test-support/demo-lot';
import { payForLot } from '../test-support/paid-lot';
import { signInOutsider } from '../test-support/outsider';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';
import { registerPublicPageRoutes } from './public-page.routes';

let t: TestApp;
let admin: string;
let outsider: string;
let lot: number;
let designId: number;
let feedId: string;
/** The page's HTML route on its own app, with a web build of one index.html. */
let pages: FastifyInstance;
const dist = mkdtempSync(join(tmpdir(), 'circa-feed-dist-'));

const share = (sharePermission: number, isFeature = false) =>
  setDesignSharing(t.database.db, designId, { sharePermission, isFeature });

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  admin = await t.signIn('admin@example.com');
  outsider = (await signInOutsider(t)).token;
  lot = await demoLotId(t, admin, 'Lot 102');
  designId = (await findActiveLotDesign(t.database.db, lot))!.id;
  feedId = toBase36DesignId(designId);
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head>\n<meta name="description"\n content="Circa: whole-of-life LCA." />\n<title>Circa</title>\n</head><body><div id="root"></div></body></html>',
  );
  pages = Fastify();
  pages.setValidatorCompiler(validatorCompiler);
  pages.setSerializerCompiler(serializerCompiler);
  pages.decorate('readCache', null);
  installErrorHandler(pages);
  registerPublicPageRoutes(pages, async () => null, {
    db: t.database.db,
    webDist: dist,
    publicUrl: 'https://circa.example',
  });
  await pages.ready();
});
afterAll(async () => {
  await pages.close();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('a design that is not public', () => {
  it("answers 403 'Access denied' signed out, signed in, and for an unknown design", async () => {
    for (const token of [undefined, admin, outsider]) {
      const answer = await t.route(designPerformance, { id: feedId }, token);
      expect(answer.status).toBe(403);
      expect(answer.ok ? null : answer.error.message).toBe('Access denied');
    }
    const unknown = await t.route(designPerformance, { id: toBase36DesignId(999_999) });
    expect(unknown.status).toBe(403);
    expect((await t.route(designPerformance, { id: 'not-a-link' })).status).toBe(404);
  });

  it('stays denied while the lot is unpaid, even shared Public (its results are locked)', async () => {
    await share(SharePermission.Public, true);
    expect((await t.route(designPerformance, { id: feedId })).status).toBe(403);
    const featured = await t.routeData(featureDesigns, { start: 0, numberOf: 10 });
    expect(featured.map((d) => d.Id)).not.toContain(designId);
  });
});

describe('a public design', () => {
  beforeAll(async () => {
    await payForLot(t, lot);
    await share(SharePermission.Public, true);
  });

  it("answers anyone with the results' own whole-life figures", async () => {
    const page = await t.routeData(designPerformance, { id: feedId });
    const gwp = await t.routeData(results, { structureId: lot, indicatorId: 1 }, admin);
    const totals = gwp.Totals.find((x) => x.ExcludingPowerGeneration === false)!;
    expect(page.DesignCO2).toBe(totals.DesignImpact);
    expect(page.BenchmarkCO2).toBe(totals.BenchmarkImpact);
    const b = totals.BenchmarkImpact!;
    const d = totals.DesignImpact!;
    expect(page.LifeCycleCO2Savings).toBeCloseTo(b - d, 6);
    expect(page.GreenhouseGasAvoided).toBeCloseTo((b - d) / 1000, 9);
    expect(page.PercentImprovement).toBe(Math.round(((b - d) / Math.abs(b)) * 1000) / 10);
    expect(page.FeedId).toBe(feedId);
    expect(page.IsSubmitted).toBe(false);
    expect(page.Address).toContain('Lot 102');
    expect(page.LcaStudy.Standards).toEqual(['ISO 14044', 'EN 15978']);
  });

  it('gives the equivalences of what is avoided and the strategies the benchmark lacks', async () => {
    const page = await t.routeData(designPerformance, { id: feedId });
    expect(page.LifeCycleCO2Savings).toBeGreaterThan(0);
    const trees = page.SummaryCards.find((c) => c.Type === 'TreesPlanted')!.Value;
    expect(trees).toBeCloseTo(page.GreenhouseGasAvoided! * EQUIVALENCE_FACTORS.treesPerTonne, 9);
    // the demo's Lot 102 is built with the seven-star, heat pump and PV preset
    expect(page.Strategies.length).toBeGreaterThan(0);
    expect(page.MetaData.Description).toContain('reduction in whole-life carbon');
  });

  it('is in the featured list for signed-out visitors, with its link and no internal ids', async () => {
    const featured = await t.routeData(featureDesigns, { start: 0, numberOf: 10 });
    const card = featured.find((d) => d.Id === designId)!;
    expect(card.FeatureUrl).toBe(`/feed/${feedId}`);
    expect(card).not.toHaveProperty('StructureId');
    expect(card).not.toHaveProperty('ProjectId');
    expect(card).not.toHaveProperty('OrgId');
    expect(card.Description).not.toContain('Demo Estate');
  });

  it('carries no email address and no cost', async () => {
    const response = await t.call('GET', `/api/DesignPerformance?id=${feedId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/@/);
    expect(response.body).not.toMatch(/AUD|Cost|Dollar/i);
  });

  it("holds nothing of the development's other lots: names, addresses, text or figures", async () => {
    const other = await demoLotId(t, admin, 'Lot 101');
    const marker = 'Kept-to-lot-101';
    await t.database.db
      .updateTable('structures')
      .set({ description: `${marker} description`, custom_field_value: `${marker} field` })
      .where('id', '=', other)
      .execute();
    const otherDesign = (await findActiveLotDesign(t.database.db, other))!;
    // Lot 101 is its baseline as built: two dwellings give it figures of its own
    const builder = await t.signIn('builder@example.com');
    const saved = await t.call(
      'POST',
      '/api/lot',
      { designId: otherDesign.id, designName: `${marker} design`, dwellings: 2, bedrooms: 6 },
      builder,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await payForLot(t, other, 2);
    const gwp = await t.routeData(results, { structureId: other, indicatorId: 1 }, admin);
    const totals = gwp.Totals.find((x) => x.ExcludingPowerGeneration === false)!;
    // its design is its two-dwelling baseline: both figures are its own, neither is round
    const figures = [totals.DesignImpact!, totals.BenchmarkImpact!];
    for (const figure of figures) expect(JSON.stringify(figure).length).toBeGreaterThan(6);

    const answer = (await t.call('GET', `/api/DesignPerformance?id=${feedId}`)).body;
    const html = (await pages.inject({ method: 'GET', url: `/feed/${feedId}` })).body;
    for (const text of [answer, html]) {
      expect(text).toContain('Lot 102, 14 Banksia Street');
      for (const secret of ['Lot 101', '12 Banksia Street', marker])
        expect(text).not.toContain(secret);
      expect(text).not.toContain(`"DesignId":${otherDesign.id}`);
      for (const figure of figures) {
        expect(text).not.toContain(JSON.stringify(figure));
        expect(text).not.toContain(JSON.stringify(figure / 1000));
      }
    }
  });

  it('serves /feed/{id} with its preview tags and its answer', async () => {
    const response = await pages.inject({ method: 'GET', url: `/feed/${feedId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    const page = await t.routeData(designPerformance, { id: feedId });
    expect(html).toContain(`<title>${page.MetaData.Title}</title>`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain(
      `<meta property="og:url" content="https://circa.example/feed/${feedId}"`,
    );
    expect(html).toContain('<meta property="og:image" content="https://circa.example/');
    expect(html).not.toContain('Circa: whole-of-life LCA.');
    const json = new RegExp(
      `<script type="application/json" id="${embeddedAnswerId}">(.*?)</script>`,
    ).exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual(JSON.parse(JSON.stringify(page)));
  });
});

describe('a private design', () => {
  beforeAll(async () => share(SharePermission.Private));
  afterAll(async () => share(SharePermission.None));

  it('is not featured', async () => {
    const featured = await t.routeData(featureDesigns, { start: 0, numberOf: 10 });
    expect(featured.map((d) => d.Id)).not.toContain(designId);
  });

  it('asks a signed-out visitor to sign in, refuses an outsider and answers a stakeholder', async () => {
    const signedOut = await t.route(designPerformance, { id: feedId });
    expect(signedOut.status).toBe(401);
    expect((await t.route(designPerformance, { id: feedId }, outsider)).status).toBe(403);
    expect((await t.route(designPerformance, { id: feedId }, admin)).status).toBe(200);
  });

  it('serves /feed/{id} as the plain web app: nothing of the design in the HTML', async () => {
    const html = (await pages.inject({ method: 'GET', url: `/feed/${feedId}` })).body;
    expect(html).toContain('<title>Circa</title>');
    expect(html).not.toContain(embeddedAnswerId);
    expect(html).not.toContain('og:title');
  });
});
