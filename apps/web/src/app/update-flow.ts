import { checkBuild } from './build-check';

/** The parts of a ServiceWorkerRegistration the update flow reads. */
export interface RegistrationLike {
  readonly installing: (EventTarget & { readonly state: string }) | null;
  readonly waiting: unknown;
  update(): Promise<unknown>;
}

/**
 * Document 1 §4: when a new service worker is waiting, the UPDATE prompt handles it (shown by
 * vite-plugin-pwa's `needRefresh`); otherwise the build in /meta.json is compared with the
 * running one. Looks for an update first, and waits for a worker being installed to settle, so
 * the prompt wins when both would apply. Errors are logged only.
 */
export async function runUpdateFlow(
  registration: RegistrationLike | undefined,
  compareBuild: () => Promise<unknown> = checkBuild,
): Promise<'prompt' | 'compared'> {
  if (!registration) {
    await compareBuild();
    return 'compared';
  }
  try {
    await registration.update();
  } catch (error) {
    console.error('Service worker update check failed', error);
  }
  if (registration.waiting) return 'prompt';
  const worker = registration.installing;
  if (!worker) {
    await compareBuild();
    return 'compared';
  }
  const settled = await new Promise<string>((resolve) => {
    const onChange = () => {
      if (
        worker.state === 'installed' ||
        worker.state === 'activated' ||
        worker.state === 'redundant'
      ) {
        worker.removeEventListener('statechange', onChange);
        resolve(worker.state);
      }
    };
    worker.addEventListener('statechange', onChange);
    onChange();
  });
  if (settled === 'installed' && registration.waiting) return 'prompt';
  await compareBuild();
  return 'compared';
}
