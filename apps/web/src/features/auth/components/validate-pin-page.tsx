import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { useNavigate, useParams } from 'react-router';
import { validatePin } from '@circa/contract/identity.routes';
import type { ValidatePinResponse } from '@circa/contract/identity.schema';
import { messages } from '@circa/contract/messages';
import { callApi } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { forgetTarget } from '../../../lib/return-to';
import { useSession } from '../../../lib/session';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { PageCard } from '../../../ui/page-card';
import { InlineSpinner } from '../../../ui/page-spinner';
import { PinBoxes, emptyPin, pinLength } from './pin-boxes';

/** Delays of document 1 §9, in ms. */
export const pinTimings = { validateDelay: 2000, redirectDelay: 2000, shake: 500 } as const;

type Status =
  | { name: 'entering'; attemptsLeft: number | null }
  | { name: 'checking' }
  | { name: 'success' }
  | { name: 'failed' };

async function checkPin(username: string, pin: string): Promise<ValidatePinResponse> {
  try {
    return await callApi(validatePin, { username, pin });
  } catch (error) {
    console.error('PIN validation failed; the recovery starts over.', error);
    return { Success: false, Reset: true, AttemptsLeft: 0, UserResponseDetail: null };
  }
}

/**
 * /validate-pin/{username} (document 1 §2.8): 'Security Check' with four boxes; all four
 * filled triggers validation after 2 s; success shows a tick and goes to /profile after 2 s;
 * a wrong PIN shakes, clears the boxes and shows the attempts left; a reset shows 'Recovery
 * Failed'.
 */
export function ValidatePinPage() {
  const { username = '' } = useParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [pin, setPin] = useState<string[]>(emptyPin);
  const [status, setStatus] = useState<Status>({ name: 'entering', attemptsLeft: null });
  const [isShaking, setShaking] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const isComplete = pin.every((char) => char.length === 1);
  const isEntering = status.name === 'entering';

  useEffect(() => {
    inputs.current[0]?.focus();
  }, [focusRequest]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (action: () => void, ms: number) => {
    timers.current.push(setTimeout(action, ms));
  };

  useEffect(() => {
    if (!isComplete || !isEntering) return;
    const timer = setTimeout(() => {
      setStatus({ name: 'checking' });
      void checkPin(username, pin.join('')).then((result) => {
        if (result.Success) {
          setStatus({ name: 'success' });
          later(() => {
            forgetTarget();
            if (result.UserResponseDetail) signIn(result.UserResponseDetail);
            void navigate(result.UserResponseDetail ? paths.profile : paths.login, {
              replace: true,
            });
          }, pinTimings.redirectDelay);
        } else if (result.Reset) {
          setStatus({ name: 'failed' });
        } else {
          setStatus({ name: 'entering', attemptsLeft: result.AttemptsLeft });
          setPin(emptyPin());
          setShaking(true);
          later(() => setShaking(false), pinTimings.shake);
          setFocusRequest((n) => n + 1);
        }
      });
    }, pinTimings.validateDelay);
    return () => clearTimeout(timer);
  }, [isComplete, isEntering, pin, username, signIn, navigate]);

  const attemptsLeft = status.name === 'entering' ? status.attemptsLeft : null;
  return (
    <PageCard heading="Security Check">
      <Typography id="pin-help" sx={{ color: 'text.secondary' }}>
        {`We have emailed a temporary ${pinLength}-character PIN to ${username}. Enter it below.`}
      </Typography>
      <PinBoxes
        value={pin}
        onChange={setPin}
        inputsRef={inputs}
        isDisabled={!isEntering}
        isShaking={isShaking}
        isInvalid={attemptsLeft !== null}
        describedBy="pin-help pin-status"
      />
      <Box
        id="pin-status"
        role="status"
        aria-live="polite"
        sx={{
          minHeight: 48,
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          gap: 1,
        }}
      >
        {status.name === 'checking' ? (
          <>
            <InlineSpinner label="Checking the PIN" />
            <Typography>Checking the PIN</Typography>
          </>
        ) : null}
        {status.name === 'success' ? (
          <>
            <CheckCircle color="success" sx={{ fontSize: 40 }} aria-hidden="true" />
            <Typography>PIN accepted. Signing you in.</Typography>
          </>
        ) : null}
        {attemptsLeft !== null ? (
          <Alert severity="error" sx={{ width: '100%' }}>
            {`Incorrect PIN. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`}
          </Alert>
        ) : null}
      </Box>
      <ConfirmDialog
        open={status.name === 'failed'}
        title={messages.recoveryFailedTitle}
        confirmLabel="Start Over"
        onConfirm={() => void navigate(paths.enterPassword(username), { replace: true })}
      >
        {messages.recoveryFailed}
      </ConfirmDialog>
    </PageCard>
  );
}
