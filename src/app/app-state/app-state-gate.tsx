import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useModals } from '../../components/ui/modal/modal-context';
import { env } from '../../config/env';
import { needsReload } from '../../lib/rules/build-info';
import { ReloadAlert } from '../../features/shell/components/reload-alert';
import { BUILD_INFO_QUERY_KEY, useBuildInfo } from './build-info-query';

// Loaded only when maintenance is on (rare), so it stays out of every screen's first load.
const MaintenanceScreen = lazy(() =>
  import('../../features/shell/components/maintenance-screen').then((module) => ({
    default: module.MaintenanceScreen,
  })),
);

/**
 * The application-level states of spec 4.5 around the whole app: maintenance replaces it, and a
 * published build newer than the running one opens the reload alert.
 */
export function AppStateGate({ children }: { children: ReactNode }) {
  const { data } = useBuildInfo();
  const queryClient = useQueryClient();
  const modals = useModals();
  const published = data?.commitHash ?? null;

  useEffect(() => {
    if (!needsReload(env.buildCommitHash, published)) return;
    modals.open('reload-required', () => <ReloadAlert onReload={() => window.location.reload()} />);
  }, [published, modals]);

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
