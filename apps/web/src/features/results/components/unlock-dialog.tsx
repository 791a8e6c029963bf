import { useSlot } from '../../../lib/slots';
import { useDesignForPayment } from '../api/results-api';

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
  onPaid: () => void;
}) {
  const CreditDialog = useSlot('CreditDialog');
  const design = useDesignForPayment(structureId, open);
  if (!design.data) return null;
  return (
    <CreditDialog
      open={open}
      structureId={structureId}
      destination={destination}
      payment={design.data.PaymentPopUp}
      dwellings={design.data.Dwellings}
      onClose={onClose}
      onPaid={onPaid}
    />
  );
}
