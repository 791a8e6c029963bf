import {
  functionalUnitOptions,
  lifeCycleModuleOptions,
  timescaleOptions,
} from '@circa/contract/targets.schema';
import type { ProjectTargetLine } from '@circa/contract/targets.schema';
import type { ProjectTargetRecord } from '@circa/db/project-targets.repository';
import { findIndicator } from '@circa/engine/indicators';
import { LIFE_CYCLE_SCOPES } from '@circa/engine/life-cycle-modules';

const moduleIdByCode = new Map<string, number>(
  lifeCycleModuleOptions.map(([id, code]) => [code, id]),
);

/** Module codes of scope option ids (unknown ids dropped), in EN 15978 order. */
export function moduleCodes(ids: readonly number[]): string[] {
  return lifeCycleModuleOptions.filter(([id]) => ids.includes(id)).map(([, code]) => code);
}

/** Scope option ids of module codes. */
export function moduleIds(codes: readonly string[]): number[] {
  return codes.map((c) => moduleIdByCode.get(c)).filter((id): id is number => id !== undefined);
}

/** Targets saved before B1 (refrigerant leakage, method v2) keep their scope without it. */
const withoutB1 = (modules: readonly string[]) => modules.filter((m) => m !== 'B1');

const scopeNames: Array<[readonly string[], string]> = [
  [LIFE_CYCLE_SCOPES.upfront, 'Upfront (A1-A5)'],
  [LIFE_CYCLE_SCOPES.embodied, 'Embodied (A1-A5, B1-B4, C1-C4)'],
  [withoutB1(LIFE_CYCLE_SCOPES.embodied), 'Embodied without B1 (A1-A5, B2-B4, C1-C4)'],
  [LIFE_CYCLE_SCOPES.operationalEnergy, 'Operational energy (B6)'],
  [LIFE_CYCLE_SCOPES.operationalWater, 'Operational water (B7)'],
  [LIFE_CYCLE_SCOPES.operational, 'Operational (B6-B7)'],
  [LIFE_CYCLE_SCOPES.wholeLife, 'Whole of life (A-C)'],
  [withoutB1(LIFE_CYCLE_SCOPES.wholeLife), 'Whole of life without B1 (A-C)'],
  [LIFE_CYCLE_SCOPES.wholeLifeWithD, 'Whole of life with D (A-D)'],
  [withoutB1(LIFE_CYCLE_SCOPES.wholeLifeWithD), 'Whole of life with D, without B1 (A-D)'],
];

/** A readable name of a scope: a named scope when the modules match one, else the module list. */
export function scopeName(codes: readonly string[]): string {
  const sorted = [...codes].sort().join(',');
  const named = scopeNames.find(([modules]) => [...modules].sort().join(',') === sorted);
  return named ? named[1] : codes.join(', ');
}

/** Cost figure of a target: round(relative exchange rate) × base price (document 3 §9). */
export function targetCostFigure(basePrice: number, relativeExchangeRate: number): number {
  return Math.round(relativeExchangeRate) * basePrice;
}

/** A stored target as the contract's target line. */
export function toTargetLine(t: ProjectTargetRecord): ProjectTargetLine {
  return {
    Id: t.id,
    ProjectId: t.projectId,
    Name: t.name,
    IndicatorId: t.indicatorId,
    IndicatorName: findIndicator(t.indicatorId)?.name ?? `Indicator ${t.indicatorId}`,
    AttributeId: t.attributeId,
    AttributeName: functionalUnitOptions.find((o) => o.Id === t.attributeId)?.Description ?? '',
    TimescaleId: t.timescaleId,
    TimescaleName: timescaleOptions.find((o) => o.Id === t.timescaleId)?.Description ?? '',
    LcPhases: moduleIds(t.lcPhases),
    LcPhaseName: scopeName(t.lcPhases),
    SavingsTarget: t.savingsTarget,
    IncludeOnSiteRenewable: t.includeOnSiteRenewable,
    BasePrice: t.basePrice,
    RelativeExchangeRate: t.relativeExchangeRate,
    Currency: t.currency,
    CostFigure: targetCostFigure(t.basePrice, t.relativeExchangeRate),
    IsLocked: t.isLocked,
  };
}
