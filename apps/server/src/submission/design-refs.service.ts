import { designReferenceTypes, MAX_DESIGN_REF_BYTES } from '@circa/contract/submission.schema';
import { findDesign } from '@circa/db/designs.repository';
import type { Database } from '@circa/db/schema';
import {
  deleteDesignReference,
  findDesignReference,
  insertDesignReference,
  listDesignReferences,
  lockDesign,
} from '@circa/db/submission.repository';
import type { DesignReferenceRecord } from '@circa/db/submission.repository';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { loadLotDesign } from '../design/lot-design';
import type { LotDesign } from '../design/lot-design';
import type { BlobStore } from '../files/blob-store';
import { AppError, notFound } from '../http/app-error';
import type { AuthUser } from '../http/request-context';
import { displayFileName } from './content-disposition';
import { detectRefFileType } from './ref-file-type';
import { requireMaySubmit } from './submission.service';

export interface DesignRefDeps {
  db: Kysely<Database>;
  blobs: BlobStore;
}

const noDocument = () => notFound('The reference document was not found.');

/** Reference documents can change only while the design is not submitted. */
function requireChangeable(lot: LotDesign): void {
  requireMaySubmit(lot);
  if (lot.record.isSubmitted)
    throw new AppError(
      'forbidden',
      'The design is submitted: re-design it to change its documents.',
    );
}

/**
 * Stores a reference document of the lot's current design under a generated name, its type
 * decided from the content. Replaces an earlier document of the same type.
 */
export async function uploadDesignRef(
  deps: DesignRefDeps,
  caller: AuthUser,
  input: { structureId: number; refTypeId: number; fileName: string; data: Buffer },
): Promise<{ DesignRefId: number; DesignRefName: string }> {
  const lot = await loadLotDesign(deps.db, caller, input.structureId);
  requireChangeable(lot);
  if (!designReferenceTypes.some((t) => t.RefTypeId === input.refTypeId))
    throw new AppError('validation_failed', 'Choose one of the reference document types.', [
      { path: ['refTypeId'], message: 'Unknown reference type.' },
    ]);
  if (input.data.length > MAX_DESIGN_REF_BYTES)
    throw new AppError(
      'payload_too_large',
      `The file is larger than ${MAX_DESIGN_REF_BYTES / 1024 / 1024} MB.`,
    );
  const type = await detectRefFileType(input.data, input.fileName);
  if (!type)
    throw new AppError(
      'unsupported_media_type',
      'The file must be a document (PDF, Word), image, CAD drawing (DWG, DXF, IFC), archive (ZIP, 7z, RAR) or spreadsheet (Excel, CSV).',
    );
  const blobKey = `design-refs/${randomUUID()}.${type.extension}`;
  await deps.blobs.put(blobKey, input.data);
  const fileName = displayFileName(input.fileName);
  const replaced = (await listDesignReferences(deps.db, lot.record.id)).filter(
    (r) => r.refTypeId === input.refTypeId,
  );
  let id: number;
  try {
    id = await deps.db.transaction().execute(async (trx) => {
      // a submit running at the same time locks the design too: documents follow its outcome
      await lockDesign(trx, lot.record.id);
      if ((await findDesign(trx, lot.record.id))?.isSubmitted)
        throw new AppError(
          'forbidden',
          'The design is submitted: re-design it to change its documents.',
        );
      for (const old of replaced) await deleteDesignReference(trx, old.id);
      return insertDesignReference(
        trx,
        {
          designId: lot.record.id,
          refTypeId: input.refTypeId,
          fileName,
          blobKey,
          contentType: type.contentType,
          sizeBytes: input.data.length,
        },
        caller.userId,
      );
    });
  } catch (error) {
    await deps.blobs.delete(blobKey); // nothing refers to the new file
    throw error;
  }
  for (const old of replaced) await deps.blobs.delete(old.blobKey);
  return { DesignRefId: id, DesignRefName: fileName };
}

/** A reference document with the caller's standing on its lot (404 for anyone who may not see it). */
async function loadReference(
  db: Kysely<Database>,
  caller: AuthUser,
  designRefId: number,
): Promise<{ ref: DesignReferenceRecord; lot: LotDesign }> {
  const ref = await findDesignReference(db, designRefId);
  const design = ref ? await findDesign(db, ref.designId) : null;
  if (!ref || design?.structureId == null) throw noDocument();
  let lot: LotDesign;
  try {
    lot = await loadLotDesign(db, caller, design.structureId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'forbidden') throw noDocument();
    throw error;
  }
  // documents of a lot's earlier (reset) designs are not reachable through the lot any more
  if (lot.record.id !== ref.designId) throw noDocument();
  return { ref, lot };
}

export async function deleteDesignRef(
  deps: DesignRefDeps,
  caller: AuthUser,
  designRefId: number,
): Promise<true> {
  const { ref, lot } = await loadReference(deps.db, caller, designRefId);
  requireChangeable(lot);
  await deleteDesignReference(deps.db, ref.id);
  await deps.blobs.delete(ref.blobKey);
  return true;
}

/** The stored file of a reference document, for anyone who may open the lot. */
export async function readDesignRef(
  deps: DesignRefDeps,
  caller: AuthUser,
  designRefId: number,
): Promise<{ fileName: string; contentType: string; data: Buffer }> {
  const { ref } = await loadReference(deps.db, caller, designRefId);
  const data = await deps.blobs.get(ref.blobKey);
  if (!data) throw noDocument();
  return { fileName: ref.fileName, contentType: ref.contentType, data };
}
