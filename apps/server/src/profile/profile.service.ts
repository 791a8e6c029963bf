import type { User } from '@circa/contract/identity.schema';
import { formatMessage, messages } from '@circa/contract/messages';
import type { Database } from '@circa/db/schema';
import { findUserById, setUserImageKey, updateUserProfile } from '@circa/db/users.repository';
import type { ProfileChanges } from '@circa/db/users.repository';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { AppError, notFound } from '../http/app-error';
import type { BlobStore } from '../files/blob-store';
import { detectImageExtension } from './image-type';
import { toUserDto, userImageUrl } from './user-dto';

/** Largest profile photo accepted, bytes (2 MB). */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

export async function getProfile(db: Kysely<Database>, userId: number): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('Your account no longer exists.');
  return toUserDto(user);
}

/** Refused: an update that names none of the editable fields (only unknown keys, or none). */
export const noProfileFieldMessage =
  'Send at least one of the profile fields FirstName, LastName, Company, Address or Phone.';

/**
 * Applies a partial profile update (document 1 §7). An update without any editable field is bad
 * input, not a silent no-op: the web only sends changed fields, so such a call is a client error.
 */
export async function saveProfile(
  db: Kysely<Database>,
  userId: number,
  changes: ProfileChanges,
): Promise<User> {
  if (Object.values(changes).every((value) => value === undefined))
    throw new AppError('validation_failed', noProfileFieldMessage);
  const user = await updateUserProfile(db, userId, changes);
  if (!user) throw notFound('Your account no longer exists.');
  return toUserDto(user);
}

/** Stores a new photo under a generated name (type checked by content) and removes the old one. */
export async function replacePhoto(
  db: Kysely<Database>,
  blobs: BlobStore,
  userId: number,
  data: Buffer,
): Promise<string> {
  if (data.length > MAX_PHOTO_BYTES) {
    throw new AppError(
      'payload_too_large',
      formatMessage(messages.imageTooLarge, { megabytes: 2 }),
    );
  }
  const extension = await detectImageExtension(data);
  if (!extension) throw new AppError('unsupported_media_type', messages.imageUnsupported);
  const imageKey = `${randomUUID()}.${extension}`;
  await blobs.put(`avatars/${imageKey}`, data);
  const previous = await setUserImageKey(db, userId, imageKey);
  if (previous) await blobs.delete(`avatars/${previous}`);
  return userImageUrl(imageKey);
}
