import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ProjectUsers } from '@circa/contract/project-people.schema';
import { projectPeopleTexts } from '@circa/contract/project-people.schema';
import { screens } from '../../../config/screens';
import { useRouteId } from '../../../lib/route-params';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import { NotFoundPage } from '../../../ui/not-found-page';
import {
  useAddPreApprovedUser,
  useProjectUsers,
  useSetPreApprovedOnly,
} from '../api/project-people-api';
import { QueryStateWithRefusal } from '../../../ui/query-state-with-refusal';
import { TitledPageSection } from '../../../ui/titled-page-section';
import { TableColumnHeads, hiddenOnPhone } from '../../../ui/table-column-heads';
import { InviteEmailField } from '../../../ui/invite-email-field';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The email field and its add button; a server refusal shows under the field until edited. */
function AddEmail({ projectId }: { projectId: number }) {
  const add = useAddPreApprovedUser(projectId);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') return;
    add.mutate(email, {
      onSuccess: (line) => {
        setSentTo(line.Email);
        setEmail('');
      },
    });
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', maxWidth: 560, mb: 3 }}
    >
      <InviteEmailField
        size="small"
        margin="none"
        fullWidth
        value={email}
        onChange={setEmail}
        request={add}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={email.trim() === '' || add.isPending}
        sx={{ flexShrink: 0, height: 40 }}
      >
        Add
      </Button>
      <ConfirmDialog
        open={sentTo !== null}
        title={projectPeopleTexts.invitationSent}
        confirmLabel="OK"
        onConfirm={() => setSentTo(null)}
      >
        {`An invitation to this development was sent to ${sentTo ?? ''}.`}
      </ConfirmDialog>
    </Box>
  );
}

function UsersTable({ projectId, data }: { projectId: number; data: ProjectUsers }) {
  if (data.PreApprovedUsers.length === 0) {
    return (
      <Typography role="status" sx={{ py: 2, color: 'text.secondary' }}>
        No email addresses are pre-approved for this development.
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label="Pre-approved users">
      <TableColumnHeads
        columns={[
          { label: 'Email' },
          { label: 'Account' },
          { label: 'Invitation Sent', hideOnPhone: true },
        ]}
      />
      <TableBody>
        {data.PreApprovedUsers.map((user) => (
          <TableRow key={user.PreApprovedUserId}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={screens.userLots.href(projectId, user.Email)}>
                {user.Email}
              </Link>
            </TableCell>
            <TableCell>{user.UserId > 0 ? 'Registered' : 'No account yet'}</TableCell>
            <TableCell sx={hiddenOnPhone}>
              {user.InvitedAt ? dateFormat.format(new Date(user.InvitedAt)) : '—'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function PreApprovedUsers({ projectId, data }: { projectId: number; data: ProjectUsers }) {
  const setOnly = useSetPreApprovedOnly(projectId);
  const isOn = setOnly.isPending ? setOnly.variables : data.IsProjectPreApprovedOnly;
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={isOn}
            onChange={(_, checked) => setOnly.mutate(checked)}
            disabled={setOnly.isPending}
          />
        }
        label={projectPeopleTexts.preApprovedOnly}
        sx={{ mb: 1 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 640 }}>
        {isOn
          ? 'Only the email addresses below, the coordinators and the organisation’s administrators can join this development and its lots. Each address gets an invitation by email.'
          : 'Every member of the organisation can join this development and its lots.'}
      </Typography>
      <ErrorAlert error={setOnly.error} sx={{ mb: 2 }} />
      {isOn ? <AddEmail projectId={projectId} /> : null}
      <UsersTable projectId={projectId} data={data} />
    </>
  );
}

/**
 * /project-users/{projectId} (document 3 §2): the 'Pre-approved Users Only' toggle; when on, an
 * email field and Add (the server's refusal under the field, cleared on edit; 'Invitation Sent'
 * on success); the pre-approved emails, those with an account first, each opening the person's
 * lots; 'Project Profile' goes back to the development.
 */
export function ProjectUsersPage() {
  const projectId = useRouteId('projectId');
  const users = useProjectUsers(projectId);
  if (projectId < 1) return <NotFoundPage />;
  return (
    <TitledPageSection title="Pre-approved Users">
      <QueryStateWithRefusal query={users} label="pre-approved users">
        {(data) => <PreApprovedUsers projectId={projectId} data={data} />}
      </QueryStateWithRefusal>
      <Button
        component={RouterLink}
        to={screens.development.href(projectId)}
        variant="outlined"
        sx={{ mt: 3 }}
      >
        {projectPeopleTexts.projectProfile}
      </Button>
    </TitledPageSection>
  );
}
