import { z } from 'zod';
import { projectIdQuerySchema, structureIdQuerySchema } from './developments.schema';
import {
  availableProjectTargetsSchema,
  buildLotResponseSchema,
  buildLotSchema,
  createLotSchema,
  designPhasesQuerySchema,
  designPhasesSchema,
  lotDetailsSchema,
  lotInformationEmailSchema,
  lotRequestedEmailSchema,
  lotRequestedResponseSchema,
  lotsQuerySchema,
  lotsResponseSchema,
  saveLotDetailsSchema,
  structurePathSchema,
} from './lots.schema';
import { defineRoute } from './route';

/** Lots (document 1 §7 "Lists and lookups", document 2 "Lot creation and lot details"). */

export const lots = defineRoute({
  id: 'lots',
  method: 'GET',
  paths: ['/lots'],
  access: 'user',
  requestKind: 'query',
  request: lotsQuerySchema,
  response: lotsResponseSchema,
  envelope: 'data',
  summary: "A development's lots as the caller sees them.",
  errors: ['not_found'],
});

export const createLot = defineRoute({
  id: 'createLot',
  method: 'POST',
  paths: ['/lot/create', '/createLot'],
  access: 'user',
  requestKind: 'json',
  request: createLotSchema,
  response: z.int32(),
  envelope: 'data',
  summary: 'Creates a lot (admin coordinators; not in preconfigured developments); answers its id.',
  errors: ['validation_failed', 'not_found', 'forbidden'],
});

export const lotDetails = defineRoute({
  id: 'lotDetails',
  method: 'GET',
  paths: ['/lot/getLotDetails', '/lotDetails'],
  access: 'user',
  requestKind: 'query',
  request: structureIdQuerySchema,
  response: lotDetailsSchema,
  envelope: 'data',
  summary: "A lot's details.",
  errors: ['not_found'],
});

export const saveLotDetails = defineRoute({
  id: 'saveLotDetails',
  method: 'POST',
  paths: ['/lot/saveLotDetails', '/saveLotDetails'],
  access: 'user',
  requestKind: 'json',
  request: saveLotDetailsSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: "Saves a lot's details (not read-only users).",
  errors: ['validation_failed', 'not_found', 'forbidden'],
});

export const getDesignPhases = defineRoute({
  id: 'getDesignPhases',
  method: 'GET',
  paths: ['/lot/getDesignPhases', '/getDesignPhases'],
  access: 'user',
  requestKind: 'query',
  request: designPhasesQuerySchema,
  response: designPhasesSchema,
  envelope: 'data',
  summary: "A lot's designs by design phase, with each one's reduction on the chosen target.",
  errors: ['not_found'],
});

export const getAvailableProjectTargets = defineRoute({
  id: 'getAvailableProjectTargets',
  method: 'GET',
  paths: ['/getAvailableProjectTargets'],
  access: 'user',
  requestKind: 'query',
  request: structureIdQuerySchema,
  response: availableProjectTargetsSchema,
  envelope: 'data',
  summary: "The targets of a lot's development (the Choose Project Target dialog).",
  errors: ['not_found'],
});

export const archiveLot = defineRoute({
  id: 'archiveLot',
  method: 'POST',
  paths: ['/lot/archiveStructure/:id'],
  access: 'user',
  requestKind: 'path',
  request: structurePathSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: 'Archives a lot and its designs (admin coordinators; the screen asks to type ARCHIVE).',
  errors: ['not_found'],
});

export const unarchiveLot = defineRoute({
  id: 'unarchiveLot',
  method: 'POST',
  paths: ['/lot/unarchiveStructure/:id'],
  access: 'user',
  requestKind: 'path',
  request: structurePathSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: 'Restores an archived lot (its designs stay archived).',
  errors: ['not_found'],
});

export const sendLotInformationEmail = defineRoute({
  id: 'sendLotInformationEmail',
  method: 'POST',
  paths: ['/sendLotInformationEmail'],
  access: 'user',
  requestKind: 'json',
  request: lotInformationEmailSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: "MY LOT ISN'T LISTED: emails the organisation and the development's coordinators.",
  errors: ['validation_failed', 'not_found'],
});

export const sendLotRequestedEmail = defineRoute({
  id: 'sendLotRequestedEmail',
  method: 'POST',
  paths: ['/sendLotRequestedEmail'],
  access: 'user',
  requestKind: 'json',
  request: lotRequestedEmailSchema,
  response: lotRequestedResponseSchema,
  envelope: 'data',
  summary:
    'Requests access to an allocated lot; notifies its lead, the coordinators and the organisation.',
  errors: ['not_found'],
});

export const isLotInitialised = defineRoute({
  id: 'isLotInitialised',
  method: 'GET',
  paths: ['/lot/isInitialised'],
  access: 'user',
  requestKind: 'query',
  request: structureIdQuerySchema,
  response: z.boolean(),
  envelope: 'data',
  summary: 'Whether the lot has a design built from a baseline.',
  errors: ['not_found'],
});

export const buildLot = defineRoute({
  id: 'buildLot',
  method: 'POST',
  paths: ['/lot/buildLot'],
  access: 'user',
  requestKind: 'json',
  request: buildLotSchema,
  response: buildLotResponseSchema,
  envelope: 'data',
  summary:
    "Initialises the lot's design from a baseline (and preset) enabled in its development; the caller becomes the lot's lead.",
  errors: ['validation_failed', 'not_found', 'conflict', 'forbidden'],
});

export const getCustomLotLabel = defineRoute({
  id: 'getCustomLotLabel',
  method: 'GET',
  paths: ['/lot/getCustomLotLabel'],
  access: 'user',
  requestKind: 'query',
  request: projectIdQuerySchema,
  response: z.string(),
  envelope: 'data',
  summary:
    "The label of the lots' custom field in a development (its organisation's; empty: no field).",
  errors: ['not_found'],
});
