/** Saving files the server or the page made as downloads. */

/** The file name of a download, from its Content-Disposition (`filename*` first, RFC 6266). */
export function downloadFileName(disposition: string | null, fallback: string): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  try {
    if (extended) return decodeURIComponent(extended);
  } catch {
    // a malformed name: the plain one below
  }
  return /filename="([^"]*)"/i.exec(disposition ?? '')?.[1] || fallback;
}

/** Saves a blob as a download with the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has read the URL by then; revoking it frees the blob
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves a successful response's body under the name it gives, else `fallbackName`. */
export async function saveResponse(response: Response, fallbackName: string): Promise<void> {
  saveBlob(
    await response.blob(),
    downloadFileName(response.headers.get('Content-Disposition'), fallbackName),
  );
}
