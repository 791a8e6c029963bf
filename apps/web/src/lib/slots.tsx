import { createContext, useContext } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { DesignForm } from '@circa/contract/design.schema';

/*
 * Pieces of one feature shown inside another feature's screen (apps/web/README.md "Slots"). A
 * feature may not import another, so the screen asks for the piece by name (`useSlot`) and the
 * app provides it (`app/slots.tsx`; the test helpers provide the same pieces). The props are
 * declared here, so both sides are checked against one type.
 */

/** Props of the credit dialog (features/credits): using credits or paying for a lot. */
export interface CreditDialogProps {
  open: boolean;
  /** The lot (structure) id. */
  structureId: number;
  /** Where to go once the lot is paid (a path inside the app). */
  destination: string;
  /** PaymentPopUp from getDesignForm (Prepaid, credits, MaxCreditsPerLot, SupportEmail, OrgName, IsOrgAdmin). */
  payment: DesignForm['PaymentPopUp'];
  /** Dwellings of the lot's current design: one credit each. */
  dwellings: number;
  onClose: () => void;
  /** Called once the lot is paid (credit used); the caller navigates to `destination`. */
  onPaid: () => void;
}

/** Props of a development's targets summary (features/targets) on the development page. */
export interface DevelopmentTargetsProps {
  projectId: number;
}

/** Every slot and the props its piece takes. */
export interface Slots {
  CreditDialog: ComponentType<CreditDialogProps>;
  DevelopmentTargets: ComponentType<DevelopmentTargetsProps>;
}

const SlotsContext = createContext<Slots | null>(null);

export function SlotsProvider({ slots, children }: { slots: Slots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

/** The piece the app provides for slot `name`. */
export function useSlot<K extends keyof Slots>(name: K): Slots[K] {
  const slots = useContext(SlotsContext);
  if (!slots) throw new Error(`No ${name}: render inside SlotsProvider (app/slots.tsx).`);
  return slots[name];
}
