import { useQuery } from '@tanstack/react-query';
import { saveUserProfile, updateUserImage } from '@circa/contract/identity.routes';
import type { User } from '@circa/contract/identity.schema';
import type { RouteRequestInput } from '@circa/contract/route';
import { rapidOrganisation } from '@circa/contract/organisations.routes';
import { callApi } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';

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

/** The organisations the user belongs to (the profile's Memberships line). */
export function useMemberships() {
  return useQuery(apiQuery(rapidOrganisation, {}));
}
