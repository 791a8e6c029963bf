import type { PivotState } from '../pivot/pivot-state';
import type { PortfolioField } from './portfolio-pivot-data';

/** The portfolio's preset views; the first is the default. */
export const PORTFOLIO_VIEWS = [
  'Lot by Module',
  'Development by Module',
  'Design by Module',
  'Category by Module',
  'Material by Module',
  'Targets Achieved by Module',
  'Custom',
] as const;
export type PortfolioView = (typeof PORTFOLIO_VIEWS)[number];

const PRESETS: Record<Exclude<PortfolioView, 'Custom'>, [PortfolioField, PortfolioField]> = {
  'Lot by Module': ['Lot', 'Module'],
  'Development by Module': ['Development', 'Module'],
  'Design by Module': ['Design', 'Module'],
  'Category by Module': ['Category', 'Module'],
  'Material by Module': ['Material', 'Module'],
  'Targets Achieved by Module': ['Targets Achieved', 'Module'],
};

/** The views of a scope: a development's portfolio has one development, so no view by it. */
export function portfolioViews(scope: 'organisation' | 'development'): PortfolioView[] {
  return PORTFOLIO_VIEWS.filter((v) => scope === 'organisation' || v !== 'Development by Module');
}

/** The rows and columns of a preset view (Custom keeps what is shown); filters are cleared. */
export function portfolioViewFields(
  view: PortfolioView,
  current: PivotState,
): Pick<PivotState, 'rows' | 'cols' | 'exclusions'> {
  if (view === 'Custom')
    return { rows: current.rows, cols: current.cols, exclusions: current.exclusions };
  const [row, col] = PRESETS[view];
  return { rows: [row], cols: [col], exclusions: {} };
}
