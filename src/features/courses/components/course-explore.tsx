import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CourseSummary } from '../../../api/generated/model/courseSummary';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { categoriesOf, distinctCourses } from '../../../lib/rules/course-filters';
import type { ListPreferences } from '../../../lib/services/storage';
import { useCourseLists } from '../hooks/use-course-lists';
import { useListPreferences } from '../hooks/use-list-preferences';
import { courseMessages } from '../messages';
import '../courses.css';
import { CourseList } from './course-list';
import { CourseSearch } from './course-search';
import { GroupCourses } from './group-courses';

type ListQuery = { data?: CourseSummary[]; isError: boolean; refetch: () => unknown };

/** A list section: its heading, then a spinner, an error with retry, or the list itself. */
function ListSection({
  heading,
  query,
  children,
}: {
  heading: ReactNode;
  query: ListQuery;
  children: (courses: CourseSummary[]) => ReactNode;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <section className="course-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {query.isError ? (
        <LoadError message={courseMessages.loadError} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        children(query.data)
      ) : (
        <Spinner label={intl.formatMessage(courseMessages.loading)} />
      )}
    </section>
  );
}

const EMPTY_EXPLORE: ListPreferences['explore'] = {
  search: '',
  examIndex: 0,
  levelIndexes: [],
  categoryIds: [],
};

/**
 * Course explore (spec 2.5): a search over every course the alias reaches, its group courses,
 * bookmarked and recommended courses, each list with "show more". Every choice is remembered
 * (spec 3, list preferences).
 */
export function CourseExplore({ enabled }: { enabled: boolean }) {
  const intl = useIntl();
  const { group, bookmarked, recommended } = useCourseLists(enabled);
  const { preferences, change } = useListPreferences();
  const reachable = distinctCourses(
    group.data ?? [],
    bookmarked.data ?? [],
    recommended.data ?? [],
  );

  return (
    <div className="course-explore">
      <h1>
        <FormattedMessage {...courseMessages.exploreHeading} />
      </h1>
      <CourseSearch
        courses={reachable}
        categories={categoriesOf(reachable, intl.locale)}
        filter={preferences.explore}
        onChange={(next) => change((p) => ({ ...p, explore: { ...p.explore, ...next } }))}
        onClear={() => change((p) => ({ ...p, explore: EMPTY_EXPLORE }))}
      />
      <ListSection heading={<FormattedMessage {...courseMessages.groupHeading} />} query={group}>
        {(courses) => (
          <GroupCourses
            courses={courses}
            filter={preferences.group}
            onChange={(next) => change((p) => ({ ...p, group: { ...p.group, ...next } }))}
            onClear={() =>
              change((p) => ({
                ...p,
                group: {
                  ...p.group,
                  groupIndex: 0,
                  examIndex: 0,
                  levelIndexes: [],
                  categoryIds: [],
                },
              }))
            }
            multiplier={preferences.group.limitMultiplier}
            onMultiplierChange={(limitMultiplier) =>
              change((p) => ({ ...p, group: { ...p.group, limitMultiplier } }))
            }
          />
        )}
      </ListSection>
      <ListSection
        heading={<FormattedMessage {...courseMessages.bookmarkedHeading} />}
        query={bookmarked}
      >
        {(courses) => (
          <CourseList
            courses={courses}
            empty={<FormattedMessage {...courseMessages.bookmarkedEmpty} />}
            limit={{
              multiplier: preferences.bookmarkedLimitMultiplier,
              onChange: (bookmarkedLimitMultiplier) =>
                change((p) => ({ ...p, bookmarkedLimitMultiplier })),
            }}
          />
        )}
      </ListSection>
      <ListSection
        heading={<FormattedMessage {...courseMessages.recommendedHeading} />}
        query={recommended}
      >
        {(courses) => (
          <CourseList
            courses={courses}
            empty={<FormattedMessage {...courseMessages.recommendedEmpty} />}
            limit={{
              multiplier: preferences.recommendedLimitMultiplier,
              onChange: (recommendedLimitMultiplier) =>
                change((p) => ({ ...p, recommendedLimitMultiplier })),
            }}
          />
        )}
      </ListSection>
    </div>
  );
}
