import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { metaSchema, productVersion } from '@circa/contract/meta.schema';
import type { Meta } from '@circa/contract/meta.schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { AppError } from './app-error';

/** The build number: the web build's own `meta.json`, else CIRCA_BUILD, else "dev". */
function readMeta(webDist: string | null, build: string | undefined): Meta {
  const file = webDist ? join(webDist, 'meta.json') : null;
  if (file && existsSync(file)) return metaSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return { version: productVersion, build: build ?? 'dev' };
}

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
const minCompressedSize = 1024;
/** Text bodies worth compressing: JSON (also `+json`), text (not event streams), SVG, XML. */
const compressibleType =
  /^(application\/(json|[\w.+-]+\+json|xml|javascript)|text\/(?!event-stream)|image\/svg\+xml)\b/i;
/** Brotli when the client takes it (quality 4: fast enough per answer), else gzip. */
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressWith = {
  br: (body: Buffer) =>
    brotliAsync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body: Buffer) => gzipAsync(body),
} as const;

function addVary(reply: FastifyReply, name: string): void {
  const vary = reply.getHeader('vary');
  const values = typeof vary === 'string' ? vary.split(',').map((v) => v.trim()) : [];
  if (values.includes('*') || values.some((v) => v.toLowerCase() === name.toLowerCase())) return;
  reply.header('vary', [...values.filter(Boolean), name].join(', '));
}

/**
 * Compresses buffered text answers (the API's JSON) of 1 KB or more with brotli or gzip, as the
 * request's Accept-Encoding allows. Streams (file and spreadsheet downloads, the web app's
 * files, which are precompressed at build time) and answers already encoded pass untouched.
 * A root `onSend` hook rather than @fastify/compress: that plugin only wraps routes declared
 * after it, and the API's routes are declared before the web app is installed.
 */
async function compressAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !compressibleType.test(type)) return payload;
  if (reply.hasHeader('content-encoding') || reply.hasHeader('content-range')) return payload;
  if (reply.statusCode === 204 || reply.statusCode === 206 || reply.statusCode === 304) {
    return payload;
  }
  addVary(reply, 'Accept-Encoding');
  const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
  if (body.length < minCompressedSize) return payload;
  const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
  if (encoding !== 'br' && encoding !== 'gzip') return payload;
  const compressed = await compressWith[encoding](body);
  reply.header('content-encoding', encoding);
  reply.header('content-length', compressed.length);
  return compressed;
}

/**
 * Serves the built single-page app with history fallback: a GET for a page route answers
 * index.html; `/api/...` answers the JSON 404; hashed assets are cached for a year. The build's
 * `.br`/`.gz` siblings (written by the web build) are sent to clients that accept them, and the
 * API's JSON answers are compressed on the fly (`compressAnswer`).
 */
export async function installWebApp(
  app: FastifyInstance,
  options: { webDist: string | null; build: string | undefined },
): Promise<void> {
  app.addHook('onSend', compressAnswer);

  // read on each request: a new web build served from the same folder is seen at once
  app.get('/meta.json', async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-cache, no-store')
      .send(readMeta(options.webDist, options.build)),
  );

  const dist =
    options.webDist && existsSync(join(options.webDist, 'index.html')) ? options.webDist : null;
  if (dist) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: true,
      index: false,
      // dist/**/*.br and *.gz from the web build; the plain file when there is none
      preCompressed: true,
      globIgnore: ['meta.json'],
      setHeaders(reply, path) {
        const isHashed = /[\\/]assets[\\/]/.test(path);
        reply.header(
          'Cache-Control',
          isHashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  if (dist) {
    // the root is a page, not the dist folder
    app.get('/', (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', dist),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.toLowerCase().startsWith('/api/') || path.toLowerCase() === '/api';
    // existing files were served above: a missing asset is a 404, any other path is a page route
    // (page routes may end in an email address, as /validate-pin/a@b.com)
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/assets/') &&
      !/\.(js|mjs|css|map|png|jpe?g|gif|svg|ico|webmanifest|json|txt|woff2?)$/i.test(path);
    if (!isApi && isPage && dist) {
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html')
        .sendFile('index.html', dist);
    }
    if (!isApi && isPage) {
      return reply
        .status(503)
        .type('text/plain')
        .send(
          'The Circa web app is not built yet. Run `npm run build` (npm start does it for you).',
        );
    }
    throw new AppError('not_found', `There is no ${request.method} ${path}.`);
  });
}
