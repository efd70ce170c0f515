import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Course } from '../../../api/generated/model/course';
import type { CourseExerciseHistory } from '../../../api/generated/model/courseExerciseHistory';
import { ApiError } from '../../../api/http-client';
import { LoadError } from '../../../components/ui/load-error';
import { ShareButton } from '../../../components/ui/share-button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/routes';
import { useShareLink } from '../../../hooks/use-share-link';
import { useCourse } from '../hooks/use-course';
import { courseMessages } from '../messages';
import '../courses.css';
import { BookmarkToggle } from './bookmark-toggle';
import { CategoryChips } from './category-chips';
import { ChapterList, type ChapterOfflineParts } from './chapter-list';
import { CourseLevels } from './course-levels';

function NotFound() {
  return (
    <div className="course-details">
      <h1>
        <FormattedMessage {...courseMessages.notFoundTitle} />
      </h1>
      <p>
        <FormattedMessage {...courseMessages.notFoundBody} />
      </p>
      <p>
        <Link to={paths.courseExplore()}>
          <FormattedMessage {...courseMessages.toExplore} />
        </Link>
      </p>
    </div>
  );
}

function Loaded({
  course,
  aliasUuid,
  enabled,
  history,
  offline,
}: {
  course: Course;
  aliasUuid: string;
  enabled: boolean;
  history: { data?: CourseExerciseHistory[]; isError: boolean; refetch: () => unknown };
  offline?: ChapterOfflineParts;
}) {
  const intl = useIntl();
  const share = useShareLink();
  const { contents, ...summary } = course;
  const progress = history.data
    ? new Map(history.data.map((entry) => [entry.exerciseUuid, entry]))
    : null;
  const total = contents.reduce(
    (sum, chapter) => sum + chapter.contents.reduce((n, section) => n + section.contents.length, 0),
    0,
  );
  const finished = history.data?.filter((entry) => entry.finished).length ?? 0;
  return (
    <div className="course-details">
      <div className="course-details__header">
        {/* The title names the course: the cover is decoration. */}
        <img className="course-details__image" src={course.image} alt="" width="320" height="180" />
        <div className="course-details__facts">
          <h1 className="course-details__title">{course.title}</h1>
          {course.subtitle ? <p className="course-details__subtitle">{course.subtitle}</p> : null}
          <CourseLevels cefrj={course.cefrj} />
          <CategoryChips categories={course.categories} />
          <BookmarkToggle course={summary} enabled={enabled} />
          <ShareButton onShare={() => void share(paths.courseDetails(course.uuid))} />
        </div>
      </div>
      {history.isError ? (
        <LoadError message={courseMessages.historyError} onRetry={() => void history.refetch()} />
      ) : history.data ? (
        <p className="course-details__progress">
          {intl.formatMessage(courseMessages.progress, { finished, total })}
        </p>
      ) : null}
      <ChapterList
        aliasUuid={aliasUuid}
        courseUuid={course.uuid}
        chapters={contents}
        progress={progress}
        offline={offline}
      />
    </div>
  );
}

/**
 * Course details (spec 2.5): the course, its levels and categories, the bookmark toggle, the share
 * link (spec 7) and the chapters, sections and exercises with the alias's progress
 * (getCourseHistory).
 */
export function CourseDetails({
  courseUuid,
  aliasUuid,
  enabled,
  offline,
}: {
  courseUuid: string;
  aliasUuid: string | null;
  enabled: boolean;
  /** "Download for offline" per chapter (composed by the route). */
  offline?: ChapterOfflineParts;
}) {
  const intl = useIntl();
  const { course, history } = useCourse(courseUuid, enabled);

  // A malformed uuid (400) names no course any more than an unknown or invisible one (404).
  if (course.error instanceof ApiError && [400, 404].includes(course.error.status))
    return <NotFound />;
  if (course.isError || !course.data || !aliasUuid) {
    return (
      <div className="course-details">
        <h1>
          <FormattedMessage {...courseMessages.detailsHeading} />
        </h1>
        {course.isError ? (
          <LoadError message={courseMessages.loadError} onRetry={() => void course.refetch()} />
        ) : (
          <Spinner label={intl.formatMessage(courseMessages.loading)} />
        )}
      </div>
    );
  }
  return (
    <Loaded
      course={course.data}
      aliasUuid={aliasUuid}
      enabled={enabled}
      history={history}
      offline={offline}
    />
  );
}
