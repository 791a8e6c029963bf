import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { CoordinatorUser } from '@circa/contract/project-people.schema';
import { screens } from '../../../config/screens';
import { useRouteId } from '../../../lib/route-params';
import { ErrorAlert } from '../../../ui/error-alert';
import { NotFoundPage } from '../../../ui/not-found-page';
import { useProjectCoordinators, useSetCoordinator } from '../api/project-people-api';
import { RemoveCoordinatorDialog } from './remove-coordinator-dialog';
import { QueryStateWithRefusal } from '../../../ui/query-state-with-refusal';
import { TitledPageSection } from '../../../ui/titled-page-section';
import { TableColumnHeads, hiddenOnPhone } from '../../../ui/table-column-heads';

const fullName = (u: CoordinatorUser) => `${u.FirstName} ${u.Surname}`.trim() || u.Email;

function standing(u: CoordinatorUser): string {
  if (u.IsCoordinator) return 'Coordinator';
  if (u.IsStructureUser) return 'Lot user';
  return 'Member';
}

function RoleChip({ user }: { user: CoordinatorUser }) {
  return (
    <Chip
      size="small"
      label={standing(user)}
      color={user.IsCoordinator ? 'primary' : 'default'}
      variant={user.IsCoordinator ? 'filled' : 'outlined'}
    />
  );
}

function CoordinatorsTable({
  projectId,
  people,
}: {
  projectId: number;
  people: CoordinatorUser[];
}) {
  const setCoordinator = useSetCoordinator(projectId);
  const [removing, setRemoving] = useState<CoordinatorUser | null>(null);
  const [pendingId, setPendingId] = useState<number | null>(null);

  const change = (user: CoordinatorUser, isCoordinator: boolean) => {
    setPendingId(user.UserId);
    setCoordinator.mutate(
      { userId: user.UserId, isCoordinator },
      {
        onSuccess: () => setRemoving(null),
        onSettled: () => setPendingId(null),
      },
    );
  };

  if (people.length === 0) {
    return (
      <Typography role="status" sx={{ py: 3, color: 'text.secondary' }}>
        No one works on this development yet: pre-approve users or invite collaborators to its lots,
        then make one of them a coordinator.
      </Typography>
    );
  }
  return (
    <>
      {setCoordinator.isError && removing === null ? (
        <ErrorAlert error={setCoordinator.error} sx={{ mb: 2 }} />
      ) : null}
      <Table size="small" aria-label="Coordinators and users of the development">
        <TableColumnHeads
          columns={[
            { label: 'Name' },
            { label: 'Company', hideOnPhone: true },
            { label: 'Role', hideOnPhone: true },
            { label: 'Actions', align: 'right', isLabelHidden: true },
          ]}
        />
        <TableBody>
          {people.map((user) => (
            <TableRow key={user.UserId}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Link
                  component={RouterLink}
                  to={screens.userLots.href(projectId, user.Email)}
                  sx={{ fontWeight: 500 }}
                >
                  {fullName(user)}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {user.Email}
                </Typography>
                {/* on a phone the role shows under the name (its column is hidden) */}
                <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
                  <RoleChip user={user} />
                </Box>
              </TableCell>
              <TableCell sx={hiddenOnPhone}>{user.Company}</TableCell>
              <TableCell sx={hiddenOnPhone}>
                <RoleChip user={user} />
              </TableCell>
              <TableCell align="right">
                {user.IsCoordinator ? (
                  <Button
                    color="error"
                    onClick={() => {
                      setCoordinator.reset();
                      setRemoving(user);
                    }}
                    aria-label={`Remove ${fullName(user)} as coordinator`}
                  >
                    Remove
                  </Button>
                ) : (
                  <Button
                    onClick={() => change(user, true)}
                    disabled={pendingId !== null}
                    aria-label={`Make ${fullName(user)} a coordinator`}
                  >
                    Add
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <RemoveCoordinatorDialog
        open={removing !== null}
        name={removing ? fullName(removing) : ''}
        isBusy={setCoordinator.isPending}
        error={setCoordinator.error}
        onConfirm={() => removing && change(removing, false)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

/**
 * /project-coordinators/{projectId} (document 3 §2): the development's coordinators first, then
 * the users of its lots, then by surname; Add makes one a coordinator, Remove (confirmed) ends a
 * coordinator's management (they keep access). Each name opens the person's lots.
 */
export function ProjectCoordinatorsPage() {
  const projectId = useRouteId('projectId');
  const people = useProjectCoordinators(projectId);
  if (projectId < 1) return <NotFoundPage />;
  return (
    <TitledPageSection title="Coordinators">
      <QueryStateWithRefusal query={people} label="coordinators">
        {(list) => <CoordinatorsTable projectId={projectId} people={list} />}
      </QueryStateWithRefusal>
    </TitledPageSection>
  );
}
