import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import type { DesignForm } from '@circa/contract/design.schema';

/** The design form's PaymentPopUp block (document 2 "Credit dialog"). */
export type PaymentPopUp = DesignForm['PaymentPopUp'];

/** Props of {@link CreditDialog}. */
export interface CreditDialogProps {
  open: boolean;
  /** The lot (structure) id. */
  structureId: number;
  /** Where to go once the lot is paid (a path inside the app). */
  destination: string;
  /** PaymentPopUp from getDesignForm (Prepaid, credits, MaxCreditsPerLot, SupportEmail, OrgName, IsOrgAdmin). */
  payment: PaymentPopUp;
  /** Dwellings of the lot's current design: one credit each. */
  dwellings: number;
  onClose: () => void;
  /** Called once the lot is paid (credit used); the caller navigates to `destination`. */
  onPaid: () => void;
}

/** Credit dialog (document 2 "Credit dialog"): use credits, pay by card, or request approval. Work in progress. */
export function CreditDialog({ open, onClose }: CreditDialogProps) {
  return (
    <Dialog open={open} onClose={onClose}>
      <DialogContent />
    </Dialog>
  );
}
