import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import Block from '@mui/icons-material/Block';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HistoryToggleOff from '@mui/icons-material/HistoryToggleOff';
import { messages } from '@circa/contract/messages';
import type { OrgUserLine } from '@circa/contract/org-users.schema';
import { useRouteId } from '../../../lib/route-params';
import { useSession } from '../../../lib/session';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { NotFoundPage } from '../../../ui/not-found-page';
import { matchesSearch, SearchField } from '../../../ui/search-field';
import { useOrgUsers, useSetUserBlocked } from '../api/org-users-api';
import { QueryStateWithRefusal } from '../../../ui/query-state-with-refusal';
import { TitledPageSection } from '../../../ui/titled-page-section';
import { TableColumnHeads } from '../../../ui/table-column-heads';
import { EmptyListStatus } from '../../../ui/empty-list-status';
import { formatLastLogin, isInactive } from './inactivity';

const fullName = (u: OrgUserLine) => `${u.FirstName} ${u.Surname}`.trim();

/** Search on name, surname and email (document 3 §4). */
const matches = (u: OrgUserLine, query: string) =>
  matchesSearch(fullName(u), query) || matchesSearch(u.Email, query);

function UserRow({
  user,
  isOpen,
  onToggle,
  onBlock,
  isSelf,
  now,
}: {
  user: OrgUserLine;
  isOpen: boolean;
  onToggle: () => void;
  onBlock: () => void;
  isSelf: boolean;
  now: Date;
}) {
  const detailsId = useId();
  const inactive = isInactive(user.LastLogin, now);
  return (
    <>
      <TableRow
        sx={
          inactive
            ? (theme) => ({
                bgcolor: alpha(theme.palette.warning.main, 0.08),
                boxShadow: `inset 4px 0 0 ${theme.palette.warning.main}`,
              })
            : undefined
        }
      >
        <TableCell sx={{ py: 0.5 }}>
          <Button
            color="inherit"
            onClick={onToggle}
            aria-expanded={isOpen}
            aria-controls={detailsId}
            endIcon={isOpen ? <ExpandLess /> : <ExpandMore />}
            sx={{ fontWeight: 500, textAlign: 'left', overflowWrap: 'anywhere', px: 1 }}
          >
            {fullName(user) || user.Email}
          </Button>
          {user.IsBlocked ? (
            <Chip
              size="small"
              color="error"
              variant="outlined"
              icon={<Block aria-hidden="true" />}
              label="Blocked"
              sx={{ ml: 1 }}
            />
          ) : null}
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {formatLastLogin(user.LastLogin)}
          {inactive ? (
            <Box
              component="span"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                color: 'warning.main',
                fontSize: '0.8125rem',
                fontWeight: 600,
              }}
            >
              <HistoryToggleOff fontSize="small" aria-hidden="true" />
              Over 5 months ago
            </Box>
          ) : null}
        </TableCell>
      </TableRow>
      {isOpen ? (
        <TableRow id={detailsId}>
          <TableCell colSpan={2} sx={{ bgcolor: 'action.hover' }}>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1.5,
              }}
            >
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                Email: <Link href={`mailto:${user.Email}`}>{user.Email}</Link>
              </Typography>
              {isSelf ? (
                <Typography variant="body2" color="text.secondary">
                  You cannot block yourself.
                </Typography>
              ) : (
                <Button
                  variant={user.IsBlocked ? 'contained' : 'outlined'}
                  color={user.IsBlocked ? 'primary' : 'error'}
                  onClick={onBlock}
                >
                  {user.IsBlocked ? 'Unblock' : 'Block'}
                </Button>
              )}
            </Box>
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}

function UsersTable({ orgId, users }: { orgId: number; users: OrgUserLine[] }) {
  const { session } = useSession();
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<OrgUserLine | null>(null);
  const [now] = useState(() => new Date());
  const setBlocked = useSetUserBlocked(orgId);
  const shown = users.filter((u) => matches(u, search));

  const confirm = () => {
    if (!confirming) return;
    setBlocked.mutate(
      { userId: confirming.UserId, isBlocked: !confirming.IsBlocked },
      { onSuccess: () => setConfirming(null) },
    );
  };
  const name = confirming ? fullName(confirming) || confirming.Email : '';

  return (
    <>
      <SearchField
        value={search}
        onChange={setSearch}
        label="Search by name, surname or email"
        sx={{ mb: 2, maxWidth: 480 }}
        fullWidth
      />
      {shown.length === 0 ? (
        <EmptyListStatus>{messages.noResults}</EmptyListStatus>
      ) : (
        <Table size="small" aria-label="Users of the organisation">
          <TableColumnHeads columns={[{ label: 'Name' }, { label: 'Last Login' }]} />
          <TableBody>
            {shown.map((user) => (
              <UserRow
                key={user.UserId}
                user={user}
                now={now}
                isOpen={openId === user.UserId}
                onToggle={() => setOpenId(openId === user.UserId ? null : user.UserId)}
                onBlock={() => {
                  setBlocked.reset();
                  setConfirming(user);
                }}
                isSelf={session.user?.Id === user.UserId}
              />
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.IsBlocked ? 'Unblock User' : 'Block User'}
        confirmLabel={confirming?.IsBlocked ? 'Unblock' : 'Block'}
        cancelLabel="Cancel"
        isDestructive={!confirming?.IsBlocked}
        isBusy={setBlocked.isPending}
        error={setBlocked.error}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        {confirming?.IsBlocked
          ? `${name} will be able to view and work on the organisation's developments and lots again.`
          : `${name} will be signed out and can no longer view or work on the organisation's developments and lots. Nothing they wrote is removed.`}
      </ConfirmDialog>
    </>
  );
}

/**
 * /org-users/{orgId} (document 3 §4 "Users"): the organisation's members, blocked first, then by
 * surname, searchable on name, surname and email; a row opens to the email and Block or Unblock
 * (each confirmed). Rows whose last login is over 5 months ago are highlighted in the warning
 * colour, with an icon and words so colour is not the only sign.
 */
export function OrgUsersPage() {
  const orgId = useRouteId('orgId');
  const users = useOrgUsers(orgId);
  if (orgId < 1) return <NotFoundPage />;
  return (
    <TitledPageSection title="Users">
      <QueryStateWithRefusal query={users} label="users">
        {(list) => <UsersTable orgId={orgId} users={list} />}
      </QueryStateWithRefusal>
    </TitledPageSection>
  );
}
