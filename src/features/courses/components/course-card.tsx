import { useIntl } from 'react-intl';
import type { CourseSummary } from '../../../api/generated/model/courseSummary';
import { CoverCard } from '../../../components/ui/cover-card';
import { paths } from '../../../config/routes';
import { cefrjLabel } from '../../../lib/rules/level-scales';
import { courseMessages } from '../messages';
import { CategoryChips } from './category-chips';

/**
 * A course in a list: cover, title (the link to its details), subtitle, CEFR-J level, group and
 * categories.
 */
export function CourseCard({
  course,
  showGroup = false,
}: {
  course: CourseSummary;
  showGroup?: boolean;
}) {
  const intl = useIntl();
  return (
    <CoverCard image={course.image} title={course.title} to={paths.courseDetails(course.uuid)}>
      {course.subtitle ? <p className="course-card__subtitle">{course.subtitle}</p> : null}
      <p className="course-card__meta">
        <span className="level-badge">
          {intl.formatMessage(courseMessages.cefrjBadge, { level: cefrjLabel(course.cefrj) })}
        </span>
        {showGroup ? (
          <span className="course-card__group">
            {course.groupName === undefined
              ? intl.formatMessage(courseMessages.organisationWide)
              : intl.formatMessage(courseMessages.group, { group: course.groupName })}
          </span>
        ) : null}
      </p>
      <CategoryChips categories={course.categories} />
    </CoverCard>
  );
}
