import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useModals } from '../../components/ui/modal/modal-context';
import { env } from '../../config/env';
import { needsReload } from '../../lib/rules/build-info';
import { whenIdle } from '../../lib/services/when-idle';
import { ReloadAlert } from '../../features/shell/components/reload-alert';
import { BUILD_INFO_QUERY_KEY, useBuildInfo } from './build-info-query';
import {
  newWorkerWaiting,
  registersServiceWorker,
  subscribeNewWorker,
} from './service-worker-update';

// Registering the worker and letting a new one take over: loaded only where the page has a worker
// (a production build), once the first screen is idle or on OK; it is in the worker's precache.
const registration = () => import('./service-worker-registration');

/** OK on the reload alert: the new worker takes over, then the reload (plain without a worker). */
function reloadIntoNewBuild(): void {
  if (!registersServiceWorker()) return window.location.reload();
  registration().then(
    ({ activateNewBuild }) => activateNewBuild(),
    () => window.location.reload(),
  );
}

// Loaded only when maintenance is on (rare), so it stays out of every screen's first load.
const MaintenanceScreen = lazy(() =>
  import('../../features/shell/components/maintenance-screen').then((module) => ({
    default: module.MaintenanceScreen,
  })),
);

/**
 * The application-level states of spec 4.5 around the whole app: maintenance replaces it, and a
 * new build — published with another hash, or a new service worker waiting — opens the reload
 * alert, whose OK lets the new worker take over and reloads (./service-worker-update.ts).
 */
export function AppStateGate({ children }: { children: ReactNode }) {
  const { data } = useBuildInfo();
  const queryClient = useQueryClient();
  const modals = useModals();
  const published = data?.commitHash ?? null;
  const workerWaiting = useSyncExternalStore(subscribeNewWorker, newWorkerWaiting, () => false);

  // The app's service worker, once the first screen is up (docs/performance.md).
  useEffect(() => {
    if (!registersServiceWorker()) return;
    return whenIdle(() => {
      registration().then(
        ({ startServiceWorker }) => startServiceWorker(),
        () => undefined, // Offline before the chunk was ever fetched: next visit.
      );
    });
  }, []);

  useEffect(() => {
    if (!workerWaiting && !needsReload(env.buildCommitHash, published)) return;
    modals.open('reload-required', () => <ReloadAlert onReload={reloadIntoNewBuild} />);
  }, [published, workerWaiting, modals]);

  if (data?.maintenance.active) {
    return (
      <Suspense fallback={null}>
        <MaintenanceScreen
          message={data.maintenance.message}
          supportEmail={env.supportEmail}
          onRefresh={() => void queryClient.refetchQueries({ queryKey: BUILD_INFO_QUERY_KEY })}
        />
      </Suspense>
    );
  }
  return children;
}
