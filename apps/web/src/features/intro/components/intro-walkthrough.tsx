import { useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Link from '@mui/material/Link';
import MobileStepper from '@mui/material/MobileStepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { IntroAnimation } from './intro-animation';

interface IntroPage {
  title: string;
  paragraphs: string[];
}

/** The walkthrough copy (document 1 §1 and §2.5). */
export const introPages: readonly IntroPage[] = [
  {
    title: 'Why',
    paragraphs: [
      'Most of the carbon and cost a building will ever cause is decided while it is being designed, long before anyone can measure it.',
      'Life cycle design could save over 20 MtCO2 per year in Australia.',
    ],
  },
  {
    title: 'What is it',
    paragraphs: [
      'Circa gives feedback on a design in about 20 minutes.',
      'It covers environmental and cost optimisation together, for the whole building and the whole of its life, and it is aligned with international standards.',
    ],
  },
  {
    title: 'How does it work',
    paragraphs: [
      'Create or find a development and a lot, pick a baseline design, fill in your design inputs, then view the results against your project targets.',
    ],
  },
];

/** Horizontal distance in px that counts as a swipe. */
const swipeDistance = 50;

export interface IntroWalkthroughProps {
  open: boolean;
  onSkip: () => void;
  onGetStarted: () => void;
}

/**
 * The 3-page walkthrough: swipe, arrow keys or the Back/Next buttons move between pages; SKIP
 * closes it; 'Get Started' on the last page leaves it (document 1 §2.5).
 */
export function IntroWalkthrough({ open, onSkip, onGetStarted }: IntroWalkthroughProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const last = introPages.length - 1;
  const page = introPages[index] ?? introPages[0];
  const go = (next: number) => setIndex(Math.max(0, Math.min(last, next)));

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
  }
  function onPointerDown(event: PointerEvent) {
    swipeStart.current = event.clientX;
  }
  function onPointerUp(event: PointerEvent) {
    if (swipeStart.current === null) return;
    const delta = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (delta <= -swipeDistance) go(index + 1);
    else if (delta >= swipeDistance) go(index - 1);
  }

  if (!page) return null;
  return (
    <Dialog
      open={open}
      onClose={onSkip}
      fullScreen={isPhone}
      aria-labelledby="walkthrough-title"
      onKeyDown={onKeyDown}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, pt: 1.5 }}>
        <Link component="button" type="button" onClick={onSkip} sx={{ fontWeight: 600 }}>
          SKIP
        </Link>
      </Box>
      <Box
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${introPages.length}`}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        sx={{
          px: { xs: 3, sm: 5 },
          pb: 2,
          flex: 1,
          touchAction: 'pan-y',
          userSelect: 'none',
          minHeight: 300,
        }}
      >
        <Typography
          id="walkthrough-title"
          variant="h4"
          component="h2"
          sx={{ mb: 2 }}
          aria-live="polite"
        >
          {page.title}
        </Typography>
        {page.paragraphs.map((text) => (
          <Typography key={text} sx={{ mb: 2, fontSize: '1.1rem' }}>
            {text}
          </Typography>
        ))}
        {index === last ? (
          <>
            <IntroAnimation />
            <Box sx={{ textAlign: 'center', mt: 3 }}>
              <Button variant="contained" color="secondary" size="large" onClick={onGetStarted}>
                Get Started
              </Button>
            </Box>
          </>
        ) : null}
      </Box>
      <MobileStepper
        variant="dots"
        steps={introPages.length}
        position="static"
        activeStep={index}
        sx={{ px: 2, pb: 2 }}
        backButton={
          <Button
            size="small"
            onClick={() => go(index - 1)}
            disabled={index === 0}
            startIcon={<KeyboardArrowLeft />}
          >
            Back
          </Button>
        }
        nextButton={
          <Button
            size="small"
            onClick={() => go(index + 1)}
            disabled={index === last}
            endIcon={<KeyboardArrowRight />}
          >
            Next
          </Button>
        }
      />
    </Dialog>
  );
}
