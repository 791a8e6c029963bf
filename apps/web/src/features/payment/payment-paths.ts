/** The card payment screen (document 2 §2 "Payment"): `url` is where to go once paid. */
export const paymentPaths = {
  payment: (structureId: number, destination?: string) =>
    `/payment/${structureId}${destination ? `?url=${encodeURIComponent(destination)}` : ''}`,
} as const;
