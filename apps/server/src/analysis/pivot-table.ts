import type { PivotTable } from '@circa/contract/analysis.schema';
import { pivotSourceFieldNames } from '@circa/contract/analysis.schema';
import type { Evaluation } from '@circa/engine/evaluation-types';
import { findIndicator, INDICATOR_COLUMNS, INDICATORS } from '@circa/engine/indicators';
import { LIFE_CYCLE_MODULES, MODULE_DESCRIPTIONS } from '@circa/engine/life-cycle-modules';
import { impactRow, pivotRowSet } from '@circa/engine/pivot-rows';
import type { ImpactRow } from '@circa/engine/pivot-rows';

/** The indicators an evaluation has impact rows for, in the app's order. */
export function pivotIndicatorIds(ev: Evaluation): number[] {
  return INDICATORS.map((i) => i.id).filter(
    (id) => INDICATOR_COLUMNS.includes(id) && ev.availableIndicatorIds.includes(id),
  );
}

/** Operational demand as a field value: per year, with its unit ('' when the row has none). */
function demandLabel(row: ImpactRow): string {
  if (row.operationalDemand === null) return '';
  return `${Number(row.operationalDemand.toPrecision(6))} ${row.operationalDemandUnit}/yr`;
}

/** A row's source fields in `pivotSourceFieldNames` order. */
function sourceFieldValues(row: ImpactRow): string[] {
  return [
    row.designFunctionName,
    row.functionTypeName,
    row.elementProcessName,
    row.elementType,
    row.masterTemplateName,
    row.nestedTemplateName,
    row.operationalSource,
    demandLabel(row),
    row.categoryCode,
    row.categoryName,
  ];
}

/** A typed array as the base64 of its bytes (little-endian on every supported platform). */
function pack(values: Int32Array | Float64Array): string {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');
}

/** Distinct values sorted for display ('' first), and each value's index among them. */
function dictionary(values: Iterable<string>): { sorted: string[]; index: Map<string, number> } {
  const sorted = [...new Set(values)].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }),
  );
  return { sorted, index: new Map(sorted.map((v, i) => [v, i])) };
}

/**
 * The pivot table of an evaluation (GET /pivotTable): the engine's impact rows for one indicator
 * (or all with `indicatorId` 0), column-wise. Rows whose fields are all equal (elements of the
 * same template, process and category) are summed into one: the pivot only ever sums, so every
 * total it shows is unchanged, and the answer is about a tenth of the engine's rows.
 */
export function buildPivotTable(ev: Evaluation, indicatorId: number): PivotTable {
  const indicatorIds = pivotIndicatorIds(ev);
  const loaded = indicatorId === 0 ? indicatorIds : indicatorIds.filter((id) => id === indicatorId);
  const set = pivotRowSet(ev, { indicatorIds: loaded });

  // one source per distinct combination of fields (many elements share one)
  const groupOfSource = new Map<number, number>();
  const groupOfKey = new Map<string, number>();
  const groups: string[][] = [];
  const sourceGroup = new Int32Array(set.length);
  for (let i = 0; i < set.length; i++) {
    const source = set.source[i]!;
    let group = groupOfSource.get(source);
    if (group === undefined) {
      const values = sourceFieldValues(impactRow(set, i));
      const key = values.join('\u0000');
      group = groupOfKey.get(key);
      if (group === undefined) {
        group = groups.length;
        groups.push(values);
        groupOfKey.set(key, group);
      }
      groupOfSource.set(source, group);
    }
    sourceGroup[i] = group;
  }
  const fields = pivotSourceFieldNames.map((name, f) => {
    const { sorted, index } = dictionary(groups.map((g) => g[f]!));
    return { name, sorted, codes: groups.map((g) => index.get(g[f]!)!) };
  });

  // sum rows with the same indicator, module, year and source
  const indicatorIndex = new Map(indicatorIds.map((id, i) => [id, i]));
  const moduleCount = LIFE_CYCLE_MODULES.length;
  const yearCount = ev.referenceStudyPeriod + 1;
  const rowOfKey = new Map<number, number>();
  const rows = { Indicator: [] as number[], Module: [] as number[], Year: [] as number[] };
  const source: number[] = [];
  const value: number[] = [];
  for (let i = 0; i < set.length; i++) {
    const ind = indicatorIndex.get(set.indicatorId[i]!)!;
    const key =
      ((sourceGroup[i]! * indicatorIds.length + ind) * moduleCount + set.module[i]!) * yearCount +
      set.year[i]!;
    const row = rowOfKey.get(key);
    if (row !== undefined) {
      value[row]! += set.value[i]!;
      continue;
    }
    rowOfKey.set(key, value.length);
    rows.Indicator.push(ind);
    rows.Module.push(set.module[i]!);
    rows.Year.push(set.year[i]!);
    source.push(sourceGroup[i]!);
    value.push(set.value[i]!);
  }

  return {
    Indicators: indicatorIds.map((id) => {
      const indicator = findIndicator(id)!;
      return {
        Id: id,
        Name: indicator.name,
        Abbreviation: indicator.abbreviation,
        Unit: indicator.unit,
      };
    }),
    LoadedIndicatorIds: loaded,
    Modules: LIFE_CYCLE_MODULES.map((code) => ({
      Code: code,
      Description: MODULE_DESCRIPTIONS[code],
    })),
    ReferenceStudyPeriod: ev.referenceStudyPeriod,
    SourceFields: fields.map((f) => ({ Name: f.name, Values: f.sorted })),
    Sources: fields.map((f) => pack(Int32Array.from(f.codes))),
    Rows: {
      Count: value.length,
      Indicator: pack(Int32Array.from(rows.Indicator)),
      Module: pack(Int32Array.from(rows.Module)),
      Year: pack(Int32Array.from(rows.Year)),
      Source: pack(Int32Array.from(source)),
      Value: pack(Float64Array.from(value)),
    },
    LciSourceName: ev.compiled.source.name,
  };
}
