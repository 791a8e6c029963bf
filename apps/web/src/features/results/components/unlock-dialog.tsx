import { useSlot } from '../../../lib/slots';
import { useDesignForPayment, useRefreshAfterPayment } from '../api/payment-api';

/**
 * The credit/payment dialog of the results screens (document 2 §4 "Results": opening a target or
 * Submit while payment is required). Its figures come from the design form.
 */
export function UnlockDialog({
  open,
  structureId,
  destination,
  onClose,
  onPaid,
}: {
  open: boolean;
  structureId: number;
  destination: string;
  onClose: () => void;
  /** Called once paid, with the refresh of the summary, results and drawer it started. */
  onPaid: (refreshed: Promise<void>) => void;
}) {
  const CreditDialog = useSlot('CreditDialog');
  const design = useDesignForPayment(structureId, open);
  const refresh = useRefreshAfterPayment();
  if (!design.data) return null;
  return (
    <CreditDialog
      open={open}
      structureId={structureId}
      destination={destination}
      payment={design.data.PaymentPopUp}
      dwellings={design.data.Dwellings}
      onClose={onClose}
      onPaid={() => onPaid(refresh())}
    />
  );
}
