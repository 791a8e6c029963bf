import type { Address } from '@circa/contract/address.schema';
import { isEngineError } from '@circa/engine/engine-error';
import { designLocationForPostcode, stateForPostcode } from '@circa/reference-data/nathers-zones';
import { AppError } from '../http/app-error';

/**
 * Checks a development's address can carry a design: an Australian postcode with a NatHERS
 * climate zone, in the state the address names. Throws a 400 that says what to fix.
 */
export function checkProjectLocation(location: Address): void {
  const field = [{ path: ['Location'], message: '' }];
  try {
    designLocationForPostcode(location.PostCode);
    const state = stateForPostcode(location.PostCode);
    if (state !== location.State.toUpperCase()) {
      const message = `Postcode ${location.PostCode} is in ${state}, not ${location.State}. Pick the address again from the drop-down list.`;
      throw new AppError('validation_failed', message, [{ path: ['Location'], message }]);
    }
  } catch (error) {
    if (isEngineError(error)) {
      throw new AppError(
        'validation_failed',
        error.message,
        field.map((f) => ({ ...f, message: error.message })),
      );
    }
    throw error;
  }
}
