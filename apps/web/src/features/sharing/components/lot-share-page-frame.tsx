import type { ReactNode } from 'react';
import type { LotShareDetails } from '@circa/contract/sharing.schema';
import { useRouteId } from '../../../lib/route-params';
import { NotFoundPage } from '../../../ui/not-found-page';
import { QueryStateWithRefusal } from '../../../ui/query-state-with-refusal';
import { TitledPageSection } from '../../../ui/titled-page-section';
import { useLotShareDetails } from '../api/sharing-api';

/**
 * The frame of every /share/{structureId}/3/... page: the lot's share details loaded (with their
 * loading, refusal and error states), titled by the design's name; `children` draws the body.
 */
export function LotSharePageFrame({
  children,
}: {
  children: (details: LotShareDetails) => ReactNode;
}) {
  const structureId = useRouteId('id');
  const details = useLotShareDetails(structureId);
  if (structureId < 1) return <NotFoundPage />;
  return (
    <QueryStateWithRefusal query={details} label="share details">
      {(d) => <TitledPageSection title={d.DesignName}>{children(d)}</TitledPageSection>}
    </QueryStateWithRefusal>
  );
}
