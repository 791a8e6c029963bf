import type { DesignForm, SaveDesign } from '@circa/contract/design.schema';
import { minimumAreaFigure } from '@circa/contract/design.schema';
import { projectCreditBalance } from '@circa/db/credits.repository';
import { findOnboarding, findOrganisation } from '@circa/db/organisations.repository';
import type { Database } from '@circa/db/schema';
import type { Design } from '@circa/engine/design-types';
import type { Evaluation } from '@circa/engine/evaluation-types';
import { DESIGN_OPTIONS, waterSupplyOptions } from '@circa/reference-data/design-options';
import { isRainfallKnownAt } from '@circa/reference-data/site-water-climate';
import type { Kysely } from 'kysely';
import { organisationCreditsForLots } from '../credits/usable-credits';
import type { AuthUser } from '../http/request-context';
import { applyDesignChanges, occupancyDateOf } from './design-fields';
import { evaluateOrExplain, loadLotDesign, requireEditable, saveLotDesign } from './lot-design';
import type { LotDesign } from './lot-design';

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Area figures of an evaluated design, m² rounded to 0.1 (the minimum rounded up). */
function areas(evaluation: Evaluation) {
  const r = evaluation.resolved;
  return {
    GrossFloorArea: round1(r.grossFloorArea),
    PredictedGrossFloorArea: round1(r.predictedGrossFloorArea),
    MinimumGrossFloorArea: minimumAreaFigure(r.minimumGrossFloorArea),
  };
}

/** Results need payment until the lot is paid: credits used or a verified card payment. */
function isPaymentRequired(lot: LotDesign): boolean {
  return !lot.access.isPaid;
}

/** The Design Details form of the lot's current design (document 2 §3 "Design (getLot)"). */
export async function designForm(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
  defaultSupportEmail: string,
): Promise<DesignForm> {
  const lot = await loadLotDesign(db, caller, structureId);
  const { access, record, design } = lot;
  const a = design.attributes;
  const evaluation = evaluateOrExplain(record.id, record.version, design);
  const organisation = await findOrganisation(db, access.project.organisationId);
  const onboarding = await findOnboarding(db, access.project.organisationId, caller.userId);
  const o = DESIGN_OPTIONS;
  return {
    DesignId: record.id,
    StructureId: access.structure.id,
    Name: design.name,
    ImageIcon: record.imageUrl,
    IsDesignLocked: access.structure.isDesignLocked,
    IsReadOnly: !lot.canEdit,
    ReadOnlyReason: lot.readOnlyReason,
    PaymentRequired: isPaymentRequired(lot),
    PaymentPopUp: {
      Prepaid: access.project.isPrepaid,
      OrgCreditAmount: organisation ? await organisationCreditsForLots(db, organisation) : 0,
      ProjectCreditAmount: await projectCreditBalance(db, access.project.id),
      MaxCreditsPerLot: organisation?.maxCreditsPerLot ?? null,
      SupportEmail: organisation?.supportEmail || defaultSupportEmail,
      OrgName: access.organisationName,
      IsOrgAdmin: access.isOrgAdmin,
      PaidDwellings: access.paidDwellings,
    },
    Dwellings: a.dwellings,
    Bedrooms: a.bedrooms,
    Bathrooms: a.bathrooms,
    Carparks: a.carparks,
    CarparkTypeId: a.carParkTypeId,
    CarparkTypes: [...o.carParkTypes],
    Floors: a.floors,
    CeilingHeight: a.ceilingHeight,
    ...areas(evaluation),
    CalculationTypeId: a.grossFloorAreaType,
    CustomDesignFieldLabel: organisation?.customDesignLabel ?? '',
    CustomDesignFieldValue: design.customFieldValue ?? '',
    OccupancyDate: occupancyDateOf(design),
    EnergyMonitoringTypeId: a.energyMonitoringTypeId,
    EnergyMonitoringTypes: [...o.energyMonitoring],
    ThermalRatingId: a.thermalRatingId,
    ThermalRatings: [...o.thermalRatings],
    // until demands are entered, the thermal page starts in the organisation's unit (document 3 §3)
    ThermalUnitId:
      a.heatingDemand === null && a.coolingDemand === null && organisation
        ? organisation.thermalUnitId
        : a.thermalUnitId,
    ThermalUnits: [...o.thermalUnits],
    HeatingDemand: a.heatingDemand,
    CoolingDemand: a.coolingDemand,
    NaturalLightingId: a.naturalLightingId,
    NaturalLightings: [...o.naturalLighting],
    LightingPowerDensity: a.lightingPowerDensity ?? null,
    ElectricitySupplyId: a.electricitySupplyId,
    ElectricitySupplies: [...o.electricitySupply],
    FirstBedroomSize: a.firstBedroomSize,
    OtherBedroomSize: a.otherBedroomSize,
    WaterSupplyId: a.waterSupplyId,
    WaterSupplies: waterSupplyOptions(isRainfallKnownAt(design.location)),
    RainwaterTankSize: a.rainwaterTankSize ?? null,
    WaterTreatmentId: a.waterTreatmentId,
    WaterTreatments: [...o.waterTreatment],
    ShowerWaterRatingId: a.showerWaterRatingId,
    ShowerWaterRatings: [...o.showerWaterRatings],
    ToiletsWaterRatingId: a.toiletsWaterRatingId,
    ToiletsWaterRatings: [...o.toiletsWaterRatings],
    TapsWaterRatingId: a.tapsWaterRatingId,
    TapsWaterRatings: [...o.tapsWaterRatings],
    WashingMachineWaterRatingId: a.washingMachineWaterRatingId,
    WashingMachineWaterRatings: [...o.washingMachineWaterRatings],
    DishwasherWaterRatingId: a.dishwasherWaterRatingId,
    DishwasherWaterRatings: [...o.dishwasherWaterRatings],
    GardenTypeId: a.gardenTypeId,
    GardenTypes: [...o.gardenTypes],
    GardenArea: a.gardenArea ?? null,
    RainwaterPumpPressureRatingId: a.rainwaterPumpPressureRatingId,
    RainwaterPumpPressureRatings: [...o.rainwaterPumpPressureRatings],
    OrgOnboardingContent:
      onboarding && onboarding.title && onboarding.content
        ? {
            Id: access.project.organisationId,
            OnboardingTitle: onboarding.title,
            OnboardingContent: onboarding.content,
            OnboardingRead: onboarding.isRead,
          }
        : null,
    Version: record.version,
  };
}

/** Saves the changed design fields (POST /lot): recomputed through the engine, stored as a new version. */
export async function saveDesignFields(db: Kysely<Database>, lot: LotDesign, changes: SaveDesign) {
  requireEditable(lot);
  const current = evaluateOrExplain(lot.record.id, lot.record.version, lot.design);
  const next: Design = applyDesignChanges(lot.design, changes, current.resolved.grossFloorArea);
  return designChangeAnswer(db, lot, await saveLotDesign(db, lot, next));
}

/** Answer of a design change: areas, payment state and version. */
export async function designChangeAnswer(
  db: Kysely<Database>,
  lot: LotDesign,
  saved: { version: number; evaluation: Evaluation },
) {
  return {
    ...areas(saved.evaluation),
    PaymentRequired: isPaymentRequired(lot),
    Version: saved.version,
  };
}
