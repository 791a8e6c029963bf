-- The Messages screens (issue 12 item 5): the inbox, the archive and the sent list are read a
-- page at a time, newest first. Without these, a page sorts every message of the user.
create index messages_inbox_idx on messages (recipient_user_id, created_at desc, id desc)
  where archived_at is null;
create index messages_archive_idx on messages (recipient_user_id, created_at desc, id desc)
  where archived_at is not null;
create index messages_sent_idx on messages (sender_user_id, created_at desc, id desc)
  where sender_user_id is not null;
