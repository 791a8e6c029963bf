import { LIFE_CYCLE_MODULES } from '@circa/engine/life-cycle-modules';
import { lcaxAssemblies, lcaxIndicatorIds } from './lcax-assemblies';
import type { LcaxImpacts } from './lcax-assemblies';
import { LCAX_IMPACT_KEYS, LCAX_MODULES } from './lcax-codes';
import type { ResultsExport } from './results-export';

/** The LCAx release whose project format the file follows (schema: lcax/lcax-project.schema.json). */
export const LCAX_FORMAT_VERSION = '3.5.0';

/** A whole number within 0..max, or undefined (LCAx's unsigned integer fields). */
function unsigned(value: number, max: number): number | undefined {
  const n = Math.round(value);
  return Number.isFinite(n) && n >= 0 && n <= max ? n : undefined;
}

/** Results by module of the export's rows (design values, on-site generation excluded). */
function moduleResults(data: ResultsExport, indicatorId: number): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const row of data.rows) {
    if (row.indicatorId !== indicatorId) continue;
    const module = LIFE_CYCLE_MODULES.find((m) => m === row.module);
    if (module) out[LCAX_MODULES[module]] = row.design;
  }
  return out;
}

/**
 * The design's results as an LCAx project (https://github.com/ocni-dtu/lcax, format 3.5): the
 * project's results per EN 15804 impact category and module (the same values as the CSV), one
 * assembly per component with its results, the building's floor areas, floors and occupants, and
 * in `metaData` what LCAx has no field for: the methodology version, the LCI source and its
 * provenance, units, and the indicators without an LCAx key (primary energy, cost…).
 */
export function writeLcaxProject(
  data: ResultsExport,
  ids: { structureId: number; designId: number },
): Record<string, unknown> {
  const { about, design } = data;
  const indicatorIds = lcaxIndicatorIds(design);
  const results: LcaxImpacts = {};
  for (const id of indicatorIds) results[LCAX_IMPACT_KEYS[id]!] = moduleResults(data, id);
  const otherIds = [...new Set(data.rows.map((r) => r.indicatorId))].filter(
    (id) => !indicatorIds.includes(id) && LCAX_IMPACT_KEYS[id] === undefined,
  );
  const attributes = design.design.attributes;
  const period = unsigned(about.referenceStudyPeriod, 255);
  const floors = unsigned(attributes.floors, 65535) ?? 1;
  const users = unsigned(design.resolved.occupants, 4294967295);
  return {
    id: `circa-lot-${ids.structureId}-design-${ids.designId}`,
    name: about.designName,
    description: `${about.lotName}, ${about.developmentName} (${about.organisationName})`,
    location: { country: 'aus', city: null, address: about.lotAddress || null },
    formatVersion: LCAX_FORMAT_VERSION,
    lciaMethod: 'EN 15804+A1',
    classificationSystems: ['Circa construction category'],
    ...(period === undefined ? {} : { referenceStudyPeriod: period }),
    lifeCycleModules: Object.values(LCAX_MODULES),
    impactCategories: indicatorIds.map((id) => LCAX_IMPACT_KEYS[id]!),
    assemblies: lcaxAssemblies(design),
    results,
    projectInfo: {
      buildingType: 'new_construction_works',
      buildingTypology: ['residential'],
      grossFloorArea: {
        value: design.resolved.grossFloorArea,
        unit: 'm2',
        definition:
          'Gross floor area (Circa: known, calculated or predicted; docs/methodology.md §4)',
      },
      heatedFloorArea: {
        value: design.resolved.conditionedFloorArea,
        unit: 'm2',
        definition: 'Conditioned floor area (NatHERS)',
      },
      floorsAboveGround: floors,
      generalEnergyClass: 'unknown',
      ...(users === undefined ? {} : { buildingUsers: users }),
    },
    projectPhase: 'concept_design',
    softwareInfo: {
      lcaSoftware: 'Circa',
      goalAndScopeDefinition:
        'Whole-of-life LCA of a dwelling design (EN 15978 modules A1-A3 to C4, D reported separately), compared with its benchmark.',
      calculationType: about.methodologyVersion,
    },
    metaData: {
      methodologyVersion: about.methodologyVersion,
      lciSource: `${about.lciSource.name} ${about.lciSource.version}`,
      lciSourceId: about.lciSource.id,
      dataProvenance: about.dataProvenance,
      dataQuality: about.dataQuality,
      exportedAt: about.exportedAt,
      resultsNote:
        'Totals over the reference study period, on-site generation excluded. Empty (null): no data in the LCI source.',
      units: Object.fromEntries(
        indicatorIds.map((id) => [
          LCAX_IMPACT_KEYS[id]!,
          data.rows.find((r) => r.indicatorId === id)?.unit ?? '',
        ]),
      ),
      otherIndicators: otherIds.map((id) => {
        const row = data.rows.find((r) => r.indicatorId === id)!;
        return {
          indicatorId: id,
          name: row.indicatorName,
          unit: row.unit,
          results: moduleResults(data, id),
        };
      }),
    },
  };
}
