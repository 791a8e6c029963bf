/**
 * Design phases and purposes (document 2 §3: DesignPhases, DesignPurposes; the submit screen's
 * selects). The spec names the lists but not their values: these are Circa's (docs/decisions/0003).
 * A design that has not been submitted is in phase 0, "In Progress".
 */
export const designPhaseOptions = [
  { Id: 0, Description: 'In Progress', IsDisabled: false },
  { Id: 1, Description: 'Concept Design', IsDisabled: false },
  { Id: 2, Description: 'Developed Design', IsDisabled: false },
  { Id: 3, Description: 'Construction Documentation', IsDisabled: false },
  { Id: 4, Description: 'As Built', IsDisabled: false },
];

export const designPurposeOptions = [
  { Id: 1, Description: 'Planning Approval', IsDisabled: false },
  { Id: 2, Description: 'Building Approval', IsDisabled: false },
  { Id: 3, Description: 'Sales and Marketing', IsDisabled: false },
  { Id: 4, Description: 'Internal Review', IsDisabled: false },
];
