import { listProjectBaselines, listProjectPresets } from '@circa/db/library-designs.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import { projectAccess } from '../access/access';
import type { AuthUser } from '../http/request-context';
import { toBuildSummaryFromLibrary } from './build-summaries';

/** The library baselines of a development the caller may see. */
export async function projectBaselineDesigns(
  db: Kysely<Database>,
  caller: AuthUser,
  input: { projectId: number; start: number; numberOf: number },
) {
  const { project } = await projectAccess(db, caller, input.projectId);
  return (await listProjectBaselines(db, project.id, input.start, input.numberOf)).map(
    toBuildSummaryFromLibrary,
  );
}

/** The presets of a development the caller may see, optionally of one baseline or approved only. */
export async function projectPresetDesigns(
  db: Kysely<Database>,
  caller: AuthUser,
  input: {
    projectId: number;
    baseId: number;
    onlyApproved: boolean;
    start: number;
    numberOf: number;
  },
) {
  const { project } = await projectAccess(db, caller, input.projectId);
  const presets = await listProjectPresets(db, project, {
    baseId: input.baseId,
    onlyApproved: input.onlyApproved,
    offset: input.start,
    limit: input.numberOf,
  });
  return presets.map(toBuildSummaryFromLibrary);
}
