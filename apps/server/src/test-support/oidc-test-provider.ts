import Provider from 'oidc-provider';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The claims a test account presents. */
export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
}

/** A local OpenID Connect provider (oidc-provider) that signs real ID tokens. */
export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  redirectUri: string;
  /** Signs `account` in through the provider's login and consent steps and returns its ID token. */
  issueIdToken(account: TestAccount, clientId?: string): Promise<string>;
  close(): Promise<void>;
}

/** A tiny cookie jar for driving the provider's interaction pages with fetch. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    store(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = (pair ?? '').split('=');
        if (name) cookies.set(name.trim(), value.join('='));
      }
    },
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  };
}

/**
 * Starts the provider on a free loopback port with two clients: `circa-test` (our audience) and
 * `other-app` (to prove tokens for another audience are refused).
 */
export async function startOidcTestProvider(): Promise<OidcTestProvider> {
  const accounts = new Map<string, TestAccount>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const redirectUri = 'http://127.0.0.1/callback';
  const clientSecret = 'test-secret-that-is-long-enough-for-hs256';
  const provider = new Provider(issuer, {
    clients: ['circa-test', 'other-app'].map((id) => ({
      client_id: id,
      client_secret: clientSecret,
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    pkce: { required: () => false },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ ...account }) } : undefined;
    },
  });
  server.on('request', provider.callback());

  async function issueIdToken(account: TestAccount, clientId = 'circa-test'): Promise<string> {
    accounts.set(account.sub, account);
    const jar = cookieJar();
    const go = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(new URL(url, issuer), {
        ...init,
        redirect: 'manual',
        headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
      });
      jar.store(response);
      return response;
    };
    const authorize = new URL('/auth', issuer);
    authorize.search = new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      scope: 'openid email',
      redirect_uri: redirectUri,
      nonce: 'n-' + account.sub,
    }).toString();
    let response = await go(authorize.toString());
    for (let step = 0; step < 10; step++) {
      const location = response.headers.get('location');
      if (!location)
        throw new Error(`provider stopped at ${response.status}: ${await response.text()}`);
      if (location.startsWith(redirectUri)) {
        const code = new URL(location).searchParams.get('code');
        if (!code) throw new Error(`no code in ${location}`);
        const token = await fetch(new URL('/token', issuer), {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
          },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
          }),
        });
        const body = (await token.json()) as { id_token?: string };
        if (!body.id_token) throw new Error(`no id_token: ${JSON.stringify(body)}`);
        return body.id_token;
      }
      if (/\/interaction\/[^/]+$/.test(new URL(location, issuer).pathname)) {
        const page = await go(location);
        const html = await page.text();
        const prompt = html.includes('name="login"') ? 'login' : 'consent';
        const action = /action="([^"]+)"/.exec(html)?.[1];
        if (!action) throw new Error(`no form on interaction page: ${html.slice(0, 300)}`);
        const form = new URLSearchParams({ prompt, login: account.sub, password: 'any' });
        response = await go(action, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        });
      } else {
        response = await go(location);
      }
    }
    throw new Error('too many redirects at the test provider');
  }

  return {
    issuer,
    clientId: 'circa-test',
    redirectUri,
    issueIdToken,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
