import { useEffect, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import type { User } from '@circa/contract/identity.schema';
import { useSession } from '../../../lib/session';
import { ErrorAlert } from '../../../ui/error-alert';
import { InlineSpinner } from '../../../ui/page-spinner';
import { uploadPhoto } from '../api/profile-api';

/** How long the photo success indicator shows, in ms (document 1 §9). */
export const photoSuccessMs = 2000;

const acceptedTypes = 'image/jpeg,image/png,image/gif,image/webp';

function initials(user: User): string {
  return `${user.FirstName.charAt(0)}${user.LastName.charAt(0)}`.toUpperCase() || '?';
}

/** The profile photo with 'Change photo' (document 1 §2.9). */
export function ProfilePhoto({ user }: { user: User }) {
  const { updateUser } = useSession();
  const [state, setState] = useState<'idle' | 'uploading' | 'done'>('idle');
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (state !== 'done') return;
    const timer = setTimeout(() => setState('idle'), photoSuccessMs);
    return () => clearTimeout(timer);
  }, [state]);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    setState('uploading');
    try {
      const imageIcon = await uploadPhoto(file);
      updateUser({ ...user, ImageIcon: imageIcon });
      setState('done');
    } catch (failure) {
      console.error('Photo update failed', failure);
      setError(failure);
      setState('idle');
    }
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Avatar
        src={user.ImageIcon ?? undefined}
        alt={`Photo of ${user.FirstName} ${user.LastName}`}
        sx={{ width: 88, height: 88, bgcolor: 'primary.main', fontSize: 32 }}
      >
        {initials(user)}
      </Avatar>
      <Box>
        <Button
          component="label"
          variant="outlined"
          startIcon={<PhotoCamera />}
          disabled={state === 'uploading'}
        >
          {state === 'uploading' ? <InlineSpinner label="Uploading photo" /> : 'Change photo'}
          <input
            hidden
            type="file"
            accept={acceptedTypes}
            onChange={(event) => {
              void onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        <Box
          role="status"
          aria-live="polite"
          sx={{ minHeight: 28, display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
        >
          {state === 'done' ? (
            <>
              <CheckCircle color="success" fontSize="small" aria-hidden="true" />
              <Typography variant="body2">Photo updated</Typography>
            </>
          ) : null}
        </Box>
      </Box>
      <ErrorAlert error={error} sx={{ flexBasis: '100%' }} />
    </Box>
  );
}
