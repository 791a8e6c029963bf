/**
 * Construction cost rates of the template library (AUD, indicator 3; docs/methodology.md §9).
 *
 * Every rate traces to a formula and cited figures. The only open Australian construction cost
 * found is the Australian Bureau of Statistics' average cost and average floor area of new
 * dwellings (Building Activity, Australia; CC BY 4.0), which gives a whole-dwelling rate:
 *
 *   rate (AUD/m² of floor area) = ABS average cost of a new house ÷ ABS average floor area of a
 *   new house, same financial year.
 *
 * It ships as a building-level cost template ("construction-cost-house", quantity = the design's
 * gross floor area) whose rate prices the construction (A1-A5 capital) of the whole house.
 *
 * Per-template rates (a price per m² of wall, per kitchen, …) need a published elemental cost
 * breakdown of Australian houses; none with an open licence and a split fine enough for the
 * library's templates was found, so every library template has no rate ("no data"): its
 * replacements (B4), maintenance and end of life have no price, and the cost coverage note says so.
 * {@link TEMPLATE_COST_RATES} is where such rates go, by template id, when a source is found.
 */
import { ATTRIBUTE_ID as A } from '@circa/engine/attributes';
import type { Provenance } from '@circa/engine/lci-types';
import type { Template, TemplateCostRate } from '@circa/engine/template-types';
import { CATEGORY } from '../template-categories';
import { template } from './recipe-helpers';

/** Source id of the ABS building activity figures. */
export const ABS_BUILDING_ACTIVITY_SOURCE = 'abs-building-activity';

/**
 * Cited figures (facts; CC BY 4.0, © Commonwealth of Australia, Australian Bureau of Statistics).
 */
export const ABS_NEW_HOUSE_FY2018_19 = {
  /**
   * Average cost of building a new house in Australia, FY2018-19, AUD: 320,238. ABS,
   * "Characteristics of New Residential Dwellings: 15 Year Summary" (article in Building Activity,
   * Australia, Dec 2019 issue; data cube "Building Activity: Average Cost"),
   * abs.gov.au/articles/characteristics-new-residential-dwellings-15-year-summary. The value of
   * building work excludes land and landscaping and includes site preparation (ABS, "Building a
   * New Home: Construction Cost Changes", 2020); residential values include GST (ABS Building
   * Activity, as described by housingdata.gov.au).
   */
  averageCostAud: 320_238,
  /**
   * Average floor area of a new house in Australia, FY2018-19, m²: 229.8. ABS Building Activity
   * average floor area series, read from the table of that series published by
   * comparethemarket.com.au ("Average house size in Australia", source: Building Activity,
   * Australia, ABS); the ABS article above gives the change over 15 years (−2.8 %) but its
   * figure for the year was not in hand. The same table gives 232.3 m² for FY2021-22, the ABS's
   * own figure that the single-storey baseline uses: a check on its transcription. Floor area is measured to the external face of the
   * exterior walls, attached garages included, unenclosed verandahs and carports excluded.
   */
  averageFloorAreaM2: 229.8,
} as const;

/** Provenance of the whole-house rate. */
export const ABS_HOUSE_RATE_PROVENANCE: Provenance = {
  source: ABS_BUILDING_ACTIVITY_SOURCE,
  table:
    'Building Activity, Australia: average cost (Characteristics of New Residential Dwellings: 15 Year Summary) and average floor area of new houses, FY2018-19',
  licence: 'cc-by-4.0',
  confidence: 'medium',
  isApproximate: true,
  note: 'Rate = 320,238 AUD ÷ 229.8 m² = 1,393.55 AUD/m² (FY2018-19 prices, GST included, not escalated). A national average over all new houses: it does not vary with the design’s materials, state or specification. The floor area was read from a secondary table of the ABS series (its FY2021-22 value, 232.3 m², matches the ABS figure).',
};

/** Whole-house construction cost rate, AUD per m² of floor area (FY2018-19 prices). */
export const HOUSE_CONSTRUCTION_RATE: TemplateCostRate = {
  audPerUnit: ABS_NEW_HOUSE_FY2018_19.averageCostAud / ABS_NEW_HOUSE_FY2018_19.averageFloorAreaM2,
  scope: 'building',
  serviceLife: null,
  priceYear: 'FY2018-19',
  provenance: ABS_HOUSE_RATE_PROVENANCE,
};

/**
 * Building-level cost templates. Townhouses and apartments have no template: the ABS average
 * costs of new townhouses and apartments were not in hand (only their changes over 15 years), so
 * their construction cost is "no data".
 */
export const CONSTRUCTION_COST_TEMPLATES: readonly Template[] = [
  template({
    id: 'construction-cost-house',
    name: 'Construction cost of a new house (ABS average per m²)',
    categoryId: CATEGORY.wholeBuilding,
    unit: 'm2',
    drivers: [A.grossFloorArea],
    description:
      'Cost only, per m² of gross floor area: the ABS average cost of a new house ÷ its average floor area, FY2018-19 (320,238 AUD ÷ 229.8 m² = 1,393.55 AUD/m², GST included, land and landscaping excluded). It prices the construction of the whole house (A1-A5), so the other templates’ construction is not priced again; it has no materials or carbon.',
    elements: [],
  }),
].map((t) => ({ ...t, costRate: HOUSE_CONSTRUCTION_RATE }));

/**
 * Template-scope cost rates by library template id (AUD per template unit). Empty: no open
 * elemental cost breakdown of Australian houses was found (methodology §9).
 */
export const TEMPLATE_COST_RATES: Readonly<Record<string, TemplateCostRate>> = {};

/** The templates with their cost rates attached (by id), and the building-level cost templates. */
export function withCostRates(templates: readonly Template[]): Template[] {
  return [
    ...templates.map((t) => {
      const costRate = TEMPLATE_COST_RATES[t.id];
      return costRate ? { ...t, costRate } : t;
    }),
    ...CONSTRUCTION_COST_TEMPLATES,
  ];
}
