import { z } from 'zod';
import { idField } from './select-option.schema';

/** A member of an organisation on the users screen (document 3 §7 "Org user"). */
export const orgUserLineSchema = z.object({
  UserId: z.int32(),
  FirstName: z.string(),
  Surname: z.string(),
  Email: z.string(),
  /** ISO 8601 time of the member's last sign-in; null when they never signed in. */
  LastLogin: z.string().nullable(),
  IsBlocked: z.boolean(),
});
export type OrgUserLine = z.infer<typeof orgUserLineSchema>;

/** One risk point of a lot, with what it means (document 3 §7 "Lot risk"; docs/methodology.md §19). */
export const riskDescriptionSchema = z.object({
  RiskPoint: z.number(),
  Description: z.string(),
});
export type RiskDescription = z.infer<typeof riskDescriptionSchema>;

/** A submitted lot and its risk points (document 3 §7 "Lot risk"). */
export const lotRiskSchema = z.object({
  StructureId: z.int32(),
  StructureName: z.string(),
  ProjectId: z.int32(),
  ProjectName: z.string(),
  RiskPoint: z.number(),
  RiskDescriptions: z.array(riskDescriptionSchema),
});
export type LotRisk = z.infer<typeof lotRiskSchema>;

/**
 * Marking a lot as low risk: the spec sends the lot risk record; only its StructureId is read
 * (the rest, if sent, is ignored).
 */
export const markSafeLotRiskSchema = z.object({ StructureId: idField('StructureId') });

/** The spec's risk threshold rules (document 3 §4 and §9). */
export const riskThreshold = {
  /** Threshold state default, points. */
  defaultThreshold: 20,
  /** Slider default position, points. */
  sliderDefault: 50,
  sliderStep: 1,
  mustBeNumber: 'Risk threshold must be a number.',
  none: 'No lots have risk points over the set risk threshold.',
} as const;

/** Members whose last sign-in is older than this many months are highlighted (document 3 §9). */
export const inactiveAfterMonths = 5;
