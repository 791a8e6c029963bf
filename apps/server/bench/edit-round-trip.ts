import { Worker } from 'node:worker_threads';
/** What a round trip reads after its save. */
export type RoundTripRead = 'resultsPage' | 'designScreen';

/**
 * The edit-to-new-results round trip (METHOD §8): save one design field (POST /api/lot)
 * and read the new numbers, by `connections` workers, each on its own lot (paid with the
 * development's credits beforehand), for `seconds`. `resultsPage` reads them as the results page
 * does — GET /api/projecttargetsbystruct, then GET /api/results for each of its targets'
 * indicators at once; `designScreen` as the customise view beside the form does — GET
 * /api/customise (every component's impact). Answers every round trip's duration in ms, sorted.
 */
export async function editRoundTrips(
  base: string,
  adminToken: string,
  projectId: number,
  connections: number,
  seconds: number,
  read: RoundTripRead,
  /** Called as the timed round trips start (after the lots are made and paid). */
  onStart: () => void = () => undefined,
): Promise<number[]> {
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const response = await fetch(base + path, {
      method,
      headers: {
        authorization: `Bearer ${adminToken}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { Data: never };
  };
  const baselines = (await call('GET', `/api/baselinedesigns?projectId=${projectId}`))
    .Data as Array<{ Id: number }>;
  const lots: Array<{ structureId: number; designId: number }> = [];
  for (let i = 0; i < connections; i++) {
    const structureId = (
      await call('POST', '/api/lot/create', { projectId, address: `Bench lot ${Date.now()}-${i}` })
    ).Data as number;
    const { DesignId } = (
      await call('POST', '/api/lot/buildLot', {
        structureId,
        baseStructureId: baselines[0]!.Id,
        presetStructureId: 0,
      })
    ).Data as { DesignId: number };
    await call('POST', `/api/useStructureCredit/${structureId}`, {});
    lots.push({ structureId, designId: DesignId });
  }
  const times: number[] = [];
  onStart();
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    lots.map(async ({ structureId, designId }, worker) => {
      for (let n = 0; Date.now() < until; n++) {
        const started = performance.now();
        await call('POST', '/api/lot', { designId, bedrooms: 3 + ((n + worker) % 3) });
        if (read === 'designScreen') {
          await call('GET', `/api/customise?structureId=${structureId}`);
          times.push(performance.now() - started);
          continue;
        }
        const summary = (
          await call('GET', `/api/projecttargetsbystruct?structureId=${structureId}`)
        ).Data as { PaymentRequired: boolean; ProjectTargetList: Array<{ IndicatorId: number }> };
        if (summary.PaymentRequired) throw new Error(`lot ${structureId} is not paid`);
        const indicatorIds = new Set(summary.ProjectTargetList.map((t) => t.IndicatorId));
        await Promise.all(
          [...indicatorIds].map((indicatorId) =>
            call(
              'GET',
              `/api/results?structureId=${structureId}&indicatorId=${indicatorId}&summaryOnly=true`,
            ),
          ),
        );
        times.push(performance.now() - started);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

/**
 * This thread's CPU time (`process.threadCpuUsage`, Node 22.19 and later; not in the installed
 * types), else the whole process's, the clients' worker included.
 */
const threadCpuUsage = (previous?: NodeJS.CpuUsage): NodeJS.CpuUsage => {
  const own = (process as { threadCpuUsage?: (p?: NodeJS.CpuUsage) => NodeJS.CpuUsage })
    .threadCpuUsage;
  return own ? own.call(process, previous) : process.cpuUsage(previous);
};

/** Round trips' durations (ms, sorted) and the server's CPU time while they ran. */
export interface RoundTripTimes {
  times: number[];
  /**
   * CPU time of this (the server's) thread during the timed round trips, ms: less sensitive to
   * other work on the machine than the durations, which queue behind it.
   */
  serverCpuMs: number;
}

/**
 * {@link editRoundTrips} in its own worker thread (edit-round-trip.worker.ts): the clients run on
 * another event loop than the server they measure, as real browsers would.
 */
export function editRoundTripsInWorker(input: {
  base: string;
  adminToken: string;
  projectId: number;
  connections: number;
  seconds: number;
  read: RoundTripRead;
}): Promise<RoundTripTimes> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./edit-round-trip.worker.mjs', import.meta.url), {
      workerData: input,
    });
    let started = threadCpuUsage();
    const cpuMs = () => {
      const used = threadCpuUsage(started);
      return Math.round((used.user + used.system) / 1000);
    };
    worker.on('message', (message: 'start' | number[]) => {
      if (message === 'start') started = threadCpuUsage();
      else resolve({ times: message, serverCpuMs: cpuMs() });
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the round-trip worker stopped with code ${code}`));
    });
  });
}
