import type { DesignPerformance, PageMetaData } from '@circa/contract/public-page.schema';

const oneDecimal = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** "17.3% reduction" / "4.1% increase" of whole-life carbon, or null when there is no figure. */
function improvementPhrase(percent: number | null): string | null {
  if (percent === null) return null;
  const word = percent < 0 ? 'increase' : 'reduction';
  return `${oneDecimal.format(Math.abs(percent))}% ${word} in whole-life carbon against the benchmark`;
}

/**
 * The tags of a shared link's preview (title, description, image), from the page's own figures:
 * e.g. "Lot 1 Design | Circa" and "17.3% reduction in whole-life carbon against the benchmark,
 * 12.4 t CO2e avoided. Detached house, 180 m², VIC 3000."
 */
export function pageMetaData(page: Omit<DesignPerformance, 'MetaData'>): PageMetaData {
  const improvement = improvementPhrase(page.PercentImprovement);
  const avoided =
    page.GreenhouseGasAvoided !== null && page.GreenhouseGasAvoided > 0
      ? `${oneDecimal.format(page.GreenhouseGasAvoided)} t CO2e avoided`
      : null;
  const lead = [improvement, avoided].filter(Boolean).join(', ');
  const facts = [
    page.DesignFunctionName,
    page.Size === null ? null : `${whole.format(page.Size)} m²`,
    page.Location,
  ].filter(Boolean);
  const description = [
    lead === '' ? 'Whole-life carbon performance of a building design' : lead,
    facts.join(', '),
  ]
    .filter(Boolean)
    .join('. ');
  return {
    Title: `${page.DesignName} | Circa`,
    Description: `${description}.`,
    ImageUrl: page.ImageUrl,
  };
}
