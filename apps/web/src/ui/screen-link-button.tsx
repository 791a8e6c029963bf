import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { isScreenReady } from '../config/screens';
import { ComingLater } from './coming-later';

/**
 * A button that links to a screen; when that screen comes with a later release it shows
 * disabled (focusable, `aria-disabled`) with the "Coming later" tooltip.
 */
export function ScreenLinkButton({ to, sx, ...props }: Omit<ButtonProps, 'href'> & { to: string }) {
  if (isScreenReady(to)) return <Button component={RouterLink} to={to} sx={sx} {...props} />;
  return (
    <ComingLater>
      <Button
        {...props}
        aria-disabled="true"
        onClick={(event) => event.preventDefault()}
        sx={[{ opacity: 0.6, cursor: 'default' }, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}
      />
    </ComingLater>
  );
}
