import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../shell/route-handle';
import { structureDrawer } from '../shell/structure-drawer';

/** The card payment screen of a lot (document 2 §2 "Payment"). */
export const paymentRoutes: RouteObject[] = [
  {
    path: 'payment/:structureId',
    lazy: async () => ({
      Component: (await import('../../features/payment/components/payment-page')).PaymentPage,
    }),
    handle: { title: 'Payment', drawer: structureDrawer('structureId') } satisfies RouteHandle,
  },
];
