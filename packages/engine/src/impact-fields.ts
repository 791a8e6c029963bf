/** The fields of an impact row in the spec's order (document 2 §3 "Impact details"). */
export const IMPACT_FIELD_NAMES = [
  'DesignFunctionName',
  'Module',
  'ModuleDescription',
  'FunctionTypeName',
  'YearOccurence',
  'ElementProcessName',
  'ElementType',
  'MasterTemplateName',
  'NestedTemplateName',
  'Operational Source',
  'Operational Demand',
  'CategoryCode',
  'CategoryName',
] as const;

/** Column headers of the spec's ImpactsData table (doc 2 §3 "Impact details"). */
export const IMPACT_TABLE_HEADERS = ['IndicatorId', 'Impact', ...IMPACT_FIELD_NAMES] as const;
