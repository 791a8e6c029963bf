import type { ProjectTargetsByStruct } from '@circa/contract/results.schema';
import type { DesignSummary } from '@circa/contract/submission.schema';

/** A design summary as the server answers it (paid, nothing uploaded, not submitted). */
export function summaryData(changes: Partial<DesignSummary> = {}): DesignSummary {
  return {
    DesignId: 7,
    DesignName: 'Banksia Single Storey',
    DesignIconImageUrl: null,
    DesignPurposeName: '',
    DesignPhaseName: '',
    DesignPurposes: [
      { Id: 1, Description: 'Planning Approval', IsDisabled: false },
      { Id: 2, Description: 'Building Approval', IsDisabled: false },
    ],
    DesignPhases: [
      { Id: 1, Description: 'Concept Design', IsDisabled: false },
      { Id: 2, Description: 'Developed Design', IsDisabled: false },
    ],
    IsOrgAdmin: false,
    IsBaseline: false,
    PaymentRequired: false,
    Prepaid: false,
    OrgCreditAmount: 10,
    ProjectCreditAmount: 0,
    MaxCreditsPerLot: null,
    PaidDwellings: 0,
    OrgName: 'Demo Builders',
    Dwellings: 2,
    RequiredReferenceTypes: [
      { RefTypeId: 1, RefTypeName: 'Architectural Plans', Description: 'Plans.', IsRequired: true },
      {
        RefTypeId: 3,
        RefTypeName: 'Specifications and Schedules',
        Description: 'Schedules.',
        IsRequired: false,
      },
    ],
    DesignReferences: [],
    StructureId: 21,
    IsSubmitted: false,
    DesignPurposeId: null,
    DesignPhaseId: null,
    CanSubmit: true,
    SupportEmail: 'help@example.com',
    ...changes,
  };
}

export const targetsData: ProjectTargetsByStruct = {
  OrgOnboardingContent: null,
  IsDesignSharable: false,
  AnyTemplateOutsideOrg: false,
  DesignReferences: [],
  NotifyLciSourceChange: false,
  WarningPopupMessage: '',
  ProjectId: 3,
  ProjectTargetList: [
    {
      ProjectTargetId: 5,
      Name: 'Carbon',
      IndicatorId: 1,
      IndicatorName: 'Global warming potential',
      LcPhaseName: 'Whole of life',
      SavingsTarget: 20,
      Reduction: null,
      ExcludePowerGeneration: false,
      IndicatorSmallImageUrl: '',
      IndicatorLargeImageUrl: '',
    },
  ],
  IsBaseline: false,
  IsOrgAdmin: false,
  IsUserAdmin: false,
  LCIGroupId: 1,
  PaymentRequired: false,
  IsArchived: false,
  DesignName: 'Banksia Single Storey',
  SupportEmail: null,
};

/** GET /results of indicator 1 with the target's reduction. */
export function resultsData(reduction: number) {
  return {
    Details: [],
    BenchmarkComparison: [
      {
        ProjectTargetId: 5,
        IndicatorId: 1,
        LcPhaseName: 'Whole of life',
        Reduction: reduction,
        SavingsTarget: 20,
        Status: reduction >= 20 ? 'achieved' : 'not-achieved',
        DesignValue: 1,
        BenchmarkValue: 2,
        ValueUnit: 'kg CO2e/m²',
      },
    ],
    MasterTemplateModels: [],
    IndicatorsList: [],
    IndicatorImageUrlMap: {},
    Totals: [],
    Unit: 'kg CO2e',
  };
}
