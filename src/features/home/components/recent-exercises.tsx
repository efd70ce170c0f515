import { FormattedMessage } from 'react-intl';
import type { HistoryRecentExercise } from '../../../api/generated/model/historyRecentExercise';
import { paths } from '../../../config/routes';
import { Link } from 'react-router';
import { homeMessages } from '../messages';
import { RecentExerciseRow } from './recent-exercise-row';
import '../home.css';

/** How many recent exercises home shows: the rest are in the learning history. */
const HOME_RECENT_LIMIT = 3;

/**
 * The recent exercises of spec 2.4 item 5, the latest three with a link to the learning history;
 * nothing when there are none yet (the continue card above offers a first exercise).
 */
export function RecentExercises({ exercises }: { exercises: readonly HistoryRecentExercise[] }) {
  if (exercises.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="recent-exercises-heading">
      <div className="home-section__header">
        <h2 id="recent-exercises-heading">
          <FormattedMessage {...homeMessages.recentHeading} />
        </h2>
        <Link to={paths.learningHistorySummary()}>
          <FormattedMessage {...homeMessages.seeHistory} />
        </Link>
      </div>
      <ul className="exercise-rows">
        {exercises.slice(0, HOME_RECENT_LIMIT).map((exercise) => (
          <RecentExerciseRow
            key={`${exercise.exerciseUuid} ${exercise.assignmentId ?? exercise.courseUuid}`}
            exercise={exercise}
          />
        ))}
      </ul>
    </section>
  );
}
