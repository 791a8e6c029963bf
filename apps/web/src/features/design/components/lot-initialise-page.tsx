import { useEffect, useRef } from 'react';
import { Navigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useBuildLot, useIsLotInitialised } from '../api/design-api';
import { NotFoundPage } from '../../../ui/not-found-page';
import { PageSpinner } from '../../../ui/page-spinner';
import { DesignDetails } from './design-details-page';
import { parseId } from '../../../lib/route-params';
import { LoadError } from '../../../ui/load-error';
import { screens } from '../../../config/screens';

/**
 * /lot/{id} and /lot/{id}/{baseId}/{presetId} (document 2 §4 "Design Details", first step): if
 * the lot has no design yet it is built from the chosen baseline and preset (the caller becomes
 * its lead); then the Design Details form shows. A lot without a design and without a chosen
 * baseline goes to the baseline and preset chooser.
 */
export function LotInitialisePage() {
  const params = useParams();
  const structureId = parseId(params.structureId);
  const baselineId = params.baseId === undefined ? 0 : parseId(params.baseId);
  const presetId =
    params.presetId === undefined || params.presetId === '0' ? 0 : parseId(params.presetId);
  if (structureId === null || baselineId === null || presetId === null) return <NotFoundPage />;
  return (
    <LotInitialise
      key={`${structureId}/${baselineId}/${presetId}`}
      structureId={structureId}
      baselineId={baselineId}
      presetId={presetId}
    />
  );
}

function LotInitialise({
  structureId,
  baselineId,
  presetId,
}: {
  structureId: number;
  baselineId: number;
  presetId: number;
}) {
  const initialised = useIsLotInitialised(structureId);
  const build = useBuildLot(structureId, baselineId, presetId);
  const hasStarted = useRef(false);
  const needsBuild = initialised.data === false && baselineId > 0;

  useEffect(() => {
    if (!needsBuild || hasStarted.current) return;
    hasStarted.current = true;
    build.mutate();
  }, [needsBuild, build]);

  if (initialised.isError)
    return <LoadError error={initialised.error} onRetry={() => void initialised.refetch()} />;
  if (initialised.data === true) return <DesignDetails structureId={structureId} />;
  if (initialised.data === false && baselineId === 0)
    return <Navigate to={screens.baselinePreset.href(structureId)} replace />;
  // Someone else built the lot meanwhile: Design Details shows that design.
  if (build.isSuccess || isApiError(build.error, 'conflict'))
    return <DesignDetails structureId={structureId} />;
  if (build.isError) {
    return (
      <LoadError
        error={build.error}
        onRetry={() => {
          build.reset();
          build.mutate();
        }}
      />
    );
  }
  return (
    <PageSpinner
      label={initialised.isPending ? 'Opening the lot' : 'Setting up your design'}
      showLabel
    />
  );
}
