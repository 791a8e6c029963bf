import type { ProjectTargetLine } from '@circa/contract/targets.schema';
import {
  functionalUnitOptions,
  lifeCycleModuleOptions,
  timescaleOptions,
} from '@circa/contract/targets.schema';
import type { TargetSelection } from './target-form';

/** A saved target as the server sends it, for component tests. */
export function targetLine(overrides: Partial<ProjectTargetLine> = {}): ProjectTargetLine {
  return {
    Id: 5,
    ProjectId: 9,
    Name: 'Whole of life carbon',
    IndicatorId: 1,
    IndicatorName: 'Global warming potential',
    AttributeId: 0,
    AttributeName: 'Total',
    TimescaleId: 2,
    TimescaleName: 'Per year',
    LcPhases: [1, 2, 3],
    LcPhaseName: 'Upfront (A1-A5)',
    SavingsTarget: 40,
    IncludeOnSiteRenewable: false,
    BasePrice: 220,
    RelativeExchangeRate: 1,
    Currency: 'AUD',
    CostFigure: 220,
    IsLocked: false,
    ...overrides,
  };
}

export function targetSelection(
  target: Partial<ProjectTargetLine> = {},
  flags: Partial<Pick<TargetSelection, 'Prepaid' | 'IsAdminCoordinator'>> = {},
): TargetSelection {
  return {
    Target: targetLine(target),
    ScopesList: lifeCycleModuleOptions.map(([Id, , Description]) => ({
      Id,
      Description,
      IsDisabled: false,
    })),
    IndicatorsList: [
      { Id: 1, Description: 'Global warming potential', IsDisabled: false },
      { Id: 2, Description: 'Water footprint', IsDisabled: false },
    ],
    AttributesList: functionalUnitOptions,
    TimescalesList: timescaleOptions,
    Prepaid: false,
    IsAdminCoordinator: true,
    ...flags,
  };
}
