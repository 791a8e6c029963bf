import { z } from 'zod';
import { defineRoute } from './route';
import { emptyRequestSchema } from './identity.schema';
import {
  customOrgSettingSchema,
  developmentSummarySchema,
  lciGroupSourceQuerySchema,
  orgAvailableCreditQuerySchema,
  orgDevelopmentsQuerySchema,
  orgIdQuerySchema,
  orgLciInfoSchema,
  organisationSummarySchema,
  orgUserSchema,
} from './organisations.schema';
import { selectOptionSchema } from './select-option.schema';

/** Organisation look-ups (documents 1 §7 and 3 §7 "Organisation"). */

export const rapidOrganisation = defineRoute({
  id: 'rapidOrganisation',
  method: 'GET',
  paths: ['/rapidOrganisation'],
  access: 'user',
  requestKind: 'none',
  request: emptyRequestSchema,
  response: z.array(organisationSummarySchema),
  envelope: 'data',
  summary: "The caller's organisations (for the organisation picker), by name.",
  errors: [],
});

export const isRapidOrgAdmin = defineRoute({
  id: 'isRapidOrgAdmin',
  method: 'GET',
  paths: ['/isRapidOrgAdmin'],
  access: 'user',
  requestKind: 'query',
  request: orgIdQuerySchema,
  response: z.boolean(),
  envelope: 'data',
  summary: 'Whether the caller administers this organisation.',
  errors: ['not_found'],
});

export const getCustomOrgSetting = defineRoute({
  id: 'getCustomOrgSetting',
  method: 'GET',
  paths: ['/getCustomOrgSetting'],
  access: 'user',
  requestKind: 'query',
  request: orgIdQuerySchema,
  response: customOrgSettingSchema,
  envelope: 'data',
  summary: "The organisation's custom labels for development, lot and design fields.",
  errors: ['not_found'],
});

export const getOrgLciInfo = defineRoute({
  id: 'getOrgLciInfo',
  method: 'GET',
  paths: ['/getOrgLciInfo'],
  access: 'user',
  requestKind: 'query',
  request: orgIdQuerySchema,
  response: orgLciInfoSchema,
  envelope: 'data',
  summary: "The organisation's default LCI group and source, and whether they are forced.",
  errors: ['not_found'],
});

export const getLciGroupSource = defineRoute({
  id: 'getLciGroupSource',
  method: 'GET',
  paths: ['/getLciGroupSource'],
  access: 'user',
  requestKind: 'query',
  request: lciGroupSourceQuerySchema,
  response: z.array(selectOptionSchema),
  envelope: 'data',
  summary: 'The LCI sources of a group (shipped, plus the organisation’s own).',
  errors: ['not_found'],
});

export const getOrgAvailableCredit = defineRoute({
  id: 'getOrgAvailableCredit',
  method: 'GET',
  paths: ['/getOrgAvailableCredit'],
  access: 'user',
  requestKind: 'query',
  request: orgAvailableCreditQuerySchema,
  response: z.int32(),
  envelope: 'data',
  summary:
    "The organisation's credit balance not yet allocated to projects (1 credit = 1 dwelling).",
  errors: ['not_found'],
});

export const getOrgDevelopments = defineRoute({
  id: 'getOrgDevelopments',
  method: 'GET',
  paths: ['/GetOrgDevelopments'],
  access: 'user',
  requestKind: 'query',
  request: orgDevelopmentsQuerySchema,
  response: z.array(developmentSummarySchema),
  envelope: 'data',
  summary: "An organisation's developments the caller may see, by name.",
  errors: ['not_found'],
});

export const blockOrgUser = defineRoute({
  id: 'blockOrgUser',
  method: 'POST',
  paths: ['/blockOrgUser'],
  access: 'user',
  requestKind: 'json',
  request: orgUserSchema,
  response: z.literal(true),
  envelope: 'data',
  summary:
    "Blocks a member (organisation admins): they see none of the organisation's assets and every session of theirs ends.",
  errors: ['validation_failed', 'not_found', 'forbidden'],
});

export const unblockOrgUser = defineRoute({
  id: 'unblockOrgUser',
  method: 'POST',
  paths: ['/unblockOrgUser'],
  access: 'user',
  requestKind: 'json',
  request: orgUserSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: 'Unblocks a member (organisation admins).',
  errors: ['validation_failed', 'not_found', 'forbidden'],
});
