import { useParams } from 'react-router';
import type { ChapterOfflineParts } from '../../features/courses/components/chapter-list';
import { CourseDetails } from '../../features/courses/components/course-details';
import { OfflineDownloadPanel } from '../../features/offline-download/components/offline-download-panel';
import { OfflineReadyMark } from '../../features/offline-download/components/offline-ready-mark';
import { BackButton } from '../layout/back-button';
import { useSession } from '../../hooks/use-session';
import jaCourses from '../../i18n/ja/courses';
import { WithAreaCatalogue } from '../../i18n/with-area-catalogue';

/** "Download for offline" per chapter: a panel in the open chapter, a mark on each row. */
const offline: ChapterOfflineParts = {
  panel: (courseUuid, exercises) => (
    <OfflineDownloadPanel
      headingLevel={3}
      exercises={exercises.map((exercise) => ({
        courseUuid,
        exerciseType: exercise.exerciseType,
        exerciseUuid: exercise.uuid,
      }))}
    />
  ),
  mark: (courseUuid, exercise) => (
    <OfflineReadyMark
      exercise={{ courseUuid, exerciseType: exercise.exerciseType, exerciseUuid: exercise.uuid }}
    />
  ),
};

/** Route course-details: one course, its chapters and the alias's progress in it. */
function CourseDetailsScreen() {
  const { courseUuid = '' } = useParams();
  const { queriesReady, aliasUuid } = useSession();
  return (
    <>
      <BackButton />
      <CourseDetails
        key={`${aliasUuid ?? ''} ${courseUuid}`}
        courseUuid={courseUuid}
        aliasUuid={aliasUuid}
        enabled={queriesReady}
        offline={offline}
      />
    </>
  );
}

export default function CourseDetailsRoute() {
  return (
    <WithAreaCatalogue ja={jaCourses}>
      <CourseDetailsScreen />
    </WithAreaCatalogue>
  );
}
