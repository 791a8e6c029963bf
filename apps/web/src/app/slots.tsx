import { lazy, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { Slots } from '../lib/slots';
import { SlotsProvider } from '../lib/slots';

/**
 * A slot's piece loaded with the first screen that shows it (its own chunk, not the shell's);
 * nothing shows in its place until it has loaded.
 */
function lazyPiece<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Piece = lazy(async () => ({ default: await load() }));
  return function LazyPiece(props: P) {
    return (
      <Suspense fallback={null}>
        <Piece {...props} />
      </Suspense>
    );
  };
}

/** The pieces features show inside each other's screens (lib/slots.tsx). */
export const appSlots: Slots = {
  CreditDialog: lazyPiece(
    async () => (await import('../features/credits/components/credit-dialog')).CreditDialog,
  ),
  DevelopmentTargets: lazyPiece(
    async () =>
      (await import('../features/targets/components/development-targets')).DevelopmentTargets,
  ),
};

export function AppSlots({ children }: { children: ReactNode }) {
  return <SlotsProvider slots={appSlots}>{children}</SlotsProvider>;
}
