import { ApiError, serverMessage } from '../../lib/api-error';

/**
 * What a reference document row shows when an upload, delete or download fails (document 2 §8):
 * the server's own explanation when it gave one ("Unsupported Media Type" does not say which
 * files are accepted), else the HTTP status text, else 'Code {status}', else
 * 'Unexpected Error'.
 */
export function refErrorText(error: unknown): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof ApiError) {
    if (error.statusText) return error.statusText;
    if (error.status > 0) return `Code ${error.status}`;
  }
  return 'Unexpected Error';
}
