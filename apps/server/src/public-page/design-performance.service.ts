import { fromBase36DesignId, toBase36DesignId } from '@circa/contract/design-link';
import { SharePermission } from '@circa/contract/enums';
import { accessDeniedText } from '@circa/contract/public-page.schema';
import type { DesignPerformance } from '@circa/contract/public-page.schema';
import { listProjectTargets } from '@circa/db/project-targets.repository';
import { findPublicDesign } from '@circa/db/public-design.repository';
import type { PublicDesignRow } from '@circa/db/public-design.repository';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import { lotAccess } from '../access/access';
import { loadBaselineOf, loadDesignJson } from '../design/design-json-cache';
import { AppError, notFound } from '../http/app-error';
import { userImageUrl } from '../profile/user-dto';
import type { AuthUser } from '../http/request-context';
import { evaluateBenchmarkVersion, evaluateDesignVersion } from '../results/evaluation-cache';
import { explainEngineErrors } from '../results/lot-results';
import { pageMetaData } from './page-meta';
import {
  carbonFigures,
  complianceChecks,
  STANDARDS_CITED,
  strategies,
  WHOLE_LIFE_SCOPE,
} from './performance-figures';

const denied = () => new AppError('forbidden', accessDeniedText);

/**
 * May the caller see this design's page? A lot's design that is not archived, of a paid lot (its
 * results are unlocked), shared Public; or shared Private and the caller one of its stakeholders
 * (someone the lot is open to). Signed out on a Private design: 401, so the web asks to sign
 * in. Anything else, also a design that does not exist: 403 'Access denied' (document 2 §8).
 */
async function authorise(
  db: Kysely<Database>,
  caller: AuthUser | null,
  row: PublicDesignRow | null,
): Promise<PublicDesignRow> {
  if (!row || row.kind !== 'design' || row.structureId === null) throw denied();
  if (row.isArchived || row.isLotArchived || !row.isPaid) throw denied();
  if (row.sharePermission === SharePermission.Public) return row;
  if (row.sharePermission !== SharePermission.Private) throw denied();
  if (!caller) throw new AppError('unauthenticated', 'Please sign in to see this design.');
  const access = await lotAccess(db, caller, row.structureId).catch(() => null);
  if (!access || access.isLockedForCaller) throw denied();
  return row;
}

/** The design of the link `/feed/{feedId}` when the caller may see it (see `authorise`). */
export async function findVisibleDesign(
  db: Kysely<Database>,
  caller: AuthUser | null,
  feedId: string,
): Promise<PublicDesignRow> {
  const designId = fromBase36DesignId(feedId);
  if (designId === null) throw notFound('This is not a design link.');
  return authorise(db, caller, await findPublicDesign(db, designId));
}

/**
 * GET /DesignPerformance: the design's public page (document 2 §3 "Public design performance"),
 * every figure from the engine's evaluation of the design and of its benchmark, the same cached
 * evaluations the results screens read.
 */
export async function designPerformance(
  db: Kysely<Database>,
  caller: AuthUser | null,
  feedId: string,
): Promise<DesignPerformance> {
  const row = await findVisibleDesign(db, caller, feedId);
  return performanceOf(db, row);
}

/** The page's answer for a design the caller may see. */
export async function performanceOf(
  db: Kysely<Database>,
  row: PublicDesignRow,
): Promise<DesignPerformance> {
  const stored = await loadDesignJson(db, row.designId);
  if (!stored) throw denied();
  const baseline = await loadBaselineOf(db, row);
  const targets = row.projectId === null ? [] : await listProjectTargets(db, row.projectId);
  return explainEngineErrors(() => {
    const design = evaluateDesignVersion(stored.id, stored.version, stored.design);
    const benchmark = baseline ? evaluateBenchmarkVersion(stored, baseline) : null;
    const figures = carbonFigures(design, benchmark);
    const checks = complianceChecks(targets, design, benchmark);
    const found = strategies(design, benchmark);
    const userName = [row.firstName, row.lastName].filter(Boolean).join(' ');
    const size = design.resolved.grossFloorArea;
    const answer: Omit<DesignPerformance, 'MetaData'> = {
      DesignId: row.designId,
      FeedId: toBase36DesignId(row.designId),
      DesignName: row.name,
      ImageUrl: row.imageUrl,
      Address: row.lotAddress,
      DesignFunctionName: row.functionTypeName,
      Size: Number.isFinite(size) ? size : null,
      Location: [row.state, row.postcode].filter(Boolean).join(' '),
      Architect: null,
      BuildingFirm: row.organisationName,
      Developer: row.developer.trim() === '' ? null : row.developer,
      Company: row.organisationName,
      CompanyLogo: row.organisationLogo,
      UserName: userName,
      ProfilePictureUrl: row.imageKey ? userImageUrl(row.imageKey) : null,
      Profession: null,
      Strategies: found,
      ...figures,
      IsCirca: true,
      IsSubmitted: row.isSubmitted,
      ShowLcaReportSection: true,
      ShowComplianceReportSection: checks.length > 0,
      LcaStudy: {
        Standards: STANDARDS_CITED,
        ReferenceStudyPeriod: design.referenceStudyPeriod,
        Scope: WHOLE_LIFE_SCOPE,
        LciSourceName: design.compiled.source.name,
      },
      ComplianceChecks: checks,
      QualityChecksTotal: checks.length,
      QualityChecksPassed: checks.filter((c) => c.IsAchieved).length,
    };
    return { MetaData: pageMetaData(answer), ...answer };
  });
}
