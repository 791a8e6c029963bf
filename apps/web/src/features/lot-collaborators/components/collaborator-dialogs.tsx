import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CollaborationAccess } from '@circa/contract/enums';
import {
  collaboratorAccessNames,
  lotCollaboratorTexts,
} from '@circa/contract/lot-collaborators.schema';
import type { LotCollaborator } from '@circa/contract/lot-collaborators.schema';
import { ErrorAlert } from '../../../ui/error-alert';
import { InlineSpinner } from '../../../ui/page-spinner';
import { InviteEmailField } from '../../../ui/invite-email-field';
import { useAddLotCollaborator, useEditLotCollaborator } from '../api/lot-collaborators-api';

/** Lead, Collaborator, Read Only (Not Involved is not selectable: document 3 §3). */
const levels = [
  CollaborationAccess.Lead,
  CollaborationAccess.Collaborator,
  CollaborationAccess.ReadOnly,
] as const;

function AccessLevelSelect({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (level: number) => void;
  disabled?: boolean;
}) {
  return (
    <TextField
      select
      fullWidth
      label="Access level"
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      disabled={disabled}
      margin="normal"
    >
      {levels.map((level) => (
        <MenuItem key={level} value={String(level)}>
          {collaboratorAccessNames[level]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Edit Collaborator (document 3 §2): the access level select, Remove, Cancel and OK. The lead
 * cannot be lowered or removed until another person is made Lead: the spec's message says so
 * (and the server refuses with the same words).
 */
export function EditCollaboratorDialog({
  structureId,
  collaborator,
  onRemove,
  onClose,
}: {
  structureId: number;
  collaborator: LotCollaborator;
  onRemove: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [level, setLevel] = useState(collaborator.StructureUserTypeId);
  const [leadRule, setLeadRule] = useState(false);
  const edit = useEditLotCollaborator();
  const isLead = collaborator.StructureUserTypeId === CollaborationAccess.Lead;

  const save = () => {
    if (level === collaborator.StructureUserTypeId) return onClose();
    if (isLead) return setLeadRule(true);
    edit.mutate(
      { structureId, userId: collaborator.UserId, structureUserTypeId: level },
      { onSuccess: onClose },
    );
  };
  const remove = () => (isLead ? setLeadRule(true) : onRemove());

  return (
    <Dialog
      open
      onClose={edit.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{lotCollaboratorTexts.editTitle}</DialogTitle>
      <DialogContent>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {collaborator.Name}
          {collaborator.Name !== collaborator.Email ? (
            <Typography component="span" color="text.secondary" sx={{ display: 'block' }}>
              {collaborator.Email}
            </Typography>
          ) : null}
        </Typography>
        <AccessLevelSelect
          value={level}
          onChange={(next) => {
            setLevel(next);
            setLeadRule(false);
          }}
          disabled={edit.isPending}
        />
        {leadRule ? (
          <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
            {lotCollaboratorTexts.leadRule}
          </Typography>
        ) : null}
        <ErrorAlert error={edit.error} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Button color="error" onClick={remove} disabled={edit.isPending}>
          Remove
        </Button>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button onClick={onClose} disabled={edit.isPending}>
            Cancel
          </Button>
          <Button variant="contained" onClick={save} disabled={edit.isPending}>
            {edit.isPending ? <InlineSpinner label="Saving" /> : 'OK'}
          </Button>
        </Box>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Invite Collaborator (document 3 §2): email and access level. A failed invitation shows the
 * server's words under the email field until it is edited (document 3 §5, §8).
 */
export function InviteCollaboratorDialog({
  structureId,
  onInvited,
  onClose,
}: {
  structureId: number;
  onInvited: (answer: { email: string; isInvitationSent: boolean }) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [level, setLevel] = useState<number>(CollaborationAccess.Collaborator);
  const add = useAddLotCollaborator();

  const send = () =>
    add.mutate(
      { structureId, email, structureUserTypeId: level },
      {
        onSuccess: (answer) =>
          onInvited({ email: email.trim(), isInvitationSent: answer.IsInvitationSent }),
      },
    );

  return (
    <Dialog
      open
      onClose={add.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <DialogTitle id={titleId}>{lotCollaboratorTexts.inviteTitle}</DialogTitle>
        <DialogContent>
          <InviteEmailField
            autoFocus
            fullWidth
            value={email}
            onChange={setEmail}
            request={add}
            disabled={add.isPending}
            margin="normal"
          />
          <AccessLevelSelect value={level} onChange={setLevel} disabled={add.isPending} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={add.isPending || email.trim() === ''}>
            {add.isPending ? <InlineSpinner label="Sending invitation" /> : 'Invite'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
