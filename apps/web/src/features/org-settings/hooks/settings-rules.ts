import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { saveOrgSettingsSchema } from '@circa/contract/org-settings.schema';
import type { OrgSettingsDetails } from '@circa/contract/org-settings.schema';

/** What the settings form holds while the user edits it. */
export interface OrgSettingsValues {
  SupportEmail: string;
  CustomDevelopmentLabel: string;
  CustomDevelopmentLabel2: string;
  CustomLotLabel: string;
  CustomDesignLabel: string;
  LciGroupId: number | null;
  LciSourceId: number | null;
  ForceDefaultLCIGroup: boolean;
  ForceDefaultLCISource: boolean;
  ThermalUnitId: number | null;
  /** As typed; empty means no limit. */
  MaxCreditsPerLot: string;
  RequireProjectCreditAllocation: boolean;
}

export const labelFields = [
  'CustomDevelopmentLabel',
  'CustomDevelopmentLabel2',
  'CustomLotLabel',
  'CustomDesignLabel',
] as const;

export function settingsValues(s: OrgSettingsDetails): OrgSettingsValues {
  return {
    SupportEmail: s.SupportEmail,
    CustomDevelopmentLabel: s.CustomDevelopmentLabel,
    CustomDevelopmentLabel2: s.CustomDevelopmentLabel2,
    CustomLotLabel: s.CustomLotLabel,
    CustomDesignLabel: s.CustomDesignLabel,
    LciGroupId: s.LciGroupId,
    LciSourceId: s.LciSourceId,
    ForceDefaultLCIGroup: s.ForceDefaultLCIGroup,
    ForceDefaultLCISource: s.ForceDefaultLCISource,
    ThermalUnitId: s.ThermalUnitId,
    MaxCreditsPerLot: s.MaxCreditsPerLot === null ? '' : String(s.MaxCreditsPerLot),
    RequireProjectCreditAllocation: s.RequireProjectCreditAllocation,
  };
}

/** Typed max credits: '' is no limit; text that is not a whole number fails the contract's check. */
function maxCredits(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^[-+]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export type OrgSettingsPayload = z.input<typeof saveOrgSettingsSchema>;

/** The payload of POST /saveOrgSettingsDetails. */
export function toSettingsPayload(orgId: number, v: OrgSettingsValues): OrgSettingsPayload {
  return {
    Id: orgId,
    SupportEmail: v.SupportEmail,
    CustomDevelopmentLabel: v.CustomDevelopmentLabel,
    CustomDevelopmentLabel2: v.CustomDevelopmentLabel2,
    CustomLotLabel: v.CustomLotLabel,
    CustomDesignLabel: v.CustomDesignLabel,
    LciGroupId: v.LciGroupId,
    LciSourceId: v.LciSourceId,
    ForceDefaultLCIGroup: v.ForceDefaultLCIGroup || v.ForceDefaultLCISource,
    ForceDefaultLCISource: v.ForceDefaultLCISource,
    // a missing unit fails the contract's check with 'Please select thermal unit.'
    ThermalUnitId: (v.ThermalUnitId ?? 0) as 1 | 2,
    MaxCreditsPerLot: maxCredits(v.MaxCreditsPerLot),
    RequireProjectCreditAllocation: v.RequireProjectCreditAllocation,
  };
}

/** Validates the form with the contract's save schema (its messages, word for word). */
export function settingsResolver(orgId: number): Resolver<OrgSettingsValues> {
  return (values) => {
    const parsed = saveOrgSettingsSchema.safeParse(toSettingsPayload(orgId, values));
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<OrgSettingsValues> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as keyof OrgSettingsValues;
      if (field in values && !errors[field])
        errors[field] = { type: 'validate', message: issue.message };
    }
    return { values: {}, errors };
  };
}

/**
 * The lock coupling of document 3 §4: locking the LCI source turns on the group's lock;
 * unlocking the group turns off the source's lock.
 */
export function toggleLock(
  locks: { group: boolean; source: boolean },
  which: 'group' | 'source',
  checked: boolean,
): { group: boolean; source: boolean } {
  if (which === 'source') return { group: checked ? true : locks.group, source: checked };
  return { group: checked, source: checked ? locks.source : false };
}

/** Whether any custom label differs from the saved one (the change warning must be confirmed). */
export function labelsChanged(saved: OrgSettingsDetails, values: OrgSettingsValues): boolean {
  return labelFields.some((f) => saved[f].trim() !== values[f].trim());
}
