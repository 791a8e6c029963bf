import { designFeedPath } from '@circa/contract/design-link';
import type { Screen } from '../screen';

/** Screens of the registry (`../screens.tsx`): pages for anyone, signed in or not, without a drawer. */
export const publicScreens = {
  /** A design's public performance page, at its base36 id (document 2 §2 "/feed/{id}"). */
  feed: {
    path: 'feed/:id',
    href: (designId: number) => designFeedPath(designId),
    title: 'Design Performance',
    access: 'mixed',
    page: async () =>
      (await import('../../features/public-page/components/design-performance-page'))
        .DesignPerformancePage,
  },
} as const satisfies Record<string, Screen>;
