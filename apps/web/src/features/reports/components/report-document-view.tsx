import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import Send from '@mui/icons-material/Send';
import ZoomIn from '@mui/icons-material/ZoomIn';
import { Link as RouterLink } from 'react-router';
import { reportTexts, reportZoom, zoomFactorOf } from '@circa/contract/reports.schema';
import type { ReportDocument } from '@circa/contract/reports.schema';
import { screens } from '../../../config/screens';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageSpinner } from '../../../ui/page-spinner';
import type { ReportOwner } from '../api/reports-api';

// pdf.js is heavy: its own chunk, loaded with the first report shown
const PdfView = lazy(async () => ({ default: (await import('./pdf-view')).PdfView }));

/** The file name a downloaded report gets: its title. */
export function downloadName(title: string): string {
  const safe = [...title]
    .map((c) => (c.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(c) ? ' ' : c))
    .join('')
    .trim();
  return `${safe === '' ? 'Report' : safe}.pdf`;
}

/**
 * A made report: its title, the zoom slider (document 3 §9: 0 to 100 in steps of 5, zoom
 * factor 1 to 3), Download and Send, and the PDF.
 */
export function ReportDocumentView({
  owner,
  report,
  content,
}: {
  owner: ReportOwner;
  report: ReportDocument;
  content: string;
}) {
  const [zoom, setZoom] = useState<number>(reportZoom.min);
  const [renderError, setRenderError] = useState<unknown>(null);
  const onError = useCallback((error: unknown) => setRenderError(error ?? true), []);
  const zoomLabelId = useId();
  const factor = zoomFactorOf(zoom);
  const href = useMemo(() => `data:application/pdf;base64,${content}`, [content]);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h2">
        {report.Title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 240, flex: '1 1 240px' }}
        >
          <ZoomIn aria-hidden />
          <Typography id={zoomLabelId} variant="body2">
            Zoom
          </Typography>
          <Slider
            aria-labelledby={zoomLabelId}
            value={zoom}
            min={reportZoom.min}
            max={reportZoom.max}
            step={reportZoom.step}
            onChange={(_, value) => setZoom(value)}
            getAriaValueText={(value) => `${zoomFactorOf(value).toFixed(1)} times`}
            valueLabelDisplay="auto"
            valueLabelFormat={(value) => `${zoomFactorOf(value).toFixed(1)}×`}
          />
          <Typography variant="body2" sx={{ minWidth: 40 }} aria-hidden>
            {factor.toFixed(1)}×
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<Download />}
          href={href}
          download={downloadName(report.Title)}
        >
          Download
        </Button>
        <Button
          variant="contained"
          startIcon={<Send />}
          component={RouterLink}
          to={screens.sendReport.href(owner.id, owner.level, report.ReportTypeId, report.ReportId)}
        >
          Send
        </Button>
      </Box>
      {renderError ? (
        <ErrorAlert message={reportTexts.loadFailed} />
      ) : (
        <Suspense fallback={<PageSpinner label="Loading the document viewer" />}>
          <PdfView content={content} zoomFactor={factor} title={report.Title} onError={onError} />
        </Suspense>
      )}
    </Box>
  );
}
