import fastifyStatic from '@fastify/static';
import { metaSchema, productVersion } from '@circa/contract/meta.schema';
import type { Meta } from '@circa/contract/meta.schema';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from './app-error';

/** The build number: the web build's own `meta.json`, else CIRCA_BUILD, else "dev". */
function readMeta(webDist: string | null, build: string | undefined): Meta {
  const file = webDist ? join(webDist, 'meta.json') : null;
  if (file && existsSync(file)) return metaSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return { version: productVersion, build: build ?? 'dev' };
}

/**
 * Serves the built single-page app with history fallback: a GET for a page route answers
 * index.html; `/api/...` answers the JSON 404; hashed assets are cached for a year.
 */
export async function installWebApp(
  app: FastifyInstance,
  options: { webDist: string | null; build: string | undefined },
): Promise<void> {
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
