import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CourseSummary } from '../../../api/generated/model/courseSummary';
import { paths } from '../../../config/routes';
import '../home.css';

/**
 * A list of course cards (image and title) linking to the course details (spec 2.4 item 7);
 * nothing at all when the list is empty.
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
      <h2 id={id}>{heading}</h2>
      <ul className="course-cards">
        {courses.map((course) => (
          <li key={course.uuid} className="course-card">
            {/* The title next to it names the course: the image is decoration. */}
            <img
              className="course-card__image"
              src={course.image}
              alt=""
              width="320"
              height="180"
              loading="lazy"
            />
            <Link className="course-card__title" to={paths.courseDetails(course.uuid)}>
              {course.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
