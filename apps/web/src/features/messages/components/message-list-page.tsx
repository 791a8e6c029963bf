import { useState } from 'react';
import Box from '@mui/material/Box';
import type { Message } from '@circa/contract/messages.schema';
import { messageTexts } from '@circa/contract/messages.schema';
import { ErrorAlert } from '../../../ui/error-alert';
import { InfiniteList } from '../../../ui/infinite-list';
import type { MessageBox } from '../api/messages-api';
import { useArchiveMessage, useMessageList, useReadMessage } from '../api/messages-api';
import { MessageItem } from './message-item';

const emptyTexts: Record<MessageBox, string> = {
  inbox: messageTexts.noInbox,
  archive: messageTexts.noArchive,
  sent: messageTexts.noSent,
};

const labels: Record<MessageBox, string> = {
  inbox: 'Inbox messages',
  archive: 'Archived messages',
  sent: 'Sent messages',
};

/**
 * A list of the Messages area (document 3 §2): 20 at a time, more on scrolling until a page
 * brings fewer than 20. Opening an unread message reads it; in the inbox, Archive moves it to
 * the archive and out of the list.
 */
function MessageListPage({ box }: { box: MessageBox }) {
  const list = useMessageList(box);
  const read = useReadMessage();
  const archive = useArchiveMessage();
  const [openId, setOpenId] = useState<number | null>(null);

  const toggle = (message: Message) => {
    const opening = openId !== message.Id;
    setOpenId(opening ? message.Id : null);
    if (opening && box !== 'sent' && !message.IsRead) read.mutate(message);
  };

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      {archive.isError ? (
        <Box sx={{ mb: 2 }}>
          <ErrorAlert error={archive.error} />
        </Box>
      ) : null}
      <InfiniteList
        list={list}
        layout="column"
        label={labels[box]}
        emptyText={emptyTexts[box]}
        getKey={(message) => message.Id}
        renderItem={(message) => (
          <MessageItem
            message={message}
            showRecipient={box === 'sent'}
            isOpen={openId === message.Id}
            onToggle={() => toggle(message)}
            onArchive={
              box === 'inbox'
                ? () =>
                    archive.mutate(message, {
                      onSuccess: () => setOpenId(null),
                    })
                : undefined
            }
            isArchiving={archive.isPending && archive.variables?.Id === message.Id}
          />
        )}
      />
    </Box>
  );
}

export function InboxPage() {
  return <MessageListPage box="inbox" />;
}

export function ArchivePage() {
  return <MessageListPage box="archive" />;
}

export function SentPage() {
  return <MessageListPage box="sent" />;
}
