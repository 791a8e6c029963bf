import type { ProjectUserLotLine } from '@circa/contract/project-people.schema';
import { structureUserTypeNames } from '@circa/contract/project-people.schema';
import { matchesSearch } from '../../../ui/search-field';

/** The access type's name (document 3 §3 "Structure user types"). */
export const accessTypeName = (id: number) => structureUserTypeNames[id] ?? 'Not Involved';

/** The lots whose name matches the search, in the server's order (Lead, Collaborator, others). */
export function filterUserLots(lots: ProjectUserLotLine[], search: string): ProjectUserLotLine[] {
  return lots.filter((lot) => matchesSearch(lot.StructureName, search));
}
