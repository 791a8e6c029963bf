import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { Navigate, useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../../../ui/not-found-page';
import { ErrorAlert } from '../../../ui/error-alert';
import { parseId } from '../../../lib/route-params';
import { LoadError } from '../../../ui/load-error';
import { PageSpinner } from '../../../ui/page-spinner';
import { useCustomise, useSetActiveView } from '../api/customise-api';
import type { CustomiseAccess } from '../hooks/component-draft';
import { canAddComponents } from '../hooks/component-draft';
import { formatKg } from '../hooks/format';
import type { ImpactSort } from '../hooks/view-order';
import { canEnterView, orderedViews, viewComponents } from '../hooks/view-order';
import { ComponentDialog } from './component-dialog';
import { ImpactSortToggle } from '../../../ui/impact-sort-toggle';
import { ComponentList } from './component-list';
import { NextViewButton, cameFromView } from './next-view-button';
import { ViewIcon, ViewTabs } from './view-tabs';
import { readOnlyTexts } from '@circa/contract/read-only.schema';
import { screens } from '../../../config/screens';

/** /design-templates/:structureId/:viewIndex (no index: view 1). */
export function CustomisePage() {
  const params = useParams();
  const structureId = parseId(params.structureId);
  const viewIndex = params.viewIndex === undefined ? 1 : parseId(params.viewIndex);
  if (structureId === null || viewIndex === null) return <NotFoundPage />;
  return <CustomiseView structureId={structureId} viewIndex={viewIndex} />;
}

type OpenDialog = { viewIndex: number; componentId: string | null } | null;

/**
 * One customise view (document 2 §2): its components sorted by impact, Add, the component dialog,
 * Next / View Results. Entering a view beyond the furthest reached records it (the drawer then
 * enables it); such a view opens only by Next from the view before it.
 */
function CustomiseView({ structureId, viewIndex }: { structureId: number; viewIndex: number }) {
  const query = useCustomise(structureId);
  const location = useLocation();
  const fromView = cameFromView(location.state);
  const [sort, setSort] = useState<ImpactSort>('highest');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const setActive = useSetActiveView();
  const recorded = useRef<string | null>(null);
  const data = query.data;
  const views = data ? orderedViews(data.CustomiseViews) : [];
  const view = views.find((v) => v.SortOrder === viewIndex);
  const isAllowed = data
    ? canEnterView(views, viewIndex, data.RapidCustomSortOrderActive, fromView)
    : false;
  const mustRecord =
    data !== undefined &&
    view !== undefined &&
    isAllowed &&
    !data.IsReadOnly &&
    viewIndex > data.RapidCustomSortOrderActive;

  useEffect(() => {
    const key = `${structureId}/${viewIndex}`;
    if (!mustRecord || recorded.current === key) return;
    recorded.current = key;
    setActive.mutate({ structureId, viewIndex });
  }, [mustRecord, structureId, viewIndex, setActive]);

  if (query.isPending) return <PageSpinner label="Loading components" />;
  if (query.isError && !data)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!data) return null;
  if (!view) return <NotFoundPage />;
  if (!isAllowed) {
    const first = views[0]?.SortOrder ?? 1;
    return (
      <Navigate
        replace
        to={screens.designTemplates.href(
          structureId,
          Math.max(data.RapidCustomSortOrderActive, first),
        )}
      />
    );
  }

  const access: CustomiseAccess = {
    isReadOnly: data.IsReadOnly,
    readOnlyReason: data.ReadOnlyReason,
    isDesignLocked: data.IsDesignLocked,
    isOrgAdmin: data.IsOrgAdmin,
  };
  const components = viewComponents(data.DesignTemplates, viewIndex, sort);
  const viewTotal = components.reduce((sum, c) => sum + (c.Impact ?? 0), 0);
  const isDialogOpen = dialog !== null && dialog.viewIndex === viewIndex;
  const dialogComponent =
    isDialogOpen && dialog.componentId !== null
      ? data.DesignTemplates.find((c) => c.Id === dialog.componentId)
      : undefined;

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <ViewTabs
        structureId={structureId}
        views={views}
        viewIndex={viewIndex}
        activeSortOrder={Math.max(data.RapidCustomSortOrderActive, viewIndex)}
      />
      <Box sx={{ height: 4, mb: 1 }}>
        {query.isFetching ? <LinearProgress aria-label="Updating impacts" /> : null}
      </Box>
      {data.AnyTemplateOutsideOrg ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <AlertTitle>Template Warning</AlertTitle>
          Some components of this design use templates that are not approved for use by your
          organisation.
        </Alert>
      ) : null}
      {data.IsReadOnly ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {readOnlyTexts[data.ReadOnlyReason ?? 'access']}
        </Alert>
      ) : data.IsDesignLocked && !data.IsOrgAdmin ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          This design is locked. Only organisation administrators can change it.
        </Alert>
      ) : null}
      <ErrorAlert error={query.isError ? query.error : setActive.error} sx={{ mb: 2 }} />

      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: '1 1 auto', minWidth: 0 }}>
          <ViewIcon sortOrder={viewIndex} fontSize="large" />
          <Box>
            <Typography variant="h5" component="h2">
              {view.Name}
            </Typography>
            {components.length > 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {`${components.length} ${components.length === 1 ? 'component' : 'components'} · ${formatKg(viewTotal)}`}
              </Typography>
            ) : null}
          </Box>
        </Box>
        <ImpactSortToggle value={sort} onChange={setSort} />
        {canAddComponents(access) ? (
          <Button
            variant="outlined"
            startIcon={<Add />}
            onClick={() => setDialog({ viewIndex, componentId: null })}
          >
            Add Component
          </Button>
        ) : null}
      </Box>

      <ComponentList
        viewName={view.Name}
        components={components}
        onOpen={(c) => setDialog({ viewIndex, componentId: c.Id })}
      />

      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3, mb: 2 }}>
        <NextViewButton structureId={structureId} views={views} viewIndex={viewIndex} />
      </Box>

      {isDialogOpen && (dialog.componentId === null || dialogComponent) ? (
        <ComponentDialog
          key={dialog.componentId ?? 'new'}
          structureId={structureId}
          viewIndex={viewIndex}
          component={dialogComponent ?? null}
          access={access}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Box>
  );
}
