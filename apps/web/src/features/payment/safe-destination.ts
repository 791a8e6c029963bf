import { screens } from '../../config/screens';

/**
 * Where the payment screen continues to: the `url` parameter when it is a path inside the app
 * (never another site), else the lot's results.
 */
export function safeDestination(url: string | null, structureId: number): string {
  if (url && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) return url;
  return screens.designResults.href(structureId);
}
