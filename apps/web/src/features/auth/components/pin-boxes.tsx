import { useRef } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

/** PIN length (document 1 §9). */
export const pinLength = 4;

/** Keeps letters and digits, upper-cased (the PIN is case-insensitive). */
export function cleanPin(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** Four empty boxes. */
export function emptyPin(): string[] {
  return Array.from({ length: pinLength }, () => '');
}

const shake = keyframes`
  10%, 90% { transform: translateX(-2px); }
  20%, 80% { transform: translateX(4px); }
  30%, 50%, 70% { transform: translateX(-8px); }
  40%, 60% { transform: translateX(8px); }
`;

export interface PinBoxesProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
  isDisabled?: boolean;
  /** Shakes the boxes (500 ms; still under prefers-reduced-motion). */
  isShaking?: boolean;
  isInvalid?: boolean;
  /** Receives the inputs so the page can move focus. */
  inputsRef?: React.RefObject<(HTMLInputElement | null)[]>;
  describedBy?: string;
}

/**
 * Four single-character boxes (document 1 §2.8): typing moves to the next box, pasting fills
 * the boxes, Backspace in an empty box goes back, arrows move; characters are upper-cased.
 */
export function PinBoxes({
  value,
  onChange,
  isDisabled = false,
  isShaking = false,
  isInvalid = false,
  inputsRef,
  describedBy,
}: PinBoxesProps) {
  const ownRefs = useRef<(HTMLInputElement | null)[]>([]);
  const refs = inputsRef ?? ownRefs;
  const focus = (index: number) =>
    refs.current[Math.max(0, Math.min(pinLength - 1, index))]?.focus();

  function fillFrom(index: number, text: string) {
    const chars = cleanPin(text).split('');
    if (chars.length === 0) return;
    const start = chars.length >= pinLength ? 0 : index;
    const next = [...value];
    chars.slice(0, pinLength - start).forEach((char, offset) => {
      next[start + offset] = char;
    });
    onChange(next);
    focus(Math.min(start + chars.length, pinLength - 1));
  }

  function onInput(index: number, text: string) {
    const chars = cleanPin(text);
    if (text === '' || chars === '') {
      const next = [...value];
      next[index] = '';
      onChange(next);
      return;
    }
    if (chars.length > 1 && chars.length >= pinLength) {
      fillFrom(0, chars);
      return;
    }
    const next = [...value];
    next[index] = chars.slice(-1);
    onChange(next);
    if (index < pinLength - 1) focus(index + 1);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  }

  return (
    <Box
      role="group"
      aria-label="PIN"
      aria-describedby={describedBy}
      sx={{
        display: 'flex',
        gap: { xs: 1.5, sm: 2 },
        justifyContent: 'center',
        my: 3,
        animation: isShaking ? `${shake} 500ms ease-in-out` : 'none',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {value.map((char, index) => (
        <Box
          key={index}
          component="input"
          ref={(element: HTMLInputElement | null) => {
            refs.current[index] = element;
          }}
          value={char}
          disabled={isDisabled}
          aria-label={`PIN character ${index + 1} of ${pinLength}`}
          aria-invalid={isInvalid || undefined}
          inputMode="text"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
            onInput(index, event.target.value)
          }
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => onKeyDown(index, event)}
          onPaste={(event: ClipboardEvent<HTMLInputElement>) => onPaste(index, event)}
          onFocus={(event: React.FocusEvent<HTMLInputElement>) => event.target.select()}
          sx={{
            width: { xs: 52, sm: 60 },
            height: { xs: 60, sm: 68 },
            textAlign: 'center',
            fontSize: '1.75rem',
            fontWeight: 600,
            fontFamily: 'inherit',
            textTransform: 'uppercase',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 2,
            borderColor: isInvalid ? 'error.main' : 'grey.500',
            borderRadius: 2,
            outline: 'none',
            '&:focus': {
              borderColor: 'primary.main',
              boxShadow: (t) => `0 0 0 3px ${t.palette.secondary.main}`,
            },
            '&:disabled': { bgcolor: 'action.disabledBackground' },
          }}
        />
      ))}
    </Box>
  );
}
