import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { UploadKind } from '@circa/contract/uploads.schema';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_ROWS } from '@circa/contract/uploads.schema';
import { NotFoundPage } from '../../../ui/not-found-page';
import { QueryState } from '../../../ui/query-state';
import { isApiError } from '../../../lib/api-error';
import { useRouteId } from '../../../lib/route-params';
import { templateUrl, useUpload, useUploadAccess } from '../api/uploads-api';
import type { UploadOutcome } from './upload-result-dialog';
import { UploadResultDialog } from './upload-result-dialog';
import { screens } from '../../../config/screens';

/** File types the upload accepts. */
export const uploadAccept =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Why a chosen file cannot be sent, or undefined when it may. */
export function fileProblem(file: File): string | undefined {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'Please choose a CSV or XLSX (Excel) file.';
  if (file.size > MAX_UPLOAD_BYTES)
    return `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;
  if (file.size === 0) return 'The file is empty.';
  return undefined;
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const texts: Record<
  UploadKind,
  { heading: string; rows: string; seeLabel: string; param: string }
> = {
  project: { heading: 'Upload projects', rows: 'project', seeLabel: 'See Project', param: 'id' },
  lot: { heading: 'Upload lots', rows: 'lot', seeLabel: 'See Lot', param: 'id' },
};

const returnPath = (kind: UploadKind, id: number) =>
  kind === 'project' ? screens.orgProjects.href(id) : screens.findLot.href(id);

/**
 * /project-upload/{orgId} and /lot-upload/{projectId} (document 3): first asks whether the caller
 * may upload here, so someone who may not (not an admin, a development that is not prepaid or is
 * archived) is told why at once instead of after choosing a file; then the upload form.
 */
export function UploadPage({ kind }: { kind: UploadKind }) {
  const id = useRouteId(texts[kind].param);
  const access = useUploadAccess(kind, id);
  if (id < 1) return <NotFoundPage />;
  if (access.isError && isApiError(access.error, 'forbidden')) {
    return (
      <Paper variant="outlined" sx={{ maxWidth: 640, mx: 'auto', p: { xs: 2, sm: 4 } }}>
        <Typography variant="h5" component="h2" gutterBottom>
          {texts[kind].heading}
        </Typography>
        <Alert severity="info" sx={{ my: 2 }}>
          {access.error.message}
        </Alert>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={returnPath(kind, id)}>
            {kind === 'project' ? 'Back to the projects' : 'Back to the lots'}
          </Button>
        </Box>
      </Paper>
    );
  }
  return (
    <QueryState query={access} label="the upload">
      {() => <UploadForm kind={kind} id={id} />}
    </QueryState>
  );
}

/**
 * The upload form: choose a CSV or XLSX file, UPLOAD (disabled without a file) or CANCEL;
 * template files to download; a result dialog.
 */
function UploadForm({ kind, id }: { kind: UploadKind; id: number }) {
  const text = texts[kind];
  const navigate = useNavigate();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  const upload = useUpload(kind, id);
  const returnTo = returnPath(kind, id);

  function choose(chosen: File | null) {
    setFile(chosen);
    setProblem(chosen ? fileProblem(chosen) : undefined);
  }

  function send() {
    if (!file || problem) return;
    upload.mutate(file, {
      onSuccess: (result) => setOutcome({ kind: 'answer', result }),
      onError: (error) => setOutcome({ kind: 'error', error }),
    });
  }

  function uploadAnother() {
    setOutcome(null);
    choose(null);
    if (input.current) input.current.value = '';
    input.current?.focus();
  }

  return (
    <Paper variant="outlined" sx={{ maxWidth: 640, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {text.heading}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {`Choose a CSV or Excel (XLSX) file with one ${text.rows} per row, up to ${MAX_UPLOAD_ROWS} rows and ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Nothing is imported unless every row is valid.`}
      </Typography>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 2 }}
        aria-label="Template files"
        role="group"
      >
        <Link
          href={templateUrl(kind, 'csv')}
          download
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <Download fontSize="small" aria-hidden="true" />
          Template (CSV)
        </Link>
        <Link
          href={templateUrl(kind, 'xlsx')}
          download
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <Download fontSize="small" aria-hidden="true" />
          Template (XLSX)
        </Link>
      </Box>
      <Box
        sx={{
          border: 1,
          borderStyle: 'dashed',
          borderColor: problem ? 'error.main' : 'divider',
          borderRadius: 1,
          p: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={uploadAccept}
          hidden
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <Button
          variant="outlined"
          startIcon={<InsertDriveFile />}
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
        >
          Choose file
        </Button>
        <Typography
          role="status"
          sx={{
            minWidth: 0,
            overflowWrap: 'anywhere',
            color: file ? 'text.primary' : 'text.secondary',
          }}
        >
          {file ? `${file.name} (${formatSize(file.size)})` : 'No file chosen'}
        </Typography>
      </Box>
      {problem ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      ) : null}
      {upload.isPending ? (
        <Box sx={{ mt: 2 }} role="status">
          <LinearProgress aria-label="Uploading" />
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            Uploading and checking the file…
          </Typography>
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 3 }}>
        <Button onClick={() => void navigate(returnTo)} disabled={upload.isPending}>
          CANCEL
        </Button>
        <Button
          variant="contained"
          onClick={send}
          disabled={!file || problem !== undefined || upload.isPending}
        >
          UPLOAD
        </Button>
      </Box>
      <UploadResultDialog
        outcome={outcome}
        seeLabel={text.seeLabel}
        seeTo={returnTo}
        onUploadAnother={uploadAnother}
      />
    </Paper>
  );
}
