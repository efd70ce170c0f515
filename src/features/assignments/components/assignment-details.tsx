import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ApiError } from '../../../api/http-client';
import type { AssignmentDetails as Details } from '../../../api/generated/model/assignmentDetails';
import type { AssignmentExercise } from '../../../api/generated/model/assignmentExercise';
import { BackIcon } from '../../../components/ui/glyph-icons';
import { LoadError } from '../../../components/ui/load-error';
import { ShareButton } from '../../../components/ui/share-button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/routes';
import { useSession } from '../../../hooks/use-session';
import { useShareLink } from '../../../hooks/use-share-link';
import { useAssignmentDates } from '../hooks/use-assignment-dates';
import { useAssignment } from '../hooks/use-assignments';
import { useDetailsFallback } from '../hooks/use-details-fallback';
import { assignmentMessages } from '../messages';
import '../assignments.css';
import { AssignmentExerciseList } from './assignment-exercise-list';
import { StatusBadge } from './status-badge';

function BackToList() {
  return (
    <p className="assignment-details__back">
      <Link to={paths.assignmentExplore()}>
        <BackIcon /> <FormattedMessage {...assignmentMessages.detailsBack} />
      </Link>
    </p>
  );
}

function NotFound() {
  return (
    <div className="assignment-details">
      <BackToList />
      <h1>
        <FormattedMessage {...assignmentMessages.notFoundTitle} />
      </h1>
      <p>
        <FormattedMessage {...assignmentMessages.notFoundBody} />
      </p>
    </div>
  );
}

/**
 * An assignment belongs to one organisation: its shared link names it (`?aliasUuid=`, as a
 * teacher's link does), so a classmate who belongs to two opens it in the right one (spec 2.2).
 */
function sharedPath(assignmentId: number, aliasUuid: string | null): string {
  const path = paths.assignmentDetails(assignmentId);
  return aliasUuid ? `${path}?${new URLSearchParams({ aliasUuid }).toString()}` : path;
}

/**
 * What the route adds about offline use (src/features/offline-download, composed in src/app): a
 * panel above the exercises and a mark on each exercise's row.
 */
export type AssignmentOfflineParts = {
  panel: (exercises: readonly AssignmentExercise[]) => ReactNode;
  mark: (exercise: AssignmentExercise) => ReactNode;
};

function Loaded({
  assignment,
  offline,
}: {
  assignment: Details;
  offline?: AssignmentOfflineParts;
}) {
  const dates = useAssignmentDates();
  const { aliasUuid } = useSession();
  const share = useShareLink();
  const time = (instant: string) => <time dateTime={instant}>{dates.full(instant)}</time>;
  return (
    <div className="assignment-details">
      <BackToList />
      <h1>{assignment.title}</h1>
      <ShareButton onShare={() => void share(sharedPath(assignment.id, aliasUuid))} />
      <dl className="panel assignment-details__facts">
        <div>
          <dt>
            <FormattedMessage {...assignmentMessages.detailsStatus} />
          </dt>
          <dd>
            <StatusBadge status={assignment.status} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage {...assignmentMessages.detailsGroup} />
          </dt>
          <dd>{assignment.group}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage {...assignmentMessages.detailsStart} />
          </dt>
          <dd>{time(assignment.startDate)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage {...assignmentMessages.detailsDue} />
          </dt>
          <dd>{time(assignment.dueDate)}</dd>
        </div>
        {assignment.submitted ? (
          <div>
            <dt>
              <FormattedMessage {...assignmentMessages.detailsSubmitted} />
            </dt>
            <dd>{time(assignment.submitted)}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <FormattedMessage {...assignmentMessages.detailsProgress} />
          </dt>
          <dd className="assignment-details__progress">
            <FormattedMessage
              {...assignmentMessages.progress}
              values={{ finished: assignment.numFinishedExercises, total: assignment.numExercises }}
            />
            <progress
              value={assignment.numFinishedExercises}
              max={assignment.numExercises}
              aria-hidden="true"
            />
          </dd>
        </div>
      </dl>
      {offline?.panel(assignment.exercises)}
      <AssignmentExerciseList
        assignmentId={assignment.id}
        exercises={assignment.exercises}
        mark={offline?.mark}
      />
    </div>
  );
}

/**
 * The assignment details (spec 2.5): title, share link (spec 7), status, dates, group, progress
 * and its exercises.
 * A failed load goes to the course page when the course is known (spec 8); otherwise an unknown
 * assignment says so, and any other failure offers to try again.
 */
export function AssignmentDetails({
  assignmentId,
  enabled,
  offline,
}: {
  assignmentId: number | null;
  enabled: boolean;
  offline?: AssignmentOfflineParts;
}) {
  const intl = useIntl();
  const query = useAssignment(assignmentId, enabled);
  useDetailsFallback(assignmentId, query.isError, query.data !== undefined);

  if (assignmentId === null) return <NotFound />;
  if (query.data) return <Loaded assignment={query.data} offline={offline} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
    return (
      <div className="assignment-details">
        <BackToList />
        <h1>
          <FormattedMessage {...assignmentMessages.detailsHeading} />
        </h1>
        <LoadError message={assignmentMessages.loadError} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return <Spinner label={intl.formatMessage(assignmentMessages.loading)} />;
}
