import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Assignment } from '../../../api/generated/model/assignment';
import { paths } from '../../../config/routes';
import { isAssignmentOpenable, showsSubmissionDate } from '../../../lib/rules/assignment-status';
import { japanMonthDay } from '../../../lib/rules/japan-time';
import { assignmentMessages } from '../messages';
import { StatusBadge } from './status-badge';

/**
 * An assignment as a card (spec 2.4 item 6): status, dates (the submission date once done),
 * title, group and finished/total. The whole card opens the details, unless it has not started.
 */
export function AssignmentCard({ assignment }: { assignment: Assignment }) {
  const openable = isAssignmentOpenable(assignment.status);
  return (
    <article className={`assignment-card assignment-card--status-${assignment.status}`}>
      <h3 className="assignment-card__title">
        {openable ? (
          <Link className="assignment-card__link" to={paths.assignmentDetails(assignment.id)}>
            {assignment.title}
          </Link>
        ) : (
          <>
            {assignment.title}
            <span className="visually-hidden">
              {' '}
              <FormattedMessage {...assignmentMessages.notOpenable} />
            </span>
          </>
        )}
      </h3>
      <StatusBadge status={assignment.status} />
      <p className="assignment-card__dates">
        {showsSubmissionDate(assignment.status) && assignment.submitted ? (
          <FormattedMessage
            {...assignmentMessages.submittedOn}
            values={{ date: japanMonthDay(assignment.submitted) }}
          />
        ) : (
          <FormattedMessage
            {...assignmentMessages.dates}
            values={{
              start: japanMonthDay(assignment.startDate),
              due: japanMonthDay(assignment.dueDate),
            }}
          />
        )}
      </p>
      <p className="assignment-card__group">
        <FormattedMessage {...assignmentMessages.group} values={{ group: assignment.group }} />
      </p>
      <p className="assignment-card__progress">
        <FormattedMessage
          {...assignmentMessages.progress}
          values={{ finished: assignment.numFinishedExercises, total: assignment.numExercises }}
        />
      </p>
    </article>
  );
}
