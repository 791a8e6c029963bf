import * as routes from '@circa/contract/identity.routes';
import type { Database } from '@circa/db/schema';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { BlobStore } from '../files/blob-store';
import { AppError } from '../http/app-error';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import { imageContentTypes } from './image-type';
import { getProfile, MAX_PHOTO_BYTES, replacePhoto, saveProfile } from './profile.service';

/** Profile calls and photo serving. */
export function registerProfileRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: { db: Kysely<Database>; blobs: BlobStore },
): void {
  implementRoute(app, authenticate, routes.getUserProfile, ({ user }) =>
    getProfile(deps.db, user.userId),
  );
  implementRoute(app, authenticate, routes.saveUserProfile, ({ user, input }) =>
    saveProfile(deps.db, user.userId, {
      firstName: input.FirstName,
      lastName: input.LastName,
      company: input.Company,
      address: input.Address,
      phone: input.Phone,
    }),
  );
  implementRoute(app, authenticate, routes.updateUserImage, async ({ user, request }) => {
    const file = await request.file({ limits: { fileSize: MAX_PHOTO_BYTES, files: 1 } });
    if (!file) throw new AppError('bad_request', 'Choose a photo to upload (form field "image").');
    const data = await file.toBuffer();
    return { ImageIcon: await replacePhoto(deps.db, deps.blobs, user.userId, data) };
  });

  // Photos are served by their generated, unguessable names (they also show on public pages).
  app.get<{ Params: { name: string } }>('/api/user/image/:name', async (request, reply) => {
    const match = /^([0-9a-f-]{36})\.([a-z]+)$/.exec(request.params.name);
    const contentType = match?.[2] ? imageContentTypes[match[2]] : undefined;
    const data =
      match && contentType ? await deps.blobs.get(`avatars/${request.params.name}`) : null;
    if (!data || !contentType) throw new AppError('not_found', 'The photo was not found.');
    return reply
      .header('Content-Type', contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(data);
  });
}
