/**
 * Helpers to write template recipes. Defaults (approximate, Circa assumptions; see
 * docs/methodology.md "Template library"): transport by average laden HGV (UK DESNZ 2025 factor)
 * 50 km for bulk local materials (concrete, aggregates, sand, asphalt, masonry) and 300 km for
 * others; site wastage by material class.
 */
import type {
  NestedTemplateElement,
  OperationalSpec,
  ProcessElement,
  Template,
  TemplateElement,
} from '@circa/engine/template-types';
import type { RefrigerantRelease } from '@circa/engine/refrigerant';
import type { ElementGroupId } from '@circa/engine/template-types';
import type { DeclaredUnit } from '@circa/engine/units';
import { PROCESS } from './process-ids';
import type { ServiceLifeKey } from './service-lives';
import { SERVICE_LIVES } from './service-lives';

/** Transport distance for bulk local materials, km (approximate). */
export const LOCAL_DISTANCE_KM = 50;
/** Transport distance for other materials, km (approximate). */
export const REGIONAL_DISTANCE_KM = 300;

const LOCAL = new Set<string>([
  PROCESS.concreteC20,
  PROCESS.concreteC30,
  PROCESS.mortar,
  PROCESS.sand,
  PROCESS.gravel,
  PROCESS.crushedRock,
  PROCESS.asphalt,
  PROCESS.brick,
  PROCESS.concreteBlock,
  PROCESS.concreteRoofTile,
  PROCESS.terracottaTile,
]);

/**
 * Processes whose datasets give no mass per declared unit: their transport (A4) cannot be
 * computed, so no transport is attached (the gap is documented in the methodology).
 */
export const PROCESSES_WITHOUT_MASS = new Set<string>([
  PROCESS.aluminiumWindowFrame,
  PROCESS.aluminiumWindowFrameThermallyBroken,
  PROCESS.particleboard,
  PROCESS.fibreCement,
  PROCESS.carpetTile,
  PROCESS.cable,
  PROCESS.photovoltaic,
  PROCESS.heatPump7kW,
  PROCESS.heatPump10kW,
  PROCESS.tankPe1000,
]);

/** Options of a process element. */
export interface MaterialOptions {
  wastage?: number;
  life?: ServiceLifeKey;
  maintenance?: number;
  /** Distance km (default by class); 0 for none. */
  km?: number;
  /** A refrigerant charge's leak and end-of-life loss rates (module B1; refrigerants.ts). */
  refrigerant?: RefrigerantRelease;
  note?: string;
}

/** A process element (quantity per base quantity of the template). */
export function material(
  processId: string,
  quantity: number,
  options: MaterialOptions = {},
): ProcessElement {
  const km = PROCESSES_WITHOUT_MASS.has(processId)
    ? 0
    : (options.km ?? (LOCAL.has(processId) ? LOCAL_DISTANCE_KM : REGIONAL_DISTANCE_KM));
  return {
    kind: 'process',
    processId,
    quantity,
    wastageRate: options.wastage ?? 0.05,
    serviceLife: SERVICE_LIVES[options.life ?? 'structure'].years,
    transport: km > 0 ? { processId: PROCESS.truck, distanceKm: km } : null,
    maintenanceRate: options.maintenance ?? null,
    ...(options.refrigerant ? { refrigerant: options.refrigerant } : {}),
    ...(options.note ? { note: options.note } : {}),
  };
}

/** A nested template element. */
export function nested(templateId: string, quantity: number): NestedTemplateElement {
  return { kind: 'template', templateId, quantity };
}

/** Fields of a library template. */
export interface TemplateDefinition {
  id: string;
  name: string;
  description: string;
  categoryId: number;
  elementGroupId?: ElementGroupId;
  unit: DeclaredUnit;
  baseQuantity?: number;
  drivers: readonly number[];
  elements: readonly TemplateElement[];
  operational?: readonly OperationalSpec[];
}

/** A global template of the Australia group. */
export function template(d: TemplateDefinition): Template {
  return {
    id: d.id,
    name: d.name,
    description: d.description,
    categoryId: d.categoryId,
    elementGroupId: d.elementGroupId ?? 1,
    unit: d.unit,
    baseQuantity: d.baseQuantity ?? 1,
    driverAttributeIds: d.drivers,
    image: null,
    lciGroupId: 'australia',
    owner: { kind: 'global' },
    elements: d.elements,
    operational: d.operational ?? null,
  };
}
