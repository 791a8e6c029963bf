import { useState } from 'react';
import type { DesignForm } from '@circa/contract/design.schema';
import { useDesign } from '../api/design-api';

/**
 * The lot's design for a form: the first answer fetched after the screen opened (a save on
 * another screen may have changed the cached one). Later refetches do not replace it, so what the
 * user types is never overwritten.
 */
export function useFreshDesign(structureId: number) {
  const query = useDesign(structureId);
  const [design, setDesign] = useState<DesignForm | null>(null);
  if (design === null && query.isSuccess && !query.isFetching) setDesign(query.data);
  return { query, design };
}
