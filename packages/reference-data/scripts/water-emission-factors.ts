/**
 * Greenhouse gas factors of mains water supply and of wastewater to the mains sewer, per kL
 * (module B7; docs/methodology.md §2 and §8). Each figure says where and how it was read; the
 * arithmetic is here so that a test can restate it.
 *
 * No Australian utility-wide per-kL figure (Bureau of Meteorology "National performance report:
 * urban water utilities", Kenway et al. 2008 CSIRO/WSAA) could be read: the search store keeps
 * only the opening pages of those reports, before their tables. The figures below are the best
 * read instead and are all approximate.
 */

/**
 * Mains water supply, kg CO2e per kL: the groundwater treatment plant of a Western Australian
 * life cycle assessment, "0.38 kg CO2 eq for water delivery to households" (abstract of
 * "Improving the carbon footprint of water treatment with renewable energy: a Western Australian
 * case study", Renewables: Wind, Water, and Solar, 2016, doi:10.1186/s40807-016-0036-2, open
 * access, CC BY 4.0 assumed: the notice was not read; read at jrenewables.springeropen.com). The study's functional unit is
 * "1 m3 of water production and delivery" (its Table 2 caption), and 1 m³ = 1 kL. Electricity
 * is 95 % of that plant's figure (abstract). Approximate: one WA plant type, the lowest of the
 * study's three (surface water treatment higher, electrodialysis desalination 2.46 kg CO2e per
 * m³), applied to every state; the study's energy inputs are literature values (e.g. Goldstein
 * and Smith 2002 in its Table 2).
 */
export const WA_GROUNDWATER_SUPPLY_KG_CO2E_PER_KL = 0.38;

/**
 * Electricity to treat wastewater, kWh per kL: the low end of "Wastewater treatment 0.62–0.87
 * kWh/m3" in Table 3 "Energy intensity of clean water production (Hoff, 2011; Mohtar & Daher,
 * 2012)" of an IWA Publishing article (iwaponline.com/view-large/1126267). Not an Australian
 * figure (literature range); the low end is taken because the factor built from it is in any
 * case a lower bound: it counts treatment electricity only — not sewage pumping, and not the
 * methane and nitrous oxide the plants emit (scope 1; in 46 Australian plants, grid electricity
 * was "indicatively half to three quarters" of their estimated emissions and N2O 10–37 %, IWA
 * Publishing, "Perspectives on greenhouse gas emission estimates based on Australian wastewater
 * treatment plant operating data", abstract read at environmental-expert.com).
 */
export const WASTEWATER_TREATMENT_KWH_PER_KL = 0.62;

/**
 * Wastewater to the mains sewer, kg CO2e per kL, in a state: treatment electricity
 * ({@link WASTEWATER_TREATMENT_KWH_PER_KL}) × the state's grid factor, NGA location-based
 * scope 2 + scope 3 (kg CO2e/kWh), rounded to 6 decimals like the electricity processes.
 * Example (NSW, NGA 2026 Table 1: 0.60 + 0.07): 0.62 × 0.67 = 0.4154 kg CO2e/kL.
 */
export function wastewaterKgCo2ePerKl(
  scope2KgPerKwh: number,
  scope3KgPerKwh: number,
  kwhPerKl: number = WASTEWATER_TREATMENT_KWH_PER_KL,
): number {
  return Math.round(kwhPerKl * (scope2KgPerKwh + scope3KgPerKwh) * 1e6) / 1e6;
}
