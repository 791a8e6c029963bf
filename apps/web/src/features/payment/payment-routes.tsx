import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/shell/route-handle';
import { structureDrawer } from '../../app/shell/structure-drawer';
import { PaymentPage } from './components/payment-page';

/** The card payment screen of a lot (document 2 §2 "Payment"). */
export const paymentRoutes: RouteObject[] = [
  {
    path: 'payment/:structureId',
    element: <PaymentPage />,
    handle: { title: 'Payment', drawer: structureDrawer('structureId') } satisfies RouteHandle,
  },
];
