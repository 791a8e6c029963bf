import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReportRecipient } from '@circa/contract/reports.schema';
import { EmptyListStatus } from '../../../ui/empty-list-status';

/**
 * The recipients with a checkbox each, under a Select all that checks or clears them all (mixed
 * when some are checked).
 */
export function RecipientList({
  recipients,
  onChange,
}: {
  recipients: ReportRecipient[];
  onChange: (recipients: ReportRecipient[]) => void;
}) {
  const checked = recipients.filter((r) => r.Checked).length;
  const isAll = recipients.length > 0 && checked === recipients.length;
  const toggle = (index: number) =>
    onChange(recipients.map((r, i) => (i === index ? { ...r, Checked: !r.Checked } : r)));
  return (
    <List aria-label="Recipients" dense sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <ListItem disablePadding divider>
        <ListItemButton
          role={undefined}
          disabled={recipients.length === 0}
          onClick={() => onChange(recipients.map((r) => ({ ...r, Checked: !isAll })))}
        >
          <ListItemIcon>
            <Checkbox
              edge="start"
              checked={isAll}
              indeterminate={checked > 0 && !isAll}
              tabIndex={-1}
              disableRipple
              slotProps={{ input: { 'aria-label': 'Select all' } }}
            />
          </ListItemIcon>
          <ListItemText primary="Select all" />
        </ListItemButton>
      </ListItem>
      {recipients.length === 0 ? (
        <EmptyListStatus>No recipients yet: add one below.</EmptyListStatus>
      ) : (
        recipients.map((r, index) => (
          <ListItem key={r.Email.toLowerCase()} disablePadding>
            <ListItemButton role={undefined} onClick={() => toggle(index)}>
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  checked={r.Checked}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{
                    input: { 'aria-label': r.Name === '' ? r.Email : `${r.Name} (${r.Email})` },
                  }}
                />
              </ListItemIcon>
              <ListItemText
                primary={r.Name === '' ? r.Email : r.Name}
                secondary={r.Name === '' ? null : r.Email}
              />
            </ListItemButton>
          </ListItem>
        ))
      )}
    </List>
  );
}
