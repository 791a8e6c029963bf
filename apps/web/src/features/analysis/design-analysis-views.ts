import type { PivotData } from './pivot/pivot-data';
import type { PivotState } from './pivot/pivot-state';

/** The preset views (document 2 §2 "Analysis"); the first is the default. */
export const ANALYSIS_VIEWS = [
  'Function by Module',
  'Template by Function Type',
  'Year by Function Type',
  'Materials',
  'Energy and Water',
  'Custom',
] as const;
export type AnalysisView = (typeof ANALYSIS_VIEWS)[number];

const labelsOf = (data: PivotData, name: string) =>
  data.dimensions.find((d) => d.name === name)?.labels ?? [];

/**
 * The fields and filters of a preset view. Materials shows material rows only (ElementType
 * material); Energy and Water the operational lines (rows with an Operational Source). Custom
 * keeps what is shown.
 */
export function viewFields(
  view: AnalysisView,
  data: PivotData,
  current: PivotState,
): Pick<PivotState, 'rows' | 'cols' | 'exclusions'> {
  switch (view) {
    case 'Function by Module':
      return { rows: ['FunctionTypeName'], cols: ['Module'], exclusions: {} };
    case 'Template by Function Type':
      return { rows: ['MasterTemplateName'], cols: ['FunctionTypeName'], exclusions: {} };
    case 'Year by Function Type':
      return { rows: ['YearOccurence'], cols: ['FunctionTypeName'], exclusions: {} };
    case 'Materials':
      return {
        rows: ['ElementProcessName'],
        cols: ['Module'],
        exclusions: { ElementType: labelsOf(data, 'ElementType').filter((l) => l !== 'material') },
      };
    case 'Energy and Water':
      return {
        rows: ['Operational Source'],
        cols: ['Module'],
        exclusions: { 'Operational Source': [''] },
      };
    case 'Custom':
      return { rows: current.rows, cols: current.cols, exclusions: current.exclusions };
  }
}
