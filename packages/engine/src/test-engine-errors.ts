/** Test helper for the engine's refusals (engine-error.ts). */
import { isEngineError } from './engine-error';

/** The code of the EngineError `f` throws: undefined if it throws none, a note if not an EngineError. */
export function engineErrorCode(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    return isEngineError(e) ? e.code : 'not an engine error';
  }
  return undefined;
}
