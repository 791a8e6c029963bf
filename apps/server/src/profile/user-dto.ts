import type { User } from '@circa/contract/identity.schema';
import type { UserRecord } from '@circa/db/users.repository';

/** URL path of a stored profile photo. */
export function userImageUrl(imageKey: string): string {
  return `/api/user/image/${imageKey}`;
}

/** The wire form of a user (document 1 §3 "User"). */
export function toUserDto(user: UserRecord): User {
  return {
    Id: user.id,
    Username: user.email,
    FirstName: user.firstName,
    LastName: user.lastName,
    Company: user.company,
    Address: user.address,
    Phone: user.phone,
    ImageIcon: user.imageKey ? userImageUrl(user.imageKey) : null,
    IsEmailVerified: user.emailVerifiedAt !== null,
  };
}
