import { METHOD_VERSION } from '@circa/engine/method-version';
import { Level } from '@circa/contract/enums';
import { createHash } from 'node:crypto';
import { listProjectTargets } from '@circa/db/project-targets.repository';
import { listProjectReportLotVersions } from '@circa/db/reports.repository';
import type { ReportSubject } from '@circa/db/reports.repository';
import type { Database } from '@circa/db/schema';
import {
  isLotReportType,
  isProjectReportType,
  reportTexts,
  reportTypeNames,
} from '@circa/contract/reports.schema';
import type { LotReportTypeId, ProjectReportTypeId } from '@circa/contract/reports.schema';
import type { Kysely } from 'kysely';
import { lotAccess, projectAccess } from '../access/access';
import type { LotAccess, ProjectAccess } from '../access/access';
import { AppError } from '../http/app-error';
import type { AuthUser } from '../http/request-context';

/**
 * Who may see and make a subject's reports (docs/decisions/0028-reports.md). A lot's reports
 * follow the lot's access: anyone who may open the lot's results (not someone the lot is
 * allocated away from) reads them; those who may change the lot make and send them. A project's reports are for those who may use the project's management
 * calls: its admin coordinators and the organisation's administrators (document 3 §2).
 */

/** A lot whose reports the caller may see and make, with the subject of its reports. */
export interface LotReportAccess {
  access: LotAccess;
  subject: ReportSubject;
}

/** A development whose reports the caller may see and make. */
export interface ProjectReportAccess {
  access: ProjectAccess;
  subject: ReportSubject;
}

const notAuthorised = () => new AppError('forbidden', reportTexts.notAuthorised);

/** The caller's report access to a lot: 404 when they cannot see it, 403 when it is not theirs. */
export async function lotReportAccess(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
): Promise<LotReportAccess> {
  const access = await lotAccess(db, caller, structureId);
  if (access.isLockedForCaller || access.structure.isLibrary) throw notAuthorised();
  return {
    access,
    subject: {
      level: Level.Structure,
      projectId: access.project.id,
      structureId: access.structure.id,
    },
  };
}

/**
 * Refuses (403 'Not authorized to generate report.') a caller who may read the lot's reports but
 * not make or send them: making and sending are for those who may change the lot (its lead,
 * collaborators and admin coordinators); a Read Only collaborator reads the reports made.
 */
export function requireReportMaker(access: LotAccess): void {
  if (!access.canEdit) throw notAuthorised();
}

/** The caller's report access to a development: its admin coordinators only (else 403). */
export async function projectReportAccess(
  db: Kysely<Database>,
  caller: AuthUser,
  projectId: number,
): Promise<ProjectReportAccess> {
  const access = await projectAccess(db, caller, projectId);
  if (!access.isAdminCoordinator) throw notAuthorised();
  return {
    access,
    subject: { level: Level.Project, projectId: access.project.id, structureId: null },
  };
}

/** The report type, when a lot offers it (else 400 naming the ones it does). */
export function lotReportType(reportType: number): LotReportTypeId {
  if (isLotReportType(reportType)) return reportType;
  throw new AppError(
    'validation_failed',
    'ReportType must be a lot report type: 36 Life Cycle Assessment, 25 Compliance Report or 37 Carbon Performance Report.',
  );
}

/** The report type, when a project offers it (else 400 naming the one it does). */
export function projectReportType(reportType: number): ProjectReportTypeId {
  if (isProjectReportType(reportType)) return reportType;
  throw new AppError(
    'validation_failed',
    'ReportType must be a project report type: 39 Project Carbon Performance Report.',
  );
}

/** A lot report's title: its type and the lot's name (the documents carry the same). */
export function lotReportTitle(reportType: LotReportTypeId, lotName: string): string {
  return `${reportTypeNames[reportType]} – ${lotName}`;
}

/** A project report's title: its type and the development's name. */
export function projectReportTitle(reportType: ProjectReportTypeId, projectName: string): string {
  return `${reportTypeNames[reportType]} – ${projectName}`;
}

function digest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 24);
}

/**
 * What a lot report is made from, as a key: the design and its version, the development's
 * targets (a compliance report is against them) and the calculation method's version. The same
 * key means the same report.
 */
export async function lotVersionKey(
  db: Kysely<Database>,
  projectId: number,
  design: { id: number; version: number },
): Promise<string> {
  const targets = await listProjectTargets(db, projectId);
  return `d${design.id}v${design.version}-t${digest({ targets, method: METHOD_VERSION })}`;
}

/**
 * What a project report is made from, as a key: each active lot's design version and whether it
 * is paid, the development's targets and the calculation method's version.
 */
export async function projectVersionKey(db: Kysely<Database>, projectId: number): Promise<string> {
  const lots = await listProjectReportLotVersions(db, projectId);
  const targets = await listProjectTargets(db, projectId);
  return `p${digest({ lots, targets, method: METHOD_VERSION })}`;
}
