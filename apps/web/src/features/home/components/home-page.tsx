import { useDeferredValue, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Login from '@mui/icons-material/Login';
import { Link as RouterLink } from 'react-router';
import type { BuildSummary } from '@circa/contract/builds.schema';
import { messages } from '@circa/contract/messages';
import { useSession } from '../../../lib/session';
import { DesignCard } from '../../../ui/design-card';
import { InfiniteList } from '../../../ui/infinite-list';
import { buildLink } from '../../../config/build-link';
import { ScreenLinkButton } from '../../../ui/screen-link-button';
import { useFeaturedDesigns, useRecentBuilds, useRecentDevelopments } from '../api/home-api';
import { DevelopmentCard } from './development-card';
import { HomePreview } from './home-preview';
import { NextStep } from './next-step';
import { screens } from '../../../config/screens';
import { homeWelcomeLine, welcomeBackPrefix } from '../../../config/first-draw';

function Welcome() {
  const { session } = useSession();
  if (session.status === 'signedIn') {
    return (
      <Box sx={{ mb: 3 }}>
        <Typography
          variant="h5"
          component="h2"
        >{`${welcomeBackPrefix}${session.user.FirstName}`}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{homeWelcomeLine}</Typography>
      </Box>
    );
  }
  if (session.status === 'checking') return null;
  return (
    <Paper
      elevation={0}
      sx={{
        p: { xs: 2.5, sm: 3 },
        mb: 3,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
      }}
    >
      <Box sx={{ flex: '1 1 280px' }}>
        <Typography variant="h5" component="h2" gutterBottom>
          Design better buildings over their whole life
        </Typography>
        <Typography>
          Get feedback on the environmental impact and cost of a design in about 20 minutes.
        </Typography>
      </Box>
      <Button
        component={RouterLink}
        to={screens.login.href}
        variant="contained"
        color="secondary"
        size="large"
        startIcon={<Login />}
      >
        Sign in
      </Button>
    </Paper>
  );
}

/** My Builds and My Developments (signed in only; document 1 §2.4). */
function MyLists() {
  const builds = useRecentBuilds(true);
  const developments = useRecentDevelopments(true);
  return (
    <>
      <HomePreview<BuildSummary>
        id="my-builds-heading"
        heading="My Builds"
        moreTo={screens.builds.href}
        addTo={screens.buildLocation.href}
        addLabel="Add a build"
        emptyText="NO BUILDS YET"
        rowHeight={287}
        items={builds.data}
        isPending={builds.isPending}
        error={builds.error}
        onRetry={() => void builds.refetch()}
        getKey={(build) => build.Id}
        renderItem={(build) => <DesignCard design={build} to={buildLink(build)} />}
      />
      <HomePreview
        id="my-developments-heading"
        heading="My Developments"
        moreTo={screens.developments.href}
        addTo={screens.newDevelopment.href(0, 0)}
        addLabel="Add a development"
        emptyText="NO PROJECT YET"
        rowHeight={191}
        items={developments.data?.Developments}
        isPending={developments.isPending}
        error={developments.error}
        onRetry={() => void developments.refetch()}
        getKey={(development) => development.ProjectId}
        renderItem={(development) => <DevelopmentCard development={development} />}
      />
    </>
  );
}

/**
 * / (document 1 §2.4): welcome or sign-in call to action; signed in, My Builds and My
 * Developments (3 each); the Featured Designs feed.
 */
export function HomePage() {
  const { session } = useSession();
  const featured = useFeaturedDesigns();
  // Below the fold on a phone: its cards are drawn in a transition after the answer's render
  // (React yields between them), the loading state kept until then.
  const featuredItems = useMemo(() => featured.data?.pages.flat() ?? [], [featured.data]);
  const shownFeatured = useDeferredValue(featuredItems);
  const featuredList = {
    ...featured,
    items: shownFeatured,
    isPending: featured.isPending || (featuredItems.length > 0 && shownFeatured.length === 0),
  };
  return (
    <Box>
      <Welcome />
      {session.status === 'signedIn' ? <MyLists /> : null}
      {/* After the lists, not above them: it appears once its calls answer, and above the
          lists it would push them down (Lighthouse mobile CLS 0.246 on the demo admin's home). */}
      {session.status === 'signedIn' ? <NextStep /> : null}
      <Box component="section" aria-labelledby="featured-heading">
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            mb: 2,
            flexWrap: 'wrap',
          }}
        >
          <Typography id="featured-heading" variant="h5" component="h2">
            Featured Designs
          </Typography>
          <ScreenLinkButton
            to={screens.buildLocation.href}
            variant="contained"
            color="secondary"
            startIcon={<Add />}
          >
            Add New Build
          </ScreenLinkButton>
        </Box>
        <InfiniteList<BuildSummary>
          list={featuredList}
          label="Featured Designs"
          emptyText={messages.noFeatureDesigns}
          getKey={(design) => design.Id}
          renderItem={(design) => <DesignCard design={design} to={screens.feed.href(design.Id)} />}
        />
      </Box>
    </Box>
  );
}
