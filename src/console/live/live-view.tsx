import { useIntl } from 'react-intl';
import { useListConductedLiveSessions } from '../../api/generated/endpoints/mock/mock';
import { liveMessages } from './live-messages';
import { ClassForm } from './class-form';
import { ClassList } from './class-list';
import { ClassPanel } from './class-panel';
import { EndedClassList } from './ended-class-list';
import { useSelectedSession } from './use-selected-session';
import './live.css';

/** How often the list of classes is read again. */
const SESSIONS_POLL_MS = 3000;

/** The live class, as a teacher runs it: start a class, pick it, lock it, watch the room. */
export function LiveView() {
  const intl = useIntl();
  const [selected, select] = useSelectedSession();
  const sessions = useListConductedLiveSessions({ query: { refetchInterval: SESSIONS_POLL_MS } });
  // With a class on screen, the class comes first and the room spans the width; the form and
  // the list follow, beside the exercises.
  return (
    <div className={`console-live${selected === null ? '' : ' console-live--class'}`}>
      <h1 className="visually-hidden">{intl.formatMessage(liveMessages.heading)}</h1>
      {selected === null ? null : (
        <ClassPanel key={selected} sessionId={selected} onClose={() => select(null)} />
      )}
      <div className="console-live__side">
        <ClassForm onStarted={select} />
        <ClassList
          sessions={(sessions.data ?? []).filter((session) => session.status !== 'over')}
          loading={sessions.isPending}
          selected={selected}
          onSelect={select}
        />
        <EndedClassList
          sessions={(sessions.data ?? []).filter((session) => session.status === 'over')}
          selected={selected}
          onSelect={select}
        />
      </div>
      {selected === null ? (
        <section className="panel console-card console-empty">
          <p>{intl.formatMessage(liveMessages.noneSelected)}</p>
        </section>
      ) : null}
    </div>
  );
}
