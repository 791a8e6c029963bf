import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockReset from '@mui/icons-material/LockReset';
import Logout from '@mui/icons-material/Logout';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { productVersion, runningBuild } from '../../../lib/build-info';
import { termsUrl } from '../../../config/deployment';
import { useSession } from '../../../lib/session';
import { PageSpinner } from '../../../ui/page-spinner';
import { ProfileForm } from './profile-form';
import { ProfileMemberships } from './profile-memberships';
import { ProfilePhoto } from './profile-photo';
import { screens } from '../../../config/screens';

/** /profile (document 1 §2.9). */
export function ProfilePage() {
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  const [isLeaving, setLeaving] = useState(false);
  if (session.status !== 'signedIn') return <PageSpinner />;
  const user = session.user;

  async function logout() {
    setLeaving(true);
    await signOut();
    await navigate(screens.login.href, { replace: true });
  }

  return (
    <Paper
      elevation={0}
      sx={{ p: { xs: 2, sm: 4 }, border: 1, borderColor: 'divider', maxWidth: 720, mx: 'auto' }}
    >
      <ProfilePhoto user={user} />
      <ProfileForm key={user.Id} user={user} />
      <ProfileMemberships />
      <Divider sx={{ my: 2 }} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Button
          component={RouterLink}
          to={screens.enterPassword.href(user.Username)}
          variant="outlined"
          startIcon={<LockReset />}
        >
          Change Password
        </Button>
        <Button
          variant="contained"
          color="error"
          startIcon={<Logout />}
          onClick={() => void logout()}
          disabled={isLeaving}
        >
          Logout
        </Button>
      </Box>
      <Box
        sx={{
          mt: 3,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
          color: 'text.secondary',
        }}
      >
        <Link href={termsUrl} target="_blank" rel="noopener noreferrer">
          Terms and Conditions
        </Link>
        <Typography variant="body2">{`Build version ${productVersion}${runningBuild === 'dev' ? '' : ` (${runningBuild})`}`}</Typography>
      </Box>
    </Paper>
  );
}
