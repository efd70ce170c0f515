import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { academicYearOf } from '../../../lib/rules/academic-year';
import {
  listFiltersQuery,
  parseListFilters,
  type AssignmentListFilters,
} from '../../../lib/rules/assignment-list';

/**
 * The explore filters, kept in the address (spec 3 stores none of them): a reload, a shared link
 * or the way back from a details page shows the same list. The default year is the current
 * academic year by this device's clock, not the backend's.
 */
export function useAssignmentFilters() {
  const [params, setParams] = useSearchParams();
  const [currentYear] = useState(() => academicYearOf(new Date()));
  const filters = parseListFilters(params.toString(), currentYear);

  const change = useCallback(
    (next: Partial<AssignmentListFilters>) =>
      setParams(
        (previous) =>
          listFiltersQuery(
            { ...parseListFilters(previous.toString(), currentYear), ...next },
            currentYear,
          ),
        { replace: true },
      ),
    [setParams, currentYear],
  );

  return { filters, currentYear, change };
}
