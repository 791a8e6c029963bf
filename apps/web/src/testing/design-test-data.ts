import type { DesignForm } from '@circa/contract/design.schema';
import type { SelectOption } from '@circa/contract/select-option.schema';

const options = (...names: string[]): SelectOption[] =>
  names.map((Description, i) => ({ Id: i + 1, Description, IsDisabled: false }));

/** A built design as getLot answers it (lot 21, design 77). */
export function testDesign(overrides: Partial<DesignForm> = {}): DesignForm {
  return {
    DesignId: 77,
    StructureId: 21,
    Name: 'Lot 101 design',
    ImageIcon: null,
    IsDesignLocked: false,
    IsReadOnly: false,
    ReadOnlyReason: null,
    PaymentRequired: false,
    PaymentPopUp: {
      Prepaid: false,
      OrgCreditAmount: 0,
      ProjectCreditAmount: 0,
      MaxCreditsPerLot: null,
      PaidDwellings: 0,
      SupportEmail: 'support@example.com',
      OrgName: 'Demo Org',
      IsOrgAdmin: false,
    },
    Dwellings: 1,
    Bedrooms: 3,
    Bathrooms: 2,
    Carparks: 2,
    CarparkTypeId: 1,
    CarparkTypes: options('Garage', 'Car Port', 'Other'),
    Floors: 1,
    CeilingHeight: 2.4,
    GrossFloorArea: 180.46,
    CalculationTypeId: 1,
    PredictedGrossFloorArea: 175.2,
    MinimumGrossFloorArea: 120,
    CustomDesignFieldLabel: '',
    CustomDesignFieldValue: '',
    OccupancyDate: '2027-03-01',
    EnergyMonitoringTypeId: 1,
    EnergyMonitoringTypes: options('None', 'Smart meter'),
    ThermalRatingId: 2,
    ThermalRatings: options('6 Star', '7 Star', '8 Star'),
    ThermalUnitId: 1,
    ThermalUnits: options('MJ/m2', 'kWh/m2'),
    HeatingDemand: 40,
    CoolingDemand: 30,
    NaturalLightingId: 1,
    NaturalLightings: options('Good', 'Poor'),
    LightingPowerDensity: null,
    ElectricitySupplyId: 1,
    ElectricitySupplies: options('Mains Connected', 'Off Grid'),
    FirstBedroomSize: 14,
    OtherBedroomSize: 11,
    WaterSupplyId: 1,
    RainwaterTankSize: null,
    WaterSupplies: options(
      'Mains Supply',
      'Rain Water Supplemented - All Garden and Toilet Demand',
      'Rain Water Only',
    ),
    WaterTreatmentId: 1,
    WaterTreatments: options('Mains Connected', 'Onsite Grey Water Treatment'),
    ShowerWaterRatingId: 1,
    ShowerWaterRatings: options('3 Star', '4 Star'),
    ToiletsWaterRatingId: 1,
    ToiletsWaterRatings: options('3 Star', '4 Star'),
    TapsWaterRatingId: 1,
    TapsWaterRatings: options('3 Star', '4 Star'),
    WashingMachineWaterRatingId: 1,
    WashingMachineWaterRatings: options('3 Star', '4 Star'),
    DishwasherWaterRatingId: 1,
    DishwasherWaterRatings: options('3 Star', '4 Star'),
    GardenTypeId: 1,
    GardenTypes: options('None', 'Lawn'),
    GardenArea: null,
    RainwaterPumpPressureRatingId: 1,
    RainwaterPumpPressureRatings: options('High', 'Medium'),
    OrgOnboardingContent: null,
    Version: 3,
    ...overrides,
  };
}

/** A save answer (POST /lot). */
export function testSaveAnswer(
  overrides: Partial<{
    GrossFloorArea: number;
    PredictedGrossFloorArea: number;
    MinimumGrossFloorArea: number;
    PaymentRequired: boolean;
    Version: number;
  }> = {},
) {
  return {
    GrossFloorArea: 180.46,
    PredictedGrossFloorArea: 175.2,
    MinimumGrossFloorArea: 120,
    PaymentRequired: false,
    Version: 4,
    ...overrides,
  };
}
