import { describe, expect, it } from 'vitest';
import {
  activateNewBuild,
  takeOverAndReload,
  type WorkerContainer,
} from './service-worker-registration';
import { shouldRegisterServiceWorker } from './service-worker-update';

const everywhere = {
  production: true,
  inPageMock: false,
  hasServiceWorker: true,
  nativeWrapper: false,
};

describe('where the app registers its service worker', () => {
  it('in a production build in a browser with service workers', () => {
    expect(shouldRegisterServiceWorker(everywhere)).toBe(true);
  });

  it('not in dev or vitest, the static demo (msw holds the scope), the iOS wrapper, or without support', () => {
    expect(shouldRegisterServiceWorker({ ...everywhere, production: false })).toBe(false);
    expect(shouldRegisterServiceWorker({ ...everywhere, inPageMock: true })).toBe(false);
    expect(shouldRegisterServiceWorker({ ...everywhere, nativeWrapper: true })).toBe(false);
    expect(shouldRegisterServiceWorker({ ...everywhere, hasServiceWorker: false })).toBe(false);
  });

  it('OK on the reload alert reloads at once when no worker was registered (vitest, dev)', async () => {
    let reloads = 0;
    await activateNewBuild(() => reloads++);
    expect(reloads).toBe(1);
  });
});

describe('OK on the reload alert, with a worker registered', () => {
  /** A container whose registration has `waiting` and/or finds `installing` on update(). */
  function fakeContainer(registration: Partial<ServiceWorkerRegistration> | undefined) {
    const listeners: (() => void)[] = [];
    const container: WorkerContainer = {
      getRegistration: () => Promise.resolve(registration as ServiceWorkerRegistration | undefined),
      addEventListener: ((type: string, listener: () => void) => {
        if (type === 'controllerchange') listeners.push(listener);
      }) as WorkerContainer['addEventListener'],
    };
    return { container, takeControl: () => listeners.forEach((listener) => listener()) };
  }
  const worker = () => {
    const posted: unknown[] = [];
    return { posted, postMessage: (message: unknown) => posted.push(message) };
  };

  it('tells the waiting worker to skip waiting and reloads once it controls, not before', async () => {
    const waiting = worker();
    const { container, takeControl } = fakeContainer({
      waiting: waiting as unknown as ServiceWorker,
      update: () => Promise.resolve() as never,
    });
    let reloads = 0;
    await takeOverAndReload(container, () => reloads++, 60_000);
    expect(waiting.posted).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reloads).toBe(0);
    takeControl();
    takeControl();
    expect(reloads).toBe(1);
  });

  it('looks for the new worker when the hash check came first; reloads at once when none', async () => {
    let updates = 0;
    const { container } = fakeContainer({
      waiting: null,
      installing: null,
      update: () => {
        updates++;
        return Promise.resolve() as never;
      },
    });
    let reloads = 0;
    await takeOverAndReload(container, () => reloads++, 60_000);
    expect(updates).toBe(1);
    expect(reloads).toBe(1);
  });

  it('reloads at once without a registration', async () => {
    const { container } = fakeContainer(undefined);
    let reloads = 0;
    await takeOverAndReload(container, () => reloads++);
    expect(reloads).toBe(1);
  });
});
