import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import type { ComponentDraft, DraftErrors } from '../hooks/component-draft';
import { canAutoScale } from '../hooks/component-draft';
import { formatUnit } from '../hooks/format';
import type { AttributeOption } from '../hooks/template-options';
import { QuantityField } from './quantity-field';

export interface ComponentFieldsProps {
  draft: ComponentDraft;
  onChange: (change: Partial<ComponentDraft>) => void;
  /** The chosen template as people read it (null: none chosen yet). */
  template: { name: string; category: string; unit: string } | null;
  attributeChoices: readonly AttributeOption[];
  /** The predicted quantity when it applies to the draft's template and attribute. */
  predicted: number | null;
  errors: DraftErrors;
  isReadOnly: boolean;
  /** Shows the lock checkboxes (organisation admins). */
  canLock: boolean;
  isAttributeRequired: boolean;
  onChooseTemplate: () => void;
  onAttributeInfo: () => void;
}

/** The component dialog's fields: template, attribute (with info), quantity, auto-scale, locks. */
export function ComponentFields({
  draft,
  onChange,
  template,
  attributeChoices,
  predicted,
  errors,
  isReadOnly,
  canLock,
  isAttributeRequired,
  onChooseTemplate,
  onAttributeInfo,
}: ComponentFieldsProps) {
  const attributeValue = attributeChoices.some((a) => a.Id === draft.attributeId)
    ? String(draft.attributeId)
    : '';
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            Template
          </Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {template?.name ?? 'No template chosen'}
          </Typography>
          {template ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {`${template.category} · per ${formatUnit(template.unit)}`}
            </Typography>
          ) : null}
        </Box>
        {isReadOnly ? null : (
          <Button variant="outlined" onClick={onChooseTemplate}>
            {template ? 'Change Template' : 'Choose Template'}
          </Button>
        )}
      </Box>
      {errors.template ? (
        <FormHelperText error role="alert">
          {errors.template}
        </FormHelperText>
      ) : null}

      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
        <TextField
          select
          label="Attribute"
          value={attributeValue}
          onChange={(event) => {
            const attributeId = Number(event.target.value);
            onChange(
              canAutoScale(attributeId) ? { attributeId } : { attributeId, autoCalc: false },
            );
          }}
          error={errors.attribute !== undefined}
          helperText={
            errors.attribute ??
            (isReadOnly ? undefined : 'What drives the quantity; Other when none fits.')
          }
          required={isAttributeRequired && !isReadOnly}
          disabled={isReadOnly}
        >
          {attributeChoices.map((choice) => (
            <MenuItem key={choice.Id} value={String(choice.Id)} disabled={choice.IsDisabled}>
              {choice.Description}
            </MenuItem>
          ))}
        </TextField>
        <IconButton
          aria-label="About this attribute"
          onClick={onAttributeInfo}
          disabled={!canAutoScale(draft.attributeId)}
          sx={{ mt: 3 }}
        >
          <InfoOutlined />
        </IconButton>
      </Box>

      {canAutoScale(draft.attributeId) ? (
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.autoCalc}
              onChange={(event) => onChange({ autoCalc: event.target.checked })}
              disabled={isReadOnly}
            />
          }
          label="Auto-scale the quantity with this attribute"
        />
      ) : null}

      <QuantityField
        value={draft.quantity}
        unit={template?.unit ?? ''}
        predicted={predicted}
        error={errors.quantity}
        isReadOnly={isReadOnly}
        onChange={(quantity) => onChange({ quantity, autoCalc: false })}
      />

      {canLock ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mt: 1 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.lockEdits}
                onChange={(event) => onChange({ lockEdits: event.target.checked })}
              />
            }
            label="Lock edits"
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.lockNested}
                onChange={(event) => onChange({ lockNested: event.target.checked })}
              />
            }
            label="Lock nested templates"
          />
        </Box>
      ) : null}
    </>
  );
}
