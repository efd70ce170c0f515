import { lazy, memo, Suspense, useCallback, useDeferredValue, useMemo } from 'react';
import type { CourseSummary } from '../../api/generated/model/courseSummary';
import { useIntl } from 'react-intl';
import { LoadError } from '../../components/ui/load-error';
import { useModals } from '../../components/ui/modal/modal-context';
import { OfflineNote } from '../../components/ui/offline-note';
import { useOfflineSavedAt } from '../../hooks/use-offline-saved-at';
import { Spinner } from '../../components/ui/spinner';
import { HomeAssignmentsCard } from '../../features/assignments/components/home-assignments-card';
import { useMyAssignments } from '../../features/assignments/hooks/use-assignments';
import { ContinueCard } from '../../features/home/components/continue-card';
import { CourseCardList } from '../../features/home/components/course-card-list';
import { HomeWelcome } from '../../features/home/components/home-welcome';
import { RecentExercises } from '../../features/home/components/recent-exercises';
import { useContinueTarget } from './home-continue-target';
import { useHomeCourses } from '../../features/courses/hooks/use-course-lists';
import { useLiveSessions } from '../../features/home/hooks/use-live-sessions';
import { useRecentExercises } from '../../features/home/hooks/use-recent-exercises';
import { homeMessages } from '../../features/home/messages';
import { NotificationCallToAction } from '../../features/notifications/components/notification-call-to-action';
import { IosUpdateNotice } from '../../features/shell/components/ios-update-notice';
import { NotificationPromptModal } from '../../features/shell/components/notification-prompt-modal';
import { needsIosUpdate } from '../../lib/services/native-bridge';
import { useSession } from '../../hooks/use-session';

// The banners format times with date-fns: loaded only when there is a class to announce, so the
// home screen itself stays light (the size budget of the home route).
const LiveSessionBanners = lazy(() =>
  import('../../features/home/components/live-session-banners').then((module) => ({
    default: module.LiveSessionBanners,
  })),
);

/** The notification prompt modal, as the call-to-action's question before the browser's own. */
function useNotificationPrompt(): () => Promise<boolean> {
  const modals = useModals();
  return useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        modals.open('notification-prompt', (close) => (
          <NotificationPromptModal
            onAllow={() => {
              close();
              resolve(true);
            }}
            onLater={() => {
              close();
              resolve(false);
            }}
          />
        ));
      }),
    [modals],
  );
}

const NO_COURSES: readonly CourseSummary[] = [];

// The lists render in a transition (useDeferredValue): when the answers arrive, React renders the
// cards in slices between which the browser paints and answers input, rather than in one long
// task; memo keeps them from rendering again when only the session or the live poll changed.
const RecentList = memo(RecentExercises);
const AssignmentsCard = memo(HomeAssignmentsCard);
const CourseCards = memo(CourseCardList);

/** A list not on screen yet: its answer is still loading, or arrived and is being rendered. */
const waiting = (query: { isPending: boolean; data: unknown }, shown: unknown) =>
  query.isPending || (query.data !== undefined && shown === undefined);

/**
 * Route home: the dashboard of spec 2.4, with issue 24's next step first: the continue card, then
 * the live classes, the notification request, and the lists, short enough for two phone screens.
 */
