import { FormattedMessage } from 'react-intl';
import type { HistoryRecentExercise } from '../../../api/generated/model/historyRecentExercise';
import { homeMessages } from '../messages';
import { RecentExerciseRow } from './recent-exercise-row';
import '../home.css';

/** The recent exercises of spec 2.4 item 5 (an empty notice when there are none yet). */
export function RecentExercises({ exercises }: { exercises: readonly HistoryRecentExercise[] }) {
  return (
    <section className="home-section" aria-labelledby="recent-exercises-heading">
      <h2 id="recent-exercises-heading">
        <FormattedMessage {...homeMessages.recentHeading} />
      </h2>
      {exercises.length === 0 ? (
        <p className="empty-state">
          <FormattedMessage {...homeMessages.recentEmpty} />
        </p>
      ) : (
        <ul className="exercise-rows">
          {exercises.map((exercise) => (
            <RecentExerciseRow
              key={`${exercise.exerciseUuid} ${exercise.assignmentId ?? exercise.courseUuid}`}
              exercise={exercise}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
