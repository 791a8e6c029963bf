import { metaSchema } from '@circa/contract/meta.schema';
import { runningBuild } from '../lib/build-info';

const reloadedKey = 'circa.reloadedForBuild';

/** Fetches /meta.json past every cache (no-store and a timestamp parameter). */
export async function fetchServerBuild(now = Date.now()): Promise<string> {
  const response = await fetch(`/meta.json?t=${now}`, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`/meta.json answered ${response.status}`);
  return metaSchema.parse(await response.json()).build;
}

/**
 * Compares the server's build with the running one; on mismatch clears the caches and reloads
 * (once per server build, so a stale server cannot cause a reload loop). Returns whether it
 * reloaded. Errors are logged only (document 1 §8).
 */
export async function checkBuild(
  current: string = runningBuild,
  reload: () => void = () => window.location.reload(),
): Promise<boolean> {
  if (current === 'dev') return false;
  try {
    const server = await fetchServerBuild();
    if (server === current) {
      sessionStorage.removeItem(reloadedKey);
      return false;
    }
    if (sessionStorage.getItem(reloadedKey) === server) return false;
    sessionStorage.setItem(reloadedKey, server);
    if ('caches' in window) {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    }
    reload();
    return true;
  } catch (error) {
    console.error('Build check failed', error);
    return false;
  }
}
