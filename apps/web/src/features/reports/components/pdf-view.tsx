import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';
// the worker is a file of this build, served from our own origin (CSP worker-src 'self')
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** The PDF's bytes from the report's base64 content. */
function bytesOf(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * A PDF drawn with pdf.js, page under page, each page as wide as the view times `zoomFactor`
 * (1 fits the width; wider pages scroll sideways). This module is the viewer's lazy chunk: pdf.js
 * loads only with a report on screen. `onError` hears a document pdf.js cannot read.
 */
export function PdfView({
  content,
  zoomFactor,
  title,
  onError,
}: {
  content: string;
  zoomFactor: number;
  title: string;
  onError: (error: unknown) => void;
}) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [width, setWidth] = useState(0);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // pdf.js 6 compiles nothing with eval: our CSP (no 'unsafe-eval') holds
    const task = getDocument({ data: bytesOf(content) });
    task.promise.then(setDoc, (error: unknown) => {
      if (!task.destroyed) onError(error);
    });
    return () => {
      setDoc(null);
      void task.destroy();
    };
  }, [content, onError]);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const pageWidth = Math.max(0, width - 16) * zoomFactor;
  return (
    <Box
      ref={frame}
      role="document"
      aria-label={title}
      aria-busy={doc === null}
      tabIndex={0}
      sx={{
        overflow: 'auto',
        maxHeight: '75vh',
        bgcolor: 'grey.200',
        p: 1,
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {doc && pageWidth > 0
        ? Array.from({ length: doc.numPages }, (_, i) => (
            <PdfPage
              key={i + 1}
              doc={doc}
              pageNumber={i + 1}
              pageCount={doc.numPages}
              cssWidth={pageWidth}
              onError={onError}
            />
          ))
        : null}
    </Box>
  );
}

function PdfPage({
  doc,
  pageNumber,
  pageCount,
  cssWidth,
  onError,
}: {
  doc: PDFDocumentProxy;
  pageNumber: number;
  pageCount: number;
  cssWidth: number;
  onError: (error: unknown) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [cssHeight, setCssHeight] = useState(Math.round(cssWidth * 1.414));

  useEffect(() => {
    let isCurrent = true;
    let cancel = () => {};
    void doc.getPage(pageNumber).then((page) => {
      const element = canvas.current;
      if (!isCurrent || !element) return;
      const scale = cssWidth / page.getViewport({ scale: 1 }).width;
      const viewport = page.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      element.width = Math.floor(viewport.width * ratio);
      element.height = Math.floor(viewport.height * ratio);
      setCssHeight(Math.floor(viewport.height));
      const task = page.render({
        canvas: element,
        viewport,
        ...(ratio !== 1 && { transform: [ratio, 0, 0, ratio, 0, 0] }),
      });
      cancel = () => task.cancel();
      task.promise.catch((error: unknown) => {
        if (isCurrent && (error as { name?: string }).name !== 'RenderingCancelledException') {
          onError(error);
        }
      });
    }, onError);
    return () => {
      isCurrent = false;
      cancel();
    };
  }, [doc, pageNumber, cssWidth, onError]);

  return (
    <Box
      component="canvas"
      ref={canvas}
      role="img"
      aria-label={`Page ${pageNumber} of ${pageCount}`}
      sx={{
        display: 'block',
        width: cssWidth,
        height: cssHeight,
        mx: 'auto',
        mb: 1,
        bgcolor: 'common.white',
        boxShadow: 1,
      }}
    />
  );
}
