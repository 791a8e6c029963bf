import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { TemplateLine } from '@circa/contract/customise.schema';
import { SearchField, matchesSearch } from '../../../ui/search-field';
import { useTemplateImpacts } from '../api/customise-api';
import type { TemplateOptions } from '../hooks/template-options';
import { attributeFilterOptions, pickerGroups } from '../hooks/template-options';
import { TemplatePickerList } from './template-picker-list';

/** 'All attributes' in the picker's attribute filter (browse every template of the view). */
export const allAttributes = 'all';

export interface TemplatePickerDialogProps {
  open: boolean;
  structureId: number;
  /** The view's templates and the design's attributes. */
  options: TemplateOptions;
  selectedTemplateId: string;
  /** The attribute to filter by at first (the component's, when it has one). */
  initialAttributeId: number | null;
  /** Called with the chosen template and the attribute it was found by (null: browsing all). */
  onPick: (template: TemplateLine, attributeId: number | null) => void;
  onClose: () => void;
  onRequestTemplate: () => void;
}

/**
 * The attribute-based template picker (document 2 §2): choose an attribute, then one of the
 * templates it drives, or browse all the view's templates; a search box narrows by name. Each
 * template shows its GWP per unit so designers can compare.
 */
export function TemplatePickerDialog(props: TemplatePickerDialogProps) {
  const { open, onClose } = props;
  const titleId = useId();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={isPhone}
      scroll="paper"
      maxWidth="md"
    >
      <DialogTitle id={titleId}>Choose a Template</DialogTitle>
      {open ? <PickerBody {...props} /> : null}
    </Dialog>
  );
}

function PickerBody({
  structureId,
  options,
  selectedTemplateId,
  initialAttributeId,
  onPick,
  onClose,
  onRequestTemplate,
}: TemplatePickerDialogProps) {
  const attributeChoices = useMemo(() => attributeFilterOptions(options), [options]);
  const [attribute, setAttribute] = useState<string>(
    initialAttributeId !== null && attributeChoices.some((a) => a.Id === initialAttributeId)
      ? String(initialAttributeId)
      : allAttributes,
  );
  const [query, setQuery] = useState('');
  const impacts = useTemplateImpacts(
    structureId,
    options.templates.map((t) => t.Id),
  );
  const attributeId = attribute === allAttributes ? null : Number(attribute);
  const shown = options.templates.filter(
    (t) =>
      (attributeId === null || t.AttributeIds.includes(attributeId)) &&
      (matchesSearch(t.Name, query) || matchesSearch(t.PrimaryCategory, query)),
  );
  const groups = pickerGroups(shown);

  return (
    <>
      <Box
        sx={{
          px: 3,
          pb: 1,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        <TextField
          select
          label="Attribute"
          value={attribute}
          onChange={(event) => setAttribute(event.target.value)}
          margin="none"
          size="small"
        >
          <MenuItem value={allAttributes}>All attributes</MenuItem>
          {attributeChoices.map((choice) => (
            <MenuItem key={choice.Id} value={String(choice.Id)}>
              {choice.Description}
            </MenuItem>
          ))}
        </TextField>
        <SearchField value={query} onChange={setQuery} label="Search templates" />
      </Box>
      <DialogContent dividers sx={{ p: 0 }}>
        {groups.length === 0 ? (
          <Typography role="status" sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
            {options.templates.length === 0
              ? 'No templates can be used in this view.'
              : 'No templates match. Choose another attribute, clear the search, or request a template.'}
          </Typography>
        ) : (
          <TemplatePickerList
            groups={groups}
            selectedTemplateId={selectedTemplateId}
            impacts={impacts.data}
            isImpactPending={impacts.isPending}
            isImpactError={impacts.isError}
            onPick={(template) => onPick(template, attributeId)}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onRequestTemplate}>Request a Template</Button>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </>
  );
}
