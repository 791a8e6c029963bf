import type {
  DesignResults,
  ProjectTargetsByStruct,
  ResultTarget,
} from '@circa/contract/results.schema';

export const gwpTarget: ResultTarget = {
  ProjectTargetId: 1,
  Name: 'Upfront carbon per m²',
  IndicatorId: 1,
  IndicatorName: 'Global warming potential',
  LcPhaseName: 'Upfront (A1-A5)',
  SavingsTarget: 20,
  Reduction: null,
  ExcludePowerGeneration: true,
  IndicatorSmallImageUrl: '',
  IndicatorLargeImageUrl: '',
};

export const waterTarget: ResultTarget = {
  ...gwpTarget,
  ProjectTargetId: 2,
  Name: 'Operational water per occupant',
  IndicatorId: 4,
  IndicatorName: 'Water footprint',
  LcPhaseName: 'Operational water (B7)',
  SavingsTarget: 40,
};

export function summaryAnswer(
  overrides: Partial<ProjectTargetsByStruct> = {},
): ProjectTargetsByStruct {
  return {
    OrgOnboardingContent: null,
    IsDesignSharable: false,
    AnyTemplateOutsideOrg: false,
    DesignReferences: [],
    NotifyLciSourceChange: false,
    WarningPopupMessage: '',
    ProjectId: 5,
    ProjectTargetList: [gwpTarget, waterTarget],
    IsBaseline: false,
    IsOrgAdmin: true,
    IsUserAdmin: true,
    LCIGroupId: 1,
    PaymentRequired: false,
    IsArchived: false,
    DesignName: 'Lot 102 design',
    SupportEmail: 'support@example.com',
    ...overrides,
  };
}

const detail = (
  CategoryId: number,
  Name: string,
  Impact: number,
  contributions: [string | null, number][] = [],
) => ({
  IndicatorId: 1,
  ExcludingPowerGeneration: true,
  Category: ['Life Cycle Stage', 'Energy', 'Materials', 'Construction'][CategoryId - 1]!,
  CategoryId,
  Name,
  Code: Name.toLowerCase(),
  Description: '',
  Impact,
  MasterDesignTemplateIds: contributions.flatMap(([id]) => (id ? [id] : [])),
  Contributions: contributions.map(([DesignTemplateId, value]) => ({
    DesignTemplateId,
    Impact: value,
  })),
});

export function resultsAnswer(
  indicatorId: number,
  reduction: number | null,
  savingsTarget: number,
  overrides: Partial<DesignResults> = {},
): DesignResults {
  return {
    Details: [
      detail(1, 'Product (A1-A3)', 30000),
      detail(1, 'Operational energy (B6)', 60000),
      detail(1, 'Beyond', -2000),
      detail(4, 'Walls', 12000, [
        ['dt-1', 9000],
        ['dt-2', 3000],
      ]),
    ].map((d) => ({ ...d, IndicatorId: indicatorId })),
    BenchmarkComparison: [
      {
        ProjectTargetId: indicatorId === 1 ? 1 : 2,
        IndicatorId: indicatorId,
        LcPhaseName: 'Upfront (A1-A5)',
        Reduction: reduction,
        SavingsTarget: savingsTarget,
        Status:
          reduction === null ? 'no-data' : reduction >= savingsTarget ? 'achieved' : 'not-achieved',
        DesignValue: indicatorId === 1 ? 182.34321 : 41.0456,
        BenchmarkValue: indicatorId === 1 ? 139.6455 : 68.42,
        ValueUnit: indicatorId === 1 ? 'kg CO2e/m²' : 'kL/occupant/yr',
      },
    ],
    MasterTemplateModels: [
      {
        DesignTemplateId: 'dt-1',
        TemplateId: 't-1',
        Name: 'Brick veneer wall',
        ViewIndex: 4,
        Quantity: 100,
        Unit: 'm2',
      },
      {
        DesignTemplateId: 'dt-2',
        TemplateId: 't-2',
        Name: 'Timber stud wall',
        ViewIndex: 4,
        Quantity: 50,
        Unit: 'm2',
      },
    ],
    IndicatorsList: [
      {
        Id: 1,
        Name: 'Global warming potential',
        Abbreviation: 'GWP',
        Unit: 'kg CO2e',
        IsCarbon: true,
      },
      { Id: 4, Name: 'Water footprint', Abbreviation: 'Water', Unit: 'kL', IsCarbon: false },
    ],
    IndicatorImageUrlMap: {},
    Totals: [
      { ExcludingPowerGeneration: true, DesignImpact: 88000, BenchmarkImpact: 100000 },
      { ExcludingPowerGeneration: false, DesignImpact: 80000, BenchmarkImpact: 95000 },
    ],
    Unit: indicatorId === 1 ? 'kg CO2e' : indicatorId === 4 ? 'kL' : 'AUD',
    ...overrides,
  };
}

/** GET /getAvailableIndicators: the indicators the lot's LCI source has data for. */
export const availableIndicators = [
  { Id: 1, Description: 'Global warming potential', IsDisabled: false },
  { Id: 2, Description: 'Embodied and primary energy', IsDisabled: false },
  { Id: 3, Description: 'Australian dollars', IsDisabled: false },
  { Id: 4, Description: 'Water footprint', IsDisabled: false },
];

/** The text the indicator switcher (a native select) shows: its chosen option's. */
export const shownOption = (select: HTMLElement) =>
  (select as HTMLSelectElement).selectedOptions[0]?.textContent ?? '';

/** The id of an indicator of `availableIndicators` by its name. */
export const availableIndicatorId = (description: string) =>
  String(availableIndicators.find((i) => i.Description === description)!.Id);
