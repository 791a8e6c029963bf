import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/shell/route-handle';
import { structureDrawer } from '../../app/shell/structure-drawer';

/** The card payment screen of a lot (document 2 §2 "Payment"). */
export const paymentRoutes: RouteObject[] = [
  {
    path: 'payment/:structureId',
    lazy: async () => ({ Component: (await import('./components/payment-page')).PaymentPage }),
    handle: { title: 'Payment', drawer: structureDrawer('structureId') } satisfies RouteHandle,
  },
];
