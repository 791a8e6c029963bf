import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Refresh from '@mui/icons-material/Refresh';
import { Link as RouterLink, useNavigate } from 'react-router';
import { reportTexts } from '@circa/contract/reports.schema';
import { screens } from '../../../config/screens';
import { isApiError } from '../../../lib/api-error';
import { useIdParam } from '../../../lib/route-params';
import { ErrorAlert } from '../../../ui/error-alert';
import { NotFoundPage } from '../../../ui/not-found-page';
import { QueryStateWithRefusal } from '../../../ui/query-state-with-refusal';
import { useCreateReport, useReportDocument } from '../api/reports-api';
import type { ReportOwner } from '../api/reports-api';
import { BackLinkButton } from './back-link-button';
import { ReportDocumentView } from './report-document-view';
import { ReportProgress } from './report-progress';
import { useReportOwner } from './report-owner';

/**
 * /share/{id}/{type}/report/{reportTypeId}/{reportId?}: the report viewer (document 3 §2, §4
 * "Report"). Without a report id it asks for the type's report (the one of the current design
 * version, else a new one) and replaces the route with its id; with one it shows the making
 * progress until the PDF is ready, then the PDF with the zoom slider.
 */
export function ReportViewerPage() {
  const owner = useReportOwner();
  const reportTypeId = useIdParam('reportTypeId');
  const reportId = useIdParam('reportId');
  if (!owner || reportTypeId === null) return <NotFoundPage />;
  const back = (
    <Box sx={{ mt: 2 }}>
      <BackLinkButton to={screens.shareReports.href(owner.id, owner.level)} />
    </Box>
  );
  return (
    <>
      {reportId === null ? (
        <AskForReport owner={owner} reportTypeId={reportTypeId} />
      ) : (
        <ShowReport owner={owner} reportTypeId={reportTypeId} reportId={reportId} />
      )}
      {back}
    </>
  );
}

/** Asks for the report once, then moves to its own route (replacing this one in history). */
function AskForReport({ owner, reportTypeId }: { owner: ReportOwner; reportTypeId: number }) {
  const create = useCreateReport(owner);
  const navigate = useNavigate();
  const asked = useRef(false);
  const { mutate } = create;
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    mutate(reportTypeId, {
      onSuccess: (report) =>
        void navigate(
          screens.shareReport.href(owner.id, owner.level, reportTypeId, report.ReportId),
          {
            replace: true,
          },
        ),
    });
  }, [mutate, navigate, owner.id, owner.level, reportTypeId]);
  if (create.isError) return <ErrorAlert error={create.error} />;
  return <ReportProgress status="queued" />;
}

function ShowReport({
  owner,
  reportTypeId,
  reportId,
}: {
  owner: ReportOwner;
  reportTypeId: number;
  reportId: number;
}) {
  const report = useReportDocument(owner, reportId);
  // a failed load other than "not yours" or "no such report" reads as the spec words it (§8)
  const isLoadFailure =
    report.isError &&
    !isApiError(report.error, 'not_found') &&
    !isApiError(report.error, 'forbidden');
  if (isLoadFailure)
    return (
      <ErrorAlert
        message={reportTexts.loadFailed}
        action={
          <Button color="inherit" size="small" onClick={() => void report.refetch()}>
            Retry
          </Button>
        }
      />
    );
  return (
    <QueryStateWithRefusal query={report} label="report">
      {(document) => {
        if (document.Status === 'queued' || document.Status === 'running')
          return <ReportProgress status={document.Status} />;
        if (document.Status === 'failed' || document.Content === null)
          return (
            <ErrorAlert
              message={reportTexts.loadFailed}
              action={
                <Button
                  color="inherit"
                  size="small"
                  component={RouterLink}
                  to={screens.shareReport.href(owner.id, owner.level, reportTypeId)}
                  startIcon={<Refresh />}
                >
                  Make again
                </Button>
              }
            />
          );
        return <ReportDocumentView owner={owner} report={document} content={document.Content} />;
      }}
    </QueryStateWithRefusal>
  );
}
