import { z } from 'zod';
import { queryInt } from './numbers.schema';
import { messages } from './messages';
import { idField, selectOptionSchema } from './select-option.schema';

/**
 * Project targets (document 3 §3). `LcPhases` are life cycle module ids of `lifeCycleModuleOptions`
 * (the target's scope); `AttributeId` is the functional unit (0 total, 1 per dwelling, 2 per
 * bedroom, 8 per m² GFA, 56 per occupant); `TimescaleId` 1 none, 2 per year, 3 per decade.
 */

/**
 * Life cycle modules of EN 15978 as scope options (Id → module code), in module order. B1 was
 * added with the refrigerant leakage of method v2 (Id 14, so the ids of stored scopes keep their
 * meaning).
 */
export const lifeCycleModuleOptions = [
  [1, 'A1-A3', 'A1-A3 Product stage'],
  [2, 'A4', 'A4 Transport to site'],
  [3, 'A5', 'A5 Construction'],
  [14, 'B1', 'B1 Use (refrigerant leakage)'],
  [4, 'B2', 'B2 Maintenance'],
  [5, 'B3', 'B3 Repair'],
  [6, 'B4', 'B4 Replacement'],
  [7, 'B6', 'B6 Operational energy'],
  [8, 'B7', 'B7 Operational water'],
  [9, 'C1', 'C1 Deconstruction'],
  [10, 'C2', 'C2 Transport to disposal'],
  [11, 'C3', 'C3 Waste processing'],
  [12, 'C4', 'C4 Disposal'],
  [13, 'D', 'D Benefits beyond the system boundary'],
] as const;

/** The largest scope option id (B1 was added last, as 14). */
const maxLifeCycleModuleId = Math.max(...lifeCycleModuleOptions.map(([id]) => id));

export const functionalUnitOptions = [
  { Id: 0, Description: 'Total', IsDisabled: false },
  { Id: 1, Description: 'Per dwelling', IsDisabled: false },
  { Id: 2, Description: 'Per bedroom', IsDisabled: false },
  { Id: 8, Description: 'Per m² gross floor area', IsDisabled: false },
  { Id: 56, Description: 'Per occupant', IsDisabled: false },
];

export const timescaleOptions = [
  { Id: 1, Description: 'None', IsDisabled: false },
  { Id: 2, Description: 'Per year', IsDisabled: false },
  { Id: 3, Description: 'Per decade', IsDisabled: false },
];

/** Default timescale: per year (document 3 §9). */
export const DEFAULT_TIMESCALE_ID = 2;
/** Default savings target, percent (document 3 §9). */
export const DEFAULT_SAVINGS_TARGET = 50;
/** Base price of the target cost figure, AUD (document 3 §9). */
export const DEFAULT_BASE_PRICE = 220;

export const projectTargetSchema = z.object({
  Id: z.int32(),
  ProjectId: z.int32(),
  Name: z.string(),
  IndicatorId: z.int32(),
  IndicatorName: z.string(),
  AttributeId: z.int32(),
  AttributeName: z.string(),
  TimescaleId: z.int32(),
  TimescaleName: z.string(),
  LcPhases: z.array(z.int32()),
  LcPhaseName: z.string(),
  /** Savings target, percent reduction from the benchmark. */
  SavingsTarget: z.number(),
  IncludeOnSiteRenewable: z.boolean(),
  BasePrice: z.number(),
  RelativeExchangeRate: z.number(),
  Currency: z.string(),
  /** Cost figure shown with the target: round(RelativeExchangeRate) × BasePrice, in Currency. */
  CostFigure: z.number(),
  IsLocked: z.boolean(),
});
export type ProjectTargetLine = z.infer<typeof projectTargetSchema>;

export const projectTargetsSchema = z.object({
  ProjectTargets: z.array(projectTargetSchema),
  IsAdminCoordinator: z.boolean(),
  Prepaid: z.boolean(),
});

export const projectTargetSelectionQuerySchema = z.object({
  projectId: idField('projectId'),
  targetId: queryInt().min(0).default(0),
});

export const projectTargetSelectionSchema = z.object({
  Target: projectTargetSchema,
  ScopesList: z.array(selectOptionSchema),
  IndicatorsList: z.array(selectOptionSchema),
  AttributesList: z.array(selectOptionSchema),
  TimescalesList: z.array(selectOptionSchema),
  Prepaid: z.boolean(),
  IsAdminCoordinator: z.boolean(),
});

export const saveProjectTargetSchema = z.object({
  TargetId: z.int32().min(0),
  ProjectId: z.int32().positive(),
  Name: z.string().trim().max(200).default(''),
  IndicatorId: z
    .number({ error: messages.indicatorRequired })
    .int()
    .positive(messages.indicatorRequired),
  AttributeId: z.int32().default(0),
  TimescaleId: z.int32().min(1).max(3).default(DEFAULT_TIMESCALE_ID),
  LcPhases: z
    .array(z.int32().min(1).max(maxLifeCycleModuleId))
    .min(1, 'Choose at least one life cycle module.'),
  SavingsTarget: z
    .number()
    .min(-100, 'The savings target is a percentage from -100 to 100.')
    .max(100, 'The savings target is a percentage from -100 to 100.')
    .default(DEFAULT_SAVINGS_TARGET),
  IncludeOnSiteRenewable: z.boolean().default(false),
});

export const deleteProjectTargetSchema = z.object({
  Id: z.int32().positive(),
  ProjectId: z.int32().positive(),
});
