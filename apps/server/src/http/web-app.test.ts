import Fastify from 'fastify';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from './error-handler';
import { installWebApp } from './web-app';

const dist = mkdtempSync(join(tmpdir(), 'circa-dist-'));
const app = Fastify();
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
/** An API answer of well over 1 KB. */
const rows = Array.from({ length: 200 }, (_, i) => ({ Id: i, Name: `Lot ${i}` }));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Circa</title>');
  writeFileSync(join(dist, 'assets', 'index-Ab12.js'), 'console.log(1)');
  // as the web build writes them: the asset and its precompressed siblings
  writeFileSync(join(dist, 'assets', 'app-Cd34.js'), script);
  writeFileSync(join(dist, 'assets', 'app-Cd34.js.br'), brotliCompressSync(script));
  installErrorHandler(app);
  // declared before the web app, as the API's routes are
  app.get('/api/rows', async () => ({ Data: rows }));
  app.get('/api/small', async () => ({ Data: 1 }));
  app.get('/api/download', async (_request, reply) =>
    reply
      .type('text/csv')
      .header('content-disposition', 'attachment; filename="rows.csv"')
      .send(Readable.from(['Id,Name\n', ...rows.map((r) => `${r.Id},${r.Name}\n`)])),
  );
  writeFileSync(
    join(dist, 'meta.json'),
    JSON.stringify({ version: '5.16.0', build: '20261121T101010' }),
  );
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

describe('compression', () => {
  it('sends a precompressed JS asset as brotli when the browser accepts it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('sends the plain asset when the browser accepts no encoding, or none was built', async () => {
    const plain = await app.inject({ method: 'GET', url: '/assets/app-Cd34.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const noGzipFile = await app.inject({
      method: 'GET',
      url: '/assets/app-Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(noGzipFile.headers['content-encoding']).toBeUndefined();
    expect(noGzipFile.body).toBe(script);
  });

  it('compresses an API JSON answer over 1 KB with gzip when that is what the client takes', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/rows',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toContain('application/json');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual({ Data: rows });
  });

  it('prefers brotli for the API, and leaves small answers and identity clients alone', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/api/rows',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    const small = await app.inject({
      method: 'GET',
      url: '/api/small',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ Data: 1 });
    const identity = await app.inject({ method: 'GET', url: '/api/rows' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual({ Data: rows });
  });

  it('streams downloads as they are', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/download',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-disposition']).toContain('rows.csv');
    expect(response.body.split('\n')).toHaveLength(rows.length + 2);
  });
});
