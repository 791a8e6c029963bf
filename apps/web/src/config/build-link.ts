import type { BuildSummary } from '@circa/contract/builds.schema';
import { screens } from './screens';

/** A build card opens its lot's design (document 1 §2.4: /lot/{id}); the lot is the card's StructureId. */
export function buildLink(build: Pick<BuildSummary, 'Id' | 'StructureId'>): string {
  return screens.designDetails.href(build.StructureId ?? build.Id);
}
