import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

/**
 * A list of acknowledgement checkboxes; `ticked[i]` is the state of `labels[i]`. With
 * `showUnticked` the boxes still to tick are marked invalid (error colour).
 */
export function Acknowledgements({
  labels,
  ticked,
  onChange,
  disabled = false,
  showUnticked = false,
}: {
  labels: readonly string[];
  ticked: readonly boolean[];
  onChange: (ticked: boolean[]) => void;
  disabled?: boolean;
  showUnticked?: boolean;
}) {
  return (
    <FormGroup>
      {labels.map((label, index) => {
        const isChecked = ticked[index] ?? false;
        const isMissing = showUnticked && !isChecked;
        return (
          <FormControlLabel
            key={label}
            disabled={disabled}
            sx={isMissing ? { color: 'error.main' } : undefined}
            control={
              <Checkbox
                checked={isChecked}
                sx={isMissing ? { color: 'error.main' } : undefined}
                slotProps={{ input: { 'aria-invalid': isMissing } }}
                onChange={(event) => {
                  const next = labels.map((_, i) => ticked[i] ?? false);
                  next[index] = event.target.checked;
                  onChange(next);
                }}
              />
            }
            label={label}
          />
        );
      })}
    </FormGroup>
  );
}
