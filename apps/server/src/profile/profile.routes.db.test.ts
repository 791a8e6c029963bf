import { getUserProfile, saveUserProfile } from '@circa/contract/identity.routes';
import { messages } from '@circa/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';
import { noProfileFieldMessage } from './profile.service';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn('builder@example.com');
});
afterAll(async () => t.close());

/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(name: string, filename: string, type: string, data: Buffer) {
  const boundary = '----circa' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    },
  };
}

describe('profile', () => {
  it('answers the same user at every alias', async () => {
    expect(getUserProfile.paths).toHaveLength(3);
    for (const path of getUserProfile.paths) {
      const user = await t.routeData(getUserProfile, {}, token, { path });
      expect(user.Username).toBe('builder@example.com');
    }
  });

  it('saves only the fields sent, and keeps them', async () => {
    const user = await t.routeData(
      saveUserProfile,
      { Phone: '0411 111 111', Company: ' New Co ' },
      token,
    );
    expect(user).toMatchObject({ Phone: '0411 111 111', Company: 'New Co', FirstName: 'Blake' });
    const again = await t.routeData(getUserProfile, {}, token);
    expect(again).toMatchObject({ Phone: '0411 111 111', Company: 'New Co' });
  });

  it('does not let the username change, refuses an update without a profile field, and validates names', async () => {
    // fields outside the contract's request type go through `call` with a string URL
    const response = await t.call(
      'POST',
      '/api/userprofile',
      { Username: 'other@example.com' },
      token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: noProfileFieldMessage,
    });
    expect((await t.routeData(getUserProfile, {}, token)).Username).toBe('builder@example.com');
    expect(await t.route(saveUserProfile, {}, token)).toMatchObject({
      status: 400,
      error: { message: noProfileFieldMessage },
    });
    expect(await t.route(saveUserProfile, { FirstName: '' }, token)).toMatchObject({
      status: 400,
      error: { message: messages.firstNameRequired },
    });
    const wrongType = await t.call('POST', '/api/userprofile', { Phone: 42 }, token);
    expect(wrongType.statusCode).toBe(400);
  });

  it('needs a token', async () => {
    expect((await t.route(saveUserProfile, { Phone: '1' })).status).toBe(401);
  });
});

describe('POST /user/updateimage', () => {
  it('stores a photo checked by content and serves it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/updateimage',
      ...multipart('image', 'me.bin', 'application/octet-stream', png),
    });
    expect(response.statusCode).toBe(200);
    const url = response.json().Data.ImageIcon as string;
    expect(url).toMatch(/^\/api\/user\/image\/[0-9a-f-]{36}\.png$/);
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
    expect((await t.routeData(getUserProfile, {}, token)).ImageIcon).toBe(url);
  });

  it('refuses a file that is not an image whatever its name says', async () => {
    const fake = Buffer.from('<script>alert(1)</script>');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/updateimage',
      ...multipart('image', 'photo.png', 'image/png', fake),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 'unsupported_media_type',
      message: messages.imageUnsupported,
    });
  });

  it('refuses a photo over 2 MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/updateimage',
      ...multipart('image', 'big.png', 'image/png', big),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
  });

  it('refuses a request that is not multipart', async () => {
    const response = await t.call('POST', '/api/user/updateimage', { image: 'x' }, token);
    expect(response.statusCode).toBe(400);
  });

  it('answers 404 for an unknown photo name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/image/../../etc/passwd' });
    expect(response.statusCode).toBe(404);
  });
});
