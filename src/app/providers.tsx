import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { configureHttpClient } from '../api/http-client';
import { ModalProvider } from '../components/ui/modal/modal-provider';
import { ToastProvider } from '../components/ui/toast/toast-provider';
import { LanguageProvider } from '../i18n/language-provider';
import { AppStateGate } from './app-state/app-state-gate';
import { sessionSnapshot } from '../api/session-store';
import { SessionProvider } from './session';
import { useSession } from '../hooks/use-session';
import { useQueryPersistence } from './query-persistence';

/** What every call carries: the session's token and alias and the screen language. */
export const appCredentials = sessionSnapshot;
configureHttpClient({ credentials: appCredentials });

/** The session's answers saved on the device for offline use (./query-persistence.ts). */
function QueryPersistence() {
  useQueryPersistence(useQueryClient(), useSession().token);
  return null;
}

type AppProvidersProps = {
  router: DataRouter;
  queryClient: QueryClient;
};

/** Everything the app runs inside: data, language, session, toasts, modals, app states, routes. */
export function AppProviders({ router, queryClient }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <SessionProvider>
          <QueryPersistence />
          <ToastProvider>
            <ModalProvider>
              <AppStateGate>
                <RouterProvider router={router} />
              </AppStateGate>
            </ModalProvider>
          </ToastProvider>
        </SessionProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
