import { Suspense, cloneElement, lazy } from 'react';
import type { ReactElement } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

const MuiTooltip = lazy(() => import('@mui/material/Tooltip'));

/**
 * MUI's `Tooltip`, fetched when a tooltip is first drawn instead of with the screen (it brings
 * Popper.js: ≈ 12 kB gzip that the shell, sign-in and home would otherwise load first). Same
 * props. Until its code has arrived, the child carries what a closed `Tooltip` gives it: a
 * string title as its `title` (with `describeChild`) or its `aria-label` (without).
 */
export function Tooltip(props: TooltipProps) {
  const { children, title, describeChild } = props;
  const child = children as ReactElement<Record<string, unknown>>;
  const closed =
    typeof title !== 'string' ? {} : describeChild ? { title } : { 'aria-label': title };
  return (
    <Suspense fallback={cloneElement(child, { ...closed, ...child.props })}>
      <MuiTooltip {...props} />
    </Suspense>
  );
}
