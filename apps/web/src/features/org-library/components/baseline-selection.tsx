import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { BaselineResult } from '@circa/contract/org-library.schema';
import { DesignCard } from '../../../ui/design-card';
import { AllButtons } from './all-buttons';
import { SelectionSection } from './selection-section';

type Card = BaselineResult['BuildSummaries'][number];

/** A pending change: these baselines are being enabled or disabled. */
export interface BaselineChange {
  designIds: number[];
  isEnabled: boolean;
}

export const cardGrid = {
  display: 'grid',
  gap: 2,
  // minmax(0, …): a card's one-line title may not widen its column past the page
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

function BaselineItem({
  card,
  isEnabled,
  isPending,
  onToggle,
}: {
  card: Card;
  isEnabled: boolean;
  isPending: boolean;
  onToggle: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', opacity: isEnabled ? 1 : 0.75 }}>
      {/* DisableLink here means "not enabled at this level": the switch says it, not the preset text */}
      <DesignCard
        design={{ ...card, DisableLink: false }}
        caption={
          card.OrgId === undefined ? 'Circa library baseline' : "Your organisation's baseline"
        }
      />
      <FormControlLabel
        sx={{ mt: 0.5, ml: 0 }}
        control={
          <Switch
            checked={isEnabled}
            disabled={isPending}
            onChange={onToggle}
            slotProps={{ input: { 'aria-label': `Enable ${card.Title}` } }}
          />
        }
        label={isEnabled ? 'Enabled' : 'Disabled'}
      />
    </Box>
  );
}

/**
 * Baselines with per-item selection, Enable All and Disable All (document 3 §2 "Baselines and
 * presets"), grouped by LCI group when there are several.
 */
export function BaselineSelection({
  result,
  title,
  intro,
  emptyText,
  pending,
  error,
  onChange,
}: {
  result: BaselineResult;
  title: string;
  intro: string;
  emptyText: string;
  pending: BaselineChange | undefined;
  error: unknown;
  onChange: (change: BaselineChange) => void;
}) {
  const enabledNow = (card: Card) =>
    pending?.designIds.includes(card.Id) ? pending.isEnabled : !card.DisableLink;
  const cards = result.BuildSummaries;
  const enabledCount = cards.filter(enabledNow).length;
  const groupIds = [...new Set(cards.map((c) => c.LCIGroupId))];
  const groupName = (id: number) =>
    result.LciGroups.find((g) => g.Id === id)?.Description ?? `LCI group ${id}`;

  const grid = (list: Card[]) => (
    <Box sx={cardGrid}>
      {list.map((card) => (
        <BaselineItem
          key={card.Id}
          card={card}
          isEnabled={enabledNow(card)}
          isPending={pending !== undefined}
          onToggle={() => onChange({ designIds: [card.Id], isEnabled: !enabledNow(card) })}
        />
      ))}
    </Box>
  );

  return (
    <SelectionSection
      title={title}
      intro={intro}
      error={error}
      controls={
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography role="status">
            {enabledCount} of {cards.length} baselines enabled
          </Typography>
          <AllButtons
            disabled={pending !== undefined || cards.length === 0}
            disableAllQuestion="Disable every baseline? New lots will have no baseline to start from until one is enabled again. Lots already started keep theirs."
            onSet={(isEnabled) => onChange({ designIds: cards.map((c) => c.Id), isEnabled })}
          />
        </Stack>
      }
    >
      {cards.length === 0 ? (
        <Typography sx={{ p: 2 }}>{emptyText}</Typography>
      ) : groupIds.length === 1 ? (
        grid(cards)
      ) : (
        groupIds.map((id) => (
          <Box key={id} component="section" sx={{ mb: 3 }}>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              {groupName(id)}
            </Typography>
            {grid(cards.filter((c) => c.LCIGroupId === id))}
          </Box>
        ))
      )}
    </SelectionSection>
  );
}
