import { DesignDetailsForm } from './design-details-form';
import { DesignLoadState } from './design-load-state';

/**
 * Design Details of a lot whose design is built (document 2 §2): the lot's design loaded, then
 * the 'Enter Design Info' form. /lot/{id} first makes sure the design is built (the lots
 * feature's initialise step) and then shows this.
 */
export function DesignDetails({ structureId }: { structureId: number }) {
  return (
    <DesignLoadState structureId={structureId}>
      {(design) => <DesignDetailsForm key={design.DesignId} design={design} />}
    </DesignLoadState>
  );
}
