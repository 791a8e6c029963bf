/** The card payment screen (document 2 §2 "Payment"): `url` is where to go once paid. */
export const paymentPaths = {
  payment: (structureId: number, destination?: string) =>
    `/payment/${structureId}${destination ? `?url=${encodeURIComponent(destination)}` : ''}`,
} as const;

/**
 * Where the payment screen continues to: the `url` parameter when it is a path inside the app
 * (never another site), else the lot's results.
 */
export function safeDestination(url: string | null, structureId: number): string {
  if (url && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) return url;
  return `/design-results/${structureId}`;
}
