import { useId } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Lock from '@mui/icons-material/Lock';
import type { NestedTemplate } from '@circa/contract/customise.schema';
import { InlineSpinner } from '../../../ui/page-spinner';
import { ErrorAlert } from '../../../ui/error-alert';
import { formatQuantity, formatUnit } from '../hooks/format';

/**
 * A component's nested templates (subcomponents) in their order, with their quantity per unit of
 * the component; up and down buttons reorder them unless they are read only.
 */
export function NestedTemplatesList({
  items,
  parentUnit,
  isPending,
  error,
  isReadOnly,
  isLocked,
  onMove,
}: {
  items: readonly NestedTemplate[] | undefined;
  parentUnit: string;
  isPending: boolean;
  error: unknown;
  isReadOnly: boolean;
  /** Shows the lock (subcomponents locked by an organisation admin). */
  isLocked: boolean;
  onMove: (index: number, step: -1 | 1) => void;
}) {
  const headingId = useId();
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', py: 1 }}>
        <InlineSpinner label="Loading nested templates" />
        <Typography variant="body2">Loading nested templates…</Typography>
      </Box>
    );
  }
  if (error) return <ErrorAlert error={error} sx={{ my: 1 }} />;
  if (!items || items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography id={headingId} variant="subtitle2" component="h3">
          Nested templates
        </Typography>
        {isLocked ? <Lock fontSize="small" color="action" titleAccess="Locked" /> : null}
      </Box>
      <Box component="ol" aria-label="Nested templates" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item, index) => (
          <Box
            component="li"
            key={item.TemplateId}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              py: 0.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {item.Name}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {`${formatQuantity(item.Quantity)} ${formatUnit(item.Unit)} per ${formatUnit(parentUnit)}`}
              </Typography>
            </Box>
            {isReadOnly ? null : (
              <>
                <IconButton
                  size="small"
                  aria-label={`Move ${item.Name} up`}
                  disabled={index === 0}
                  onClick={() => onMove(index, -1)}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Move ${item.Name} down`}
                  disabled={index === items.length - 1}
                  onClick={() => onMove(index, 1)}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
              </>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
