import { allRoutes } from '@circa/contract/all-routes';
import { errorBodySchema } from '@circa/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the API surface', () => {
  it.each(allRoutes.flatMap((route) => route.paths.map((path) => [route.method, path] as const)))(
    'implements %s %s',
    (method, path) => {
      // the router ignores trailing slashes (the spec writes /addDesignTemplate/)
      expect(t.app.hasRoute({ method, url: `/api${path}`.replace(/\/$/, '') })).toBe(true);
    },
  );

  it.each(
    allRoutes
      .filter((r) => r.method === 'POST' && r.requestKind === 'json')
      .map((r) => [r.paths[0]]),
  )('answers 400 with the one error body, never 500, for junk sent to %s', async (path) => {
    const token = await t.signIn('builder@example.com');
    for (const payload of [[], 'text', { username: 12 }, { unexpected: true }]) {
      const response = await t.call('POST', `/api${path}`, payload, token);
      expect(
        response.statusCode,
        `${path} ${JSON.stringify(payload)}: ${response.body}`,
      ).toBeLessThan(500);
      if (response.statusCode !== 200)
        expect(errorBodySchema.safeParse(response.json()).success).toBe(true);
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.call('GET', '/api/no-such-call');
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).code).toBe('not_found');
  });

  it('sends a strict Content-Security-Policy and no framing', async () => {
    const response = await t.call('GET', '/meta.json');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves /meta.json uncached with the build number', async () => {
    const response = await t.call('GET', '/meta.json');
    expect(response.json()).toEqual({ version: '5.16.0', build: 'dev' });
    expect(response.headers['cache-control']).toContain('no-cache');
  });

  it('publishes OpenAPI generated from the contract', async () => {
    const response = await t.call('GET', '/api/docs/json');
    const document = response.json() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    expect(document.paths['/api/Shared/Login']?.post?.operationId).toBe('login');
    expect(Object.keys(document.paths).length).toBeGreaterThanOrEqual(allRoutes.length);
  });

  it('rate-limits each IP per minute', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '10' } });
    try {
      const codes = [];
      for (let i = 0; i < 12; i++)
        codes.push((await limited.call('GET', '/api/getSupportEmail')).statusCode);
      expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
      const last = await limited.call('GET', '/api/getSupportEmail');
      expect(last.statusCode).toBe(429);
      expect(errorBodySchema.parse(last.json()).code).toBe('too_many_requests');
    } finally {
      await limited.close();
    }
  });
});
