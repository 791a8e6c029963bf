import { sql } from 'kysely';
import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type { Database, ReportsTable } from './schema';

/** Where a report's making is (migration 0023). */
export type ReportStatusValue = 'queued' | 'running' | 'done' | 'failed';

/** A reports row as the server uses it. */
export interface ReportRecord {
  id: number;
  /** 3 a lot, 2 a project (the share routes' reportLevel). */
  level: number;
  projectId: number;
  structureId: number | null;
  reportTypeId: number;
  designId: number | null;
  designVersion: number | null;
  versionKey: string;
  title: string;
  status: ReportStatusValue;
  blobKey: string | null;
  sizeBytes: number | null;
  error: string | null;
  createdBy: number | null;
  createdAt: Date;
  finishedAt: Date | null;
}

function toRecord(r: Selectable<ReportsTable>): ReportRecord {
  return {
    id: r.id,
    level: r.level,
    projectId: r.project_id,
    structureId: r.structure_id,
    reportTypeId: r.report_type_id,
    designId: r.design_id,
    designVersion: r.design_version,
    versionKey: r.version_key,
    title: r.title,
    status: r.status,
    blobKey: r.blob_key,
    sizeBytes: r.size_bytes,
    error: r.error,
    createdBy: r.created_by,
    createdAt: r.created_at,
    finishedAt: r.finished_at,
  };
}

/** What a report is of: a lot (level 3, structureId set) or a project (level 2). */
export interface ReportSubject {
  level: number;
  projectId: number;
  structureId: number | null;
}

/** Narrows a reports query to one subject's rows (a project's have no structure: 0 here). */
function ofSubject(subject: ReportSubject) {
  return <O>(query: SelectQueryBuilder<Database, 'reports', O>) =>
    query
      .where('level', '=', subject.level)
      .where('project_id', '=', subject.projectId)
      .where(sql<number>`coalesce(structure_id, 0)`, '=', subject.structureId ?? 0);
}

/** A report to be made. */
export interface NewReport extends ReportSubject {
  reportTypeId: number;
  designId: number | null;
  designVersion: number | null;
  versionKey: string;
  title: string;
  /** Who asked; null for a visitor of a public design page. */
  createdBy: number | null;
}

/**
 * The live (not failed) report of this subject, type and version, if one was asked for already:
 * the one to reuse.
 */
