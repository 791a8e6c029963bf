import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Place from '@mui/icons-material/Place';
import type { Ref } from 'react';
import type { AddressSuggestion } from '@circa/contract/address.schema';
import { useAddressSuggestions } from '../api/developments-api';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** Note under suggestions whose map point is the suburb's centre. */
export const approximateNote = 'Map point is the suburb centre';

/** Characters to type before suggestions are fetched (the contract's minimum). */
const minQueryLength = 2;

function sameAddress(a: AddressSuggestion, b: AddressSuggestion): boolean {
  return a.Address === b.Address && a.Latitude === b.Latitude && a.Longitude === b.Longitude;
}

export interface LocationFieldProps {
  label: string;
  value: AddressSuggestion | null;
  inputValue: string;
  onChange: (value: AddressSuggestion | null) => void;
  onInputChange: (text: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/**
 * Address autocomplete (searchAddresses): the user types, picks a suggestion from the drop-down;
 * the typed text must stay equal to the picked address (the form checks it). Suggestions whose
 * coordinates are the suburb centre say so.
 */
export function LocationField({
  label,
  value,
  inputValue,
  onChange,
  onInputChange,
  onBlur,
  error,
  required,
  inputRef,
  autoFocus,
}: LocationFieldProps) {
  const query = useDebouncedValue(inputValue.trim(), 300);
  const isSearching = query.length >= minQueryLength && query !== value?.Address;
  const suggestions = useAddressSuggestions(query, isSearching);
  const found = isSearching ? (suggestions.data ?? []) : [];
  // The picked address stays an option so the box can show it while new suggestions load.
  const options =
    value && !found.some((option) => sameAddress(option, value)) ? [...found, value] : found;
  const noOptionsText =
    inputValue.trim().length < minQueryLength
      ? 'Type at least 2 characters of a suburb, postcode or street.'
      : suggestions.isError
        ? 'Addresses could not be loaded. Keep typing to try again.'
        : 'No matching addresses';

  return (
    <Autocomplete<AddressSuggestion, false, false, false>
      value={value}
      inputValue={inputValue}
      options={options}
      filterOptions={(x) => x}
      getOptionLabel={(option) => option.Address}
      isOptionEqualToValue={sameAddress}
      loading={isSearching && suggestions.isFetching}
      noOptionsText={noOptionsText}
      onChange={(_, next) => onChange(next)}
      onInputChange={(_, text) => onInputChange(text)}
      clearOnBlur={false}
      onBlur={onBlur}
      autoHighlight
      renderOption={({ key, ...props }, option) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start !important' }}
        >
          <Place fontSize="small" color="action" sx={{ mt: 0.25 }} aria-hidden="true" />
          <Box>
            <Typography variant="body2">{option.Address}</Typography>
            {option.IsApproximate ? (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {approximateNote}
              </Typography>
            ) : null}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          autoFocus={autoFocus}
          inputRef={inputRef}
          error={error !== undefined}
          helperText={
            error ??
            (value?.IsApproximate && inputValue === value.Address ? approximateNote : undefined)
          }
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {isSearching && suggestions.isFetching ? (
                    <CircularProgress color="inherit" size={20} aria-label="Searching addresses" />
                  ) : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
