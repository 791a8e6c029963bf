import type { LotDetails } from '@circa/contract/lots.schema';

/** A lot's details as the server answers them (tests). */
export function lotDetailsAnswer(changes: Partial<LotDetails> = {}): LotDetails {
  return {
    StructureId: 21,
    ProjectId: 9,
    Name: 'Lot 21',
    Address: '21 Wattle Street, Parkville VIC 3052',
    CustomLotFieldLabel: 'Lot Number',
    CustomLotFieldValue: 'L-21',
    Description: '<p>Corner block</p>',
    ProjectName: 'Demo Estate',
    ProjectTargetId: 0,
    IsBuilt: true,
    IsReadOnly: false,
    IsDesignLocked: false,
    IsArchived: false,
    IsAdminCoordinator: false,
    IsOrgAdmin: false,
    FavoriteDesignId: 0,
    LotSummary: {
      StructureId: 21,
      Name: 'Lot 21',
      IsBuilt: true,
      IsLocked: false,
      IsArchived: false,
      BaselineDesigns: [5],
    },
    PresetBuilds: [],
    ...changes,
  };
}

export const designPhasesAnswer = {
  AbbreviatedIndicatorName: 'GWP',
  DesignPhases: [
    {
      DesignPhaseId: 1,
      DesignPhaseName: 'Concept',
      Designs: [
        {
          DesignId: 301,
          DesignName: 'Timber frame option',
          DesignPurpose: 'Lower embodied carbon',
          Reduction: 12.34,
        },
        {
          DesignId: 302,
          DesignName: 'Gas hot water',
          DesignPurpose: 'Builder default',
          Reduction: -4.5,
        },
      ],
    },
    {
      DesignPhaseId: 2,
      DesignPhaseName: 'Detailed design',
      Designs: [
        { DesignId: 303, DesignName: 'Final', DesignPurpose: 'Submission', Reduction: null },
      ],
    },
    { DesignPhaseId: 3, DesignPhaseName: 'As built', Designs: [] },
  ],
};

const target = {
  ProjectId: 9,
  IndicatorId: 1,
  AttributeId: 1,
  AttributeName: 'Per dwelling',
  TimescaleId: 2,
  TimescaleName: 'Per year',
  LcPhases: [1],
  LcPhaseName: 'A1-A3',
  SavingsTarget: 50,
  IncludeOnSiteRenewable: false,
  BasePrice: 220,
  RelativeExchangeRate: 1,
  Currency: 'AUD',
  CostFigure: 220,
  IsLocked: false,
};

export const targetsAnswer = [
  { ...target, Id: 31, Name: 'Carbon', IndicatorName: 'Global warming potential' },
  {
    ...target,
    Id: 32,
    Name: 'Water',
    IndicatorId: 2,
    IndicatorName: 'Water use',
    SavingsTarget: 30,
  },
];
