/**
 * Grid decarbonisation scenarios (optional; results are reported with and without).
 */
import type { GridTrajectory } from '@circa/engine/evaluation-context';

/**
 * "Net zero 2050, linear": grid electricity emissions fall linearly from the NGA edition factor
 * in 2026 to zero in 2050 and stay there. A scenario anchored on Australia's legislated net zero
 * 2050 target (Climate Change Act 2022), not a forecast of the grid.
 */
export const NET_ZERO_2050_LINEAR: GridTrajectory = {
  id: 'net-zero-2050-linear',
  name: 'Net zero 2050, linear (scenario)',
  points: [
    { year: 2026, multiplier: 1 },
    { year: 2050, multiplier: 0 },
  ],
};

/** All shipped scenarios. */
export const GRID_TRAJECTORIES: readonly GridTrajectory[] = [NET_ZERO_2050_LINEAR];
