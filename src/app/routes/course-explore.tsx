import { OfflineNote } from '../../components/ui/offline-note';
import { CourseExplore } from '../../features/courses/components/course-explore';
import { useCourseLists } from '../../features/courses/hooks/use-course-lists';
import { useSession } from '../../hooks/use-session';
import jaCourses from '../../i18n/ja/courses';
import { WithAreaCatalogue } from '../../i18n/with-area-catalogue';

/** Route course-explore: search, group, bookmarked and recommended courses. */
function CourseExploreScreen() {
  const { status } = useSession();
  const enabled = status === 'signed-in';
  // The same queries the screen reads (shared, not asked twice): offline, the time they are from.
  const { group, bookmarked, recommended } = useCourseLists(enabled);
  return (
    <>
      <OfflineNote
        updatedAt={[group.dataUpdatedAt, bookmarked.dataUpdatedAt, recommended.dataUpdatedAt]}
      />
      <CourseExplore enabled={enabled} />
    </>
  );
}

export default function CourseExploreRoute() {
  return (
    <WithAreaCatalogue ja={jaCourses}>
      <CourseExploreScreen />
    </WithAreaCatalogue>
  );
}
