import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

/** A list of acknowledgement checkboxes; `ticked[i]` is the state of `labels[i]`. */
export function Acknowledgements({
  labels,
  ticked,
  onChange,
  disabled = false,
}: {
  labels: readonly string[];
  ticked: readonly boolean[];
  onChange: (ticked: boolean[]) => void;
  disabled?: boolean;
}) {
  return (
    <FormGroup>
      {labels.map((label, index) => (
        <FormControlLabel
          key={label}
          disabled={disabled}
          control={
            <Checkbox
              checked={ticked[index] ?? false}
              onChange={(event) => {
                const next = labels.map((_, i) => ticked[i] ?? false);
                next[index] = event.target.checked;
                onChange(next);
              }}
            />
          }
          label={label}
        />
      ))}
    </FormGroup>
  );
}
