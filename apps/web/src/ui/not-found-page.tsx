import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { messages } from '@circa/contract/messages';

/** Unknown routes: '404! - Go home', linking to / (document 1 §2.1). */
export function NotFoundPage() {
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h4" component="p">
        <Link component={RouterLink} to="/">
          {messages.notFoundPage}
        </Link>
      </Typography>
    </Box>
  );
}
