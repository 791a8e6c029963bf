// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  archiveMessage,
  listMessages,
  readMessage,
  sentMessages,
} from '@circa/contract/messages.routes';
import type { Message } from '@circa/contract/messages.schema';
import { messageTexts } from '@circa/contract/messages.schema';
import { unreadMessages } from '@circa/contract/shell.routes';
import { mockApi, onRoute, renderRoutes, sentRouteBodies } from '../../../app/test-utils';
import { ArchivePage, InboxPage, SentPage } from './message-list-page';

const routes = [
  { path: '/inbox', element: <InboxPage /> },
  { path: '/archive', element: <ArchivePage /> },
  { path: '/sent', element: <SentPage /> },
];

const message = (Id: number, extra: Partial<Message> = {}): Message => ({
  Id,
  MessageType: 1,
  Date: new Date(Date.UTC(2026, 10, 20, 1, Id)).toISOString(),
  Subject: `Subject ${Id}`,
  Content: `Content ${Id}`,
  From: 'Lee Lead',
  To: 'Ada Lovelace',
  IsRead: false,
  ...extra,
});

let inbox: Message[];
let archived: Message[];
beforeEach(() => {
  localStorage.clear();
  inbox = Array.from({ length: 25 }, (_, i) => message(100 - i, { IsRead: i % 2 === 1 }));
  archived = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function api() {
  return mockApi({
    ...onRoute(listMessages, ({ start, numberOf, isArchived }) =>
      (isArchived ? archived : inbox).slice(start, start + numberOf),
    ),
    ...onRoute(sentMessages, () => []),
    ...onRoute(unreadMessages, () => inbox.filter((m) => !m.IsRead).length),
    ...onRoute(readMessage, ({ id }) => {
      inbox = inbox.map((m) => (m.Id === id ? { ...m, IsRead: true } : m));
      return true;
    }),
    ...onRoute(archiveMessage, ({ id }) => {
      archived = [...inbox.filter((m) => m.Id === id), ...archived];
      inbox = inbox.filter((m) => m.Id !== id);
      return true;
    }),
  });
}

describe('the Messages lists', () => {
  it('loads the inbox 20 at a time and asks for more until a page has fewer than 20', async () => {
    const fetchMock = api();
    renderRoutes(routes, ['/inbox']);
    const list = await screen.findByRole('list', { name: 'Inbox messages' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Subject 100');
    // jsdom has no IntersectionObserver: the Load more button stands in for scrolling
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const starts = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/messages')
      .map((url) => url.searchParams.get('start'));
    expect(starts).toEqual(['0', '20']);
  });

  it('reads an unread message when it is opened, and archives it out of the inbox', async () => {
    const fetchMock = api();
    renderRoutes(routes, ['/inbox']);
    const opener = await screen.findByRole('button', { name: /Lee Lead, unread.*Subject 100/ });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Content 100')).toBeTruthy();
    await waitFor(() =>
      expect(sentRouteBodies(fetchMock, readMessage)).toEqual([{ id: 100, messageType: 1 }]),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Subject 100/ }).textContent).not.toContain(
        'unread',
      ),
    );
    // opening a read message sends nothing
    await userEvent.click(screen.getByRole('button', { name: /Subject 99/ }));
    expect(sentRouteBodies(fetchMock, readMessage)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: /Subject 100/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Subject 100/ })).toBeNull());
    expect(sentRouteBodies(fetchMock, archiveMessage)).toEqual([{ id: 100, messageType: 1 }]);
  });

  it('shows the empty texts of each list', async () => {
    inbox = [];
    api();
    const view = renderRoutes(routes, ['/inbox']);
    expect(await screen.findByText(messageTexts.noInbox)).toBeTruthy();
    await view.router.navigate('/archive');
    expect(await screen.findByText(messageTexts.noArchive)).toBeTruthy();
    await view.router.navigate('/sent');
    expect(await screen.findByText('You have no sent messages.')).toBeTruthy();
  });

  it('shows links of a message as links and markup as text', async () => {
    inbox = [
      message(1, {
        Content: `Open <b>it</b>: ${window.location.origin}/lot-details/5/3.\nSee https://example.com/x?y=1 <script>alert(1)</script> javascript:alert(1)`,
      }),
    ];
    api();
    renderRoutes(routes, ['/inbox']);
    await userEvent.click(await screen.findByRole('button', { name: /Subject 1/ }));
    const inApp = screen.getByRole('link', { name: `${window.location.origin}/lot-details/5/3` });
    expect(inApp.getAttribute('href')).toBe('/lot-details/5/3');
    expect(inApp.getAttribute('target')).toBeNull();
    const outside = screen.getByRole('link', { name: 'https://example.com/x?y=1' });
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });
});
