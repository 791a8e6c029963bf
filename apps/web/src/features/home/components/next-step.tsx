import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { screens } from '../../../config/screens';
import { ScreenLinkButton } from '../../../ui/screen-link-button';
import {
  useMyJoinRequests,
  useMyOrganisations,
  useRecentBuilds,
  useRecentDevelopments,
} from '../api/home-api';

interface Step {
  number: number;
  title: string;
  text: string;
  action: string;
  to: string;
  /** A second way forward (step 1: join an existing organisation instead). */
  also?: { action: string; to: string };
}

/** The four steps to a first result (issue 20; decision 0023). */
const stepCount = 4;

/**
 * Where a newcomer is on the way to a first result: no organisation → create one; no
 * development → create one; no build → add a lot (its chooser picks the baseline); one build →
 * see its results. Null once there is more than one build, or while the lists load.
 */
export function nextStep(input: {
  organisations: readonly { Id: number }[];
  developments: readonly { ProjectId: number; OrgId: number }[];
  builds: readonly { Id: number; Title: string; StructureId?: number | undefined }[];
  /** The organisations the person asked to join, still waiting for an answer (decision 0024). */
  waitingFor?: readonly string[];
}): Step | null {
  const { organisations, developments, builds } = input;
  const waitingFor = input.waitingFor ?? [];
  if (organisations.length === 0 && waitingFor.length > 0) {
    return {
      number: 1,
      title: 'Waiting for an answer',
      text: `You asked to join ${waitingFor.join(', ')}. Its admins approve or reject your request; you will get an email and a message.`,
      action: 'See your request',
      to: screens.joinOrganisation.href,
      also: { action: 'Create an organisation', to: screens.createOrganisation.href },
    };
  }
  if (organisations.length === 0) {
    return {
      also: { action: 'Join an organisation', to: screens.joinOrganisation.href },
      number: 1,
      title: 'Create your organisation',
      text: 'Developments, lots and credits belong to an organisation. Create yours to start; you will be its admin.',
      action: 'Create an organisation',
      to: screens.createOrganisation.href,
    };
  }
  const development = developments[0];
  if (!development) {
    return {
      number: 2,
      title: 'Create a development',
      text: 'A development holds the lots you design, with its location and targets.',
      action: 'Create a development',
      to: screens.newDevelopment.href(0, organisations.length === 1 ? organisations[0]!.Id : 0),
    };
  }
  if (builds.length === 0) {
    return {
      number: 3,
      title: 'Add a lot and pick a baseline',
      text: 'Give the lot its address, then choose a baseline design from the library to start from.',
      action: 'Add a lot',
      to: screens.findLot.href(development.ProjectId),
    };
  }
  const build = builds[0]!;
  if (builds.length > 1) return null;
  return {
    number: 4,
    title: 'See your results',
    text: `${build.Title} is built: see its environmental impact and cost over its whole life.`,
    action: 'See results',
    to: screens.designResults.href(build.StructureId ?? build.Id),
  };
}

/** Home's next step for a signed-in newcomer (nothing once they are under way). */
export function NextStep() {
  const organisations = useMyOrganisations(true);
  const developments = useRecentDevelopments(true);
  const builds = useRecentBuilds(true);
  const waiting = useMyJoinRequests(organisations.data?.length === 0);
  if (!organisations.data || !developments.data || !builds.data) return null;
  if (organisations.data.length === 0 && waiting.isPending) return null;
  const step = nextStep({
    organisations: organisations.data,
    developments: developments.data.Developments,
    builds: builds.data,
    waitingFor: waiting.data?.map((r) => r.OrganisationName) ?? [],
  });
  if (!step) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="next-step-heading"
      elevation={0}
      sx={{
        p: { xs: 2, sm: 3 },
        mb: 3,
        border: 1,
        borderColor: 'secondary.main',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
      }}
    >
      <Box sx={{ flex: '1 1 280px' }}>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          {`Next step ${step.number} of ${stepCount}`}
        </Typography>
        <Typography id="next-step-heading" variant="h6" component="h2">
          {step.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{step.text}</Typography>
      </Box>
      <ScreenLinkButton
        to={step.to}
        variant="contained"
        color="secondary"
        endIcon={<ArrowForward />}
      >
        {step.action}
      </ScreenLinkButton>
      {step.also ? (
        <ScreenLinkButton to={step.also.to} color="secondary">
          {step.also.action}
        </ScreenLinkButton>
      ) : null}
    </Paper>
  );
}
