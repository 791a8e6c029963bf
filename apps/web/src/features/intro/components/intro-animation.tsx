import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { lime, navy } from '../../../ui/theme';

/** Longer than the house outline, so the dash covers it whole. */
const outline = 520;

const grow = keyframes`
  0% { transform: scaleY(0.15); }
  45%, 100% { transform: scaleY(1); }
`;
const shrink = keyframes`
  0%, 20% { transform: scaleY(1); }
  65%, 100% { transform: scaleY(0.5); }
`;
const draw = keyframes`
  0% { stroke-dashoffset: ${outline}; }
  40%, 100% { stroke-dashoffset: 0; }
`;

/**
 * The 'How does it work' animation: a house is drawn, its design inputs fill in and its impact
 * drops below the baseline. Pure SVG and CSS; still under prefers-reduced-motion.
 */
export function IntroAnimation() {
  const cycle = '4s ease-in-out infinite alternate';
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: 340,
        mx: 'auto',
        '& .house': { strokeDasharray: outline, animation: `${draw} ${cycle}` },
        '& .inputs': {
          transformOrigin: 'bottom',
          transformBox: 'fill-box',
          animation: `${grow} ${cycle}`,
        },
        '& .impact': {
          transformOrigin: 'bottom',
          transformBox: 'fill-box',
          animation: `${shrink} ${cycle}`,
        },
        '@media (prefers-reduced-motion: reduce)': {
          '& .house, & .inputs, & .impact': { animation: 'none' },
        },
      }}
    >
      <svg
        viewBox="0 0 320 160"
        role="img"
        aria-label="A house design: as its inputs are filled in, its impact falls below the baseline"
      >
        <path
          className="house"
          d="M20 80 L75 35 L130 80 L130 135 L20 135 Z M60 135 L60 103 L90 103 L90 135"
          fill="none"
          stroke={navy}
          strokeWidth="4"
          strokeLinejoin="round"
        />
        <rect className="inputs" x="150" y="65" width="16" height="70" rx="3" fill={lime} />
        <rect className="inputs" x="172" y="85" width="16" height="50" rx="3" fill={lime} />
        <rect x="214" y="40" width="24" height="95" rx="3" fill="#c5cbd6" />
        <rect className="impact" x="270" y="40" width="24" height="95" rx="3" fill={navy} />
        <line x1="142" y1="136" x2="312" y2="136" stroke={navy} strokeWidth="2" />
        <text x="169" y="152" fontSize="11" fill={navy} textAnchor="middle">
          inputs
        </text>
        <text x="226" y="152" fontSize="11" fill={navy} textAnchor="middle">
          baseline
        </text>
        <text x="282" y="152" fontSize="11" fill={navy} textAnchor="middle">
          yours
        </text>
      </svg>
    </Box>
  );
}
