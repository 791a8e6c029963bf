import { z } from 'zod';
import { orgIdBodySchema } from './design.schema';
import { orgIdQuerySchema } from './organisations.schema';
import {
  orgDashboardSchema,
  orgOnboardingDetailsSchema,
  orgSettingsDetailsSchema,
  saveOrgOnboardingSchema,
  saveOrgSettingsSchema,
} from './org-settings.schema';
import { defineRoute } from './route';

/**
 * Organisation settings, onboarding and dashboard (document 3 §7 "Organisation"), for
 * organisation admins. getCustomOrgSetting is in organisations.routes.ts, getSupportEmail in
 * shell.routes.ts and toggleOnboardingStatus in design.routes.ts.
 */

export const getOrgSettingsDetails = defineRoute({
  id: 'getOrgSettingsDetails',
  method: 'GET',
  paths: ['/getOrgSettingsDetails'],
  access: 'user',
  requestKind: 'query',
  request: orgIdQuerySchema,
  response: orgSettingsDetailsSchema,
  envelope: 'data',
  summary: "The organisation's settings with their options and its credit balance (admins).",
  errors: ['not_found', 'forbidden'],
});

export const saveOrgSettingsDetails = defineRoute({
  id: 'saveOrgSettingsDetails',
  method: 'POST',
  paths: ['/saveOrgSettingsDetails'],
  access: 'user',
  requestKind: 'json',
  request: saveOrgSettingsSchema,
  response: orgSettingsDetailsSchema,
  envelope: 'data',
  summary:
    "Saves the organisation's settings (admins); locking the LCI source locks the group too.",
  errors: ['validation_failed', 'not_found', 'forbidden'],
});

export const getOrgOnboardingDetails = defineRoute({
  id: 'getOrgOnboardingDetails',
  method: 'GET',
  paths: ['/getOrgOnboardingDetails'],
  access: 'user',
  requestKind: 'query',
  request: orgIdQuerySchema,
  response: orgOnboardingDetailsSchema,
  envelope: 'data',
  summary: "The organisation's onboarding title and content (admins).",
  errors: ['not_found', 'forbidden'],
});

export const saveOrgOnboardingDetails = defineRoute({
  id: 'saveOrgOnboardingDetails',
  method: 'POST',
  paths: ['/saveOrgOnboardingDetails'],
  access: 'user',
  requestKind: 'json',
  request: saveOrgOnboardingSchema,
  response: orgOnboardingDetailsSchema,
  envelope: 'data',
  summary: 'Saves the onboarding title and rich-text content, sanitised (admins).',
  errors: ['validation_failed', 'not_found', 'forbidden'],
});

export const resetOnboardingStatus = defineRoute({
  id: 'resetOnboardingStatus',
  method: 'POST',
  paths: ['/resetOnboardingStatus'],
  access: 'user',
  requestKind: 'json',
  request: orgIdBodySchema,
  response: z.literal(true),
  envelope: 'data',
  summary: 'Shows the onboarding message again to every member (admins).',
  errors: ['not_found', 'forbidden'],
});

export const getOrgDashboard = defineRoute({
  id: 'getOrgDashboard',
  method: 'GET',
  paths: ['/getOrgDashboard'],
  access: 'user',
  requestKind: 'query',
  request: orgIdQuerySchema,
  response: orgDashboardSchema,
  envelope: 'data',
  summary:
    "The organisation at a glance (admins): developments, lots by state, credits, targets achieved, and the caller's onboarding message.",
  errors: ['not_found', 'forbidden'],
});
