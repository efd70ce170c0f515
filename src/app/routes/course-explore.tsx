import { OfflineNote } from '../../components/ui/offline-note';
import { useOfflineSavedAt } from '../../hooks/use-offline-saved-at';
import { CourseExplore } from '../../features/courses/components/course-explore';
import { useCourseLists } from '../../features/courses/hooks/use-course-lists';
import { useSession } from '../../hooks/use-session';
import jaCourses from '../../i18n/ja/courses';
import { WithAreaCatalogue } from '../../i18n/with-area-catalogue';

/** Route course-explore: search, group, bookmarked and recommended courses. */
function CourseExploreScreen() {
  const { queriesReady: enabled } = useSession();
  // The same queries the screen reads (shared, not asked twice): offline, the time they are from.
  const { group, bookmarked, recommended } = useCourseLists(enabled);
  const savedAt = useOfflineSavedAt([
    group.dataUpdatedAt,
    bookmarked.dataUpdatedAt,
    recommended.dataUpdatedAt,
  ]);
  return (
    <>
      <OfflineNote savedAt={savedAt} />
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
