import { useQuery } from '@tanstack/react-query';
import { designPerformance } from '@circa/contract/public-page.routes';
import {
  designPerformanceSchema,
  embeddedAnswerElementId,
} from '@circa/contract/public-page.schema';
import type { DesignPerformance } from '@circa/contract/public-page.schema';
import { apiQuery } from '../../../lib/api-query';

/**
 * The answer the server wrote into /feed/{id}'s HTML for a public design, once: null when there
 * is none, it is for another design, or it does not match the contract (then the call is made).
 */
export function takeEmbeddedAnswer(feedId: string): DesignPerformance | null {
  const element = document.getElementById(embeddedAnswerElementId);
  if (!element) return null;
  element.remove();
  try {
    const parsed = designPerformanceSchema.safeParse(JSON.parse(element.textContent ?? ''));
    return parsed.success && parsed.data.FeedId === feedId.toLowerCase() ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * GET /DesignPerformance for the page's base36 id: drawn at once from the page's HTML (public
 * designs: no round trip), else asked with the stored token (a Private design answers its
 * stakeholders).
 */
export function useDesignPerformance(feedId: string) {
  return useQuery({
    ...apiQuery(designPerformance, { id: feedId }),
    initialData: () => takeEmbeddedAnswer(feedId) ?? undefined,
  });
}
