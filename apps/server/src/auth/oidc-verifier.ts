import * as client from 'openid-client';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import type { SsoProviders } from '@circa/contract/identity.schema';
import { AppError } from '../http/app-error';

/** The single sign-on providers the spec names. */
export type SsoProvider = 'google' | 'microsoft';

export interface SsoProviderSettings {
  clientId: string;
  /** OpenID Connect issuer URL; its discovery document gives the keys and endpoints. */
  issuer: string;
}

/** What a verified ID token tells about the person. */
export interface VerifiedIdentity {
  subject: string;
  email: string;
  isEmailVerified: boolean;
}

interface Discovered {
  issuer: string;
  authorizationEndpoint: string;
  jwks: ReturnType<typeof createRemoteJWKSet>;
}

const providerNames: Record<SsoProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

/**
 * Verifies ID tokens of Google and Microsoft sign-in: the issuer's metadata comes from OpenID
 * Connect discovery (openid-client); the token's signature is checked against the issuer's
 * published keys, with the issuer, audience (our client id) and expiry (jose).
 */
export class OidcVerifier {
  private readonly discovered = new Map<SsoProvider, Promise<Discovered>>();

  constructor(
    private readonly settings: Partial<Record<SsoProvider, SsoProviderSettings>>,
    private readonly allowHttp: boolean,
  ) {}

  isConfigured(provider: SsoProvider): boolean {
    return this.settings[provider] !== undefined;
  }

  private discover(provider: SsoProvider): Promise<Discovered> {
    const settings = this.settings[provider];
    if (!settings) {
      return Promise.reject(
        new AppError(
          'sso_not_configured',
          `${providerNames[provider]} sign-in is not set up on this server.`,
        ),
      );
    }
    let pending = this.discovered.get(provider);
    if (!pending) {
      pending = (async () => {
        const configuration = await client.discovery(
          new URL(settings.issuer),
          settings.clientId,
          undefined,
          undefined,
          this.allowHttp ? { execute: [client.allowInsecureRequests] } : undefined,
        );
        const metadata = configuration.serverMetadata();
        if (!metadata.jwks_uri || !metadata.authorization_endpoint) {
          throw new Error(
            `${settings.issuer} does not publish jwks_uri and authorization_endpoint`,
          );
        }
        return {
          issuer: metadata.issuer,
          authorizationEndpoint: metadata.authorization_endpoint,
          jwks: createRemoteJWKSet(new URL(metadata.jwks_uri)),
        };
      })();
      pending.catch(() => this.discovered.delete(provider));
      this.discovered.set(provider, pending);
    }
    return pending;
  }

  /** What the browser needs to start sign-in with each configured provider. */
  async publicSettings(): Promise<SsoProviders> {
    const describe = async (provider: SsoProvider) => {
      const settings = this.settings[provider];
      if (!settings) return null;
      try {
        const { authorizationEndpoint } = await this.discover(provider);
        return { ClientId: settings.clientId, AuthorizationEndpoint: authorizationEndpoint };
      } catch {
        return null;
      }
    };
    const [Google, Microsoft] = await Promise.all([describe('google'), describe('microsoft')]);
    return { Google, Microsoft };
  }

  /** Verifies an ID token; throws `sso_token_invalid` with a reason when it does not verify. */
  async verify(provider: SsoProvider, idToken: string): Promise<VerifiedIdentity> {
    const settings = this.settings[provider];
    const { issuer, jwks } = await this.discover(provider);
    let payload: JWTPayload;
    try {
      const expectedIssuer = issuer.includes('{tenantid}')
        ? issuer.replace('{tenantid}', String(decodeJwt(idToken).tid ?? ''))
        : issuer;
      ({ payload } = await jwtVerify(idToken, jwks, {
        issuer: expectedIssuer,
        audience: settings!.clientId,
        clockTolerance: 60,
      }));
    } catch {
      throw new AppError(
        'sso_token_invalid',
        `The ${providerNames[provider]} sign-in could not be verified. Please sign in with ${providerNames[provider]} again.`,
      );
    }
    const email = typeof payload.email === 'string' ? payload.email : payload.preferred_username;
    if (typeof payload.sub !== 'string' || typeof email !== 'string') {
      throw new AppError(
        'sso_token_invalid',
        `The ${providerNames[provider]} account did not share an email address.`,
      );
    }
    const isEmailVerified = payload.email_verified === true || payload.xms_edov === true;
    return { subject: payload.sub, email, isEmailVerified };
  }
}
