import type { Screen } from '../screen';

/** Screens of the registry (`../screens.tsx`): Messages (document 3 §2 "Messages"; drawer: Inbox, Archive, Sent, Back). */
export const messageScreens = {
  inbox: {
    path: 'inbox',
    href: '/inbox',
    title: 'Inbox',
    drawer: { mode: 'Message' },
    page: async () =>
      (await import('../../features/messages/components/message-list-page')).InboxPage,
  },
  archive: {
    path: 'archive',
    href: '/archive',
    title: 'Archive',
    drawer: { mode: 'Message' },
    page: async () =>
      (await import('../../features/messages/components/message-list-page')).ArchivePage,
  },
  sent: {
    path: 'sent',
    href: '/sent',
    title: 'Sent',
    drawer: { mode: 'Message' },
    page: async () =>
      (await import('../../features/messages/components/message-list-page')).SentPage,
  },
} as const satisfies Record<string, Screen>;
