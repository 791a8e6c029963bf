import { saveUserProfile, updateUserImage } from '@circa/contract/identity.routes';
import type { User } from '@circa/contract/identity.schema';
import type { RouteRequestInput } from '@circa/contract/route';
import { callApi } from '../../../lib/api-client';

/** The fields the profile form edits. */
export type ProfileChanges = RouteRequestInput<typeof saveUserProfile>;

/** Saves the changed profile fields and returns the updated user. */
export function saveProfile(changes: ProfileChanges): Promise<User> {
  return callApi(saveUserProfile, changes);
}

/** Uploads a new profile photo (multipart field `image`); returns its URL path. */
export async function uploadPhoto(file: File): Promise<string> {
  const result = await callApi(updateUserImage, {}, { files: { image: file } });
  return result.ImageIcon;
}
