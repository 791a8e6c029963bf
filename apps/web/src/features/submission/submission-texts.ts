/**
 * Wording of the submission screens. The spec names the acknowledgements (document 2 §5
 * "Submit") but not their text: Circa's wording (docs/decisions/0003).
 */
export const submitAcknowledgements = [
  'I confirm that the inputs of this design are accurate.',
  'I commit to building this design as modelled.',
  'I will amend and resubmit this design if it changes.',
] as const;

export const unsubmitAcknowledgements = [
  'I understand the design will no longer be submitted and will stop being shared.',
  'I understand I must submit the design again once my changes are made.',
] as const;

/** Shown as well when the design is a baseline. */
export const baselineAcknowledgement =
  'I understand this design is a baseline: changes to it affect new lots built from it.';

export const submissionMessages = {
  purposeRequired: 'Please select model purpose.',
  phaseRequired: 'Please select design phase.',
  submitted: 'Your design has been successfully submitted.',
  unsubmitted: 'Your design has been successfully unsubmitted.',
} as const;
