import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import type { TemplateLine } from '@circa/contract/customise.schema';
import { formatKg, formatUnit } from '../hooks/format';

const twoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/**
 * A template's embodied GWP per unit (operational impacts depend on the design and show on the
 * component once added), or what stands in for it.
 */
export function impactPerUnitText(
  template: TemplateLine,
  impacts: ReadonlyMap<string, number | null> | undefined,
  isPending: boolean,
  isError: boolean,
): string {
  const value = impacts?.get(template.Id) ?? template.ImpactValue;
  if (value !== null && value !== undefined)
    return `${formatKg(value)} embodied per ${formatUnit(template.Unit)}`;
  if (isPending) return 'Impact per unit: calculating…';
  if (isError) return 'Impact per unit could not be calculated';
  return 'No impact data';
}

/** The picker's templates by category; each row picks its template. */
export function TemplatePickerList({
  groups,
  selectedTemplateId,
  impacts,
  isImpactPending,
  isImpactError,
  onPick,
}: {
  groups: { category: string; templates: TemplateLine[] }[];
  selectedTemplateId: string;
  impacts: ReadonlyMap<string, number | null> | undefined;
  isImpactPending: boolean;
  isImpactError: boolean;
  onPick: (template: TemplateLine) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Show the chosen template when the picker opens.
    const chosen = container.current?.querySelector<HTMLElement>('[aria-current="true"]');
    if (chosen && typeof chosen.scrollIntoView === 'function')
      chosen.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <Box ref={container}>
      {groups.map((group) => (
        <List
          key={group.category}
          dense
          aria-label={group.category}
          subheader={
            <ListSubheader component="div" sx={{ bgcolor: 'grey.100', lineHeight: '36px' }}>
              {group.category}
            </ListSubheader>
          }
          sx={{ py: 0 }}
        >
          {group.templates.map((template) => {
            const isSelected = template.Id === selectedTemplateId;
            return (
              <ListItemButton
                key={template.Id}
                selected={isSelected}
                aria-current={isSelected ? 'true' : undefined}
                onClick={() => onPick(template)}
                sx={{ alignItems: 'flex-start', py: 1 }}
              >
                <ListItemText
                  primary={template.Name}
                  secondary={
                    <>
                      <Typography
                        component="span"
                        variant="body2"
                        sx={{ display: 'block', color: 'text.primary' }}
                      >
                        {impactPerUnitText(template, impacts, isImpactPending, isImpactError)}
                      </Typography>
                      {template.Description ? (
                        <Typography
                          component="span"
                          variant="body2"
                          sx={{ ...twoLines, color: 'text.secondary' }}
                        >
                          {template.Description}
                        </Typography>
                      ) : null}
                    </>
                  }
                />
                {isSelected ? (
                  <ListItemIcon sx={{ minWidth: 0, ml: 1, mt: 0.5 }}>
                    <CheckCircle color="secondary" titleAccess="Chosen" />
                  </ListItemIcon>
                ) : null}
              </ListItemButton>
            );
          })}
        </List>
      ))}
    </Box>
  );
}
