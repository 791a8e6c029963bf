import { useState } from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Edit from '@mui/icons-material/Edit';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { messages } from '@circa/contract/messages';
import {
  collaboratorAccessNames,
  lotCollaboratorTexts,
} from '@circa/contract/lot-collaborators.schema';
import type { LotCollaborator, LotInvitation } from '@circa/contract/lot-collaborators.schema';
import { useRouteId } from '../../../lib/route-params';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { NotFoundPage } from '../../../ui/not-found-page';
import { QueryStateWithRefusal } from '../../../ui/query-state-with-refusal';
import { matchesSearch, SearchField } from '../../../ui/search-field';
import { TableColumnHeads } from '../../../ui/table-column-heads';
import { EmptyListStatus } from '../../../ui/empty-list-status';
import {
  useAnswerRequest,
  useCancelInvitation,
  useLotCollaborators,
  useRemoveLotCollaborator,
} from '../api/lot-collaborators-api';
import { EditCollaboratorDialog, InviteCollaboratorDialog } from './collaborator-dialogs';

/** The Type column: the level, with ' Access Requested' appended for a request (document 3 §2). */
export function typeText(c: LotCollaborator): string {
  const level = collaboratorAccessNames[c.StructureUserTypeId] ?? 'Not Involved';
  return c.IsRequestingAccess ? level + lotCollaboratorTexts.accessRequested : level;
}

/** Space above the fixed bottom navigation (56 px) for the fixed invite button. */
const aboveBottomNav = 'calc(72px + env(safe-area-inset-bottom))';

type Pending =
  | { kind: 'remove'; who: LotCollaborator }
  | { kind: 'approve'; who: LotCollaborator }
  | { kind: 'reject'; who: LotCollaborator }
  | { kind: 'withdraw'; invitation: LotInvitation }
  | { kind: 'invited'; email: string; isInvitationSent: boolean };

