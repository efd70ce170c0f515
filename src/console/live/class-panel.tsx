import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  getListConductedLiveSessionsQueryKey,
  useEndLiveSession,
  useGetLiveClassView,
} from '../../api/generated/endpoints/mock/mock';
import { ApiError } from '../../api/http-client';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast/toast-context';
import { useProblemText } from '../components/use-problem-text';
import { consoleMessages } from '../messages';
import { ExercisePicker } from './exercise-picker';
import { LearnerBoard } from './learner-board';
import { LessonReport } from './lesson-report';
import { liveMessages } from './live-messages';
import { SessionStatus } from './session-status';
import { ClassTime } from './class-time';
import { useBackendNow } from './use-backend-now';

/** How often the class and its learners are read again while it is on screen. */
const CLASS_POLL_MS = 1000;

/** One class: when, its learners as they work (polled), its exercises, and ending it. */
export function ClassPanel({ sessionId, onClose }: { sessionId: number; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const problemText = useProblemText();
  const queryClient = useQueryClient();
  const view = useGetLiveClassView(sessionId, { query: { refetchInterval: CLASS_POLL_MS } });
  const end = useEndLiveSession();
  const [confirming, setConfirming] = useState(false);
  const now = useBackendNow();

  if (view.isPending) {
    return (
      <section className="panel console-card">
        <Spinner label={intl.formatMessage(consoleMessages.loading)} />
      </section>
    );
  }
  // A failed read keeps the class on screen as last read (and says so), unless the class is gone.
  const gone = view.error instanceof ApiError && view.error.status === 404;
  if (!view.data || gone) {
    return (
      <section className="panel console-card console-empty">
        <p role="status">
          {gone ? intl.formatMessage(liveMessages.gone) : problemText(view.error)}
        </p>
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage(liveMessages.close)}
        </Button>
      </section>
    );
  }

  const { session, learners } = view.data;
  const endClass = async () => {
    try {
      await end.mutateAsync({ sessionId });
      await queryClient.invalidateQueries({ queryKey: getListConductedLiveSessionsQueryKey() });
      toast(intl.formatMessage(liveMessages.ended, { group: session.group.name }));
      onClose();
    } catch (error) {
      toast(problemText(error));
    }
  };

  return (
    <div className={`console-class${session.status === 'over' ? ' console-class--over' : ''}`}>
      <section className="panel console-card console-class__head" aria-labelledby="class-heading">
        <div className="console-class__title">
          <h2 id="class-heading" className="console-card__title">
            {intl.formatMessage(liveMessages.panelHeading, { group: session.group.name })}
          </h2>
          <SessionStatus status={session.status} />
        </div>
        <p className="console-muted">
          {session.group.orgName}
          {' · '}
          {intl.formatMessage(liveMessages.timeRange, {
            start: new Date(session.startsAt),
            end: new Date(session.endsAt),
          })}
        </p>
        <ClassTime session={session} now={now} />
        <div className="console-actions">
          {session.status === 'over' ? null : confirming ? (
            <>
              <span className="console-actions__question">
                {intl.formatMessage(liveMessages.endConfirm)}
              </span>
              <Button className="button--danger" onClick={endClass} disabled={end.isPending}>
                {intl.formatMessage(liveMessages.endYes)}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {intl.formatMessage(liveMessages.endNo)}
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {intl.formatMessage(liveMessages.end)}
            </Button>
          )}
        </div>
      </section>
      {session.status === 'over' ? null : <ExercisePicker session={session} />}
      <LearnerBoard
        session={session}
        learners={learners}
        pollSeconds={CLASS_POLL_MS / 1000}
        problem={view.isError ? problemText(view.error) : null}
      />
      {/* The lesson report (issue 36): running or ended. */}
      <LessonReport session={session} />
    </div>
  );
}
