import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Level, SharePermission } from '@circa/contract/enums';
import { sharingTexts } from '@circa/contract/sharing.schema';
import type { LotShareDetails } from '@circa/contract/sharing.schema';
import { screens } from '../../../config/screens';
import { ErrorAlert } from '../../../ui/error-alert';
import { ScreenLinkButton } from '../../../ui/screen-link-button';
import { useUpdateShare } from '../api/sharing-api';
import type { VisibilityChoice } from '../hooks/visibility';
import {
  choiceSettings,
  currentChoice,
  saveLabel,
  visibilityChoices,
  visibilityStatus,
  visibilityTexts,
} from '../hooks/visibility';
import { LotSharePageFrame } from './lot-share-page-frame';

function VisibilityForm({ details }: { details: LotShareDetails }) {
  const [choice, setChoice] = useState<VisibilityChoice>(() => currentChoice(details));
  const update = useUpdateShare();
  const navigate = useNavigate();
  const labelId = useId();
  const isPublic = details.SharePermission === SharePermission.Public;
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    update.mutate(
      { StructureId: details.StructureId, ...choiceSettings(choice) },
      { onSuccess: () => navigate(screens.shareLink.href(details.StructureId)) },
    );
  };
  return (
    <Box
      component="form"
      onSubmit={save}
      noValidate
      sx={{ display: 'grid', gap: 2, maxWidth: 640 }}
    >
      <Typography role="status">{visibilityStatus(details)}</Typography>
      {details.CanCreatePublicLink || isPublic ? null : (
        <Alert severity="info">
          This development needs an organisation administrator&apos;s approval for public links: you
          can request one, and it works once approved.
        </Alert>
      )}
      <FormControl>
        <FormLabel id={labelId}>Who may see the design</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={choice}
          onChange={(event) => setChoice(event.target.value as VisibilityChoice)}
        >
          {visibilityChoices(details).map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.5 } }}
              label={
                <>
                  <Typography>{visibilityTexts[option].label}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {visibilityTexts[option].help}
                  </Typography>
                </>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      {choice === 'private' && isPublic ? (
        <Alert severity="warning">
          The link is public now: once private, it works only for you and the lot&apos;s
          stakeholders, and anyone else who has it sees Access denied.
        </Alert>
      ) : null}
      <ErrorAlert error={update.error} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {saveLabel(details.SharePermission)}
        </Button>
        <ScreenLinkButton to={screens.share.href(details.StructureId, Level.Structure)}>
          Cancel
        </ScreenLinkButton>
      </Box>
    </Box>
  );
}

/**
 * /share/{structureId}/3/visibility (document 3 §4 "Share permission"): who may see the design —
 * public and featured, public, a request for either where the development needs approval, or
 * private. Saving goes to the share-link page.
 */
export function VisibilityPage() {
  return (
    <LotSharePageFrame>
      {(d) =>
        d.CanEdit ? (
          <VisibilityForm details={d} />
        ) : (
          <Alert severity="info">{sharingTexts.readOnly}</Alert>
        )
      }
    </LotSharePageFrame>
  );
}