export async function findLiveReport(
  db: Kysely<Database>,
  wanted: Pick<NewReport, 'level' | 'projectId' | 'structureId' | 'reportTypeId' | 'versionKey'>,
): Promise<ReportRecord | null> {
  const row = await db
    .selectFrom('reports')
    .selectAll()
    .$call(ofSubject(wanted))
    .where('report_type_id', '=', wanted.reportTypeId)
    .where('version_key', '=', wanted.versionKey)
    .where('status', '<>', 'failed')
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

/**
 * Adds a queued report unless a live one of the same subject, type and version exists (a
 * concurrent request may have added it): returns the new row, or null when one exists.
 */
export async function insertReportUnlessLive(
  db: Kysely<Database>,
  report: NewReport,
): Promise<ReportRecord | null> {
  const row = await db
    .insertInto('reports')
    .values({
      level: report.level,
      project_id: report.projectId,
      structure_id: report.structureId,
      report_type_id: report.reportTypeId,
      design_id: report.designId,
      design_version: report.designVersion,
      version_key: report.versionKey,
      title: report.title,
      created_by: report.createdBy,
    })
    .onConflict((oc) =>
      oc
        .expression(
          sql`level, project_id, (coalesce(structure_id, 0)), report_type_id, version_key`,
        )
        .where('status', '<>', 'failed')
        .doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** One report of a subject (null when it is not that subject's). */
export async function findSubjectReport(
  db: Kysely<Database>,
  subject: ReportSubject,
  reportId: number,
): Promise<ReportRecord | null> {
  const row = await db
    .selectFrom('reports')
    .selectAll()
    .where('id', '=', reportId)
    .$call(ofSubject(subject))
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** A report by id (the job's look-up). */
export async function findReport(
  db: Kysely<Database>,
  reportId: number,
): Promise<ReportRecord | null> {
  const row = await db
    .selectFrom('reports')
    .selectAll()
    .where('id', '=', reportId)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** A subject's reports, newest first (at most `limit`). */
export async function listSubjectReports(
  db: Kysely<Database>,
  subject: ReportSubject,
  limit = 100,
): Promise<ReportRecord[]> {
  const rows = await db
    .selectFrom('reports')
    .selectAll()
    .$call(ofSubject(subject))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRecord);
}

/** Marks a queued (or retried) report running. */
export async function markReportRunning(db: Kysely<Database>, reportId: number): Promise<void> {
  await db
    .updateTable('reports')
    .set({ status: 'running', error: null })
    .where('id', '=', reportId)
    .where('status', 'in', ['queued', 'running'])
    .execute();
}

/** Records a made report: its PDF's blob key and size, and the design version it was made from. */
export async function markReportDone(
  db: Kysely<Database>,
  reportId: number,
  made: {
    blobKey: string;
    sizeBytes: number;
    title: string;
    designId: number | null;
    designVersion: number | null;
    finishedAt: Date;
  },
): Promise<void> {
  await db
    .updateTable('reports')
    .set({
      status: 'done',
      blob_key: made.blobKey,
      size_bytes: made.sizeBytes,
      title: made.title,
      design_id: made.designId,
      design_version: made.designVersion,
      error: null,
      finished_at: made.finishedAt,
    })
    .where('id', '=', reportId)
    .execute();
}

/** Records that a report's making was given up (asking again makes a new one). */
export async function markReportFailed(
  db: Kysely<Database>,
  reportId: number,
  error: string,
  finishedAt: Date,
): Promise<void> {
  await db
    .updateTable('reports')
    .set({ status: 'failed', error: error.slice(0, 2000), finished_at: finishedAt })
    .where('id', '=', reportId)
    .where('status', '<>', 'done')
    .execute();
}

/** One lot of a project as a project report reads it: its current design's version, if any. */
export interface ProjectReportLotVersion {
  structureId: number;
  designId: number | null;
  designVersion: number | null;
  isPaid: boolean;
}

/**
 * The development's active lots (library lots left out) with their current designs' versions and
 * whether each is paid: what a project report shows, so what names its version.
 */
export async function listProjectReportLotVersions(
  db: Kysely<Database>,
  projectId: number,
): Promise<ProjectReportLotVersion[]> {
  const rows = await db
    .selectFrom('structures as s')
    .leftJoin('designs as d', (join) =>
      join
        .onRef('d.structure_id', '=', 's.id')
        .on('d.is_archived', '=', false)
        .on((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('designs as newer')
                .select('newer.id')
                .whereRef('newer.structure_id', '=', 's.id')
                .where('newer.is_archived', '=', false)
                .whereRef('newer.id', '>', 'd.id'),
            ),
          ),
        ),
    )
    .select((eb) => [
      's.id as structure_id',
      'd.id as design_id',
      'd.version as design_version',
      eb.fn<boolean>('circa_is_paid', ['s.id']).as('is_paid'),
    ])
    .where('s.project_id', '=', projectId)
    .where('s.is_archived', '=', false)
    .where('s.is_library', '=', false)
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({
    structureId: r.structure_id,
    designId: r.design_id,
    designVersion: r.design_version,
    isPaid: r.is_paid === true,
  }));
}

/** Someone a report can be sent to. */
export interface ReportRecipientRow {
  userId: number;
  name: string;
  email: string;
}

/**
 * Who a report can be sent to: the development's coordinators and, for a lot, the lot's people
 * (approved: a waiting access request is not access), each once, by name.
 */
export async function listReportRecipients(
  db: Kysely<Database>,
  subject: Pick<ReportSubject, 'projectId' | 'structureId'>,
): Promise<ReportRecipientRow[]> {
  const rows = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email'])
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('project_coordinators as pc')
            .select('pc.user_id')
            .whereRef('pc.user_id', '=', 'u.id')
            .where('pc.project_id', '=', subject.projectId),
        ),
        eb.exists(
          eb
            .selectFrom('structure_users as su')
            .select('su.user_id')
            .whereRef('su.user_id', '=', 'u.id')
            .where('su.structure_id', '=', subject.structureId ?? 0)
            .where('su.is_requesting_access', '=', false)
            .where('su.access_level', '>', 0),
        ),
      ]),
    )
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('u.id')
    .execute();
  return rows.map((r) => ({
    userId: r.id,
    name: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email,
  }));
}
