import type { Screen } from '../screen';

const encode = encodeURIComponent;

/** Screens of the registry (`../screens.tsx`): A lot's design inputs, customise views and payment (document 2 §2). */
export const designScreens = {
  designWater: {
    path: 'design-water/:structureId',
    href: (structureId: number) => `/design-water/${structureId}`,
    title: 'Water Balance Inputs',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () => (await import('../../features/design/components/water-page')).WaterPage,
  },
  designGfa: {
    path: 'design-gfa/:structureId',
    href: (structureId: number) => `/design-gfa/${structureId}`,
    title: 'Gross Floor Area',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () => (await import('../../features/design/components/gfa-page')).GfaPage,
  },
  designThermal: {
    path: 'design-thermal/:structureId',
    href: (structureId: number) => `/design-thermal/${structureId}`,
    title: 'Thermal Rating',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () => (await import('../../features/design/components/thermal-page')).ThermalPage,
  },
  /** A customise view, by its sort order (1 is the first). */
  designTemplates: {
    path: 'design-templates/:structureId/:viewIndex?',
    href: (structureId: number, viewIndex = 1) => `/design-templates/${structureId}/${viewIndex}`,
    title: 'Customise Design',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () =>
      (await import('../../features/customise/components/customise-page')).CustomisePage,
  },
  /** The card payment screen; `destination` is where to go once paid. */
  payment: {
    path: 'payment/:structureId',
    href: (structureId: number, destination?: string) =>
      `/payment/${structureId}${destination ? `?url=${encode(destination)}` : ''}`,
    title: 'Payment',
    drawer: { mode: 'Structure', param: 'structureId' },
    page: async () => (await import('../../features/payment/components/payment-page')).PaymentPage,
  },
} as const satisfies Record<string, Screen>;
