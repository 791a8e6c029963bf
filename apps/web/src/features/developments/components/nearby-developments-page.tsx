import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import type { AddressSuggestion } from '@circa/contract/address.schema';
import { formatMessage, messages } from '@circa/contract/messages';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageSpinner } from '../../../ui/page-spinner';
import { EmptyListStatus } from '../../../ui/empty-list-status';
import { useNearbyDevelopments } from '../api/developments-api';
import { LocationField } from './location-field';
import { isScreenReady, screens } from '../../../config/screens';

/** "1.2 km" (one decimal under 10 km, whole kilometres beyond). */
export function formatDistance(km: number): string {
  return km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}

/** Where a nearby development leads: its lots (to add the build there) once that screen exists. */
function developmentLink(projectId: number): string {
  const lots = screens.findLot.href(projectId);
  return isScreenReady(lots) ? lots : screens.development.href(projectId);
}

function Results({ place }: { place: AddressSuggestion }) {
  const nearby = useNearbyDevelopments({ longitude: place.Longitude, latitude: place.Latitude });
  if (nearby.isPending) return <PageSpinner label="Finding developments" />;
  if (nearby.isError) {
    return (
      <ErrorAlert
        error={nearby.error}
        action={
          <Button color="inherit" size="small" onClick={() => void nearby.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (nearby.data.length === 0) {
    return (
      <EmptyListStatus>
        {formatMessage(messages.noNearbyDevelopments, { type: 'developments' })}
      </EmptyListStatus>
    );
  }
  return (
    <Paper variant="outlined">
      <List aria-label="Developments near this location" disablePadding>
        {nearby.data.map((development, index) => (
          <ListItem
            key={development.ProjectId}
            disablePadding
            divider={index < nearby.data.length - 1}
          >
            <ListItemButton component={RouterLink} to={developmentLink(development.ProjectId)}>
              <ListItemText
                primary={development.Name}
                secondary={development.Address}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
              <Typography
                variant="body2"
                sx={{ color: 'text.secondary', ml: 2, whiteSpace: 'nowrap' }}
              >
                {formatDistance(development.DistanceKm)}
              </Typography>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/**
 * /build-location (Add New Build; document 3 "Find development by location"): the user picks an
 * address and sees the developments within 50 km, nearest first, or adds a new development.
 */
export function NearbyDevelopmentsPage() {
  const [place, setPlace] = useState<AddressSuggestion | null>(null);
  const [text, setText] = useState('');
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h5" component="h2">
        Where is the build?
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
        Pick the address to find its development, then choose or add the lot.
      </Typography>
      <LocationField
        label="Location"
        value={place}
        inputValue={text}
        onInputChange={setText}
        onChange={setPlace}
        autoFocus
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button
          component={RouterLink}
          to={screens.newDevelopment.href(0, 0)}
          startIcon={<Add />}
          variant="outlined"
        >
          ADD A NEW DEVELOPMENT
        </Button>
      </Box>
      <Box aria-live="polite">{place ? <Results place={place} /> : null}</Box>
    </Box>
  );
}
