import type { Screen } from '../screen';

/** Screens of the registry (`../screens.tsx`): Baselines and presets (document 3 §2 "Baselines and presets"). */
export const libraryScreens = {
  baselinePreset: {
    path: 'baseline-preset/:structureId',
    href: (structureId: number) => `/baseline-preset/${structureId}`,
    title: 'Choose a Design',
    page: async () =>
      (await import('../../features/library/components/baseline-preset-page')).BaselinePresetPage,
  },
  selectBaseline: {
    path: 'select-baseline/:structureId',
    href: (structureId: number) => `/select-baseline/${structureId}`,
    title: 'Select Baseline',
    page: async () =>
      (await import('../../features/library/components/select-baseline-page')).SelectBaselinePage,
  },
  selectPreset: {
    path: 'select-preset/:structureId/:baseId?',
    href: (structureId: number, baselineId?: number) =>
      baselineId === undefined
        ? `/select-preset/${structureId}`
        : `/select-preset/${structureId}/${baselineId}`,
    title: 'Select Preset',
    page: async () =>
      (await import('../../features/library/components/select-preset-page')).SelectPresetPage,
  },
  noAvailableBaseline: {
    path: 'no-available-baseline/:structureId',
    href: (structureId: number) => `/no-available-baseline/${structureId}/`,
    title: 'No Available Baseline',
    page: async () =>
      (await import('../../features/library/components/no-available-baseline-page'))
        .NoAvailableBaselinePage,
  },
} as const satisfies Record<string, Screen>;