export default function HomeRoute() {
  const intl = useIntl();
  const { status, profile, aliasUuid } = useSession();
  // The dashboard's data needs the alias only: it is asked for while the profile is still loading.
  const enabled = status !== 'signed-out' && aliasUuid !== null;
  const confirmNotifications = useNotificationPrompt();
  const live = useLiveSessions(enabled);
  const recent = useRecentExercises(enabled);
  const mine = useMyAssignments(enabled);
  const { bookmarked, recommended } = useHomeCourses(enabled);
  // Offline, the time of the oldest list on screen (the offline note).
  const savedAt = useOfflineSavedAt([
    recent.dataUpdatedAt,
    mine.dataUpdatedAt,
    bookmarked.dataUpdatedAt,
    recommended.dataUpdatedAt,
  ]);
  const next = useContinueTarget(enabled, recent, mine, recommended);
  const recentData = useDeferredValue(recent.data);
  const mineData = useDeferredValue(mine.data);
  const bookmarkedData = useDeferredValue(bookmarked.data);
  const recommendedData = useDeferredValue(recommended.data);
  // No course twice: a course bookmarked is not recommended again.
  const recommendedNotBookmarked = useMemo(() => {
    const saved = new Set(bookmarkedData?.map((course) => course.uuid));
    return recommendedData?.filter((course) => !saved.has(course.uuid));
  }, [bookmarkedData, recommendedData]);
  // The lists render after the welcome, in a transition of their own, even when their answers
  // came before the profile.
  const listsMayShow = useDeferredValue(status === 'signed-in' && profile !== null);
  // The lists come in together, in the spinner's place: nothing on screen moves down under the
  // learner's eyes (layout shift) as one answer after another arrives.
  const loading =
    !listsMayShow ||
    waiting(recent, recentData) ||
    waiting(mine, mineData) ||
    waiting(bookmarked, bookmarkedData) ||
    waiting(recommended, recommendedData) ||
    next.isPending;
  const coursesFailed = bookmarked.isError || recommended.isError;
  const { refetch: refetchMine } = mine;
  const retryMine = useCallback(() => void refetchMine(), [refetchMine]);
  const spinner = <Spinner label={intl.formatMessage(homeMessages.loading)} />;

  // Until the profile is there the page is its spinner alone, so that the welcome and the notices
  // appear above a new one rather than pushing it down.
  if (status !== 'signed-in' || !profile) {
    return (
      <div className="home">
        {needsIosUpdate(window) ? <IosUpdateNotice /> : null}
        {spinner}
      </div>
    );
  }

  return (
    <div className="home">
      {/* Spec 2.4: the iOS update notice comes first, above even the welcome. */}
      {needsIosUpdate(window) ? <IosUpdateNotice /> : null}
      <OfflineNote savedAt={savedAt} />
      <HomeWelcome userName={profile.userName} />
      {/* Ours, first once loaded (its place kept meanwhile, so that nothing below it moves when
          it comes); below it the spec's order (2.4): the notification card, one banner per live
          class, the spinner, recent exercises, assignments, courses. */}
      {loading ? (
        <div className="continue-card" aria-hidden />
      ) : (
        <ContinueCard target={next.target} />
      )}
      <NotificationCallToAction userUuid={profile.userUuid} confirm={confirmNotifications} />
      {live.data?.length ? (
        <Suspense fallback={null}>
          <LiveSessionBanners sessions={live.data} />
        </Suspense>
      ) : null}
      {loading ? <div className="home__loading">{spinner}</div> : null}
      {recent.isError ? (
        <LoadError message={homeMessages.loadError} onRetry={() => void recent.refetch()} />
      ) : recentData && !loading ? (
        <RecentList exercises={recentData} />
      ) : null}
      <AssignmentsCard
        data={loading ? undefined : mineData}
        isError={mine.isError}
        onRetry={retryMine}
      />
      {coursesFailed ? (
        <LoadError
          message={homeMessages.loadError}
          onRetry={() => {
            if (bookmarked.isError) void bookmarked.refetch();
            if (recommended.isError) void recommended.refetch();
          }}
        />
      ) : null}
      <CourseCards
        id="bookmarked-courses-heading"
        heading={intl.formatMessage(homeMessages.bookmarkedHeading)}
        courses={(!loading && bookmarkedData) || NO_COURSES}
      />
      <CourseCards
        id="recommended-courses-heading"
        heading={intl.formatMessage(homeMessages.recommendedHeading)}
        courses={(!loading && recommendedNotBookmarked) || NO_COURSES}
      />
    </div>
  );
}
