import type { ReactNode } from 'react';
import type { DesignForm } from '@circa/contract/design.schema';
import { PageSpinner } from '../../../ui/page-spinner';
import { LoadError } from '../../../ui/load-error';
import { useFreshDesign } from '../hooks/use-fresh-design';

/**
 * Loads the lot's design for a design screen: a spinner while it loads, the not-found page or
 * the error with Retry when it fails, else `children(design)`.
 */
export function DesignLoadState({
  structureId,
  children,
}: {
  structureId: number;
  children: (design: DesignForm) => ReactNode;
}) {
  const { query, design } = useFreshDesign(structureId);
  if (design !== null) return <>{children(design)}</>;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <PageSpinner label="Loading the design" />;
}
