import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Archive from '@mui/icons-material/Archive';
import type { Message } from '@circa/contract/messages.schema';
import { visuallyHidden } from '../../../ui/page-spinner';
import { MessageText } from './message-text';

const dateFormat = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/** When a message was written, as the list shows it. */
export function formatMessageDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/**
 * One message of a list: its sender (or, in Sent, its recipient), subject and date; opening it
 * shows the content. Unread messages are bold with a dot. `onArchive` adds the Archive button.
 */
export function MessageItem({
  message,
  showRecipient,
  isOpen,
  onToggle,
  onArchive,
  isArchiving = false,
}: {
  message: Message;
  showRecipient: boolean;
  isOpen: boolean;
  onToggle: () => void;
  onArchive?: () => void;
  isArchiving?: boolean;
}) {
  const contentId = useId();
  const isUnread = !showRecipient && !message.IsRead;
  const who = showRecipient ? `To: ${message.To}` : message.From;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <ButtonBase
        onClick={onToggle}
        aria-expanded={isOpen}
        aria-controls={contentId}
        sx={{
          width: '100%',
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
          gap: 1.5,
          textAlign: 'left',
          px: 2,
          py: 1.5,
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { bgcolor: 'action.focus' },
        }}
      >
        <Box
          aria-hidden="true"
          sx={{
            mt: 0.75,
            width: 10,
            height: 10,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: isUnread ? 'primary.main' : 'transparent',
          }}
        />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography
              component="span"
              variant="body2"
              sx={{ fontWeight: isUnread ? 700 : 400, overflowWrap: 'anywhere', flexGrow: 1 }}
            >
              {who}
              {isUnread ? (
                <Box component="span" sx={visuallyHidden}>
                  , unread
                </Box>
              ) : null}
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary">
              {formatMessageDate(message.Date)}
            </Typography>
          </Box>
          <Typography
            component="span"
            sx={{ display: 'block', fontWeight: isUnread ? 700 : 500, overflowWrap: 'anywhere' }}
          >
            {message.Subject}
          </Typography>
        </Box>
      </ButtonBase>
      <Box id={contentId} hidden={!isOpen} sx={{ px: 2, pb: 2, pl: { xs: 2, sm: 5.25 } }}>
        {isOpen ? <MessageText content={message.Content} /> : null}
        {isOpen && onArchive ? (
          <Box sx={{ mt: 1.5 }}>
            <Button
              size="small"
              variant="outlined"
              startIcon={<Archive />}
              onClick={onArchive}
              disabled={isArchiving}
            >
              Archive
            </Button>
          </Box>
        ) : null}
      </Box>
    </Paper>
  );
}
