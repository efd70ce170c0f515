import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { personalisedExerciseQuery } from '../../../api/queries/exercises';
import { useQuerySession } from '../../../hooks/use-query-session';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/routes';
import { ExitConfirmModal } from '../../../features/exercises/components/exit-confirm-modal';
import type { RunStatus } from '../../../features/exercises/kinds/kind';
import { kindOf } from '../../../features/exercises/kinds/kind-table';
import { playerMessages } from '../../../features/exercises/messages';
import { ExercisePlayer } from '../../../features/exercises/player/exercise-player';
import jaExerciseRoute from '../../../i18n/ja/exercise-route';
import { WithAreaCatalogue } from '../../../i18n/with-area-catalogue';
import { useExerciseRouteQuery } from '../../guard/exercise-query';
import { useConfirmNavigationAway } from '../../navigation-away';
import { useSession } from '../../../hooks/use-session';
import { ExerciseAudioSettings } from './exercise-audio-settings';

/**
 * Personalised practice (skills): a drill of the learner's weakest cards of one type, over the
 * practice operations, in the same player; leaving returns to the skills overview.
 */
function PersonalisedPracticeScreen({ exerciseType }: { exerciseType: 4 | 5 | 6 }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { status, profile } = useSession();
  const { problemCount, schoolGrade } = useExerciseRouteQuery();
  const [runStatus, setRunStatus] = useState<RunStatus>('initial');
  const practice = useQuery({
    ...personalisedExerciseQuery(
      exerciseType,
      { numCards: Math.min(problemCount, 50), schoolGrade: schoolGrade as never },
      useQuerySession(),
    ),
    enabled: status === 'signed-in',
    staleTime: Infinity,
  });
  const target = useMemo(
    () => ({
      courseUuid: practice.data?.course.uuid ?? '',
      exerciseUuid: practice.data?.exercise.uuid ?? '',
      assignmentId: null,
      problemCount,
      schoolGrade,
      live: null,
      personalised: true,
    }),
    [practice.data, problemCount, schoolGrade],
  );
  useConfirmNavigationAway(runStatus === 'in-progress', (stay, leave) => (
    <ExitConfirmModal onStay={stay} onLeave={leave} />
  ));
  const kind = kindOf(exerciseType);
  if (practice.isPending) return <Spinner label={intl.formatMessage(playerMessages.loading)} />;
  if (practice.isError || !kind) {
    // Every skills practice is a drill (spec 8's words for a drill's load failure).
    return (
      <LoadError message={playerMessages.drillLoadError} onRetry={() => void practice.refetch()} />
    );
  }
  return (
    <ExercisePlayer
      details={practice.data}
      kind={kind}
      target={target}
      audio={profile?.audio ?? { accent: 0, speed: 100 }}
      settings={<ExerciseAudioSettings />}
      autoStart={false}
      onExit={() => navigate(paths.skills())}
      onFinish={() => navigate(paths.skills())}
      onNextExercise={null}
      onStatusChange={setRunStatus}
    />
  );
}

export function PersonalisedPractice({ exerciseType }: { exerciseType: 4 | 5 | 6 }) {
  return (
    <WithAreaCatalogue ja={jaExerciseRoute}>
      <PersonalisedPracticeScreen exerciseType={exerciseType} />
    </WithAreaCatalogue>
  );
}
