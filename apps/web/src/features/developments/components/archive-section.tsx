import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Archive from '@mui/icons-material/Archive';
import Unarchive from '@mui/icons-material/Unarchive';
import { useArchiveDevelopment } from '../api/developments-api';
import { ArchiveDialog } from './archive-dialog';
import { SettingsSection } from '../../../ui/settings-section';

/** Archive or unarchive a development (document 3 §4: the user types ARCHIVE or UNARCHIVE). */
export function ArchiveSection({
  projectId,
  orgId,
  isArchived,
}: {
  projectId: number;
  orgId: number;
  isArchived: boolean;
}) {
  const [isOpen, setOpen] = useState(false);
  const archive = useArchiveDevelopment();
  const isArchiving = !isArchived;
  return (
    <SettingsSection title="Archive">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mt: 1,
        }}
      >
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {isArchived ? 'This project is archived.' : 'This project is active.'}
        </Typography>
        <Button
          variant="outlined"
          color={isArchiving ? 'error' : 'primary'}
          startIcon={isArchiving ? <Archive /> : <Unarchive />}
          onClick={() => {
            archive.reset();
            setOpen(true);
          }}
        >
          {isArchiving ? 'ARCHIVE PROJECT' : 'UNARCHIVE PROJECT'}
        </Button>
      </Box>
      <ArchiveDialog
        open={isOpen}
        isArchiving={isArchiving}
        subject="project"
        isBusy={archive.isPending}
        error={archive.error}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          archive.mutate(
            { projectId, orgId, archive: isArchiving },
            { onSuccess: () => setOpen(false) },
          )
        }
      />
    </SettingsSection>
  );
}
