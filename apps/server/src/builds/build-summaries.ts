import type { BuildSummary } from '@circa/contract/builds.schema';
import { designFeedPath } from '@circa/contract/design-link';
import type { BuildListItem } from '@circa/db/builds.repository';
import type { LibraryDesignItem } from '@circa/db/library-designs.repository';

/** A lot design as a build card with the list fields (document 1 §3 "Build summary"). */
export function toBuildSummary(b: BuildListItem): BuildSummary {
  return {
    Id: b.designId,
    Title: b.name,
    Description: `${b.structureName} · ${b.projectName}`,
    ImageUrl: b.imageUrl,
    FunctionTypeName: b.functionTypeName,
    FeatureUrl: null,
    IsArchived: b.isArchived,
    IsRapidBaselineDesign: false,
    DisableLink: false,
    StructureId: b.structureId,
    OrgId: b.organisationId,
    ProjectId: b.projectId,
    Dwelling: b.dwellings,
    Bedroom: b.bedrooms,
    Bathroom: b.bathrooms,
    Floor: b.floors,
    GrossFloorArea: b.grossFloorArea ?? 0,
  };
}

/**
 * A featured design as the home feed's card, for anyone (signed out too): what its public page
 * shows (name, image, type, size, the lot's address) and the page's link; no lot, development or
 * organisation id, no development name.
 */
export function toFeaturedSummary(b: BuildListItem): BuildSummary {
  return {
    Id: b.designId,
    Title: b.name,
    Description: b.structureName,
    ImageUrl: b.imageUrl,
    FunctionTypeName: b.functionTypeName,
    FeatureUrl: designFeedPath(b.designId),
    IsArchived: false,
    IsRapidBaselineDesign: false,
    DisableLink: false,
    Dwelling: b.dwellings,
    Bedroom: b.bedrooms,
    Bathroom: b.bathrooms,
    Floor: b.floors,
    GrossFloorArea: b.grossFloorArea ?? 0,
  };
}

/** A baseline or preset as a card; a preset whose baseline is not enabled in the development is disabled. */
export function toBuildSummaryFromLibrary(d: LibraryDesignItem): BuildSummary {
  return {
    Id: d.id,
    Title: d.name,
    Description: d.description,
    ImageUrl: d.imageUrl,
    FunctionTypeName: d.functionTypeName,
    FeatureUrl: null,
    IsArchived: false,
    IsRapidBaselineDesign: d.baselineDesignId === null,
    DisableLink: !d.isEnabledInProject,
    ...(d.baselineDesignId !== null && { BaselineId: d.baselineDesignId }),
    Dwelling: d.dwellings,
    Bedroom: d.bedrooms,
    Bathroom: d.bathrooms,
    Floor: d.floors,
    GrossFloorArea: d.grossFloorArea ?? 0,
  };
}
