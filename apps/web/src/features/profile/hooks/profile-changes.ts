import { profileUpdateRequestSchema } from '@circa/contract/identity.schema';
import type { User } from '@circa/contract/identity.schema';
import type { ProfileChanges } from '../api/profile-api';

/** The editable profile fields, in form order. */
export const profileFields = ['FirstName', 'LastName', 'Company', 'Address', 'Phone'] as const;
export type ProfileField = (typeof profileFields)[number];
export type ProfileValues = Record<ProfileField, string>;

/** The form values of a user. */
export function profileValues(user: User): ProfileValues {
  return {
    FirstName: user.FirstName,
    LastName: user.LastName,
    Company: user.Company,
    Address: user.Address,
    Phone: user.Phone,
  };
}

/**
 * The fields to send: valid values (after trimming) that differ from the last saved ones.
 * Invalid fields are left out (and shown in error by the form) so the valid ones still save.
 */
export function changedValidFields(values: ProfileValues, saved: ProfileValues): ProfileChanges {
  const changes: ProfileChanges = {};
  for (const field of profileFields) {
    const parsed = profileUpdateRequestSchema.shape[field].safeParse(values[field]);
    if (parsed.success && parsed.data !== undefined && parsed.data !== saved[field])
      changes[field] = parsed.data;
  }
  return changes;
}
