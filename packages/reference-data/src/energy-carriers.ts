/**
 * Energy carrier processes by NGA edition (2024, 2025, 2026; 2026 is the default).
 */
import type { AustralianState } from '@circa/engine/design-types';
import { AUSTRALIAN_STATES } from '@circa/engine/design-types';
import type { EnergyCarrierProcesses } from '@circa/engine/evaluation-context';

/** NGA editions shipped. */
export type NgaEdition = 2024 | 2025 | 2026;

/** The default NGA edition. */
export const DEFAULT_NGA_EDITION: NgaEdition = 2026;

const byState = (f: (s: AustralianState) => string) =>
  Object.fromEntries(AUSTRALIAN_STATES.map((s) => [s, f(s)])) as Record<AustralianState, string>;

/** Process ids of the carriers for an NGA edition (electricity by edition; gas, LPG from NGA 2026 tables). */
export function energyCarriers(edition: NgaEdition = DEFAULT_NGA_EDITION): EnergyCarrierProcesses {
  return {
    electricityByState: byState((s) => `electricity-${s.toLowerCase()}-nga-${edition}`),
    controlledLoadElectricityByState: byState(
      (s) => `electricity-controlled-load-${s.toLowerCase()}-nga-${edition}`,
    ),
    naturalGasByState: byState((s) => `natural-gas-${s.toLowerCase()}`),
    lpg: 'lpg',
    wood: 'firewood',
    offGridElectricity: 'electricity-off-grid',
  };
}
