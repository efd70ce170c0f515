import { FormattedMessage, useIntl } from 'react-intl';
import type { Assignment } from '../../../api/generated/model/assignment';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import {
  assignmentYears,
  filterAssignments,
  groupByDueMonth,
  sortAssignments,
} from '../../../lib/assignment-list';
import { useAssignmentDates } from '../hooks/use-assignment-dates';
import { useAssignmentFilters } from '../hooks/use-assignment-filters';
import { useAssignmentList } from '../hooks/use-assignments';
import { assignmentMessages } from '../messages';
import '../assignments.css';
import { AssignmentCard } from './assignment-card';
import { AssignmentFilters } from './assignment-filters';

function MonthGroups({ assignments }: { assignments: readonly Assignment[] }) {
  const intl = useIntl();
  const dates = useAssignmentDates();
  return groupByDueMonth(assignments).map((group) => (
    <section
      key={group.key}
      className="assignment-month"
      aria-labelledby={`assignment-month-${group.key}`}
    >
      <h2 id={`assignment-month-${group.key}`} className="assignment-month__heading">
        {dates.month(group.year, group.month)}{' '}
        <span className="assignment-month__count">
          {intl.formatMessage(assignmentMessages.monthCount, { count: group.assignments.length })}
        </span>
      </h2>
      <ul className="card-list">
        {group.assignments.map((assignment) => (
          <li key={assignment.id}>
            <AssignmentCard assignment={assignment} />
          </li>
        ))}
      </ul>
    </section>
  ));
}

/**
 * The assignment list (spec 2.5 and 4.1): filtered by status and academic year, sorted as chosen
 * and grouped by due month.
 */
export function AssignmentExplore({ enabled }: { enabled: boolean }) {
  const intl = useIntl();
  const { filters, currentYear, change } = useAssignmentFilters();
  const query = useAssignmentList(enabled);
  const all = query.data ?? [];
  const shown = sortAssignments(filterAssignments(all, filters), filters.sort);

  return (
    <div className="assignment-explore">
      <h1>
        <FormattedMessage {...assignmentMessages.exploreHeading} />
      </h1>
      <AssignmentFilters
        filters={filters}
        years={assignmentYears(all, currentYear, filters.year)}
        onChange={change}
      />
      {query.isError ? (
        <LoadError message={assignmentMessages.loadError} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Spinner label={intl.formatMessage(assignmentMessages.loading)} />
      ) : (
        <>
          <p className="assignment-explore__count" role="status">
            {intl.formatMessage(assignmentMessages.resultCount, { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <p className="empty-state">
              <FormattedMessage {...assignmentMessages.exploreEmpty} />
            </p>
          ) : (
            <MonthGroups assignments={shown} />
          )}
        </>
      )}
    </div>
  );
}
