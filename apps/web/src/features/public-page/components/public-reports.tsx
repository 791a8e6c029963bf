import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { publicReportTypeIds, reportTexts, reportTypeNames } from '@circa/contract/reports.schema';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { ErrorAlert } from '../../../ui/error-alert';
import { visuallyHidden } from '../../../ui/page-spinner';
import { downloadPublicReport, isGenerating, usePublicReport } from '../api/public-reports-api';
import type { PublicReportType } from '../api/public-reports-api';

/** The spec's word while a report is being made (document 2 §4, word for word). */
export const generatingText = 'Generating';

/** What went wrong asking for a report: a refusal in the spec's words, others as they came. */
function generationFailure(error: unknown): string {
  if (isApiError(error, 'forbidden', 'unauthenticated')) return reportTexts.notAuthorised;
  return errorMessage(error);
}

function DownloadButton({
  designId,
  reportType,
  name,
}: {
  designId: number;
  reportType: PublicReportType;
  name: string;
}) {
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = async () => {
    setIsBusy(true);
    setError(null);
    try {
      await downloadPublicReport(designId, reportType);
    } catch (e) {
      setError(e);
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<Download />}
        disabled={isBusy}
        aria-label={`Download ${name}`}
        onClick={() => void download()}
      >
        Download
      </Button>
      {error ? <ErrorAlert error={error} sx={{ gridColumn: '1 / -1' }} /> : null}
    </>
  );
}

/**
 * One report of the design: 'Generating' while the server makes it, then Download (the label
 * goes once the report is available); a failure says why, with Retry.
 */
function ReportRow({ designId, reportType }: { designId: number; reportType: PublicReportType }) {
  const name = reportTypeNames[reportType];
  const report = usePublicReport(designId, reportType);
  const failed = report.isError || report.data?.Status === 'failed';
  const isReady = report.data?.Status === 'done';
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        alignItems: 'center',
        gap: 1,
        minHeight: 40,
      }}
    >
      <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
      <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {!failed && (report.isPending || isGenerating(report.data)) ? (
          <>
            <CircularProgress size={16} aria-hidden />
            <Typography variant="body2">{generatingText}</Typography>
          </>
        ) : null}
        {isReady ? <Box component="span" sx={visuallyHidden}>{`${name} is ready.`}</Box> : null}
      </Box>
      {isReady ? (
        <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1, justifyItems: 'start' }}>
          <DownloadButton designId={designId} reportType={reportType} name={name} />
        </Box>
      ) : null}
      {failed ? (
        <ErrorAlert
          sx={{ gridColumn: '1 / -1' }}
          message={
            report.isError
              ? generationFailure(report.error)
              : `The ${name} could not be made. Please try again.`
          }
          action={
            <Button
              color="inherit"
              size="small"
              aria-label={`Retry ${name}`}
              onClick={() => void report.refetch()}
            >
              Retry
            </Button>
          }
        />
      ) : null}
    </Box>
  );
}

/**
 * The design's reports on its public page (document 2 §4 "Reports on the public page"): the
 * Life Cycle Assessment and the Compliance Report, both asked for as the page loads. This code
 * is loaded after the page's first draw (design-performance-page.tsx), not with it.
 */
export function PublicReports({ designId }: { designId: number }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {publicReportTypeIds.map((reportType) => (
        <ReportRow key={reportType} designId={designId} reportType={reportType} />
      ))}
    </Box>
  );
}
