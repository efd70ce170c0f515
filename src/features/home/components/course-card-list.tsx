import type { ReactNode } from 'react';
import type { CourseSummary } from '../../../api/generated/model/courseSummary';
import { CoverCard } from '../../../components/ui/cover-card';
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
      <ul className="card-list course-cards">
        {courses.map((course) => (
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
