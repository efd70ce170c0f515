import { FormattedMessage, useIntl } from 'react-intl';
import type { Assignment } from '../../../api/generated/model/assignment';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import {
  assignmentSections,
  assignmentYears,
  filterAssignments,
  sortAssignments,
  type AssignmentSortKey,
} from '../../../lib/rules/assignment-list';
import { useAssignmentDates } from '../hooks/use-assignment-dates';
import { useAssignmentFilters } from '../hooks/use-assignment-filters';
import { useAssignmentList } from '../hooks/use-assignments';
import { assignmentMessages } from '../messages';
import '../assignments.css';
import { AssignmentCard } from './assignment-card';
import { AssignmentFilters } from './assignment-filters';

function CardList({ assignments }: { assignments: readonly Assignment[] }) {
  return (
    <ul className="card-list">
      {assignments.map((assignment) => (
        <li key={assignment.id}>
          <AssignmentCard assignment={assignment} />
        </li>
      ))}
    </ul>
  );
}

function Sections({
  assignments,
  sort,
}: {
  assignments: readonly Assignment[];
  sort: AssignmentSortKey;
}) {
  const intl = useIntl();
  const dates = useAssignmentDates();
  return assignmentSections(assignments, sort).map((section) => {
    if (section.kind === 'all')
      return <CardList key={section.key} assignments={section.assignments} />;
    const name =
      section.kind === 'month'
        ? dates.month(section.year, section.month)
        : intl.formatMessage(assignmentMessages.sectionHeading, { section: section.kind });
    return (
      <section
        key={section.key}
        className="assignment-month"
        aria-labelledby={`assignment-section-${section.key}`}
      >
        <h2 id={`assignment-section-${section.key}`} className="assignment-month__heading">
          {name}{' '}
          <span className="assignment-month__count">
            {intl.formatMessage(assignmentMessages.monthCount, {
              count: section.assignments.length,
            })}
          </span>
        </h2>
        <CardList assignments={section.assignments} />
      </section>
    );
  });
}

/**
 * The assignment list (spec 2.5 and 4.1): filtered by status and academic year. By due date, the
 * work to do comes first, then what starts soon, then the done ones by due month; by start date or
 * title, one list in that order.
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
            <Sections assignments={shown} sort={filters.sort} />
          )}
        </>
      )}
    </div>
  );
}
