import { ATTRIBUTE_ID } from '@circa/engine/attributes';

/**
 * What each design attribute means, shown from the form's info buttons (sanitised HTML written
 * here; the figures quoted are the method's, see docs/methodology.md).
 */
export const attributeInfo: Readonly<Record<number, { name: string; information: string }>> = {
  [ATTRIBUTE_ID.other]: {
    name: 'Other',
    information: '<p>The quantity does not follow a design attribute: it stays as entered.</p>',
  },
  [ATTRIBUTE_ID.dwellings]: {
    name: 'Dwellings',
    information:
      '<p>The number of dwellings in the building: 1 for a house, the number of apartments or townhouses otherwise.</p>',
  },
  [ATTRIBUTE_ID.bedrooms]: {
    name: 'Bedrooms',
    information: '<p>Bedrooms is the total across all dwellings.</p>',
  },
  [ATTRIBUTE_ID.bathrooms]: {
    name: 'Bathrooms',
    information: '<p>Bathrooms is the total across all dwellings and a toilet counts only 0.5.</p>',
  },
  [ATTRIBUTE_ID.carparks]: {
    name: 'Car spaces',
    information:
      '<p>Carparks is the total across all dwellings. Garages and carports add 18 m² each to the minimum gross floor area.</p>',
  },
  [ATTRIBUTE_ID.carParkType]: {
    name: 'Car park type',
    information:
      '<p>Garage, Car Port or Other. Other (for example open parking) does not add to the minimum gross floor area.</p>',
  },
  [ATTRIBUTE_ID.floors]: {
    name: 'Floors',
    information:
      '<p>The number of storeys above ground. The roof area is taken as the gross floor area divided by the floors.</p>',
  },
  [ATTRIBUTE_ID.roofArea]: {
    name: 'Roof area',
    information: '<p>Taken as the gross floor area divided by the number of floors, m².</p>',
  },
  [ATTRIBUTE_ID.occupants]: {
    name: 'Occupants',
    information:
      '<p>People living in the building, from the NatHERS Whole of Home equation N = 1.525 ln(A) − 4.533 per dwelling (A = conditioned floor area per dwelling), between 1 and 6.</p>',
  },
  [ATTRIBUTE_ID.grossFloorArea]: {
    name: 'Gross floor area',
    information:
      '<p>The floor area inside the outer face of the external walls, in m². <strong>Known</strong>: entered. <strong>Predicted</strong>: estimated from dwellings, bedrooms, bathrooms and car spaces (calibrated to ABS average new-dwelling floor areas). <strong>Calculated</strong>: fully enclosed covered area plus half the unenclosed covered area.</p><p>It must be at least the minimum built from the bedroom sizes, bathrooms, a living core per dwelling and the parking area.</p>',
  },
  [ATTRIBUTE_ID.conditionedFloorArea]: {
    name: 'Conditioned floor area',
    information:
      '<p>The heated and cooled part of the gross floor area, m². Heating and cooling energy scale with it.</p>',
  },
  [ATTRIBUTE_ID.thermalRating]: {
    name: 'Thermal rating',
    information:
      '<p>The NatHERS star rating of the building envelope. Each rating allows a range of total heating and cooling load in the climate zone of the lot; the demands you enter must fall inside it.</p>',
  },
  [ATTRIBUTE_ID.naturalLighting]: {
    name: 'Natural lighting',
    information:
      '<p>Adjusts the NatHERS Whole of Home lighting energy (5 W/m² for 1.6 hours a day) for daylight. The adjustment is an approximation.</p>',
  },
  [ATTRIBUTE_ID.energyMonitoringType]: {
    name: 'Energy monitoring',
    information:
      '<p>Whether the home has whole-of-home energy monitoring. It is recorded with the design; it does not change results in this version of the method.</p>',
  },
  [ATTRIBUTE_ID.electricitySupply]: {
    name: 'Electricity supply',
    information:
      '<p>Mains Connected, or Off Grid (no grid electricity is used; the on-site system must supply the demand).</p>',
  },
  [ATTRIBUTE_ID.waterSupply]: {
    name: 'Water supply',
    information:
      '<p>Mains water. The rainwater options cannot be chosen yet: Circa has no rainfall data for the site, so what a roof and tank would yield cannot be assessed. A design saved earlier with a rainwater option is evaluated as mains water, with a warning on its results.</p>',
  },
  [ATTRIBUTE_ID.waterTreatment]: {
    name: 'Water treatment',
    information:
      '<p>Mains sewer, or on-site grey or black water treatment (reuse lowers mains demand).</p>',
  },
  [ATTRIBUTE_ID.showerWaterRating]: {
    name: 'Shower head fittings',
    information:
      '<p>The WELS star rating of the shower heads; it sets the flow rate used for daily showers.</p>',
  },
  [ATTRIBUTE_ID.toiletsWaterRating]: {
    name: 'Toilets fittings',
    information: '<p>The WELS star rating of the toilets; it sets the average flush volume.</p>',
  },
  [ATTRIBUTE_ID.tapsWaterRating]: {
    name: 'Tapware fittings',
    information:
      '<p>The WELS star rating of the kitchen and basin taps; it sets their flow rate.</p>',
  },
  [ATTRIBUTE_ID.washingMachineWaterRating]: {
    name: 'Washing machine',
    information: '<p>The WELS star rating of the washing machine; it sets the water per load.</p>',
  },
  [ATTRIBUTE_ID.dishwasherWaterRating]: {
    name: 'Dishwasher',
    information: '<p>The WELS star rating of the dishwasher; it sets the water per wash.</p>',
  },
  [ATTRIBUTE_ID.gardenType]: {
    name: 'Garden type',
    information: '<p>How much the garden is irrigated; it sets the outdoor water demand.</p>',
  },
  [ATTRIBUTE_ID.rainwaterPumpPressureRating]: {
    name: 'Rainwater pump',
    information:
      '<p>The pressure and flow class of the rainwater pump. Pump energy is taken as about 1.5 kWh per kL pumped for every class (an approximation; see the methodology).</p>',
  },
  [ATTRIBUTE_ID.thermalUnit]: {
    name: 'Thermal unit',
    information: '<p>MJ/m² or kWh/m² per year; 1 kWh = 3.6 MJ.</p>',
  },
};
