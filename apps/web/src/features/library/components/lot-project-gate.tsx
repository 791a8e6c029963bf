import type { ReactNode } from 'react';
import { NotFoundPage } from '../../../ui/not-found-page';
import { PageSpinner } from '../../../ui/page-spinner';
import { LoadError } from '../../../ui/load-error';
import { useIdParam } from '../../../lib/route-params';
import { useLotProject } from '../api/library-api';

/**
 * Resolves the lot of the route (`:structureId`) to its development, then renders `children`
 * with both ids. Unknown lots show the not-found page.
 */
export function LotProjectGate({
  children,
}: {
  children: (ids: { structureId: number; projectId: number }) => ReactNode;
}) {
  const structureId = useIdParam('structureId');
  if (structureId === null) return <NotFoundPage />;
  return <Resolve structureId={structureId}>{children}</Resolve>;
}

function Resolve({
  structureId,
  children,
}: {
  structureId: number;
  children: (ids: { structureId: number; projectId: number }) => ReactNode;
}) {
  const project = useLotProject(structureId);
  if (project.isPending) return <PageSpinner label="Loading the lot" />;
  if (project.isError)
    return <LoadError error={project.error} onRetry={() => void project.refetch()} />;
  return <>{children({ structureId, projectId: project.data })}</>;
}
