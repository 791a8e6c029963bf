import { allRoutes } from '@circa/contract/all-routes';
import { errorBodySchema, errorStatus } from '@circa/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testPassword } from '../test-support/test-app';
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

  /**
   * Junk bodies and the answer each must get: 400 with a message, except a content type the server
   * does not parse at all (415, "unsupported_media_type"). Never a 5xx, never a 200.
   */
  const junkBodies = [
    { body: '[]', contentType: 'application/json', status: 400 },
    { body: '"text"', contentType: 'application/json', status: 400 },
    { body: '42', contentType: 'application/json', status: 400 },
    { body: 'null', contentType: 'application/json', status: 400 },
    { body: '{"username":12}', contentType: 'application/json', status: 400 },
    { body: '{"unexpected":true}', contentType: 'application/json', status: 400 },
    { body: '{"username": ', contentType: 'application/json', status: 400 },
    { body: 'text', contentType: 'text/plain', status: 400 },
    { body: '<a/>', contentType: 'application/xml', status: 415 },
  ] as const;

  it.each(
    allRoutes
      .filter((r) => r.method === 'POST' && r.requestKind === 'json')
      .map((r) => [r.paths[0]]),
  )('answers junk sent to %s with a 4xx and a message in the one error body', async (path) => {
    const token = await t.signIn('builder@example.com');
    for (const junk of junkBodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api${path}`,
        payload: junk.body,
        headers: { 'content-type': junk.contentType, authorization: `Bearer ${token}` },
      });
      const what = `${path} ${junk.contentType} ${junk.body}: ${response.statusCode} ${response.body}`;
      expect(response.statusCode, what).toBe(junk.status);
      const body = errorBodySchema.safeParse(response.json());
      expect(body.success, what).toBe(true);
      expect(body.data?.message.trim(), what).not.toBe('');
      expect(errorStatus[body.data!.code], what).toBe(junk.status);
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

  it('tells browsers and proxies to store no API answer, above all one with a session token', async () => {
    const login = await t.call('POST', '/api/Shared/Login', {
      username: 'builder@example.com',
      password: testPassword,
      rememberMe: false,
    });
    expect(login.json().Token).toBeTruthy();
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await t.call('GET', '/api/getSupportEmail')).headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS only when the public address is https', async () => {
    expect(
      (await t.call('GET', '/meta.json')).headers['strict-transport-security'],
    ).toBeUndefined();
    const https = await createTestApp({ env: { CIRCA_PUBLIC_URL: 'https://circa.example.com' } });
    try {
      expect((await https.call('GET', '/meta.json')).headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await https.close();
    }
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

  it("rate-limits each IP's API calls per minute, never the web app's files", async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '10' } });
    try {
      const codes = [];
      for (let i = 0; i < 12; i++)
        codes.push((await limited.call('GET', '/api/getSupportEmail')).statusCode);
      expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
      const last = await limited.call('GET', '/api/getSupportEmail');
      expect(last.statusCode).toBe(429);
      const body = errorBodySchema.parse(last.json());
      expect(body.code).toBe('too_many_requests');
      expect(body.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
      // a screen is many small files: opening pages is not counted
      for (let i = 0; i < 30; i++)
        expect((await limited.call('GET', '/meta.json')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
