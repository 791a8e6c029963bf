import { lazy, Suspense, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';
import { exportResults } from '@circa/contract/exports.routes';
import { EXPORT_FILE_TYPES, EXPORT_FORMATS } from '@circa/contract/exports.schema';
import type { ExportFormat } from '@circa/contract/exports.schema';
import { routeUrl } from '@circa/contract/route-url';
import { apiBase } from '../../../lib/api-client';
import { saveResponse } from '../../../lib/file-download';
import { getToken } from '../../../lib/token-store';
import { ErrorAlert } from '../../../ui/error-alert';

// the menu's code loads when Download is first pressed, not with the results summary
const Menu = lazy(() => import('@mui/material/Menu'));
const MenuItem = lazy(() => import('@mui/material/MenuItem'));

const formatNames: Readonly<Record<ExportFormat, string>> = {
  csv: 'CSV (.csv)',
  xlsx: 'Excel (.xlsx)',
  lcax: 'LCAx project (.json)',
};

/** Asks for the file with the session token and saves it; throws with the server's message. */
async function downloadResults(structureId: number, format: ExportFormat): Promise<void> {
  const token = getToken();
  const response = await fetch(routeUrl(exportResults, { structureId, format }, apiBase), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  }).catch(() => {
    throw new Error('Could not reach the server.');
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message || `The server answered ${response.status}.`);
  }
  await saveResponse(response, `results.${EXPORT_FILE_TYPES[format].extension}`);
}

/**
 * Download: the design's results per life cycle module and indicator as CSV, Excel or an LCAx
 * project file (open data out), each with its units, LCI source and methodology version.
 */
export function ResultsDownloads({ structureId }: { structureId: number }) {
  const menuId = useId();
  const anchor = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = async (format: ExportFormat) => {
    setIsOpen(false);
    setBusy(format);
    setError(null);
    try {
      await downloadResults(structureId, format);
    } catch (e) {
      setError(
        `The ${EXPORT_FILE_TYPES[format].label} file could not be made: ${(e as Error).message}`,
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'end' }}>
      <Button
        ref={anchor}
        variant="outlined"
        startIcon={<Download />}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        disabled={busy !== null}
        onClick={() => setIsOpen(true)}
      >
        {busy ? `Preparing ${EXPORT_FILE_TYPES[busy].label}…` : 'Download'}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <Menu id={menuId} anchorEl={anchor.current} open onClose={() => setIsOpen(false)}>
            {EXPORT_FORMATS.map((format) => (
              <MenuItem key={format} onClick={() => void download(format)}>
                {formatNames[format]}
              </MenuItem>
            ))}
          </Menu>
        </Suspense>
      ) : null}
      <ErrorAlert message={error ?? undefined} onClose={() => setError(null)} />
    </Box>
  );
}
