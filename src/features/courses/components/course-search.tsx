import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CourseSummary } from '../../../api/generated/model/courseSummary';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import {
  isExploreFilterActive,
  matchesExploreFilter,
  withKnownCategories,
  type ExploreFilter,
} from '../../../lib/rules/course-filters';
import { courseMessages } from '../messages';
import { CourseList } from './course-list';
import { LevelCategoryFields } from './level-category-fields';

type CourseSearchProps = {
  /** Every course the alias reaches (its group, bookmarked and recommended courses). */
  courses: readonly CourseSummary[];
  categories: readonly { uuid: string; name: string }[];
  filter: ExploreFilter;
  onChange: (change: Partial<ExploreFilter>) => void;
  onClear: () => void;
};

/** The explore search (spec 2.5 and 5): title, level and categories; results once anything is chosen. */
export function CourseSearch({
  courses,
  categories,
  filter,
  onChange,
  onClear,
}: CourseSearchProps) {
  const intl = useIntl();
  const id = useId();
  const effective = withKnownCategories(filter, categories);
  const active = isExploreFilterActive(effective);
  const results = active ? courses.filter((course) => matchesExploreFilter(course, effective)) : [];

  return (
    <section className="course-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <FormattedMessage {...courseMessages.searchHeading} />
      </h2>
      <form
        role="search"
        aria-label={intl.formatMessage(courseMessages.searchLabel)}
        className="panel course-search"
        onSubmit={(event) => event.preventDefault()}
      >
        <Field
          className="course-filters__field course-search__text"
          label={<FormattedMessage {...courseMessages.searchField} />}
        >
          {(fieldId) => (
            <input
              id={fieldId}
              type="search"
              value={filter.search}
              onChange={(event) => onChange({ search: event.target.value })}
            />
          )}
        </Field>
        <LevelCategoryFields value={effective} categories={categories} onChange={onChange} />
        <Button
          variant="secondary"
          onClick={onClear}
          disabled={!active && effective.examIndex === 0}
        >
          <FormattedMessage {...courseMessages.clearFilters} />
        </Button>
      </form>
      <p className="course-search__count" role="status">
        {active ? intl.formatMessage(courseMessages.searchCount, { count: results.length }) : null}
      </p>
      {active ? (
        <CourseList
          courses={results}
          empty={<FormattedMessage {...courseMessages.searchEmpty} />}
        />
      ) : (
        <p className="course-search__hint">
          <FormattedMessage {...courseMessages.searchHint} />
        </p>
      )}
    </section>
  );
}
