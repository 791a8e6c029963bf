import { designFeedPath } from '@circa/contract/design-link';
import * as routes from '@circa/contract/public-page.routes';
import type { Database } from '@circa/db/schema';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import { designPerformance, findVisibleDesign, performanceOf } from './design-performance.service';
import { injectDesignPage } from './feed-html';

/**
 * The public design page (document 2 §2 "/feed/{id}"): the call GET /DesignPerformance and the
 * page's HTML. A public design's /feed/{id} is index.html with its preview tags and its answer
 * (feed-html.ts); any other /feed/{id} is index.html as it is, and the web app asks the call
 * with its token (Private designs) and shows 'Access denied' or sign-in as answered.
 */
export function registerPublicPageRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: { db: Kysely<Database>; webDist: string | null; publicUrl: string },
): void {
  const { db } = deps;
  implementRoute(app, authenticate, routes.designPerformance, ({ user, input }) =>
    designPerformance(db, user, input.id),
  );

  const indexFile = deps.webDist ? join(deps.webDist, 'index.html') : null;
  if (!indexFile || !existsSync(indexFile)) return;
  app.get<{ Params: { id: string } }>('/feed/:id', async (request, reply) => {
    // read on each request, as the web app's other pages: a new build is seen at once (while
    // one is being written, the web app's own fallback answers)
    const indexHtml = await readFile(indexFile, 'utf8').catch(() => null);
    if (indexHtml === null) return reply.callNotFound();
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    // who is asking is unknown here (the token lives in the web app): public designs only
    const row = await findVisibleDesign(db, null, request.params.id).catch(() => null);
    if (!row) return indexHtml;
    try {
      const page = await performanceOf(db, row);
      return injectDesignPage(indexHtml, page, {
        publicUrl: deps.publicUrl,
        path: designFeedPath(row.designId),
      });
    } catch (error) {
      request.log.warn({ err: error }, 'public design page: served without its answer');
      return indexHtml;
    }
  });
}
