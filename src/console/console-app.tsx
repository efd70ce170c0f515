import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { ToastProvider } from '../components/ui/toast/toast-provider';
import { ActivityView } from './activity/activity-view';
import { ConsoleHeader } from './components/console-header';
import { ViewNav } from './components/view-nav';
import { DemoView } from './demo/demo-view';
import { ConsoleLanguageProvider } from './i18n/console-language';
import { useClassroomSession, useConsoleView, type ConsoleView } from './lib/console-view';
import { ClassroomView } from './live/classroom-view';
import { LiveView } from './live/live-view';
import { consoleMessages } from './messages';

/** The console's data: reads are polled by the views that show them; a failed read is not retried. */
export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: true, refetchIntervalInBackground: true },
      mutations: { retry: false },
    },
  });
}

function Views() {
  const intl = useIntl();
  const view = useConsoleView();
  const main = useRef<HTMLElement>(null);
  const shown = useRef<ConsoleView>(view);
  const names: Record<ConsoleView, string> = {
    live: intl.formatMessage(consoleMessages.navLive),
    demo: intl.formatMessage(consoleMessages.navDemo),
    activity: intl.formatMessage(consoleMessages.navActivity),
  };
  useEffect(() => {
    document.title = intl.formatMessage(consoleMessages.title, { view: names[view] });
    // A new view takes the focus, as a new page would.
    if (shown.current !== view) main.current?.focus({ preventScroll: true });
    shown.current = view;
  });
  return (
    <div className="console">
      <a className="skip-link" href="#console-main">
        {intl.formatMessage(consoleMessages.skipLink)}
      </a>
      <ConsoleHeader />
      <ViewNav current={view} />
      <main id="console-main" className="console-main" tabIndex={-1} ref={main}>
        {view === 'live' ? <LiveView /> : view === 'demo' ? <DemoView /> : <ActivityView />}
      </main>
    </div>
  );
}

/** The console, or a class's classroom view (for the classroom's screen) on its own. */
function Screens() {
  const classroom = useClassroomSession();
  return classroom === null ? <Views /> : <ClassroomView sessionId={classroom} />;
}

/** The teacher and demo console, with its providers. */
export function ConsoleApp({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConsoleLanguageProvider>
        <ToastProvider>
          <Screens />
        </ToastProvider>
      </ConsoleLanguageProvider>
    </QueryClientProvider>
  );
}
