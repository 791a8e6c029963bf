// The round-trip worker's entry: a worker thread starts without the parent's TypeScript loader,
// so it registers tsx first, then runs edit-round-trip.worker.ts.
import { register } from 'tsx/esm/api';

register();
await import('./edit-round-trip.worker.ts');
