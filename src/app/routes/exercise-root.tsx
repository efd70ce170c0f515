import { useIntl } from 'react-intl';
import { Navigate, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { courseQuery } from '../../api/queries/courses';
import { useQuerySession } from '../../hooks/use-query-session';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { playerMessages } from '../../features/exercises/messages';
import jaExerciseRoute from '../../i18n/ja/exercise-route';
import { WithAreaCatalogue } from '../../i18n/with-area-catalogue';
import { exercisePath, exercisePathTypeOf } from '../../lib/rules/exercise-path-type';
import { useSession } from '../../hooks/use-session';
import { ExerciseProblem } from './exercise-screen/exercise-problem';
import { ExerciseScreen } from './exercise-screen/exercise-screen';

function positiveInt(text: string | undefined): number | null {
  return text !== undefined && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/**
 * Route exercise-root: finds the exercise's type in its course, then redirects to the type's
 * route; writing (13), which has no route of its own, plays here.
 */
function ExerciseRootScreen() {
  const intl = useIntl();
  const { courseUuid = '', exerciseUuid = '', assignmentId } = useParams();
  const { search } = useLocation();
  const { status } = useSession();
  const course = useQuery({
    ...courseQuery(courseUuid, useQuerySession()),
    enabled: status === 'signed-in',
  });
  if (course.isPending) return <Spinner label={intl.formatMessage(playerMessages.loading)} />;
  if (course.isError) {
    return [400, 404].includes((course.error as { status?: number }).status ?? 0) ? (
      <ExerciseProblem message={playerMessages.notFound} courseUuid="" />
    ) : (
      <LoadError message={playerMessages.loadError} onRetry={() => void course.refetch()} />
    );
  }
  const node = course.data.contents
    .flatMap((chapter) => chapter.contents)
    .flatMap((section) => section.contents)
    .find((exercise) => exercise.uuid === exerciseUuid);
  if (!node) return <ExerciseProblem message={playerMessages.notFound} courseUuid={courseUuid} />;
  const assignment = positiveInt(assignmentId);
  if (exercisePathTypeOf(node.exerciseType) !== null) {
    const path = exercisePath({
      courseUuid,
      exerciseType: node.exerciseType,
      exerciseUuid,
      assignmentId: assignment,
    });
    return <Navigate to={`${path}${search}`} replace />;
  }
  return (
    <ExerciseScreen
      address={{
        courseUuid,
        exerciseUuid,
        exerciseType: node.exerciseType,
        assignmentId: assignment,
      }}
    />
  );
}

export default function ExerciseRootRoute() {
  return (
    <WithAreaCatalogue ja={jaExerciseRoute}>
      <ExerciseRootScreen />
    </WithAreaCatalogue>
  );
}
