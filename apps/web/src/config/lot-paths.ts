import { Level } from '@circa/contract/enums';

/**
 * Paths of the lot and design-library screens (document 1 §2.2, §4; document 3 §2 "Baselines
 * and presets"). Ids are numbers, so no encoding is needed.
 */
export const lotPaths = {
  /** Project lot list. */
  findLot: (projectId: number) => `/find-lot/${projectId}`,
  createLot: (projectId: number) => `/create-lot/${projectId}/Project`,
  lotUpload: (projectId: number) => `/lot-upload/${projectId}`,
  /** Lot details of an existing lot (type 3, Structure). */
  lotDetails: (structureId: number) => `/lot-details/${structureId}/${Level.Structure}`,
  /** Design Details of a built lot (the trailing slash is the spec's). */
  designDetails: (structureId: number) => `/lot/${structureId}/`,
  /** Starts the lot's design from a baseline and an optional preset (0: none). */
  startDesign: (structureId: number, baselineId: number, presetId = 0) =>
    `/lot/${structureId}/${baselineId}/${presetId}`,
  selectPreset: (structureId: number, baselineId?: number) =>
    baselineId === undefined
      ? `/select-preset/${structureId}`
      : `/select-preset/${structureId}/${baselineId}`,
  selectBaseline: (structureId: number) => `/select-baseline/${structureId}`,
  baselinePreset: (structureId: number) => `/baseline-preset/${structureId}`,
  noAvailableBaseline: (structureId: number) => `/no-available-baseline/${structureId}/`,
  development: (projectId: number) => `/development/${projectId}`,
} as const;
