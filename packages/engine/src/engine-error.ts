/**
 * Typed engine errors and warnings. Every message says what is wrong and how to fix the input.
 */

/** Codes of errors that stop an evaluation. */
export type EngineErrorCode =
  | 'UNKNOWN_PROCESS'
  | 'UNKNOWN_TEMPLATE'
  | 'TEMPLATE_CYCLE'
  | 'INVALID_QUANTITY'
  | 'INVALID_ATTRIBUTE'
  | 'INVALID_REFERENCE_STUDY_PERIOD'
  | 'UNKNOWN_CLIMATE_ZONE'
  | 'UNKNOWN_STATE'
  | 'UNKNOWN_THERMAL_RATING'
  | 'UNKNOWN_INDICATOR'
  | 'MISSING_DENSITY'
  | 'UNSUPPORTED_HOT_WATER_SYSTEM'
  | 'GROSS_FLOOR_AREA_TOO_SMALL'
  | 'GROSS_FLOOR_AREA_INCOMPLETE'
  | 'THERMAL_DEMAND_OUT_OF_RANGE'
  | 'INVALID_TARGET'
  | 'INVALID_OPTION';

/** An error raised by the engine: a stable `code`, a message a person can act on, and details. */
export class EngineError extends Error {
  readonly code: EngineErrorCode;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: EngineErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
    this.details = details;
  }
}

/** True when `error` is an {@link EngineError} (works across module copies). */
export function isEngineError(error: unknown): error is EngineError {
  return error instanceof Error && error.name === 'EngineError' && 'code' in error;
}

/** Codes of conditions that do not stop an evaluation but weaken its result. */
export type EngineWarningCode =
  | 'NO_HEATING_SYSTEM'
  | 'NO_COOLING_SYSTEM'
  | 'NO_HOT_WATER_SYSTEM'
  | 'DEFAULT_THERMAL_DEMAND'
  | 'THERMAL_DEMAND_OUTSIDE_RATING'
  | 'APPROXIMATE_THERMAL_BAND'
  | 'APPROXIMATE_HOT_WATER_CURVE'
  | 'RAINFALL_UNKNOWN'
  | 'TANK_SIZE_UNKNOWN'
  | 'OFF_GRID_SHORTFALL'
  | 'NO_DATA_FOR_TRANSPORT'
  | 'TEMPLATE_WITHOUT_DATA';

/** A warning attached to an evaluation. */
export interface EngineWarning {
  readonly code: EngineWarningCode;
  readonly message: string;
}
