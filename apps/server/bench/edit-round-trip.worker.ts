/**
 * Runs `editRoundTrips` in a worker thread, so the clients' own work (building requests, parsing
 * and decompressing answers) does not run on the server's event loop and count as server time.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { editRoundTrips } from './edit-round-trip';
import type { RoundTripRead } from './edit-round-trip';

const input = workerData as {
  base: string;
  adminToken: string;
  projectId: number;
  connections: number;
  seconds: number;
  read: RoundTripRead;
};
const times = await editRoundTrips(
  input.base,
  input.adminToken,
  input.projectId,
  input.connections,
  input.seconds,
  input.read,
  () => parentPort!.postMessage('start'),
);
parentPort!.postMessage(times);
