import { useNavigate } from 'react-router';
import { useSendBaselineRequested } from '../api/baseline-request-api';
import { screens } from '../../../config/screens';

/** The Baseline Requested page of a design (document 2 "Baseline Requested"). */
export function baselineRequestedPath(structureId: number): string {
  return screens.baselineRequested.href(structureId);
}

/**
 * The Request Baseline action of the results screen (document 2 §6: shown to non-org-admins on
 * non-baseline designs when a support email exists). `request(supportEmail)` sends the request and,
 * on success, goes to /baseline-requested/{structureId}; `error` holds a failure to show.
 */
export function useRequestBaseline(structureId: number) {
  const navigate = useNavigate();
  const send = useSendBaselineRequested();
  return {
    request: (supportEmail?: string | null) =>
      send.mutate(
        { structureId, supportEmail: supportEmail ?? null },
        { onSuccess: () => void navigate(baselineRequestedPath(structureId)) },
      ),
    isPending: send.isPending,
    error: send.error,
    reset: send.reset,
  };
}
