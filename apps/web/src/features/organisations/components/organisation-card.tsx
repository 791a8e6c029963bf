import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Apartment from '@mui/icons-material/Apartment';
import { Link as RouterLink } from 'react-router';
import type { OrganisationSummary } from '@circa/contract/organisations.schema';
import { screens } from '../../../config/screens';

const twoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/** Descriptions longer than this may not fit in two lines: they get More/Less. */
const moreThreshold = 90;

/**
 * An organisation in the picker (document 1 §2.10): logo, name, description truncated at two
 * lines with More/Less, and Select (to the organisation's projects).
 */
export function OrganisationCard({ organisation }: { organisation: OrganisationSummary }) {
  const [isExpanded, setExpanded] = useState(false);
  const descriptionId = useId();
  const titleId = useId();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
          <Avatar
            src={organisation.ImageUrl ?? undefined}
            alt=""
            variant="rounded"
            sx={{ bgcolor: 'primary.main' }}
          >
            <Apartment />
          </Avatar>
          <Typography
            id={titleId}
            variant="h6"
            component="h3"
            sx={{ fontSize: '1.05rem', minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {organisation.Title}
          </Typography>
        </Box>
        {organisation.Description ? (
          <Typography
            id={descriptionId}
            variant="body2"
            sx={isExpanded ? { color: 'text.secondary' } : { ...twoLines, color: 'text.secondary' }}
          >
            {organisation.Description}
          </Typography>
        ) : null}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={screens.orgProjects.href(organisation.Id)}
          variant="contained"
          aria-describedby={titleId}
        >
          Select
        </Button>
        {organisation.Description.length > moreThreshold ? (
          <Button
            size="small"
            aria-controls={descriptionId}
            aria-expanded={isExpanded}
            onClick={() => setExpanded((open) => !open)}
          >
            {isExpanded ? 'Less' : 'More'}
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
}
