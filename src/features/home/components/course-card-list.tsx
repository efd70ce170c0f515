import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CourseSummary } from '../../../api/generated/model/courseSummary';
import { CoverCard } from '../../../components/ui/cover-card';
import { paths } from '../../../config/routes';
import { Link } from 'react-router';
import { homeMessages } from '../messages';
import '../home.css';

/** How many course cards a home list shows: course explore has them all. */
const HOME_COURSE_LIMIT = 4;

/**
 * A list of course cards (image and title) linking to the course details (spec 2.4 item 7), in
 * one row that scrolls sideways on a phone, with a link to course explore; nothing at all when
 * the list is empty.
 */
export function CourseCardList({
  id,
  heading,
  courses,
}: {
  id: string;
  heading: ReactNode;
  courses: readonly CourseSummary[];
}) {
  if (courses.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="home-section__header">
        <h2 id={id}>{heading}</h2>
        <Link to={paths.courseExplore()}>
          <FormattedMessage {...homeMessages.seeAllCourses} />
        </Link>
      </div>
      <ul className="card-list course-cards">
        {courses.slice(0, HOME_COURSE_LIMIT).map((course) => (
          <CoverCard
            key={course.uuid}
            image={course.image}
            title={course.title}
            to={paths.courseDetails(course.uuid)}
          />
        ))}
      </ul>
    </section>
  );
}
