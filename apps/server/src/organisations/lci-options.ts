import type { SelectOption } from '@circa/contract/select-option.schema';
import { listLciGroups, listLciSources } from '@circa/db/lci-catalogue.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';

const option = (r: { id: number; name: string }): SelectOption => ({
  Id: r.id,
  Description: r.name,
  IsDisabled: false,
});

/** LCI groups as select options. */
export async function lciGroupOptions(db: Kysely<Database>): Promise<SelectOption[]> {
  return (await listLciGroups(db)).map(option);
}

/** The LCI sources of a group an organisation may use (shipped and its own), as select options. */
export async function lciSourceOptions(
  db: Kysely<Database>,
  lciGroupId: number,
  organisationId: number | null,
): Promise<SelectOption[]> {
  return (await listLciSources(db, lciGroupId, organisationId)).map(option);
}