function CollaboratorsTable({
  structureId,
  people,
  invitations,
}: {
  structureId: number;
  people: LotCollaborator[];
  invitations: LotInvitation[];
}) {
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<LotCollaborator | null>(null);
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const remove = useRemoveLotCollaborator();
  const answer = useAnswerRequest();
  const withdraw = useCancelInvitation();
  const shown = people.filter(
    (p) => matchesSearch(p.Name, search) || matchesSearch(p.Email, search),
  );
  const shownInvitations = invitations.filter((i) => matchesSearch(i.Email, search));
  const busy = remove.isPending || answer.isPending || withdraw.isPending;
  const failed = remove.error ?? answer.error ?? withdraw.error;
  const close = () => {
    remove.reset();
    answer.reset();
    withdraw.reset();
    setPending(null);
  };

  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'invited') return setPending(null);
    if (pending.kind === 'withdraw') {
      withdraw.mutate(
        { structureId, invitationId: pending.invitation.InvitationId },
        { onSuccess: close },
      );
      return;
    }
    if (pending.kind === 'remove') {
      remove.mutate({ structureId, userId: pending.who.UserId }, { onSuccess: close });
      return;
    }
    answer.mutate(
      {
        structureId,
        requestLotId: pending.who.RequestLotId,
        approve: pending.kind === 'approve',
      },
      { onSuccess: close },
    );
  };

  return (
    <>
      <SearchField
        value={search}
        onChange={setSearch}
        label="Search by name or email"
        sx={{ mb: 2, maxWidth: 480 }}
        fullWidth
      />
      {shown.length === 0 && shownInvitations.length === 0 ? (
        <EmptyListStatus>{messages.noResults}</EmptyListStatus>
      ) : (
        <Table size="small" aria-label="Collaborators of the lot">
          <TableColumnHeads
            columns={[
              { label: 'Name' },
              { label: 'Type' },
              { label: 'Actions', align: 'right', isLabelHidden: true },
            ]}
          />
          <TableBody>
            {shown.map((person) => (
              <TableRow key={person.UserId}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {person.Name}
                  {person.Name !== person.Email ? (
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {person.Email}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell
                  sx={
                    person.IsRequestingAccess
                      ? { color: 'warning.dark', fontWeight: 600 }
                      : undefined
                  }
                >
                  {typeText(person)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {person.IsRequestingAccess ? (
                    <>
                      <Tooltip title="Reject">
                        <IconButton
                          aria-label={`Reject ${person.Name}'s request`}
                          color="error"
                          onClick={() => setPending({ kind: 'reject', who: person })}
                        >
                          <Close />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Approve">
                        <IconButton
                          aria-label={`Approve ${person.Name}'s request`}
                          color="success"
                          onClick={() => setPending({ kind: 'approve', who: person })}
                        >
                          <Check />
                        </IconButton>
                      </Tooltip>
                    </>
                  ) : (
                    <Tooltip title="Edit">
                      <IconButton
                        aria-label={`Edit ${person.Name}`}
                        onClick={() => setEditing(person)}
                      >
                        <Edit />
                      </IconButton>
                    </Tooltip>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {shownInvitations.map((invitation) => (
              <TableRow key={`invitation-${invitation.InvitationId}`}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{invitation.Email}</TableCell>
                <TableCell sx={{ color: 'text.secondary' }}>
                  {collaboratorAccessNames[invitation.StructureUserTypeId]}
                  {lotCollaboratorTexts.invitationSent}
                </TableCell>
                <TableCell align="right">
                  <Tooltip title="Withdraw invitation">
                    <IconButton
                      aria-label={`Withdraw the invitation to ${invitation.Email}`}
                      onClick={() => setPending({ kind: 'withdraw', invitation })}
                    >
                      <Close />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Fab
        variant="extended"
        color="primary"
        onClick={() => setInviting(true)}
        sx={{ position: 'fixed', right: 24, bottom: aboveBottomNav, zIndex: 'appBar' }}
      >
        <PersonAdd sx={{ mr: 1 }} aria-hidden="true" />
        {lotCollaboratorTexts.inviteButton}
      </Fab>
      {editing ? (
        <EditCollaboratorDialog
          structureId={structureId}
          collaborator={editing}
          onClose={() => setEditing(null)}
          onRemove={() => {
            setEditing(null);
            setPending({ kind: 'remove', who: editing });
          }}
        />
      ) : null}
      {inviting ? (
        <InviteCollaboratorDialog
          structureId={structureId}
          onClose={() => setInviting(false)}
          onInvited={(invited) => {
            setInviting(false);
            setPending({ kind: 'invited', ...invited });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? dialogTitle(pending) : ''}
        confirmLabel={pending ? confirmLabel(pending) : 'OK'}
        cancelLabel={pending?.kind === 'invited' ? undefined : 'Cancel'}
        isDestructive={
          pending?.kind === 'remove' || pending?.kind === 'reject' || pending?.kind === 'withdraw'
        }
        isBusy={busy}
        error={failed}
        onConfirm={confirm}
        onCancel={close}
      >
        {pending ? dialogText(pending) : ''}
      </ConfirmDialog>
    </>
  );
}

function dialogTitle(p: Pending): string {
  switch (p.kind) {
    case 'remove':
      return 'Remove Collaborator';
    case 'approve':
      return 'Approve Request';
    case 'reject':
      return 'Reject Request';
    case 'withdraw':
      return 'Withdraw Invitation';
    case 'invited':
      return p.isInvitationSent ? 'Invitation Sent' : 'Collaborator Added';
  }
}

function confirmLabel(p: Pending): string {
  switch (p.kind) {
    case 'remove':
      return 'Remove';
    case 'approve':
      return 'Approve';
    case 'reject':
      return 'Reject';
    case 'withdraw':
      return 'Withdraw';
    case 'invited':
      return 'OK';
  }
}

function dialogText(p: Pending): string {
  switch (p.kind) {
    case 'remove':
      return `${p.who.Name} will no longer have access to this lot.`;
    case 'approve':
      return `${p.who.Name} will get ${collaboratorAccessNames[p.who.StructureUserTypeId]} access to this lot and be told by message and email.`;
    case 'reject':
      return `${p.who.Name} will not get access to this lot and will be told by message and email.`;
    case 'withdraw':
      return `Registering with ${p.invitation.Email} will no longer give access to this lot.`;
    case 'invited':
      return p.isInvitationSent
        ? `${p.email} has no Circa account yet: an invitation was emailed. Registering with that address gives them access to this lot.`
        : `${p.email} now has access to this lot and was told by message and email.`;
  }
}

/**
 * /lot-collaborators/{structureId}/{type} (document 3 §2): the lot's collaborators and access
 * requests, Lead first, then Collaborator, then by name, searchable; requests get Reject and
 * Approve, others Edit; the fixed 'Invite New Collaborator' button. For the lot's lead and the
 * development's admin coordinators: others read the server's refusal.
 */
export function LotCollaboratorsPage() {
  const structureId = useRouteId('structureId');
  const list = useLotCollaborators(structureId);
  if (structureId < 1) return <NotFoundPage />;
  return (
    <Box component="section" aria-labelledby="lot-collaborators-heading" sx={{ pb: 8 }}>
      <QueryStateWithRefusal query={list} label="collaborators">
        {(data) => (
          <>
            <Typography id="lot-collaborators-heading" variant="h5" component="h2">
              Collaborators
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
              {data.StructureName} · {data.ProjectName}
            </Typography>
            <CollaboratorsTable
              structureId={structureId}
              people={data.Collaborators}
              invitations={data.Invitations}
            />
          </>
        )}
      </QueryStateWithRefusal>
    </Box>
  );
}
