import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';

/** A search box for filtering a list: labelled, with a search icon, `type="search"`. */
export function SearchField({
  value,
  onChange,
  label = 'Search',
  ...props
}: { value: string; onChange: (value: string) => void; label?: string } & Omit<
  TextFieldProps,
  'value' | 'onChange' | 'label'
>) {
  return (
    <TextField
      {...props}
      type="search"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      margin="none"
      size="small"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search aria-hidden="true" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** True when `text` contains `query`, ignoring case and surrounding spaces (empty query: true). */
export function matchesSearch(text: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return needle === '' || text.toLocaleLowerCase().includes(needle);
}
