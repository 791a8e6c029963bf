import type { FastifyRequest } from 'fastify';

/** The signed-in caller of a request, resolved from the bearer token. */
export interface AuthUser {
  userId: number;
  /** The user's email: pre-approval lists match on it. */
  email: string;
  sessionId: number;
}

/** Who is calling and from where: what services need for audit and throttling. */
export interface CallerInfo {
  ip: string;
  userAgent: string | null;
}

export function callerInfo(request: FastifyRequest): CallerInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : null };
}

/** The bearer token of a request, if one was sent. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
