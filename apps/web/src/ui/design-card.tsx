import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import { Tooltip } from './lazy-tooltip';
import Typography from '@mui/material/Typography';
import Archive from '@mui/icons-material/Archive';
import HomeWork from '@mui/icons-material/HomeWork';
import { Link as RouterLink } from 'react-router';
import type { BuildSummary } from '@circa/contract/builds.schema';

/** Text of cards flagged disabled (document 1 §2.4). */
export const disabledCardText =
  'Not available for this project. This preset is derived from a baseline that is not enabled in this project.';

const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
const twoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/**
 * A design card (document 1 §2.4): image, title on one line, function type, description on two
 * lines (expandable), an archived icon; `to` makes the card a link; `caption` is an optional
 * line under the function type (e.g. the build's development).
 */
export function DesignCard({
  design,
  to,
  caption,
}: {
  design: BuildSummary;
  to?: string;
  caption?: string | undefined;
}) {
  const [isExpanded, setExpanded] = useState(false);
  const descriptionId = useId();
  const isLinked = to !== undefined && !design.DisableLink;
  const media = design.ImageUrl ? (
    <CardMedia component="img" height="150" image={design.ImageUrl} alt="" loading="lazy" />
  ) : (
    <Box
      sx={{
        height: 150,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'grey.200',
        color: 'grey.600',
      }}
      aria-hidden="true"
    >
      <HomeWork sx={{ fontSize: 56 }} />
    </Box>
  );
  const header = (
    <CardContent sx={{ pb: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          variant="h6"
          component="h3"
          sx={{ ...oneLine, flex: 1, fontSize: '1.05rem' }}
          title={design.Title}
        >
          {design.Title}
        </Typography>
        {design.IsArchived ? (
          <Tooltip title="Archived">
            <Archive fontSize="small" color="action" titleAccess="Archived" />
          </Tooltip>
        ) : null}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {design.FunctionTypeName}
      </Typography>
      {caption ? (
        <Typography variant="body2" sx={{ ...oneLine, color: 'text.secondary' }} title={caption}>
          {caption}
        </Typography>
      ) : null}
    </CardContent>
  );

  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {isLinked ? (
        <CardActionArea component={RouterLink} to={to}>
          {media}
          {header}
        </CardActionArea>
      ) : (
        <>
          {media}
          {header}
        </>
      )}
      <CardContent sx={{ pt: 1, flex: 1 }}>
        {design.DisableLink ? (
          <Typography variant="body2" sx={{ color: 'warning.main', mb: 1 }}>
            {disabledCardText}
          </Typography>
        ) : null}
        {design.Description ? (
          <>
            <Typography id={descriptionId} variant="body2" sx={isExpanded ? undefined : twoLines}>
              {design.Description}
            </Typography>
            {design.Description.length > 90 ? (
              <Button
                size="small"
                sx={{ px: 0, minWidth: 0 }}
                aria-controls={descriptionId}
                aria-expanded={isExpanded}
                onClick={() => setExpanded((open) => !open)}
              >
                {isExpanded ? 'Less' : 'More'}
              </Button>
            ) : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
