import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import { designRefFileExtensions } from '@circa/contract/submission.schema';
import type { DesignReference } from '@circa/contract/submission.schema';
import { InlineSpinner } from '../../../ui/page-spinner';
import { downloadReference, useDeleteDesignRef, useUploadDesignRef } from '../api/submission-api';
import { refErrorText } from '../ref-error';

export interface ReferenceType {
  RefTypeId: number;
  RefTypeName: string;
  Description: string;
  IsRequired: boolean;
}

/**
 * One reference document type of the submit screen: its uploaded file (download, delete) or an
 * Upload button. A failed upload, delete or download puts the row in an Error state showing the
 * HTTP status text (document 2 §8); clicking the error clears it.
 */
export function ReferenceRow({
  structureId,
  type,
  reference,
  isReadOnly,
}: {
  structureId: number;
  type: ReferenceType;
  reference: DesignReference | undefined;
  isReadOnly: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const upload = useUploadDesignRef();
  const remove = useDeleteDesignRef();
  const [error, setError] = useState<string | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  const isBusy = upload.isPending || remove.isPending || isDownloading;

  function onFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    upload.mutate(
      { structureId, refTypeId: type.RefTypeId, file },
      { onError: (e) => setError(refErrorText(e)) },
    );
  }

  async function download(ref: DesignReference) {
    setError(null);
    setIsDownloading(true);
    try {
      await downloadReference(ref.DesignRefId, ref.DesignRefName);
    } catch (e) {
      setError(refErrorText(e));
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {type.RefTypeName}
          {type.IsRequired ? (
            <Typography component="span" sx={{ color: 'error.main' }} aria-label="required">
              {' *'}
            </Typography>
          ) : (
            <Typography component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
              {' (optional)'}
            </Typography>
          )}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {type.Description}
        </Typography>
        {reference ? (
          <Typography
            variant="body2"
            sx={{ mt: 0.5, overflowWrap: 'anywhere' }}
            data-testid="reference-name"
          >
            {reference.DesignRefName}
          </Typography>
        ) : null}
      </Box>
      {error ? (
        <Tooltip title="Click to clear">
          <Chip
            color="error"
            label={`Error: ${error}`}
            onClick={() => setError(null)}
            onDelete={() => setError(null)}
          />
        </Tooltip>
      ) : null}
      {isBusy ? <InlineSpinner label="Working" /> : null}
      {reference ? (
        <>
          <Tooltip title="Download">
            <IconButton
              aria-label={`Download ${type.RefTypeName}`}
              onClick={() => void download(reference)}
              disabled={isBusy}
            >
              <Download />
            </IconButton>
          </Tooltip>
          {isReadOnly ? null : (
            <Tooltip title="Delete">
              <IconButton
                aria-label={`Delete ${type.RefTypeName}`}
                onClick={() => {
                  setError(null);
                  remove.mutate(reference.DesignRefId, {
                    onError: (e) => setError(refErrorText(e)),
                  });
                }}
                disabled={isBusy}
              >
                <Delete />
              </IconButton>
            </Tooltip>
          )}
        </>
      ) : null}
      {isReadOnly ? null : (
        <>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            hidden
            accept={designRefFileExtensions.join(',')}
            aria-label={`Upload ${type.RefTypeName}`}
            onChange={(event) => {
              onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button
            variant="outlined"
            size="small"
            startIcon={<UploadFile />}
            onClick={() => inputRef.current?.click()}
            disabled={isBusy}
          >
            {reference ? 'Replace' : 'Upload'}
          </Button>
        </>
      )}
    </Box>
  );
}
