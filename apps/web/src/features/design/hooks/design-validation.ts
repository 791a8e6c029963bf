import {
  isUnderMinimumArea,
  minimumAreaFigure,
  saveDesignSchema,
} from '@circa/contract/design.schema';
import { formatMessage, messages } from '@circa/contract/messages';
import type { SelectOption } from '@circa/contract/select-option.schema';
import type { DesignChanges, DesignFieldKey } from './design-fields';
import { displayToIsoDate, fieldKinds, parseDecimal } from './design-fields';

/** A box's content checked: the value to save, or the message to show under the box. */
export type FieldCheck<K extends DesignFieldKey = DesignFieldKey> =
  | { isValid: true; value: Exclude<DesignChanges[K], undefined> }
  | { isValid: false; message: string };

export interface CheckContext {
  /** The select's options: a value not among them is an error (document 2 §4). */
  options?: readonly SelectOption[];
  /** The smallest Known gross floor area, m² (document 2 §4 "Gross floor area mode"). */
  minimumGrossFloorArea?: number;
}

/** The 'too small' area figure: rounded up to 1 decimal so that the figure shown is enough. */
export function minimumAreaText(minimum: number): string {
  return String(minimumAreaFigure(minimum));
}

/** A gross floor area under the minimum figure: the contract's rule, which the server applies too. */
export { isUnderMinimumArea };

/** The 'too small' message for a Known gross floor area under the minimum. */
export function gfaTooSmallMessage(minimum: number): string {
  return formatMessage(messages.gfaTooSmall, { n: minimumAreaText(minimum) });
}

function fromSchema<K extends DesignFieldKey>(key: K, value: unknown): FieldCheck<K> {
  const result = saveDesignSchema.shape[key].unwrap().safeParse(value);
  if (result.success)
    return { isValid: true, value: result.data as Exclude<DesignChanges[K], undefined> };
  return { isValid: false, message: result.error.issues[0]?.message ?? messages.nonNegativeNumber };
}

/**
 * Checks what the user typed or picked in one design field with the contract's rules and
 * messages (document 2 §5 "Design Details").
 */
export function checkField<K extends DesignFieldKey>(
  key: K,
  text: string,
  context: CheckContext = {},
): FieldCheck<K> {
  switch (fieldKinds[key]) {
    case 'text':
      return fromSchema(key, text);
    case 'date':
      return fromSchema(key, displayToIsoDate(text) ?? Number.NaN);
    case 'select': {
      const id = text.trim() === '' ? Number.NaN : Number(text);
      const isOffered =
        context.options === undefined || context.options.some((option) => option.Id === id);
      return fromSchema(key, isOffered ? id : Number.NaN);
    }
    case 'optional-number':
      return fromSchema(key, text.trim() === '' ? null : parseDecimal(text));
    case 'number': {
      const checked = fromSchema(key, parseDecimal(text));
      const minimum = context.minimumGrossFloorArea;
      if (
        checked.isValid &&
        key === 'grossFloorArea' &&
        minimum !== undefined &&
        isUnderMinimumArea(Number(checked.value), minimum)
      ) {
        return { isValid: false, message: gfaTooSmallMessage(minimum) };
      }
      return checked;
    }
  }
}
