/**
 * The global template library of the Australia group.
 */
import type { Template } from '@circa/engine/template-types';
import { withCostRates } from './cost-rates';
import { OPENING_TEMPLATES, ROOF_TEMPLATES, WALL_TEMPLATES } from './envelope-templates';
import { INTERIOR_TEMPLATES } from './interior-templates';
import {
  CONDITIONING_TEMPLATES,
  EQUIPMENT_TEMPLATES,
  HOT_WATER_TEMPLATES,
} from './services-templates';
import { STRUCTURE_TEMPLATES } from './structure-templates';
import { SITE_TEMPLATES, WATER_TEMPLATES } from './water-site-templates';

/** Every library template. */
export const TEMPLATE_LIBRARY: readonly Template[] = withCostRates([
  ...STRUCTURE_TEMPLATES,
  ...WALL_TEMPLATES,
  ...ROOF_TEMPLATES,
  ...OPENING_TEMPLATES,
  ...INTERIOR_TEMPLATES,
  ...CONDITIONING_TEMPLATES,
  ...HOT_WATER_TEMPLATES,
  ...EQUIPMENT_TEMPLATES,
  ...WATER_TEMPLATES,
  ...SITE_TEMPLATES,
]);

/** Library templates by id. */
export const TEMPLATES_BY_ID: ReadonlyMap<string, Template> = new Map(
  TEMPLATE_LIBRARY.map((t) => [t.id, t]),
);
