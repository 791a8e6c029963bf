import { useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { ConfirmDialog } from './confirm-dialog';
import { EmptyListStatus } from './empty-list-status';

/** The answer to a request (a `useApiMutation` result): approve or reject it by id. */
export interface RequestAnswer {
  mutate: (
    input: { requestId: number; approve: boolean },
    options: { onSuccess: () => void },
  ) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

/** What an {@link ApprovalRequestList} shows of its kind of request. */
export interface ApprovalRequestTexts<T> {
  /** The list's accessible name. */
  listLabel: string;
  /** Shown when no request is waiting. */
  emptyText: string;
  /** The request in the Approve/Reject buttons' accessible names ("Approve {name}"). */
  nameOf: (request: T) => string;
  /** The confirmation dialog's title. */
  dialogTitle: (approve: boolean) => string;
  /** The confirmation dialog's message: what approving or rejecting does. */
  dialogText: (request: T, approve: boolean) => string;
}

/**
 * Requests waiting for an admin, oldest first as given: each with its details, Reject and
 * Approve; either answer is confirmed in a dialog (with the answer's error) before it is sent.
 */
export function ApprovalRequestList<T extends { Id: number }>({
  requests,
  details,
  answer,
  texts,
}: {
  requests: T[];
  details: (request: T) => ReactNode;
  answer: RequestAnswer;
  texts: ApprovalRequestTexts<T>;
}) {
  const [confirming, setConfirming] = useState<{ request: T; approve: boolean } | null>(null);
  if (requests.length === 0) return <EmptyListStatus>{texts.emptyText}</EmptyListStatus>;
  const ask = (request: T, approve: boolean) => {
    answer.reset();
    setConfirming({ request, approve });
  };
  const confirm = () => {
    if (!confirming) return;
    answer.mutate(
      { requestId: confirming.request.Id, approve: confirming.approve },
      { onSuccess: () => setConfirming(null) },
    );
  };
  const approving = confirming?.approve ?? false;
  return (
    <>
      <List aria-label={texts.listLabel}>
        {requests.map((r) => (
          <ListItem
            key={r.Id}
            divider
            sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
          >
            <Box sx={{ minWidth: 0 }}>{details(r)}</Box>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                color="error"
                onClick={() => ask(r, false)}
                aria-label={`Reject ${texts.nameOf(r)}`}
              >
                Reject
              </Button>
              <Button
                variant="contained"
                onClick={() => ask(r, true)}
                aria-label={`Approve ${texts.nameOf(r)}`}
              >
                Approve
              </Button>
            </Box>
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={confirming !== null}
        title={texts.dialogTitle(approving)}
        confirmLabel={approving ? 'Approve' : 'Reject'}
        cancelLabel="Cancel"
        isDestructive={!approving}
        isBusy={answer.isPending}
        error={answer.error}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        {confirming ? texts.dialogText(confirming.request, approving) : ''}
      </ConfirmDialog>
    </>
  );
}
