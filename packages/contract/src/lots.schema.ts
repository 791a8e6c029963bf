import { z } from 'zod';
import { queryInt } from './numbers.schema';
import { buildSummarySchema } from './builds.schema';
import { projectTargetSchema } from './targets.schema';
import { messages } from './messages';
import { idField, queryBoolean } from './select-option.schema';

/**
 * Lots (structures) of a development (documents 1 §3, 2 §3 "Lot details").
 * `IsLocked`: the lot is allocated to others and the caller has no access (shown
 * "{name} - Allocated"; opening it asks for access).
 */
export const lotSummarySchema = z.object({
  StructureId: z.int32(),
  Name: z.string(),
  IsBuilt: z.boolean(),
  IsLocked: z.boolean(),
  IsArchived: z.boolean(),
  /** Baseline designs enabled for the lot's development. */
  BaselineDesigns: z.array(z.int32()),
});
export type LotSummary = z.infer<typeof lotSummarySchema>;

export const lotsQuerySchema = z.object({
  projectId: idField('projectId'),
  showArchivedLots: queryBoolean.default(false),
});

export const lotsResponseSchema = z.object({
  LotSummaries: z.array(lotSummarySchema),
  IsAdmin: z.boolean(),
  IsPreconfigured: z.boolean(),
  IsPrepaid: z.boolean(),
  OrgName: z.string(),
  ProjectName: z.string(),
  /** Baseline ids (of BaselineDesigns) that have approved presets (for the lot routing rule). */
  BaselinesWithApprovedPresets: z.array(z.int32()),
});

const richText = z.string().max(20000).default('');

export const createLotSchema = z.object({
  projectId: z.int32().positive(),
  address: z.string().trim().min(1, messages.lotAddressRequired).max(300),
  customLotFieldValue: z.string().trim().max(200).default(''),
  description: richText,
});

export const lotDetailsSchema = z.object({
  StructureId: z.int32(),
  ProjectId: z.int32(),
  Name: z.string(),
  Address: z.string(),
  CustomLotFieldLabel: z.string(),
  CustomLotFieldValue: z.string(),
  Description: z.string(),
  ProjectName: z.string(),
  ProjectTargetId: z.int32(),
  IsBuilt: z.boolean(),
  IsReadOnly: z.boolean(),
  IsDesignLocked: z.boolean(),
  IsArchived: z.boolean(),
  IsAdminCoordinator: z.boolean(),
  /** Organisation admins set and clear the design lock, which binds everyone else. */
  IsOrgAdmin: z.boolean(),
  FavoriteDesignId: z.int32(),
  LotSummary: lotSummarySchema,
  PresetBuilds: z.array(buildSummarySchema),
});
export type LotDetails = z.infer<typeof lotDetailsSchema>;

export const saveLotDetailsSchema = z.object({
  StructureId: z.int32().positive(),
  Address: z.string().trim().min(1, messages.lotAddressRequired).max(300),
  CustomLotFieldValue: z.string().trim().max(200).default(''),
  Description: richText,
  ProjectTargetId: z.int32().min(0).default(0),
  IsDesignLocked: z.boolean().default(false),
});

export const designPhasesQuerySchema = z.object({
  structureId: idField('structureId'),
  projectTargetId: queryInt().min(0).default(0),
});

/** Designs of a lot grouped by design phase, with their reduction on the chosen target. */
export const designPhasesSchema = z.object({
  AbbreviatedIndicatorName: z.string(),
  DesignPhases: z.array(
    z.object({
      DesignPhaseId: z.int32(),
      DesignPhaseName: z.string(),
      Designs: z.array(
        z.object({
          DesignId: z.int32(),
          DesignName: z.string(),
          DesignPurpose: z.string(),
          /** Reduction from the benchmark on the target, percent (negative: an increase); null while not computable. */
          Reduction: z.number().nullable(),
        }),
      ),
    }),
  ),
});

export const availableProjectTargetsSchema = z.array(projectTargetSchema);

/** A lot id in the path (`/lot/archiveStructure/:id`). */
export const structurePathSchema = z.object({ id: idField('id') });

export const lotInformationEmailSchema = z.object({
  ProjectId: z.int32().positive(),
  LotInformation: z.string().trim().min(1, messages.lotInformationRequired).max(4000),
});

export const lotRequestedEmailSchema = z.object({
  structureId: z.int32().positive(),
  /** 1 Lead, 2 Collaborator, 3 Read Only (default). */
  accessLevel: z.int32().min(1).max(3).default(3),
});
export const lotRequestedResponseSchema = z.object({ OrgName: z.string() });

/** buildLot (document 2 §7): the lot, its baseline design and optionally a preset (0: none). */
export const buildLotSchema = z.object({
  structureId: z.int32().positive(),
  baseStructureId: z.int32().positive('Choose a baseline design.'),
  presetStructureId: z.int32().min(0).default(0),
});
export const buildLotResponseSchema = z.object({ DesignId: z.int32() });
