import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { SelectableTemplate, TemplatesResult } from '@circa/contract/org-library.schema';
import { useId, useState } from 'react';
import { SearchField, matchesSearch } from '../../../ui/search-field';
import { AllButtons } from './all-buttons';
import { SelectionSection } from './selection-section';
import { libraryColumnSx } from './library-column';

/** A pending change: these templates are being turned on or off. */
export interface TemplateChange {
  TemplateIds: string[];
  IsSelected: boolean;
}

interface Category {
  name: string;
  templates: SelectableTemplate[];
}

function byCategory(templates: SelectableTemplate[]): Category[] {
  const groups = new Map<string, SelectableTemplate[]>();
  for (const t of templates)
    groups.set(t.PrimaryCategory, [...(groups.get(t.PrimaryCategory) ?? []), t]);
  return [...groups.entries()]
    .map(([name, list]) => ({ name, templates: list }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function TemplateRow({
  template,
  isSelected,
  isPending,
  onToggle,
}: {
  template: SelectableTemplate;
  isSelected: boolean;
  isPending: boolean;
  onToggle: () => void;
}) {
  const descriptionId = useId();
  return (
    <ListItem disableGutters divider sx={{ alignItems: 'flex-start' }}>
      <ListItemIcon sx={{ minWidth: 44 }}>
        <Checkbox
          edge="start"
          checked={isSelected}
          disabled={isPending}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': template.Name, 'aria-describedby': descriptionId } }}
        />
      </ListItemIcon>
      <ListItemText
        primary={template.Name}
        secondary={`${template.Description} · per ${template.Unit}`}
        slotProps={{ secondary: { id: descriptionId } }}
        sx={{ my: 0.75, color: isSelected ? 'text.primary' : 'text.secondary' }}
      />
    </ListItem>
  );
}

/**
 * The library's templates by category with per-item selection, Enable All and Disable All
 * (document 3 §2, §4 "Template enablement": the selection sets IsSelected).
 */
export function TemplateSelection({
  result,
  heading,
  intro,
  pending,
  error,
  onChange,
}: {
  result: TemplatesResult;
  heading: string;
  /** What the selection governs, in a sentence. */
  intro: string;
  /** The change being saved, if any. */
  pending: TemplateChange | undefined;
  error: unknown;
  onChange: (change: TemplateChange) => void;
}) {
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<string | false>(false);
  const selectedNow = (t: SelectableTemplate) =>
    pending?.TemplateIds.includes(t.Id) ? pending.IsSelected : t.IsSelected;
  const enabledCount = result.Templates.filter(selectedNow).length;
  const shown = result.Templates.filter(
    (t) => matchesSearch(t.Name, search) || matchesSearch(t.Description, search),
  );
  const isSearching = search.trim() !== '';
  const categories = byCategory(shown);

  return (
    <SelectionSection
      title={heading}
      intro={intro}
      error={error}
      sx={libraryColumnSx}
      controls={
        <>
          <Typography sx={{ mt: 1 }} role="status">
            {enabledCount} of {result.Templates.length} templates enabled
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mt: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <SearchField
              value={search}
              onChange={setSearch}
              label="Search templates"
              sx={{ flex: 1, maxWidth: { sm: 360 } }}
            />
            <AllButtons
              disabled={pending !== undefined || result.Templates.length === 0}
              disableAllQuestion="Turn off every template? Designs will not be able to add any component until templates are enabled again."
              onSet={(isEnabled) =>
                onChange({ TemplateIds: result.Templates.map((t) => t.Id), IsSelected: isEnabled })
              }
            />
          </Stack>
        </>
      }
    >
      {categories.length === 0 ? (
        <Typography sx={{ p: 2 }}>No results</Typography>
      ) : (
        categories.map((category) => {
          const on = category.templates.filter(selectedNow).length;
          const isOpen = isSearching || expanded === category.name;
          return (
            <Accordion
              key={category.name}
              disableGutters
              expanded={isOpen}
              onChange={(_, open) => setExpanded(open ? category.name : false)}
            >
              <AccordionSummary expandIcon={<ExpandMore />}>
                <Typography sx={{ flex: 1, fontWeight: 500 }}>{category.name}</Typography>
                <Typography
                  variant="body2"
                  sx={{
                    color: on < category.templates.length ? 'warning.main' : 'text.secondary',
                    mr: 1,
                  }}
                >
                  {on} of {category.templates.length} enabled
                </Typography>
              </AccordionSummary>
              <AccordionDetails sx={{ pt: 0 }}>
                <List dense aria-label={category.name} disablePadding>
                  {category.templates.map((t) => (
                    <TemplateRow
                      key={t.Id}
                      template={t}
                      isSelected={selectedNow(t)}
                      isPending={pending !== undefined}
                      onToggle={() =>
                        onChange({ TemplateIds: [t.Id], IsSelected: !selectedNow(t) })
                      }
                    />
                  ))}
                </List>
              </AccordionDetails>
            </Accordion>
          );
        })
      )}
    </SelectionSection>
  );
}
