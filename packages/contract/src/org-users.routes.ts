import { z } from 'zod';
import { orgIdQuerySchema } from './organisations.schema';
import { lotRiskSchema, markSafeLotRiskSchema, orgUserLineSchema } from './org-users.schema';
import { defineRoute } from './route';

/**
 * Organisation users and lot risk (document 3 §4 "Users, risk"; §7 "Users, risk"). Blocking and
 * unblocking a member are `blockOrgUser` and `unblockOrgUser` in organisations.routes.ts.
 */

export const orgUsers = defineRoute({
  id: 'orgUsers',
  method: 'GET',
  paths: ['/orgUsers'],
  access: 'user',
  requestKind: 'query',
  request: orgIdQuerySchema,
  response: z.array(orgUserLineSchema),
  envelope: 'data',
  summary:
    "The organisation's members (organisation admins): blocked members first, then by surname.",
  errors: ['not_found', 'forbidden'],
});

export const orgLotRisks = defineRoute({
  id: 'orgLotRisks',
  method: 'GET',
  paths: ['/orgLotRisks'],
  access: 'user',
  requestKind: 'query',
  request: orgIdQuerySchema,
  response: z.array(lotRiskSchema),
  envelope: 'data',
  summary:
    "The organisation's submitted lots with risk points not yet marked as low risk (organisation admins), by risk ascending.",
  errors: ['not_found', 'forbidden'],
});

export const markSafeLotRisk = defineRoute({
  id: 'markSafeLotRisk',
  method: 'POST',
  paths: ['/markSafeLotRisk'],
  access: 'user',
  requestKind: 'json',
  request: markSafeLotRiskSchema,
  response: z.literal(true),
  envelope: 'data',
  summary:
    'Marks a submitted lot as low risk (organisation admins): recorded with who and when; the lot is assessed again when it is next submitted.',
  errors: ['validation_failed', 'not_found', 'forbidden', 'conflict'],
});
