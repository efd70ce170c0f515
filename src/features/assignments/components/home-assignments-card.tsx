import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { MyAssignments } from '../../../api/generated/model/myAssignments';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/routes';
import { assignmentMessages } from '../messages';
import '../assignments.css';
import { AssignmentCard } from './assignment-card';

type HomeAssignmentsCardProps = {
  data: MyAssignments | undefined;
  isError: boolean;
  onRetry: () => void;
};

/**
 * The assignments card of the home dashboard (spec 2.4 item 6): only for an alias that was ever
 * given an assignment; its active assignments, or a notice that there are none right now.
 */
export function HomeAssignmentsCard({ data, isError, onRetry }: HomeAssignmentsCardProps) {
  if (isError) return <LoadError message={assignmentMessages.loadError} onRetry={onRetry} />;
  if (!data || data.historicalTotal === 0) return null;
  return (
    <section className="home-assignments" aria-labelledby="home-assignments-heading">
      <div className="home-assignments__header">
        <h2 id="home-assignments-heading">
          <FormattedMessage {...assignmentMessages.homeHeading} />
        </h2>
        <Link to={paths.assignmentExplore()}>
          <FormattedMessage {...assignmentMessages.seeAll} />
        </Link>
      </div>
      {data.activeAssignments.length === 0 ? (
        <p className="empty-state">
          <FormattedMessage {...assignmentMessages.homeEmpty} />
        </p>
      ) : (
        <ul className="card-list">
          {data.activeAssignments.map((assignment) => (
            <li key={assignment.id}>
              <AssignmentCard assignment={assignment} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
