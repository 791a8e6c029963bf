/** Baseline and preset shapes. */
import type { Design, DesignAttributes } from '@circa/engine/design-types';

/** A baseline: a reference design with full inputs and templates. */
export interface Baseline {
  id: string;
  title: string;
  description: string;
  design: Design;
}

/** A preset: a named change set applied to a baseline. */
export interface PresetDefinition {
  id: string;
  title: string;
  description: string;
  baselineId: string;
  attributes?: Partial<DesignAttributes>;
  /** Template id → replacement template id (quantities kept). */
  replace?: Readonly<Record<string, string>>;
  /** Templates to add with their quantities. */
  add?: readonly { templateId: string; quantity: number }[];
  /** Template ids to remove. */
  remove?: readonly string[];
}
