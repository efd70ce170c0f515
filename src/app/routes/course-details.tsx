import { useParams } from 'react-router';
import { paths } from '../../config/routes';
import { CourseDetails } from '../../features/courses/components/course-details';
import { BackButton } from '../layout/back-button';
import { useSession } from '../../hooks/use-session';
import jaCourses from '../../i18n/ja/courses';
import { WithAreaCatalogue } from '../../i18n/with-area-catalogue';

/** Route course-details: one course, its chapters and the alias's progress in it. */
function CourseDetailsScreen() {
  const { courseUuid = '' } = useParams();
  const { status, aliasUuid } = useSession();
  return (
    <>
      <BackButton fallback={paths.courseExplore()} />
      <CourseDetails
        key={`${aliasUuid ?? ''} ${courseUuid}`}
        courseUuid={courseUuid}
        aliasUuid={aliasUuid}
        enabled={status === 'signed-in'}
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
