// Helpers for starting Circa's server as a child process on this machine (end-to-end tests and
// bench:web): a free port, and waiting until it answers.
import { createServer } from 'node:net';

/** A TCP port nobody listens on now (127.0.0.1). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Waits until the server at `baseUrl` answers `/meta.json`; throws with its output when the
 * child exits first or `timeoutMs` passes.
 */
export async function waitForServer(baseUrl, child, output, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/meta.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not start within ${timeoutMs / 1000} s:\n${output()}`);
}
