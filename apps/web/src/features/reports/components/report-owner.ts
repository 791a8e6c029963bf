import { Level } from '@circa/contract/enums';
import { useIdParam } from '../../../lib/route-params';
import { screens } from '../../../config/screens';
import { isReportLevel } from '../api/reports-api';
import type { ReportOwner } from '../api/reports-api';

/** The lot or development of the share route (`/share/{id}/{type}/...`), or null when invalid. */
export function useReportOwner(): ReportOwner | null {
  const id = useIdParam('id');
  const level = useIdParam('type');
  if (id === null || level === null || !isReportLevel(level)) return null;
  return { id, level };
}

/** Where Back leads: the lot's results, or the development's profile. */
export function ownerHome(owner: ReportOwner): string {
  return owner.level === Level.Project
    ? screens.development.href(owner.id)
    : screens.designResults.href(owner.id);
}
