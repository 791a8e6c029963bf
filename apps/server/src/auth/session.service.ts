import {
  findLiveSession,
  insertSession,
  revokeAllSessions,
  revokeSessionByHash,
  touchSession,
} from '@circa/db/sessions.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import type { AuthUser, CallerInfo } from '../http/request-context';
import { BoundedCache } from '../memory/bounded-cache';
import { hashSessionToken, newSessionToken } from './secret-tokens';

/** Session lifetimes (docs/security.md). */
export interface SessionPolicy {
  /** Idle timeout of a normal session, minutes. */
  idleMinutes: number;
  /** Absolute lifetime of a normal session, hours. */
  maxHours: number;
  /** Idle and absolute lifetime of a "Keep me Logged In" session, days. */
  rememberDays: number;
}

const MINUTE = 60_000;
/** Activity is written at most once a minute per session, to keep reads cheap. */
const TOUCH_INTERVAL_MS = MINUTE;

/**
 * The caller of a session, and whether their email address is verified: an unverified account
 * may sign in but not act (`auth/email-verification.service.ts`).
 */
export interface SessionCaller extends AuthUser {
  isEmailVerified: boolean;
}

/** A session as remembered in memory between requests. */
interface CachedSession {
  auth: SessionCaller;
  isLongLived: boolean;
  lastSeenAt: Date;
  expiresAt: Date;
  absoluteExpiresAt: Date;
}

/** Most sessions kept in memory; the oldest entry makes room. */
const CACHE_LIMIT = 10_000;

/**
 * Opaque bearer sessions stored hashed in the database. With `isSingleProcess` (the embedded
 * database, which one process holds by its lock file) live sessions are also kept in memory:
 * every change of a session goes through this service, so the memory cannot go stale; with
 * PostgreSQL several instances share sessions and every request reads the database.
 */
export class SessionService {
  private readonly cache = new BoundedCache<string, CachedSession>(CACHE_LIMIT);

  constructor(
    private readonly db: Kysely<Database>,
    private readonly policy: SessionPolicy,
    private readonly now: () => Date,
    private readonly isSingleProcess = false,
  ) {}

  private remember(tokenHash: string, session: CachedSession): void {
    if (!this.isSingleProcess) return;
    this.cache.set(tokenHash, session);
  }

  private idleMs(isLongLived: boolean): number {
    return isLongLived
      ? this.policy.rememberDays * 1440 * MINUTE
      : this.policy.idleMinutes * MINUTE;
  }

  /** Starts a session and returns its token (the only time the token exists in clear). */
  async start(userId: number, isLongLived: boolean, caller: CallerInfo): Promise<string> {
    const token = newSessionToken();
    const now = this.now();
    const absoluteMs = isLongLived
      ? this.policy.rememberDays * 1440 * MINUTE
      : this.policy.maxHours * 60 * MINUTE;
    await insertSession(this.db, {
      userId,
      tokenHash: hashSessionToken(token),
      isLongLived,
      expiresAt: new Date(now.getTime() + this.idleMs(isLongLived)),
      absoluteExpiresAt: new Date(now.getTime() + absoluteMs),
      ip: caller.ip,
      userAgent: caller.userAgent?.slice(0, 500) ?? null,
    });
    return token;
  }

  /** The caller of a token, or null when it is unknown, revoked or expired. Slides the idle expiry. */
  async authenticate(token: string): Promise<SessionCaller | null> {
    const now = this.now();
    const tokenHash = hashSessionToken(token);
    let session = this.cache.get(tokenHash);
    if (session && (session.expiresAt <= now || session.absoluteExpiresAt <= now)) {
      this.cache.delete(tokenHash);
      return null;
    }
    if (!session) {
      const found = await findLiveSession(this.db, tokenHash, now);
      if (!found) return null;
      session = {
        auth: {
          userId: found.userId,
          email: found.email,
          sessionId: found.id,
          isEmailVerified: found.isEmailVerified,
        },
        isLongLived: found.isLongLived,
        lastSeenAt: found.lastSeenAt,
        expiresAt: found.expiresAt,
        absoluteExpiresAt: found.absoluteExpiresAt,
      };
      this.remember(tokenHash, session);
    }
    if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      const expiresAt = new Date(now.getTime() + this.idleMs(session.isLongLived));
      await touchSession(this.db, session.auth.sessionId, now, expiresAt);
      session.lastSeenAt = now;
      session.expiresAt = expiresAt;
    }
    return session.auth;
  }

  /** Revokes the session of this token; returns its user id when there was one. */
  async end(token: string): Promise<number | null> {
    const tokenHash = hashSessionToken(token);
    this.cache.delete(tokenHash);
    return revokeSessionByHash(this.db, tokenHash, this.now());
  }

  /** Records in the remembered sessions that the user's email address is now verified. */
  markEmailVerified(userId: number): void {
    for (const session of this.cache.values()) {
      if (session.auth.userId === userId) session.auth.isEmailVerified = true;
    }
  }

  /** Revokes every session of a user (password change). */
  async endAll(userId: number): Promise<void> {
    for (const [tokenHash, session] of [...this.cache]) {
      if (session.auth.userId === userId) this.cache.delete(tokenHash);
    }
    await revokeAllSessions(this.db, userId, this.now());
  }
}
