import { useIntl } from 'react-intl';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../i18n/language-context';
import { useLobby } from '../hooks/use-lobby';
import { useLobbyNotice } from '../hooks/use-lobby-notice';
import { useNow } from '../../../hooks/use-now';
import { lobbyMessages } from '../messages';
import { HomeLink } from './home-link';
import { LimitedModeExercises } from './limited-mode-exercises';
import { LobbyClass } from './lobby-class';
import { LobbyEmpty } from './lobby-empty';
import { LobbyNotice } from './lobby-notice';
import '../live.css';

/** How often the lobby looks at the clock again ("starting soon" becomes "under way"). */
const CLOCK_TICK_MS = 5000;

/**
 * The live-class lobby (spec 2.1, 4.4): why the learner was brought here, if they were; the class
 * of the learner's group with its planned times in Japan time, and during a limited mode the
 * exercises the teacher chose with the learner's progress, the deadline and the minutes left;
 * without a class, an empty state naming the learner's groups, with the way home.
 */
export function LiveLobby({
  enabled,
  groupNames,
}: {
  enabled: boolean;
  groupNames: readonly string[];
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const now = useNow(CLOCK_TICK_MS);
  const { sessions, current, upcoming, limitedMode, exercises } = useLobby(enabled, now);
  const notice = useLobbyNotice();

  let content;
  if (!sessions.data) {
    content = sessions.isError ? (
      <LoadError message={lobbyMessages.loadError} onRetry={() => void sessions.refetch()} />
    ) : sessions.fetchStatus === 'paused' ? (
      // Offline: whether a class is on cannot be known (the list is never kept on the device),
      // so the lobby neither waits for it nor names a class; it asks again once online.
      <>
        <p role="status">{intl.formatMessage(lobbyMessages.offline)}</p>
        <HomeLink />
      </>
    ) : (
      <Spinner label={intl.formatMessage(lobbyMessages.loading)} />
    );
  } else if (!current) {
    content = <LobbyEmpty groupNames={groupNames} />;
  } else {
    content = (
      <>
        <LobbyClass session={current} upcoming={upcoming} now={now} language={language} />
        {limitedMode ? (
          <LimitedModeExercises
            details={exercises.data}
            isError={exercises.isError}
            onRetry={() => void exercises.refetch()}
            sessionId={current.id}
            endsAt={current.endsAt}
            now={now}
            language={language}
          />
        ) : (
          <>
            <p>
              {intl.formatMessage(
                upcoming ? lobbyMessages.upcomingNote : lobbyMessages.waitingNote,
              )}
            </p>
            <HomeLink />
          </>
        )}
      </>
    );
  }
  return (
    <div className="live-lobby">
      <h1 className="live-lobby__title">{intl.formatMessage(lobbyMessages.title)}</h1>
      {notice ? <LobbyNotice notice={notice} /> : null}
      {content}
    </div>
  );
}
