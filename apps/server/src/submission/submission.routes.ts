import * as routes from '@circa/contract/submission.routes';
import { designRefIdSchema, MAX_DESIGN_REF_BYTES } from '@circa/contract/submission.schema';
import type { Database } from '@circa/db/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { BlobStore } from '../files/blob-store';
import { AppError } from '../http/app-error';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import { enqueueSubmittedPortfolioRows } from '../analysis/portfolio-job';
import type { JobQueue } from '../jobs/job-queue.service';
import { sendBaselineRequested } from './baseline-request.service';
import { cloneDesign } from './clone.service';
import { attachmentDisposition } from './content-disposition';
import { deleteDesignRef, readDesignRef, uploadDesignRef } from './design-refs.service';
import {
  designSummary,
  isStructurePaidAndSubmitted,
  isStructureSubmitted,
  submitDesign,
  unsubmitDesign,
} from './submission.service';

export interface SubmissionRouteDeps {
  db: Kysely<Database>;
  blobs: BlobStore;
  jobs: JobQueue;
  publicUrl: string;
  supportEmail: string;
}

function positiveId(value: string | undefined, field: string): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0)
    throw new AppError('validation_failed', `Send the ${field} field before the file.`, [
      { path: [field], message: 'Required.' },
    ]);
  return id;
}

/** Reads the multipart form: structureId and refTypeId, then the file (at most MAX_DESIGN_REF_BYTES). */
async function readRefForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: { name: string; data: Buffer } | null = null;
  for await (const part of request.parts({
    limits: { fileSize: MAX_DESIGN_REF_BYTES, files: 1, fields: 5 },
  })) {
    if (part.type === 'field') fields[part.fieldname] = String(part.value);
    else file = { name: part.filename, data: await part.toBuffer() };
  }
  const structureId = positiveId(fields.structureId, 'structureId');
  const refTypeId = positiveId(fields.refTypeId, 'refTypeId');
  if (!file || file.data.length === 0)
    throw new AppError('validation_failed', 'Choose a file to upload.', [
      { path: ['file'], message: 'Required.' },
    ]);
  return { structureId, refTypeId, fileName: file.name, data: file.data };
}

/** Submission, reference documents and cloning (document 2 §7 "Results, submission, cloning"). */
export function registerSubmissionRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: SubmissionRouteDeps,
): void {
  const { db } = deps;
  implementRoute(app, authenticate, routes.designSummary, ({ user, input }) =>
    designSummary(db, user, input.structureId, deps.supportEmail),
  );
  implementRoute(app, authenticate, routes.isStructureSubmitted, ({ user, input }) =>
    isStructureSubmitted(db, user, input.structureId),
  );
  implementRoute(app, authenticate, routes.isStructurePaidAndSubmitted, ({ user, input }) =>
    isStructurePaidAndSubmitted(db, user, input.structureId),
  );
  implementRoute(app, authenticate, routes.submitDesign, async ({ user, input }) => {
    await submitDesign(db, user, input, (trx, design) =>
      enqueueSubmittedPortfolioRows(deps.jobs, trx, design),
    );
    deps.jobs.wake();
    return true as const;
  });
  implementRoute(app, authenticate, routes.unsubmitDesign, ({ user, input }) =>
    unsubmitDesign(db, user, input.structureId),
  );
  implementRoute(app, authenticate, routes.uploadDesignRef, async ({ user, request }) =>
    uploadDesignRef(deps, user, await readRefForm(request)),
  );
  implementRoute(app, authenticate, routes.deleteDesignRef, ({ user, input }) =>
    deleteDesignRef(deps, user, input.designRefId),
  );
  implementRoute(app, authenticate, routes.cloneAsBaseline, ({ user, input }) =>
    cloneDesign(db, user, input.id, 'baseline'),
  );
  implementRoute(app, authenticate, routes.cloneAsPreset, ({ user, input }) =>
    cloneDesign(db, user, input.id, 'preset'),
  );
  implementRoute(app, authenticate, routes.sendBaselineRequestedEmail, ({ user, input }) =>
    sendBaselineRequested(deps, user, input.structureId),
  );

  // The download answers the file itself, so it is registered here rather than through
  // implementRoute (which answers JSON); same path, validation and authentication.
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: `/api${routes.downloadDesignRef.paths[0]}`,
    schema: {
      operationId: routes.downloadDesignRef.id,
      summary: routes.downloadDesignRef.summary,
      security: [{ bearer: [] }],
      body: designRefIdSchema,
    },
    handler: async (request, reply) => {
      const user = await authenticate(request);
      if (!user) throw new AppError('unauthenticated', 'Please sign in again.');
      const file = await readDesignRef(deps, user, request.body.designRefId);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', attachmentDisposition(file.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(file.data);
    },
  });
}
