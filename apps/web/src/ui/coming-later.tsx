import type { ReactElement } from 'react';
import { Tooltip } from './lazy-tooltip';

/** The tooltip text of entries whose screens come with a later release. */
export const comingLaterText = 'Coming later';

/**
 * Wraps a disabled control whose screen does not exist yet with a "Coming later" tooltip. The
 * control must stay focusable (use `aria-disabled`, not `disabled`) so keyboard and pointer
 * users both get the tooltip; the tooltip text becomes its accessible description.
 */
export function ComingLater({
  children,
  label = comingLaterText,
}: {
  children: ReactElement;
  label?: string;
}) {
  return (
    <Tooltip title={label} describeChild>
      {children}
    </Tooltip>
  );
}
