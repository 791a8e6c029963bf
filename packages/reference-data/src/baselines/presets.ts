/**
 * Presets: designs derived from the baselines by a documented change set, and the function that
 * turns a baseline (and optional preset) into a user's design with auto-scaled templates.
 */
import type { Design, DesignTemplate } from '@circa/engine/design-types';
import { resolveDesignQuantities } from '@circa/engine/resolve-design';
import { EngineError } from '@circa/engine/engine-error';
import { TEMPLATES_BY_ID } from '../library/template-library';
import type { Baseline, PresetDefinition } from './baseline-types';
import { findBaseline } from './baseline-designs';

/** The shipped presets. */
export const PRESETS: readonly PresetDefinition[] = [
  {
    id: 'preset-seven-star-heat-pump-pv',
    title: '7-star envelope + heat pump hot water + 5 kW PV',
    description:
      'Single-storey house at 7 stars: double-glazed windows, R6.0 ceiling insulation, 5-star split heat pumps, heat pump hot water, induction cooking and a 5 kWp PV system.',
    baselineId: 'baseline-single-storey',
    attributes: { thermalRatingId: 70 },
    replace: {
      'aluminium-window-single': 'aluminium-window-double',
      'ceiling-insulation-r4': 'ceiling-insulation-r6',
      'ducted-heat-pump': 'split-heat-pumps-efficient',
      'hw-gas-instantaneous': 'hw-heat-pump',
      'cooking-gas-electric-oven': 'cooking-induction',
    },
    add: [{ templateId: 'rooftop-pv', quantity: 5 }],
  },
  {
    id: 'preset-timber-frame-low-carbon-concrete',
    title: 'Timber frame + low-carbon concrete',
    description:
      'Double-storey house with timber wall frames and roof trusses instead of steel, and a slag-blend (CEM III) concrete slab and edge beams.',
    baselineId: 'baseline-double-storey',
    replace: {
      'brick-veneer-steel-wall': 'brick-veneer-wall',
      'fibre-cement-clad-steel-wall': 'fibre-cement-clad-wall',
      'steel-roof-trusses': 'timber-roof-trusses',
      'internal-wall-steel': 'internal-wall-timber',
      'slab-on-ground': 'slab-on-ground-low-carbon',
      'slab-edge-beam': 'slab-edge-beam-low-carbon',
    },
  },
  {
    id: 'preset-all-electric-water-wise',
    title: 'All-electric + water-wise',
    description:
      'Townhouse with heat pump hot water, induction cooking, 4-star shower, 6-star toilets, 5-star taps, 6-star appliances and a low-water garden, on mains water (rainwater supply cannot be assessed yet).',
    baselineId: 'baseline-townhouse',
    attributes: {
      showerWaterRatingId: 4,
      toiletsWaterRatingId: 6,
      tapsWaterRatingId: 5,
      washingMachineWaterRatingId: 6,
      dishwasherWaterRatingId: 6,
      gardenTypeId: 2,
    },
    replace: { 'hw-electric-storage': 'hw-heat-pump', 'cooking-electric': 'cooking-induction' },
  },
  {
    id: 'preset-apartments-efficient',
    title: 'Apartments: 7 stars, heat pump hot water, 20 kW PV',
    description:
      'Apartment building at 7 stars with double glazing, 5-star split heat pumps, heat pump hot water and a 20 kWp rooftop PV system.',
    baselineId: 'baseline-low-rise-apartments',
    attributes: { thermalRatingId: 70 },
    replace: {
      'aluminium-window-single': 'aluminium-window-double',
      'split-heat-pumps': 'split-heat-pumps-efficient',
      'hw-gas-instantaneous': 'hw-heat-pump',
    },
    add: [{ templateId: 'rooftop-pv', quantity: 20 }],
  },
];

/** Apply a preset's change set to its baseline design (quantities of replaced templates kept). */
export function applyPreset(baseline: Baseline, preset: PresetDefinition): Design {
  const d = baseline.design;
  const replace = preset.replace ?? {};
  const remove = new Set(preset.remove ?? []);
  for (const id of [...Object.values(replace), ...(preset.add ?? []).map((a) => a.templateId)]) {
    if (!TEMPLATES_BY_ID.has(id))
      throw new EngineError(
        'UNKNOWN_TEMPLATE',
        `Preset "${preset.id}" uses template "${id}", which is not in the library.`,
        { templateId: id },
      );
  }
  const kept = d.designTemplates
    .filter((dt) => !remove.has(dt.templateId))
    .map((dt) => ({ ...dt, templateId: replace[dt.templateId] ?? dt.templateId }));
  const added: DesignTemplate[] = (preset.add ?? []).map((a, i) => ({
    id: `${preset.id}:${a.templateId}`,
    templateId: a.templateId,
    quantity: a.quantity,
    isAutoCalc: false,
    sortOrder: kept.length + i + 1,
  }));
  return {
    ...d,
    id: preset.id,
    name: preset.title,
    attributes: { ...d.attributes, ...preset.attributes },
    designTemplates: [...kept, ...added],
  };
}

/** All presets applied to their baselines. */
export function presetDesigns(): { preset: PresetDefinition; design: Design }[] {
  return PRESETS.map((preset) => {
    const baseline = findBaseline(preset.baselineId);
    if (!baseline) throw new Error(`Preset ${preset.id}: unknown baseline ${preset.baselineId}`);
    return { preset, design: applyPreset(baseline, preset) };
  });
}

/**
 * A user's design started from a baseline (and optional preset): every template auto-scales from
 * the baseline's attribute values by its drivers, with the preset's changes applied. The result
 * is what the spec's buildLot creates; edit attributes and location afterwards.
 */
export function designFromBaseline(
  baseline: Baseline,
  preset?: PresetDefinition | null,
  overrides: Partial<Pick<Design, 'id' | 'name' | 'location' | 'occupancyYear'>> = {},
): Design {
  return designFromLibraryDesigns(
    baseline.design,
    preset ? applyPreset(baseline, preset) : baseline.design,
    overrides,
  );
}

/**
 * The same from stored designs: `baselineDesign` gives the attribute values templates scale
 * from; `source` (the baseline itself, or a preset derived from it) gives the templates.
 */
export function designFromLibraryDesigns(
  baselineDesign: Design,
  source: Design,
  overrides: Partial<Pick<Design, 'id' | 'name' | 'location' | 'occupancyYear'>> = {},
): Design {
  const baselineAttributeValues = resolveDesignQuantities(baselineDesign).attributeValues;
  const designTemplates = source.designTemplates.map((dt) => {
    const drivers = TEMPLATES_BY_ID.get(dt.templateId)?.driverAttributeIds ?? [];
    return drivers.length === 0
      ? dt
      : {
          ...dt,
          isAutoCalc: true,
          autoScale: {
            baselineQuantity: dt.quantity,
            drivers: drivers.map((attributeId) => ({ attributeId, weight: 1 / drivers.length })),
          },
        };
  });
  return { ...source, ...overrides, designTemplates, baselineAttributeValues };
}
