/**
 * The spec's codes (document 1 §3, document 2 §3), as `as const` maps: option name → number on the
 * wire. Every comparison with a code names it here (docs/architecture.md "Codes and code maps").
 */

/** The sign-in method assigned to an account, or guessed for a new email's domain. */
export const LoginMethod = {
  NotAssigned: 0,
  WithPassword: 1,
  Microsoft: 2,
  Google: 3,
} as const;
export type LoginMethod = (typeof LoginMethod)[keyof typeof LoginMethod];

/** Bit flags: which sign-in methods an account can use (CheckLoginAvailability). */
export const LoginAvailability = {
  None: 0,
  WithPassword: 1,
  Microsoft: 2,
  Google: 4,
  All: 7,
} as const;
export type LoginAvailabilityFlags = number;

/** True when `flags` includes `flag`. */
export function hasLoginFlag(flags: LoginAvailabilityFlags, flag: number): boolean {
  return (flags & flag) === flag;
}

/** Access a user has on a lot (structure). 0 Not Involved, 1 Lead, 2 Collaborator, 3 Read Only. */
export const CollaborationAccess = {
  NotInvolved: 0,
  Lead: 1,
  Collaborator: 2,
  ReadOnly: 3,
} as const;
export type CollaborationAccess = (typeof CollaborationAccess)[keyof typeof CollaborationAccess];

/** Development (project) types. */
export const DevelopmentType = { Development: 1, GovernmentAuthority: 2 } as const;
export type DevelopmentType = (typeof DevelopmentType)[keyof typeof DevelopmentType];

/** Gross floor area type: the design's `CalculationTypeId` (document 2 §3). */
export const GrossFloorAreaType = { Predicted: 0, Known: 1, Calculated: 2 } as const;
export type GrossFloorAreaType = (typeof GrossFloorAreaType)[keyof typeof GrossFloorAreaType];

/** Thermal load units (document 2 §3 "Energy unit"): MJ/m²·yr 1, kWh/m²·yr 2. */
export const ThermalUnit = { MegajoulesPerSquareMetre: 1, KilowattHoursPerSquareMetre: 2 } as const;
export type ThermalUnit = (typeof ThermalUnit)[keyof typeof ThermalUnit];

/** Level values used in baseline and template routes. */
export const Level = { Organisation: 1, Project: 2, Structure: 3, Attribute: 4 } as const;
export type Level = (typeof Level)[keyof typeof Level];

/**
 * Who may open a design's public link /feed/{id} (document 3 §3 "Share permission values"): None
 * (no link made yet), Public (anyone with the link; featured designs are also listed on Home),
 * Private (only the owner and stakeholders), RequestPublic (public once an organisation
 * administrator approves; until then not public).
 */
export const SharePermission = { None: 0, Public: 1, Private: 2, RequestPublic: 3 } as const;
export type SharePermission = (typeof SharePermission)[keyof typeof SharePermission];
