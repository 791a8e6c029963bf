import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { screens } from '../../../config/screens';

/** The page's footer (document 2 §2): the Circa logo and a Learn more link to the home page. */
export function PageFooter() {
  return (
    <Box
      component="footer"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, py: 2 }}
    >
      <Box component="img" src="/favicon.svg" alt="Circa" width={40} height={40} />
      <Link component={RouterLink} to={screens.home.href}>
        Learn more
      </Link>
    </Box>
  );
}
