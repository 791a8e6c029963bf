import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { PlainTextField } from './plain-text-field';
import type { PlainTextFieldProps } from './plain-text-field';

/** A password box with a show/hide button; otherwise like `PlainTextField` (its own file: the
 * sign-in screen's first step has no password box). */
export function PlainPasswordField(props: Omit<PlainTextFieldProps, 'type' | 'endAdornment'>) {
  const [isVisible, setVisible] = useState(false);
  const what = props.label.toLowerCase();
  return (
    <PlainTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={isVisible ? `Hide ${what}` : `Show ${what}`}
            onClick={() => setVisible((shown) => !shown)}
            edge="end"
          >
            {isVisible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
