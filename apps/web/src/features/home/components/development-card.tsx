import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import { Tooltip } from '../../../ui/lazy-tooltip';
import Typography from '@mui/material/Typography';
import Apartment from '@mui/icons-material/Apartment';
import Archive from '@mui/icons-material/Archive';
import { Link as RouterLink } from 'react-router';
import type { DevelopmentSummary } from '@circa/contract/organisations.schema';
import { isScreenReady, screens } from '../../../config/screens';

const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** A development on home: feature image, name, organisation; opens the development page. */
export function DevelopmentCard({ development }: { development: DevelopmentSummary }) {
  const to = screens.development.href(development.ProjectId);
  const body = (
    <>
      {development.FeatureImage ? (
        <CardMedia
          component="img"
          height="110"
          image={development.FeatureImage}
          alt=""
          loading="lazy"
        />
      ) : (
        <Box
          sx={{
            height: 110,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'grey.200',
            color: 'grey.600',
          }}
          aria-hidden="true"
        >
          <Apartment sx={{ fontSize: 48 }} />
        </Box>
      )}
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography
            variant="h6"
            component="h3"
            sx={{ ...oneLine, flex: 1, fontSize: '1.05rem' }}
            title={development.Name}
          >
            {development.Name}
          </Typography>
          {development.IsArchived ? (
            <Tooltip title="Archived">
              <Archive fontSize="small" color="action" titleAccess="Archived" />
            </Tooltip>
          ) : null}
        </Box>
        <Typography variant="body2" sx={{ ...oneLine, color: 'text.secondary' }}>
          {development.OrgName}
        </Typography>
      </CardContent>
    </>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {isScreenReady(to) ? (
        <CardActionArea component={RouterLink} to={to}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
