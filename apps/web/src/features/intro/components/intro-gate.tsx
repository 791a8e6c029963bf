import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { hasSeenIntro, markIntroSeen } from '../hooks/intro-cookie';
import { isScreenReady, screens } from '../../../config/screens';

// loaded only for a visitor who has not seen the intro (most first loads need neither)
const IntroDialog = lazy(async () => ({ default: (await import('./intro-dialog')).IntroDialog }));
const IntroWalkthrough = lazy(async () => ({
  default: (await import('./intro-walkthrough')).IntroWalkthrough,
}));

/**
 * Pages in the middle of a task where the intro would get in the way, and a shared design's
 * public page (its visitor came to see that design; 'Seen it' would send them to sign in).
 */
const quietPrefixes = [
  '/googlelogin/',
  '/microsoftlogin/',
  '/enter-password/',
  '/validate-pin/',
  '/feed/',
];

type Stage = 'closed' | 'dialog' | 'walkthrough';

/**
 * The first-visit intro (document 1 §2.5): 'New to the product?' then the walkthrough. Shown
 * until the 'seen the intro' cookie is set.
 */
export function IntroGate() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { session } = useSession();
  const isSignedIn = session.status === 'signedIn';
  const [stage, setStage] = useState<Stage>(() =>
    hasSeenIntro() || quietPrefixes.some((prefix) => pathname.startsWith(prefix))
      ? 'closed'
      : 'dialog',
  );

  function finish(to: string | null) {
    markIntroSeen();
    setStage('closed');
    if (to) void navigate(to);
  }

  if (stage === 'closed' || session.status === 'checking') return null;
  // 'Get Started' goes to My Builds when signed in; until that screen exists, the home feed.
  const startTarget = isSignedIn
    ? isScreenReady(screens.builds.href)
      ? screens.builds.href
      : screens.home.href
    : screens.login.href;
  return (
    <Suspense fallback={null}>
      <IntroDialog
        open={stage === 'dialog'}
        isSignedIn={isSignedIn}
        onTellMeMore={() => setStage('walkthrough')}
        onSeenIt={() => finish(isSignedIn ? null : screens.login.href)}
        onClose={() => setStage('closed')}
      />
      <IntroWalkthrough
        open={stage === 'walkthrough'}
        onSkip={() => finish(null)}
        onGetStarted={() => finish(startTarget)}
      />
    </Suspense>
  );
}
