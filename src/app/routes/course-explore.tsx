import { CourseExplore } from '../../features/courses/components/course-explore';
import { useSession } from '../../hooks/use-session';
import jaCourses from '../../i18n/ja/courses';
import { WithAreaCatalogue } from '../../i18n/with-area-catalogue';

/** Route course-explore: search, group, bookmarked and recommended courses. */
function CourseExploreScreen() {
  const { status } = useSession();
  return <CourseExplore enabled={status === 'signed-in'} />;
}

export default function CourseExploreRoute() {
  return (
    <WithAreaCatalogue ja={jaCourses}>
      <CourseExploreScreen />
    </WithAreaCatalogue>
  );
}
