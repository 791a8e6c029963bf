/**
 * Credits a lot costs: 1 per dwelling of its current design (document 2 §9), whole dwellings,
 * at least 1.
 */
export function creditsForDwellings(dwellings: number): number {
  if (!Number.isFinite(dwellings)) return 1;
  return Math.max(1, Math.ceil(dwellings));
}

/** Digits after the decimal point of a currency's minor unit (ISO 4217); 2 unless listed. */
const zeroDecimal = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

/** Unit cost × dwellings in the currency's minor units (cents for AUD), as Stripe expects. */
export function amountInMinorUnits(unitCost: number, dwellings: number, currency: string): number {
  const factor = zeroDecimal.has(currency.toUpperCase()) ? 1 : 100;
  return Math.round(unitCost * dwellings * factor);
}
