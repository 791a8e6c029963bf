/**
 * Generate packages/reference-data/data/ from the shared reference data (default
 * ../shared/data beside the repository; override with SHARED_DATA_DIR).
 *
 * Run: node --import tsx packages/reference-data/scripts/build-reference-data.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStarterSource } from './build-lci';
import {
  climateZoneInfo,
  cookingCoefficients,
  hotWaterCurves,
  postcodeClimateZones,
  postcodeRanges,
  PV_YIELD_BY_ZONE,
  solarGasShares,
  STAR_BAND_PROXIES,
  starBands,
} from './build-nathers';
import { buildPostcodes } from './build-geonames';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = resolve(process.env.SHARED_DATA_DIR ?? resolve(here, '../../../../shared/data'));
const outDir = resolve(here, '../data');

function write(name: string, value: unknown, indent: number | undefined = 1): void {
  const path = resolve(outDir, name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, indent)}\n`);
  console.log(`wrote ${name}`);
}

const { source, skippedRows } = buildStarterSource(dataDir);
write('lci/circa-open-starter-2026.1.json', source);
console.log(
  `materials: ${source.processes.length} processes; ${skippedRows} rows skipped by licence`,
);

const zones = climateZoneInfo(dataDir);
write('nathers/postcode-climate-zones.json', {
  source:
    'NatHERS climate zones and weather files, NatHERSclimatezonesNov2019_0.csv (NatHERS, Australian Government; CC BY 4.0 assumed, attribute NatHERS)',
  zones: postcodeClimateZones(dataDir),
});
write('nathers/hot-water-zones.json', {
  source:
    'NatHERS Whole of Home rev 10.1 appendix, hot-water zones by postcode (via dwjp/py_wholeofhome; Commonwealth data)',
  hotWater: postcodeRanges(`${dataDir}/nathers/hw_climate_zones_rev10.1.csv`),
  heatPump: postcodeRanges(`${dataDir}/nathers/hw_heat_pump_climate_zones_rev10.1.csv`),
});
write('nathers/whole-of-home.json', {
  sources: {
    curves:
      'NatHERS Whole of Home National Calculation Method rev 10.1 appendix tables (hw_annual_energy_by_climate_zone, hw_monthly_share, cooking_coefficients), transcribed by dwjp/py_wholeofhome; Commonwealth data (CC BY 4.0 assumed)',
    equations:
      'WoH Eq 2 (occupants), Eq 25 (hot water peak load: 40 L per occupant, y by zone), Eq 63 (lighting 5 W/m² × 1.6 h/day), plug loads 7022.4 + 441.65·N MJ/yr, Table 13 (default heat pump HSPF/TCSPF), as implemented in dwjp/py_wholeofhome',
    starBands:
      'ABCB Consultation RIS (2018) "Energy efficiency for residential buildings: NatHERS heating and cooling load limits", 6-star average case, zones 1-45; zones 46-69 proxied (approximate)',
    photovoltaic:
      'Clean Energy Regulator SGU zone ratings 1.622/1.536/1.382/1.185 MWh/kW/yr applied to the hot-water zone map (approximate, not verified against the CER file)',
    naturalLighting:
      'option 1 is the WoH default (factor 1); options 2 and 3 are Circa assumptions (±10 %), approximate',
  },
  hotWaterCurves: hotWaterCurves(dataDir),
  solarGasShares: solarGasShares(dataDir),
  peakLitresPerMegajoule: { 1: 6.144, 2: 5.482, 3: 5.107, 4: 4.746, 5: 4.514 },
  hotWaterLitresPerOccupantDay: 40,
  annualToPeakRatio: 0.904521,
  cooking: cookingCoefficients(dataDir),
  plugLoads: { constant: 7022.4, perOccupant: 441.65 },
  lighting: { wattsPerSquareMetre: 5, hoursPerDay: 1.6 },
  naturalLightingFactors: { 1: 1, 2: 0.9, 3: 1.1 },
  climateZones: zones,
  defaultHeatPump: {
    'Hot/humid': { heating: 4.0, cooling: 4.0 },
    Mixed: { heating: 3.5, cooling: 3.5 },
    Cold: { heating: 2.5, cooling: 3.5 },
  },
  starBands: starBands(dataDir),
  starBandProxies: STAR_BAND_PROXIES,
  photovoltaicYieldByZone: PV_YIELD_BY_ZONE,
});
write('geonames/au-postcodes.json', buildPostcodes(dataDir), undefined);
