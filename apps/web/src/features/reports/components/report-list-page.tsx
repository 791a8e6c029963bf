import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import type { ReportLine, ReportStatus } from '@circa/contract/reports.schema';
import { screens } from '../../../config/screens';
import { EmptyListStatus } from '../../../ui/empty-list-status';
import { NotFoundPage } from '../../../ui/not-found-page';
import { QueryStateWithRefusal } from '../../../ui/query-state-with-refusal';
import { useReportLines } from '../api/reports-api';
import type { ReportOwner } from '../api/reports-api';
import { BackLinkButton } from './back-link-button';
import { useReportOwner } from './report-owner';

/** How each making status reads in the list. */
export const statusLabels: Record<ReportStatus, string> = {
  queued: 'Queued',
  running: 'Generating',
  done: 'Ready',
  failed: 'Failed',
};

const statusColours = {
  queued: 'default',
  running: 'info',
  done: 'success',
  failed: 'error',
} as const;

const dateTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/** /share/{id}/{type}/reportList: the reports made, newest first, each opening in the viewer. */
export function ReportListPage() {
  const owner = useReportOwner();
  if (!owner) return <NotFoundPage />;
  return <Lines owner={owner} />;
}

function Lines({ owner }: { owner: ReportOwner }) {
  const lines = useReportLines(owner);
  return (
    <Box component="section" aria-label="Report List">
      <QueryStateWithRefusal query={lines} label="reports">
        {(list) =>
          list.length === 0 ? (
            <EmptyListStatus>No reports have been made yet.</EmptyListStatus>
          ) : (
            <List aria-label="Reports">
              {list.map((line) => (
                <Line key={line.ReportId} owner={owner} line={line} />
              ))}
            </List>
          )
        }
      </QueryStateWithRefusal>
      <Box sx={{ mt: 2 }}>
        <BackLinkButton to={screens.shareReports.href(owner.id, owner.level)} />
      </Box>
    </Box>
  );
}

function Line({ owner, line }: { owner: ReportOwner; line: ReportLine }) {
  return (
    <ListItemButton
      component={RouterLink}
      to={screens.shareReport.href(owner.id, owner.level, line.ReportTypeId, line.ReportId)}
      divider
    >
      <ListItemText
        primary={line.Title}
        secondary={`${line.ReportTypeDesc} · ${dateTime.format(new Date(line.Timestamp))}`}
      />
      <Chip
        size="small"
        label={statusLabels[line.Status]}
        color={statusColours[line.Status]}
        variant={line.Status === 'done' ? 'filled' : 'outlined'}
      />
    </ListItemButton>
  );
}
