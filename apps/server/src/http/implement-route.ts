import type { RouteDescriptor, RouteRequest, RouteResponse } from '@circa/contract/route';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './app-error';
import { refuseControlCharacters } from './control-characters';
import type { ReadCache } from './read-cache';
import type { AuthUser } from './request-context';

const jsonType = 'application/json; charset=utf-8';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cache of GET answers (single-process mode), or null. */
    readCache: ReadCache | null;
  }
}

/** What a route handler receives: the parsed input, the caller (if signed in) and the raw request. */
export interface HandlerContext<R extends RouteDescriptor, TUser> {
  input: RouteRequest<R>;
  user: TUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

type UserOf<R extends RouteDescriptor> = R['access'] extends 'user' ? AuthUser : AuthUser | null;

/** A thin route handler: returns the response payload (inside `Data` for data envelopes). */
export type RouteHandler<R extends RouteDescriptor> = (
  context: HandlerContext<R, UserOf<R>>,
) => Promise<RouteResponse<R>>;

/**
 * Resolves the caller from the request's bearer token (null when absent or not valid). It also
 * decides whether that caller may make the call `routeId` (an account whose email is not verified
 * may make only a few calls; without `routeId`, none of them) and throws 403 when not.
 */
export type Authenticate = (request: FastifyRequest, routeId?: string) => Promise<AuthUser | null>;

/**
 * Registers a contract route under `/api` at every path alias (deduplicated case-insensitively, as
 * the router matches case-insensitively). The request is validated with the contract's schema;
 * the response is serialised through the contract's schema, so the server cannot answer with a
 * shape the contract does not declare. `isCached: false` keeps a GET out of the read cache: for
 * answers that depend on more than the database, the caller and the input (an outside service).
 */
export function implementRoute<R extends RouteDescriptor>(
  app: FastifyInstance,
  authenticate: Authenticate,
  route: R,
  handler: RouteHandler<R>,
  options: { isCached?: boolean } = {},
): void {
  const responseSchema =
    route.envelope === 'data' ? z.object({ Data: route.response }) : route.response;
  const inputPart = {
    json: { body: route.request },
    query: { querystring: route.request },
    path: { params: route.request },
    multipart: {},
    none: {},
  }[route.requestKind];
  const seen = new Set<string>();
  // the serialiser Fastify uses for the schema (the same checks and errors), for cached answers
  const serialise = serializerCompiler({
    schema: responseSchema,
    method: route.method,
    url: `/api${route.paths[0]}`,
    httpStatus: '200',
  }) as (data: unknown) => string;
  for (const path of route.paths) {
    const url = `/api${path}`;
    if (seen.has(url.toLowerCase())) continue;
    seen.add(url.toLowerCase());
    app.withTypeProvider<ZodTypeProvider>().route({
      method: route.method,
      url,
      schema: {
        operationId: seen.size === 1 ? route.id : `${route.id}_${seen.size}`,
        summary: route.summary,
        ...(route.access !== 'public' && { security: [{ bearer: [] }] }),
        ...inputPart,
        response: { 200: responseSchema },
      },
      // before the schema: text with a NUL or another control character is a 400
      preValidation: async (request) => {
        refuseControlCharacters(request.body, request.query, request.params);
      },
      handler: async (request, reply) => {
        const user = route.access === 'public' ? null : await authenticate(request, route.id);
        if (route.access === 'user' && !user) {
          throw new AppError('unauthenticated', 'Please sign in again.');
        }
        const input = {
          json: request.body,
          query: request.query,
          path: request.params,
          multipart: {},
          none: {},
        }[route.requestKind] as RouteRequest<R>;
        // GET answers depend only on the database and the caller: served from the cache until a write
        const cache = route.method === 'GET' && options.isCached !== false ? app.readCache : null;
        const key = `${route.id}:${user?.userId ?? 0}:${JSON.stringify(input)}`;
        const cached = cache?.get(key);
        if (typeof cached === 'string') return reply.type(jsonType).send(cached);
        const version = cache?.version() ?? 0;
        const payload = await handler({ input, user: user as UserOf<R>, request, reply });
        const body = route.envelope === 'data' ? { Data: payload } : payload;
        if (!cache) return body;
        // kept as the JSON text the contract's schema serialised, so a cached answer (a list of
        // 1,000 lots) costs neither a parse nor a stringify again; a string is sent as it is
        const json = serialise(body);
        cache.set(key, version, json);
        return reply.type(jsonType).send(json);
      },
    });
  }
}
