/**
 * The B6 lines of a design as they are built (operational-energy.ts): each end use adds a yearly
 * energy use in MJ of a fuel, which becomes a line of the fuel's carrier process in the carrier's
 * declared unit per year: kWh/yr when the carrier is declared per kWh (1 kWh = 3.6 MJ), else MJ/yr.
 * Grid electricity (main or controlled load, not off grid) is flagged for grid trajectories.
 */
import { ELECTRICITY_SUPPLY } from './attributes';
import type { CompiledSource } from './compiled-source';
import { requireProcess } from './compiled-source';
import type { AustralianState, Design } from './design-types';
import type { EnergyCarrierProcesses } from './evaluation-context';
import type { EnergyEndUse, OperationalLine } from './operational-line';
import { megajoulesToKilowattHours } from './units';

/** A fuel an end use draws: main or controlled-load electricity, natural gas, LPG or wood. */
export type Fuel = 'electricity' | 'controlled-load-electricity' | 'natural-gas' | 'lpg' | 'wood';

/**
 * Carrier process id of each fuel other than the main electricity (which depends on the grid
 * connection, see {@link EnergyLines}), from the context's carrier table.
 */
const CARRIER_PROCESS_ID: Readonly<
  Record<
    Exclude<Fuel, 'electricity'>,
    (c: EnergyCarrierProcesses, state: AustralianState) => string
  >
> = {
  'controlled-load-electricity': (c, state) => c.controlledLoadElectricityByState[state],
  'natural-gas': (c, state) => c.naturalGasByState[state],
  lpg: (c) => c.lpg,
  wood: (c) => c.wood,
};

/**
 * The B6 lines of a design as they are built. The carrier of main electricity is the state's grid,
 * or the off-grid carrier when the design is off grid; the other fuels' carriers come from
 * {@link CARRIER_PROCESS_ID}, looked up when a line uses them (a missing carrier fails only a
 * design that needs it).
 */
export class EnergyLines {
  readonly lines: OperationalLine[] = [];
  readonly isOffGrid: boolean;
  /** Carrier process index of the main electricity: the state's grid, or the off-grid carrier. */
  readonly electricity: number;
  private readonly state: AustralianState;

  /** Throws UNKNOWN_PROCESS when the electricity carrier is not in the source. */
  constructor(
    design: Design,
    private readonly carriers: EnergyCarrierProcesses,
    private readonly compiled: CompiledSource,
  ) {
    this.state = design.location.state;
    this.isOffGrid = design.attributes.electricitySupplyId === ELECTRICITY_SUPPLY.offGrid;
    this.electricity = requireProcess(
      compiled,
      this.isOffGrid ? carriers.offGridElectricity : carriers.electricityByState[this.state],
      'Energy carriers',
    );
  }

  /** Carrier process index of `fuel`; throws UNKNOWN_PROCESS when it is not in the source. */
  private carrierOf(fuel: Fuel): number {
    if (fuel === 'electricity') return this.electricity;
    return requireProcess(
      this.compiled,
      CARRIER_PROCESS_ID[fuel](this.carriers, this.state),
      'Energy carriers',
    );
  }

  /**
   * Add a line of `megajoules` per year of `fuel` for `endUse` (none when 0), caused by master
   * `master` (−1: whole of home). Generation is negative and flagged `isGeneration`.
   */
  add(
    endUse: EnergyEndUse,
    fuel: Fuel,
    megajoules: number,
    master: number,
    isGeneration = false,
  ): void {
    if (megajoules === 0) return;
    const carrier = this.carrierOf(fuel);
    const process = this.compiled.processes[carrier]!;
    const annualDemand =
      process.declaredUnit === 'kWh' ? megajoulesToKilowattHours(megajoules) : megajoules;
    this.lines.push({
      module: 'B6',
      endUse,
      carrier,
      sourceName: process.name,
      annualDemand,
      demandUnit: `${process.declaredUnit}/yr`,
      master,
      isGridElectricity:
        (fuel === 'electricity' || fuel === 'controlled-load-electricity') && !this.isOffGrid,
      isGeneration,
    });
  }
}
