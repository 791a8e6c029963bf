import {
  archiveMessage,
  listMessages,
  readMessage,
  sentMessages,
} from '@circa/contract/messages.routes';
import type { Message } from '@circa/contract/messages.schema';
import { messagePageSize } from '@circa/contract/messages.schema';
import { unreadMessages } from '@circa/contract/shell.routes';
import { callApi } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { useInfiniteList } from '../../../ui/use-infinite-list';

/** The three lists of the Messages area (document 3 §2 "Messages"). */
export type MessageBox = 'inbox' | 'archive' | 'sent';

/** A list of the Messages area, 20 at a time; a page shorter than 20 ends it. */
export function useMessageList(box: MessageBox) {
  return useInfiniteList<Message>({
    queryKey: ['api', box === 'sent' ? sentMessages.id : listMessages.id, 'list', box],
    fetchPage: (start, numberOf, signal) =>
      box === 'sent'
        ? callApi(sentMessages, { offset: start, numberOf }, { signal })
        : callApi(listMessages, { start, numberOf, isArchived: box === 'archive' }, { signal }),
    pageSize: messagePageSize,
  });
}

/** Opening an unread message reads it: the badge and the lists show it read. */
export function useReadMessage() {
  return useApiMutation({
    mutationFn: (message: Pick<Message, 'Id' | 'MessageType'>) =>
      callApi(readMessage, { id: message.Id, messageType: message.MessageType }),
    invalidates: [unreadMessages, listMessages],
  });
}

/** Archiving moves a message out of the inbox into the archive (also refreshed after a refusal). */
export function useArchiveMessage() {
  return useApiMutation({
    mutationFn: (message: Pick<Message, 'Id' | 'MessageType'>) =>
      callApi(archiveMessage, { id: message.Id, messageType: message.MessageType }),
    invalidates: [unreadMessages, listMessages],
    after: 'settled',
  });
}
