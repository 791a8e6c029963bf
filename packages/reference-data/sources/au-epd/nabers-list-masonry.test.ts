import { describeHandTyped, type HandTyped } from './transcription-rules';

/** GWP-total A1-A3 as the NABERS EPD list v2025.1 prints it, typed by hand, and Circa's conversion. */
const typedByHand: HandTyped[] = [
  // Brickworks Horsley Park: 255 kg CO2e per tonne × 1.8 t/m³ = 459 kg CO2e per m³
  ['au-claybrick-horsleypark-brickworks', 255, 1.8, 'EPD-IES-0010932:001 (list row 2462)'],
  // Austral Masonry 200 mm standard block: 142 kg CO2e per tonne × 2.0 t/m³ = 284 per m³
  ['au-concreteblock-200-austral-masonry', 142, 2, 'S-P-05476 (list row 2682)'],
];

describeHandTyped('nabers-list-masonry.csv', typedByHand);
