import Fastify from 'fastify';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from './error-handler';
import { installWebApp } from './web-app';

const dist = mkdtempSync(join(tmpdir(), 'circa-dist-'));
const app = Fastify();

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Circa</title>');
  writeFileSync(join(dist, 'assets', 'index-Ab12.js'), 'console.log(1)');
  writeFileSync(
    join(dist, 'meta.json'),
    JSON.stringify({ version: '5.16.0', build: '20261121T101010' }),
  );
  installErrorHandler(app);
  await installWebApp(app, { webDist: dist, build: undefined });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each([
    '/',
    '/login',
    '/profile',
    '/validate-pin/a.person@example.com',
    '/googlelogin/x@y.com.au',
  ])('answers index.html for the page route %s (history fallback)', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets for a year, and 404s a missing one', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-Ab12.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/missing-X.js' })).statusCode).toBe(404);
  });

  it("answers the web build's meta.json uncached", async () => {
    const response = await app.inject({ method: 'GET', url: '/meta.json' });
    expect(response.json()).toEqual({ version: '5.16.0', build: '20261121T101010' });
    expect(response.headers['cache-control']).toBe('no-cache, no-store');
  });

  it('keeps the JSON 404 for unknown API paths', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });
});
