import { z } from 'zod';

/**
 * Why the caller may not change a design (so a submitted design says it is submitted, not
 * "read-only access"): no edit rights on the lot, the design or lot is archived, it is submitted
 * (only the development's coordinators change it), or the organisation locked it. Null: editable.
 */
export const readOnlyReasonSchema = z
  .enum(['access', 'archived', 'submitted', 'locked'])
  .nullable();
export type ReadOnlyReason = z.infer<typeof readOnlyReasonSchema>;

/** What a read-only design screen says, by reason. */
export const readOnlyTexts: Record<NonNullable<ReadOnlyReason>, string> = {
  access: 'You have read-only access to this design.',
  archived: 'This design is archived and cannot be changed.',
  submitted:
    'This design has been submitted, so it cannot be changed: re-design it to make changes.',
  locked:
    'This design is locked by your organisation. Only organisation administrators can change it.',
};
