import Email from '@mui/icons-material/Email';
import Facebook from '@mui/icons-material/Facebook';
import LinkedIn from '@mui/icons-material/LinkedIn';
import Public from '@mui/icons-material/Public';
import X from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SharePermission } from '@circa/contract/enums';
import type { LotShareDetails } from '@circa/contract/sharing.schema';
import { screens } from '../../../config/screens';
import { ConfirmDialog } from '../../../ui/confirm-dialog';

const icons: Record<string, React.ReactNode> = {
  Facebook: <Facebook />,
  X: <X />,
  LinkedIn: <LinkedIn />,
  Email: <Email />,
};

/**
 * The social networks' buttons (document 3 §4): with a public link each opens the network's
 * share page; with a private one it asks to make the design public first; with no link yet, or
 * one waiting for approval, it goes to the preview.
 */
export function SocialLinks({ details }: { details: LotShareDetails }) {
  const navigate = useNavigate();
  const [isAsking, setIsAsking] = useState(false);
  const isPublic = details.SharePermission === SharePermission.Public;
  const onClick = (event: React.MouseEvent) => {
    if (isPublic) return;
    event.preventDefault();
    if (details.SharePermission === SharePermission.Private) setIsAsking(true);
    else void navigate(screens.sharePreview.href(details.StructureId));
  };
  return (
    <>
      <Box
        component="ul"
        aria-label="Post the link"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {details.SocialMediaLinks.map((link) => (
          <li key={link.Name}>
            <Button
              variant="outlined"
              startIcon={icons[link.Name] ?? <Public />}
              href={link.ShareableUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onClick}
            >
              {link.Name}
            </Button>
          </li>
        ))}
      </Box>
      <ConfirmDialog
        open={isAsking}
        title="Make the design public first"
        confirmLabel="Change Visibility"
        cancelLabel="Cancel"
        onCancel={() => setIsAsking(false)}
        onConfirm={() => void navigate(screens.shareVisibility.href(details.StructureId))}
      >
        The design is private, so people you post the link to would see Access denied. Make it
        public first, then post the link.
      </ConfirmDialog>
    </>
  );
}
