import { getUserProfile, login, saveUserProfile } from '@circa/contract/identity.routes';
import { archiveLot, createLot, lots } from '@circa/contract/lots.routes';
import { getSupportEmail, unreadMessages } from '@circa/contract/shell.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeRequest } from './call-route';
import { createTestApp, testPassword } from './test-app';
import type { TestApp } from './test-app';

describe('routeRequest', () => {
  it('builds the URL from the descriptor as the web client does', () => {
    expect(routeRequest(lots, { projectId: 3, showArchivedLots: true })).toEqual({
      method: 'GET',
      url: '/api/lots?projectId=3&showArchivedLots=true',
      payload: undefined,
    });
    expect(routeRequest(getSupportEmail, {})).toMatchObject({ url: '/api/getSupportEmail' });
    expect(routeRequest(archiveLot, { id: 21 })).toMatchObject({
      method: 'POST',
      url: '/api/lot/archiveStructure/21',
      payload: undefined,
    });
    expect(routeRequest(createLot, { projectId: 1, address: '1 A St' })).toEqual({
      method: 'POST',
      url: '/api/lot/create',
      payload: { projectId: 1, address: '1 A St' },
    });
    expect(routeRequest(getUserProfile, {}, '/getUserDetails').url).toBe('/api/getUserDetails');
  });

  it('refuses inputs of the wrong type at compile time', () => {
    // Never run: the expectations below are checked by `npm run typecheck`.
    const typeChecks = () => [
      // @ts-expect-error a query id is a number, not text
      routeRequest(lots, { projectId: 'three' }),
      // @ts-expect-error the route has no such field
      routeRequest(createLot, { projectId: 1, address: 'x', colour: 'red' }),
      // @ts-expect-error a required field is missing
      routeRequest(login, { username: 'a@example.com' }),
      // @ts-expect-error not one of the route's paths
      routeRequest(getUserProfile, {}, 42),
    ];
    expect(typeof typeChecks).toBe('function');
  });
});

describe('TestApp.route', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { SUPPORT_EMAIL: 'help@circa.example' } });
    token = await t.signIn('builder@example.com');
  });
  afterAll(async () => t.close());

  it('answers the payload out of the Data envelope, typed by the response schema', async () => {
    const result = await t.route(unreadMessages, {}, token);
    expect(result).toMatchObject({ ok: true, status: 200, data: 0 });
    const email: string = await t.routeData(getSupportEmail, {});
    expect(email).toBe('help@circa.example');
  });

  it('answers the whole body of a raw envelope', async () => {
    const data = await t.routeData(login, {
      username: 'builder@example.com',
      password: testPassword,
    });
    expect(data.Data.Username).toBe('builder@example.com');
    expect(data.Token).toEqual(expect.any(String));
  });

  it('answers the error body and status of a refused call', async () => {
    expect(await t.route(unreadMessages, {})).toMatchObject({
      ok: false,
      status: 401,
      error: { code: 'unauthenticated' },
    });
    const missing = await t.route(archiveLot, { id: 999999 }, token);
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.error.code).toBe('not_found');
    await expect(t.routeData(saveUserProfile, {}, token)).rejects.toThrow(
      /saveUserProfile answered 400/,
    );
  });
});
