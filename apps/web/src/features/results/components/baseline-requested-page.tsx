import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NotFoundPage } from '../../../ui/not-found-page';
import { PageCard } from '../../../ui/page-card';
import { useIdParam } from '../../../lib/route-params';
import { screens } from '../../../config/screens';

/** Baseline Requested (/baseline-requested/{id}; document 2 "Baseline Requested"). */
export function BaselineRequestedPage() {
  const structureId = useIdParam('structureId');
  const navigate = useNavigate();
  if (structureId === null) return <NotFoundPage />;
  return (
    <PageCard heading="Baseline Requested">
      <Typography sx={{ mb: 1 }}>
        Your request to convert this design into a baseline was submitted to the project&apos;s
        administration team.
      </Typography>
      <Typography sx={{ mb: 3 }}>
        If approved, it will appear in the project&apos;s baseline list.
      </Typography>
      <Button
        variant="contained"
        onClick={() => void navigate(screens.designResults.href(structureId))}
      >
        Back To Results
      </Button>
    </PageCard>
  );
}
