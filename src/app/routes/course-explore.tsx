import { CourseExplore } from '../../features/courses/components/course-explore';
import { useSession } from '../session';

/** Route course-explore: search, group, bookmarked and recommended courses. */
export default function CourseExploreRoute() {
  const { status } = useSession();
  return <CourseExplore enabled={status === 'signed-in'} />;
}
