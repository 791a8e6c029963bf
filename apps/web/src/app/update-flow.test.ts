import { describe, expect, it, vi } from 'vitest';
import { runUpdateFlow } from './update-flow';
import type { RegistrationLike } from './update-flow';

class FakeWorker extends EventTarget {
  state = 'installing';
  settle(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function registration(init: {
  waiting?: boolean;
  installing?: FakeWorker | null;
}): RegistrationLike & { waiting: unknown } {
  return {
    waiting: init.waiting ? {} : null,
    installing: init.installing ?? null,
    update: vi.fn(() => Promise.resolve()),
  };
}

describe('runUpdateFlow', () => {
  it('leaves a waiting worker to the UPDATE prompt and does not compare builds', async () => {
    const compare = vi.fn(() => Promise.resolve());
    await expect(runUpdateFlow(registration({ waiting: true }), compare)).resolves.toBe('prompt');
    expect(compare).not.toHaveBeenCalled();
  });

  it('compares builds when no update is found', async () => {
    const compare = vi.fn(() => Promise.resolve());
    const reg = registration({});
    await expect(runUpdateFlow(reg, compare)).resolves.toBe('compared');
    expect(reg.update).toHaveBeenCalled();
    expect(compare).toHaveBeenCalledTimes(1);
  });

  it('waits for an installing update: installed and waiting means the prompt', async () => {
    const compare = vi.fn(() => Promise.resolve());
    const worker = new FakeWorker();
    const reg = registration({ installing: worker });
    const flow = runUpdateFlow(reg, compare);
    await Promise.resolve();
    reg.waiting = {};
    worker.settle('installed');
    await expect(flow).resolves.toBe('prompt');
    expect(compare).not.toHaveBeenCalled();
  });

  it('compares builds when the installing worker fails or is the first install', async () => {
    const compare = vi.fn(() => Promise.resolve());
    const failing = new FakeWorker();
    const flow = runUpdateFlow(registration({ installing: failing }), compare);
    await Promise.resolve();
    failing.settle('redundant');
    await expect(flow).resolves.toBe('compared');

    const first = new FakeWorker();
    const flow2 = runUpdateFlow(registration({ installing: first }), compare);
    await Promise.resolve();
    first.settle('activated');
    await expect(flow2).resolves.toBe('compared');
    expect(compare).toHaveBeenCalledTimes(2);
  });

  it('compares builds without a service worker', async () => {
    const compare = vi.fn(() => Promise.resolve());
    await expect(runUpdateFlow(undefined, compare)).resolves.toBe('compared');
    expect(compare).toHaveBeenCalled();
  });
});
