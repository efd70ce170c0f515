import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams, type BlockerFunction } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { exerciseQuery, type ExerciseTypeNumber } from '../../../api/queries/exercises';
import { useQuerySession } from '../../../hooks/use-query-session';
import type { ExerciseDetails } from '../../../api/generated/model/exerciseDetails';
import { ApiError } from '../../../api/http-client';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/routes';
import { ExitConfirmModal } from '../../../features/exercises/components/exit-confirm-modal';
import { useNextExercise } from '../../../features/exercises/hooks/use-next-exercise';
import type { RunStatus } from '../../../features/exercises/kinds/kind';
import { kindOf, SCREENS } from '../../../features/exercises/kinds/kind-table';
import { playerMessages } from '../../../features/exercises/messages';
import { useExerciseRouteQuery } from '../../guard/exercise-query';
import { useConfirmNavigationAway } from '../../navigation-away';
import { asksBeforeLeaving } from './leave-question';
import { lobbyNoticeOf } from '../../../features/live/lobby-notice';
import { useSession } from '../../../hooks/use-session';
import { PLACE_PRECISION, useLivePlace } from '../../../lib/services/live-place';
import { ExerciseAudioSettings } from './exercise-audio-settings';
import { ExerciseProblem } from './exercise-problem';

export type ExerciseAddress = {
  courseUuid: string;
  exerciseUuid: string;
  exerciseType: number;
  assignmentId: number | null;
};

function positiveInt(text: string | null): number | null {
  return text !== null && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/**
 * One exercise in the player: loads it in the screen language, then plays it. The learner is in
 * this exercise for the teacher's room from the moment it opens (the player says more).
 */
export function ExerciseScreen({ address }: { address: ExerciseAddress }) {
  const intl = useIntl();
  const { status } = useSession();
  useLivePlace(
    { kind: 'exercise', courseUuid: address.courseUuid, exerciseUuid: address.exerciseUuid },
    PLACE_PRECISION.route,
  );
  const exercise = useQuery({
    ...exerciseQuery(
      { ...address, exerciseType: address.exerciseType as ExerciseTypeNumber },
      useQuerySession(),
    ),
    enabled: status === 'signed-in',
    staleTime: Infinity,
  });
  if (exercise.isPending) {
    return <Spinner label={intl.formatMessage(playerMessages.loading)} />;
  }
  if (exercise.isError) {
    const missing =
      exercise.error instanceof ApiError && [400, 404].includes(exercise.error.status);
    return missing ? (
      <ExerciseProblem message={playerMessages.notFound} courseUuid={address.courseUuid} />
    ) : (
      <LoadError
        message={
          kindOf(address.exerciseType)?.drill
            ? playerMessages.drillLoadError
            : playerMessages.loadError
        }
        onRetry={() => void exercise.refetch()}
      />
    );
  }
  return <LoadedExercise address={address} details={exercise.data} />;
}

function LoadedExercise({
  address,
  details,
}: {
  address: ExerciseAddress;
  details: ExerciseDetails;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const { profile, limitedMode, status: sessionStatus } = useSession();
  const { problemCount, schoolGrade, drillType } = useExerciseRouteQuery();
  const [runStatus, setRunStatus] = useState<RunStatus>('initial');
  const Screen = SCREENS[details.exercise.type];
  // A screen of its own (chat) says only that it finished: its result shows.
  useLivePlace(
    runStatus === 'finished'
      ? { kind: 'result', courseUuid: address.courseUuid, exerciseUuid: address.exerciseUuid }
      : null,
    PLACE_PRECISION.screen,
  );

  const sessionId = positiveInt(search.get('sessionId')) ?? limitedMode?.sessionId ?? null;
  const limitedModeId =
    positiveInt(search.get('limitedModeId')) ?? limitedMode?.limitedModeId ?? null;
  const live = useMemo(
    () => (sessionId !== null && limitedModeId !== null ? { sessionId, limitedModeId } : null),
    [sessionId, limitedModeId],
  );

  const { courseUuid, exerciseUuid, assignmentId } = address;
  const target = useMemo(
    () => ({
      courseUuid,
      exerciseUuid,
      assignmentId,
      problemCount,
      schoolGrade,
      live,
      personalised: false,
    }),
    [courseUuid, exerciseUuid, assignmentId, problemCount, schoolGrade, live],
  );

  const leaveTo = limitedMode
    ? paths.liveLobby(true)
    : address.assignmentId !== null
      ? paths.assignmentDetails(address.assignmentId)
      : paths.courseDetails(address.courseUuid);
  const next = useNextExercise({
    courseUuid: address.courseUuid,
    exerciseUuid: address.exerciseUuid,
    assignmentId: address.assignmentId,
    live,
    enabled: sessionStatus === 'signed-in',
  });

  // Leaving while in progress, or in a live class before the exercise is done, asks first.
  const inLimitedMode = limitedMode !== null;
  const blocks: BlockerFunction = useCallback(
    ({ nextLocation }) =>
      asksBeforeLeaving({
        runStatus,
        inLimitedMode,
        samePath: nextLocation.pathname === location.pathname,
        movedByClass: lobbyNoticeOf(nextLocation.state) !== null,
      }),
    [runStatus, inLimitedMode, location.pathname],
  );
  useConfirmNavigationAway(blocks, (stay, leave) => (
    <ExitConfirmModal onStay={stay} onLeave={leave} />
  ));

  if (!Screen)
    return <ExerciseProblem message={playerMessages.unsupported} courseUuid={address.courseUuid} />;
  const withFeedback = (logId: number | null) => {
    if (logId === null) return leaveTo;
    const joiner = leaveTo.includes('?') ? '&' : '?';
    return `${leaveTo}${joiner}withFeedback=true&logId=${logId}`;
  };
  return (
    <Screen
      key={`${address.exerciseUuid}:${address.assignmentId ?? ''}`}
      details={details}
      target={target}
      audio={profile?.audio ?? { accent: 0, speed: 100 }}
      settings={<ExerciseAudioSettings />}
      autoStart={limitedMode !== null && drillType !== null}
      onExit={() => navigate(leaveTo)}
      onFinish={(logId) => navigate(withFeedback(logId))}
      onNextExercise={next ? () => navigate(next) : null}
      onStatusChange={setRunStatus}
    />
  );
}
