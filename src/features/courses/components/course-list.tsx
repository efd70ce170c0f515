import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CourseSummary } from '../../../api/generated/model/courseSummary';
import { Button } from '../../../components/ui/button';
import { COURSE_LIST_STEP, limitList, nextMultiplier } from '../../../lib/rules/list-limits';
import { courseMessages } from '../messages';
import { CourseCard } from './course-card';

type CourseListProps = {
  courses: readonly CourseSummary[];
  /** Shown instead of the list when it is empty. */
  empty: ReactNode;
  /** With a multiplier the list shows `multiplier × COURSE_LIST_STEP` cards and "show more". */
  limit?: { multiplier: number; onChange: (multiplier: number) => void };
  showGroup?: boolean;
};

/**
 * Course cards with an empty state and, when limited, "show more" (spec 2.5). After showing more,
 * focus moves to the first card that appeared, so keyboard users continue where they were.
 */
export function CourseList({ courses, empty, limit, showGroup }: CourseListProps) {
  const intl = useIntl();
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const { shown, hidden } = limit
    ? limitList(courses, limit.multiplier, COURSE_LIST_STEP)
    : { shown: [...courses], hidden: 0 };

  useEffect(() => {
    if (focusFrom.current === null) return;
    listRef.current?.querySelectorAll('a')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [shown.length]);

  if (courses.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <>
      <ul className="card-list course-tiles" ref={listRef}>
        {shown.map((course) => (
          <CourseCard
            key={`${course.uuid} ${course.groupName ?? ''}`}
            course={course}
            showGroup={showGroup}
          />
        ))}
      </ul>
      {limit && hidden > 0 ? (
        <Button
          variant="secondary"
          className="course-list__more"
          onClick={() => {
            focusFrom.current = shown.length;
            limit.onChange(nextMultiplier(courses.length, limit.multiplier, COURSE_LIST_STEP));
          }}
        >
          {intl.formatMessage(courseMessages.showMore, { count: hidden })}
        </Button>
      ) : null}
    </>
  );
}
