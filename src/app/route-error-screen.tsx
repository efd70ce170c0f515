import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { RouteError } from '../features/shell/components/route-error';
import { logEvent } from '../lib/services/log-event';
import { isChunkLoadError } from '../lib/rules/chunk-load';

/** The root route's error boundary: chunk-load failures and unexpected errors. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const chunkLoad = isChunkLoadError(error);
  useEffect(() => {
    logEvent(chunkLoad ? 'chunk-load-error' : 'route-error', {
      message: error instanceof Error ? error.message : String(error),
    });
  }, [error, chunkLoad]);
  return <RouteError chunkLoad={chunkLoad} onReload={() => window.location.reload()} />;
}
