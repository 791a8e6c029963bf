/**
 * Host rules of document 1 §2.1 and §9: test environments and legacy hosts. Pure functions of
 * the host name so they are easy to test.
 */

const testPrefix = /^t(10|[1-9])(?!\d)/;

function normalise(hostname: string): string {
  return hostname.trim().toLowerCase();
}

/** `localhost` (and the loopback addresses the browser may show instead). */
function isLocalhost(host: string): boolean {
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]'
  );
}

/**
 * True for non-production hosts: names starting with t1 to t10, localhost, preprod or staging
 * (document 1 §9).
 */
export function isNonProductionHost(hostname: string): boolean {
  const host = normalise(hostname);
  return (
    testPrefix.test(host) ||
    isLocalhost(host) ||
    host.startsWith('preprod') ||
    host.startsWith('staging')
  );
}

/**
 * True when the yellow test-environment border shows: hosts starting with t1 to t10, localhost
 * or staging. Preprod is non-production but has no border (document 1 §2.3).
 */
export function hasTestBorder(hostname: string): boolean {
  const host = normalise(hostname);
  return testPrefix.test(host) || isLocalhost(host) || host.startsWith('staging');
}

/**
 * The host the app moved to when `hostname` is a legacy host, otherwise null.
 * @param hostMap legacy host → new host (see `legacyHosts` in config.ts)
 */
export function legacyHostTarget(
  hostname: string,
  hostMap: Readonly<Record<string, string>>,
): string | null {
  return hostMap[normalise(hostname)] ?? null;
}
