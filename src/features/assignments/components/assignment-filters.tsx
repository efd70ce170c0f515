import { FormattedMessage, useIntl } from 'react-intl';
import { Field } from '../../../components/ui/field';
import {
  ASSIGNMENT_SORT_KEYS,
  ASSIGNMENT_STATUS_FILTER_KEYS,
  type AssignmentListFilters,
} from '../../../lib/rules/assignment-list';
import { assignmentMessages, sortMessages, statusFilterMessages } from '../messages';

type AssignmentFiltersProps = {
  filters: AssignmentListFilters;
  years: readonly number[];
  onChange: (change: Partial<AssignmentListFilters>) => void;
};

/** Status, academic-year and sort choices of the assignment list. */
export function AssignmentFilters({ filters, years, onChange }: AssignmentFiltersProps) {
  const intl = useIntl();
  return (
    <div
      className="assignment-filters"
      role="group"
      aria-label={intl.formatMessage(assignmentMessages.filtersLabel)}
    >
      <Field
        className="assignment-filters__field"
        label={<FormattedMessage {...assignmentMessages.statusFilter} />}
      >
        {(id) => (
          <select
            id={id}
            value={filters.status}
            onChange={(event) => {
              const status = ASSIGNMENT_STATUS_FILTER_KEYS.find(
                (key) => key === event.target.value,
              );
              if (status) onChange({ status });
            }}
          >
            {ASSIGNMENT_STATUS_FILTER_KEYS.map((key) => (
              <option key={key} value={key}>
                {intl.formatMessage(statusFilterMessages[key])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        className="assignment-filters__field"
        label={<FormattedMessage {...assignmentMessages.yearFilter} />}
      >
        {(id) => (
          <select
            id={id}
            value={filters.year}
            onChange={(event) => onChange({ year: Number.parseInt(event.target.value, 10) })}
          >
            {years.map((year) => (
              <option key={year} value={year}>
                {intl.formatMessage(assignmentMessages.yearOption, { year, next: year + 1 })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        className="assignment-filters__field"
        label={<FormattedMessage {...assignmentMessages.sortLabel} />}
      >
        {(id) => (
          <select
            id={id}
            value={filters.sort}
            onChange={(event) => {
              const sort = ASSIGNMENT_SORT_KEYS.find((key) => key === event.target.value);
              if (sort) onChange({ sort });
            }}
          >
            {ASSIGNMENT_SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {intl.formatMessage(sortMessages[key])}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
