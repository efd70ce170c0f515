import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CourseSummary } from '../../../api/generated/model/courseSummary';
import { paths } from '../../../config/routes';
import { cefrjLabel } from '../../../lib/level-scales';
import { courseMessages } from '../messages';

/** A course in a list: cover, title (the link to its details), CEFR-J level, group and categories. */
export function CourseCard({
  course,
  showGroup = false,
}: {
  course: CourseSummary;
  showGroup?: boolean;
}) {
  const intl = useIntl();
  return (
    <li className="course-tile">
      {/* The title names the course: the cover is decoration. */}
      <img
        className="course-tile__image"
        src={course.image}
        alt=""
        width="320"
        height="180"
        loading="lazy"
      />
      <div className="course-tile__body">
        <Link className="course-tile__title" to={paths.courseDetails(course.uuid)}>
          {course.title}
        </Link>
        <p className="course-tile__meta">
          <span className="level-badge">
            {intl.formatMessage(courseMessages.cefrjBadge, { level: cefrjLabel(course.cefrj) })}
          </span>
          {showGroup ? (
            <span className="course-tile__group">
              {course.groupName === undefined
                ? intl.formatMessage(courseMessages.organisationWide)
                : intl.formatMessage(courseMessages.group, { group: course.groupName })}
            </span>
          ) : null}
        </p>
        {course.categories.length > 0 ? (
          <ul
            className="category-chips"
            aria-label={intl.formatMessage(courseMessages.categoriesLabel)}
          >
            {course.categories.map((category) => (
              <li key={category.uuid} className="category-chip">
                {category.name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
