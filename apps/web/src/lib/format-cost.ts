/** A price with its currency, e.g. "AUD 220.00". */
export function formatCost(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-AU', { style: 'currency', currency, currencyDisplay: 'code' })
      .format(amount)
      .replace(/\u00a0/g, ' ');
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}
