import { useLocation, useParams } from 'react-router';
import jaExerciseRoute from '../../i18n/ja/exercise-route';
import { WithAreaCatalogue } from '../../i18n/with-area-catalogue';
import { exerciseTypeOfPathType } from '../../lib/rules/exercise-path-type';
import { ExerciseScreen } from './exercise-screen/exercise-screen';

function positiveInt(text: string | undefined): number | null {
  return text !== undefined && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** Route exercise (every type, exercise layout): the type is the path segment after the course. */
function ExerciseRouteScreen() {
  const { courseUuid = '', exerciseUuid = '', assignmentId } = useParams();
  const { pathname } = useLocation();
  const segment = pathname.split('/')[3] ?? '';
  const exerciseType = exerciseTypeOfPathType(decodeURIComponent(segment)) ?? 0;
  return (
    <ExerciseScreen
      address={{
        courseUuid,
        exerciseUuid,
        exerciseType,
        assignmentId: positiveInt(assignmentId),
      }}
    />
  );
}

export default function ExerciseRoute() {
  return (
    <WithAreaCatalogue ja={jaExerciseRoute}>
      <ExerciseRouteScreen />
    </WithAreaCatalogue>
  );
}
