import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { routeErrorMessages } from '../messages';

/**
 * What a screen shows when it could not be loaded: a chunk that timed out or failed to download
 * (ChunkLoadError, spec 8) or an unexpected error. Reloading is the way out of both.
 */
export function RouteError({ chunkLoad, onReload }: { chunkLoad: boolean; onReload: () => void }) {
  return (
    <main className="route-error" aria-labelledby="route-error-title">
      <h1 id="route-error-title">
        <FormattedMessage
          {...(chunkLoad ? routeErrorMessages.chunkTitle : routeErrorMessages.title)}
        />
      </h1>
      <p>
        <FormattedMessage
          {...(chunkLoad ? routeErrorMessages.chunkBody : routeErrorMessages.body)}
        />
      </p>
      <Button onClick={onReload}>
        <FormattedMessage {...routeErrorMessages.reload} />
      </Button>
    </main>
  );
}
