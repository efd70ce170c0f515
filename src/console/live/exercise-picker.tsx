import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  getGetLiveClassViewQueryKey,
  getListConductedLiveSessionsQueryKey,
  useEndLimitedMode,
  useListOrganisationCourseTrees,
  useStartLimitedMode,
} from '../../api/generated/endpoints/mock/mock';
import type { ConductedLiveSession } from '../../api/generated/model/conductedLiveSession';
import { Button } from '../../components/ui/button';
import { ExerciseTypeIcon } from '../../components/ui/exercise-type-icon';
import { exerciseTypeMessages } from '../../components/ui/messages';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast/toast-context';
import { useProblemText } from '../components/use-problem-text';
import { findExercise, sameExercise, toggled, type ExerciseRef } from '../lib/exercise-tree';
import { consoleMessages } from '../messages';
import { CourseTree } from './course-tree';
import { liveMessages } from './live-messages';

const refsOf = (session: ConductedLiveSession): ExerciseRef[] =>
  session.exercises.map(({ courseUuid, exerciseUuid }) => ({ courseUuid, exerciseUuid }));

const sameSelection = (a: readonly ExerciseRef[], b: readonly ExerciseRef[]) =>
  a.length === b.length && a.every((ref, i) => sameExercise(ref, b[i]!));

/**
 * The class's exercises: a searchable tree of the organisation's courses (course → chapter →
 * section → exercise) to choose from, the chosen ones in order, and the lock: start it, change
 * it, lift it.
 */
export function ExercisePicker({ session }: { session: ConductedLiveSession }) {
  const intl = useIntl();
  const toast = useToast();
  const problemText = useProblemText();
  const queryClient = useQueryClient();
  const searchId = useId();
  const trees = useListOrganisationCourseTrees(session.group.orgHash, {
    query: { staleTime: 5 * 60_000 },
  });
  const locked = refsOf(session);
  // The teacher's choice; null follows the lock in force (also when it changes elsewhere).
  const [draft, setDraft] = useState<ExerciseRef[] | null>(null);
  const [query, setQuery] = useState('');
  const chosen = draft ?? locked;
  const start = useStartLimitedMode();
  const lift = useEndLimitedMode();
  const busy = start.isPending || lift.isPending;

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetLiveClassViewQueryKey(session.id) }),
      queryClient.invalidateQueries({ queryKey: getListConductedLiveSessionsQueryKey() }),
    ]);
  const lock = async () => {
    try {
      await start.mutateAsync({ sessionId: session.id, data: { exercises: chosen } });
      await refresh();
      setDraft(null);
      toast(
        intl.formatMessage(session.limitedMode ? liveMessages.changed : liveMessages.locked, {
          count: chosen.length,
        }),
      );
    } catch (error) {
      toast(problemText(error));
    }
  };
  const unlock = async () => {
    try {
      await lift.mutateAsync({ sessionId: session.id });
      await refresh();
      setDraft(null);
      toast(intl.formatMessage(liveMessages.unlocked));
    } catch (error) {
      toast(problemText(error));
    }
  };

  const courses = trees.data ?? [];
  return (
    <section
      className="panel console-card console-class__picker"
      aria-labelledby="exercises-heading"
    >
      <div className="console-card__head">
        <h3 id="exercises-heading" className="console-card__title">
          {intl.formatMessage(liveMessages.exercisesHeading)}
        </h3>
        <span className={`console-badge console-badge--${session.limitedMode ? 'locked' : 'open'}`}>
          {intl.formatMessage(
            session.limitedMode ? liveMessages.lockedState : liveMessages.unlockedState,
          )}
        </span>
      </div>
      <p className="console-muted">{intl.formatMessage(liveMessages.exercisesIntro)}</p>

      <div className="console-picker">
        <div className="console-picker__tree">
          <label className="console-search" htmlFor={searchId}>
            <span>{intl.formatMessage(liveMessages.search)}</span>
            <input
              id={searchId}
              type="search"
              value={query}
              placeholder={intl.formatMessage(liveMessages.searchHint)}
              onChange={(event) => setQuery(event.target.value)}
            />
          </label>
          {trees.isPending ? (
            <Spinner label={intl.formatMessage(consoleMessages.loading)} />
          ) : trees.isError ? (
            <p role="alert">{problemText(trees.error)}</p>
          ) : (
            <CourseTree
              courses={courses}
              query={query}
              chosen={chosen}
              onToggle={(ref) => setDraft(toggled(chosen, ref))}
            />
          )}
        </div>

        <div className="console-picker__chosen">
          <h4 id={`${searchId}-chosen`} className="console-subtitle">
            {intl.formatMessage(liveMessages.chosenHeading, { count: chosen.length })}
          </h4>
          {chosen.length === 0 ? (
            <p className="console-muted">{intl.formatMessage(liveMessages.chosenNone)}</p>
          ) : (
            <ol className="console-chosen" aria-labelledby={`${searchId}-chosen`}>
              {chosen.map((ref) => {
                const exercise = findExercise(courses, ref);
                const title =
                  exercise?.title ??
                  session.exercises.find((e) => e.exerciseUuid === ref.exerciseUuid)?.title ??
                  ref.exerciseUuid;
                return (
                  <li
                    key={`${ref.courseUuid}/${ref.exerciseUuid}`}
                    className="console-chosen__item"
                  >
                    {exercise ? (
                      <ExerciseTypeIcon
                        type={exercise.exerciseType}
                        label={intl.formatMessage(exerciseTypeMessages[exercise.exerciseType])}
                      />
                    ) : null}
                    <span className="console-chosen__title">
                      {title}
                      {exercise ? (
                        <span className="console-chosen__course">{exercise.courseTitle}</span>
                      ) : null}
                    </span>
                    <Button
                      variant="link"
                      onClick={() => setDraft(toggled(chosen, ref))}
                      aria-label={intl.formatMessage(liveMessages.remove, { title })}
                    >
                      {intl.formatMessage(liveMessages.removeShort)}
                    </Button>
                  </li>
                );
              })}
            </ol>
          )}
          <div className="console-actions">
            <Button
              onClick={lock}
              disabled={
                busy ||
                chosen.length === 0 ||
                (session.limitedMode !== null && sameSelection(chosen, locked))
              }
            >
              {intl.formatMessage(session.limitedMode ? liveMessages.change : liveMessages.lock, {
                count: chosen.length,
              })}
            </Button>
            {session.limitedMode ? (
              <Button variant="secondary" onClick={unlock} disabled={busy}>
                {intl.formatMessage(liveMessages.unlock)}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
