import { FormattedMessage, useIntl } from 'react-intl';
import { ExerciseTypeIcon } from '../../../components/ui/exercise-type-icon';
import { exerciseTypeMessages } from '../../../components/ui/messages';
import { paths } from '../../../config/routes';
import { exercisePath } from '../../../lib/rules/exercise-path-type';
import { japanMonthDay } from '../../../lib/rules/japan-time';
import { Link } from 'react-router';
import type { ContinueTarget } from '../continue-target';
import { homeMessages } from '../messages';
import '../home.css';

/** Why the card offers this exercise, in one line. */
function Reason({ target }: { target: ContinueTarget }) {
  const intl = useIntl();
  switch (target.reason) {
    case 'mid-way':
      return intl.formatMessage(homeMessages.continueMidWay);
    case 'recommended':
      return intl.formatMessage(homeMessages.continueRecommended);
    default:
      return intl.formatMessage(homeMessages.continueAssignment, {
        title: target.parentTitle,
        due: target.dueDate ? japanMonthDay(target.dueDate) : '',
        overdue: target.reason === 'assignment-overdue' ? 'yes' : 'no',
      });
  }
}

/**
 * The top of home (issue 24): the learner's next step, one big button that opens the exercise,
 * and a line saying why it was chosen. With nothing to offer, a way to find a course.
 */
export function ContinueCard({ target }: { target: ContinueTarget | null }) {
  const intl = useIntl();
  return (
    <section className="continue-card" aria-labelledby="continue-card-heading">
      <h2 id="continue-card-heading" className="continue-card__heading">
        <FormattedMessage {...homeMessages.continueHeading} />
      </h2>
      {target ? (
        <>
          <p className="continue-card__reason">
            <Reason target={target} />
          </p>
          <p className="continue-card__exercise">
            <ExerciseTypeIcon
              type={target.exercise.exerciseType}
              label={intl.formatMessage(exerciseTypeMessages[target.exercise.exerciseType])}
            />
            <span className="continue-card__title">{target.exercise.title}</span>
          </p>
          {target.reason === 'recommended' || target.reason === 'mid-way' ? (
            <p className="continue-card__parent">{target.parentTitle}</p>
          ) : null}
          <Link
            className="button button--primary continue-card__button"
            to={exercisePath(target.exercise)}
          >
            <FormattedMessage
              {...(target.reason === 'mid-way'
                ? homeMessages.continueResume
                : homeMessages.continueStart)}
            />
          </Link>
        </>
      ) : (
        <>
          <p className="continue-card__reason">
            <FormattedMessage {...homeMessages.recentEmpty} />
          </p>
          <Link className="button button--primary continue-card__button" to={paths.courseExplore()}>
            <FormattedMessage {...homeMessages.continueFindCourse} />
          </Link>
        </>
      )}
    </section>
  );
}
