import { z } from 'zod';
import { onboardingContentSchema } from './design.schema';
import { emailPattern } from './fields.schema';
import { INT32_MAX } from './numbers.schema';
import { selectOptionSchema } from './select-option.schema';

/**
 * Organisation settings, onboarding and dashboard (document 3 §2 "Organisation settings and
 * onboarding", §3, §4, §5). Texts from the spec word for word; the others say how to fix the input.
 */
export const orgSettingsMessages = {
  supportEmailInvalid: 'Please enter valid support email address.',
  onboardingTitleRequired: 'Please enter onboarding title.',
  // not in the spec (document 3 §9 leaves the value open)
  maxCreditsInvalid: 'Please enter a whole number of credits of 0 or more, or leave it empty.',
  labelTooLong: 'Please enter a label of at most 100 characters.',
  thermalUnitRequired: 'Please select thermal unit.',
  lockNeedsGroup: 'Please select life cycle inventory group before locking it.',
  lockNeedsSource: 'Please select life cycle inventory source before locking it.',
  sourceNotInGroup: 'Please select a life cycle inventory source of the selected group.',
  allocationNeedsCredits:
    'Requiring project credit allocation can only be changed while the organisation has credits.',
  onboardingTitleTooLong: 'Please enter an onboarding title of at most 200 characters.',
  onboardingContentTooLong: 'The onboarding content is too long (at most 100,000 characters).',
  /** The custom-label change warning of document 3 §4 (its wording is not given). */
  labelChangeWarning:
    'Changing a custom label renames the field on every development, lot or design of the organisation. Values already entered are not reset.',
} as const;

const label = z.string().trim().max(100, orgSettingsMessages.labelTooLong);

/** A support email: empty (the installation's is used), or a valid address. */
export const supportEmailField = z
  .string()
  .trim()
  .refine((v) => v === '' || emailPattern.test(v), orgSettingsMessages.supportEmailInvalid);

/** Max credits per lot: empty for no limit, else a whole number ≥ 0. */
export const maxCreditsPerLotField = z
  .number({ error: orgSettingsMessages.maxCreditsInvalid })
  .int(orgSettingsMessages.maxCreditsInvalid)
  .min(0, orgSettingsMessages.maxCreditsInvalid)
  .max(INT32_MAX, orgSettingsMessages.maxCreditsInvalid)
  .nullable();

/** What an organisation admin sets (saveOrgSettingsDetails). */
export const saveOrgSettingsSchema = z.object({
  Id: z.int32().positive(),
  SupportEmail: supportEmailField,
  CustomDevelopmentLabel: label,
  CustomDevelopmentLabel2: label,
  CustomLotLabel: label,
  CustomDesignLabel: label,
  LciGroupId: z.int32().positive().nullable(),
  LciSourceId: z.int32().positive().nullable(),
  ForceDefaultLCIGroup: z.boolean(),
  ForceDefaultLCISource: z.boolean(),
  ThermalUnitId: z.union([z.literal(1), z.literal(2)], {
    error: orgSettingsMessages.thermalUnitRequired,
  }),
  MaxCreditsPerLot: maxCreditsPerLotField,
  RequireProjectCreditAllocation: z.boolean(),
});
export type SaveOrgSettings = z.infer<typeof saveOrgSettingsSchema>;

/** The settings with the options to choose from and the read-only credit balance. */
export const orgSettingsDetailsSchema = saveOrgSettingsSchema.extend({
  SupportEmail: z.string(),
  ThermalUnitId: z.int32(),
  LciGroups: z.array(selectOptionSchema),
  LciSources: z.array(selectOptionSchema),
  ThermalUnits: z.array(selectOptionSchema),
  /** The organisation's credits not allocated to developments (the credit ledger; read-only). */
  CreditBalance: z.int32(),
});
export type OrgSettingsDetails = z.infer<typeof orgSettingsDetailsSchema>;

/** Onboarding message (document 3 §3 "Onboarding"). */
export const orgOnboardingDetailsSchema = z.object({
  Id: z.int32(),
  OnboardingTitle: z.string(),
  OnboardingContent: z.string(),
});
export type OrgOnboardingDetails = z.infer<typeof orgOnboardingDetailsSchema>;

export const saveOrgOnboardingSchema = z.object({
  id: z.int32().positive(),
  title: z
    .string()
    .trim()
    .min(1, orgSettingsMessages.onboardingTitleRequired)
    .max(200, orgSettingsMessages.onboardingTitleTooLong),
  /** Rich text (HTML), sanitised by the server as a development's description is. */
  content: z.string().max(100_000, orgSettingsMessages.onboardingContentTooLong),
});

/** The organisation at a glance (document 3 §2 "/org-dashboard"; its content is ours). */
export const orgDashboardSchema = z.object({
  OrgId: z.int32(),
  OrgName: z.string(),
  Developments: z.object({ Active: z.int32(), Archived: z.int32() }),
  /**
   * Lots of the organisation's developments (library lots left out): NotStarted has no design yet,
   * InProgress a design not submitted, Submitted a submitted design; Archived counts archived lots
   * and the lots of archived developments.
   */
  Lots: z.object({
    NotStarted: z.int32(),
    InProgress: z.int32(),
    Submitted: z.int32(),
    Archived: z.int32(),
  }),
  /** The credit ledger: credits spent on lots, and the balances left (1 credit = 1 dwelling). */
  Credits: z.object({
    Used: z.int32(),
    OrganisationBalance: z.int32(),
    AllocatedToDevelopments: z.int32(),
  }),
  /**
   * Active submitted lots whose development has targets, and how many of them achieve every
   * target by the engine's rule (the results screen's 'Targets achieved'); Unassessed could not be
   * evaluated (no baseline, or the engine refused the design).
   */
  Targets: z.object({
    SubmittedWithTargets: z.int32(),
    Achieved: z.int32(),
    Unassessed: z.int32(),
  }),
  Onboarding: onboardingContentSchema.nullable(),
});
export type OrgDashboard = z.infer<typeof orgDashboardSchema>;
