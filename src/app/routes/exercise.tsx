import { useIntl } from 'react-intl';
import { ComingLater } from '../../features/shell/components/coming-later';
import { exerciseFrameMessages, pageTitleMessages } from '../../features/shell/messages';
import { useExerciseRouteQuery } from '../guard/exercise-query';

/** Route exercise (every type, exercise layout): the screens arrive in a later release. */
export default function ExerciseRoute() {
  const intl = useIntl();
  const { problemCount, schoolGrade, drillType } = useExerciseRouteQuery();
  return (
    <ComingLater title={intl.formatMessage(pageTitleMessages.exercise)}>
      {drillType !== null ? (
        <p>
          {intl.formatMessage(exerciseFrameMessages.drill, {
            drillType,
            problemCount,
            schoolGrade,
          })}
        </p>
      ) : null}
    </ComingLater>
  );
}
