import { lazy, Suspense, useCallback } from 'react';
import { useIntl } from 'react-intl';
import { LoadError } from '../../components/ui/load-error';
import { useModals } from '../../components/ui/modal/modal-context';
import { Spinner } from '../../components/ui/spinner';
import { HomeAssignmentsCard } from '../../features/assignments/components/home-assignments-card';
import { useMyAssignments } from '../../features/assignments/hooks/use-assignments';
import { CourseCardList } from '../../features/home/components/course-card-list';
import { HomeWelcome } from '../../features/home/components/home-welcome';
import { RecentExercises } from '../../features/home/components/recent-exercises';
import { useHomeCourses } from '../../features/home/hooks/use-home-courses';
import { useLiveSessions } from '../../features/home/hooks/use-live-sessions';
import { useRecentExercises } from '../../features/home/hooks/use-recent-exercises';
import { homeMessages } from '../../features/home/messages';
import { NotificationCallToAction } from '../../features/notifications/components/notification-call-to-action';
import { IosUpdateNotice } from '../../features/shell/components/ios-update-notice';
import { NotificationPromptModal } from '../../features/shell/components/notification-prompt-modal';
import { needsIosUpdate } from '../../lib/native-bridge';
import { useSession } from '../session';

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

/** Route home: the dashboard of spec 2.4, top to bottom. */
export default function HomeRoute() {
  const intl = useIntl();
  const { status, profile } = useSession();
  const enabled = status === 'signed-in';
  const confirmNotifications = useNotificationPrompt();
  const live = useLiveSessions(enabled);
  const recent = useRecentExercises(enabled);
  const mine = useMyAssignments(enabled);
  const { bookmarked, recommended } = useHomeCourses(enabled);
  const loading =
    !enabled || [recent, mine, bookmarked, recommended].some((query) => query.isPending);
  const coursesFailed = bookmarked.isError || recommended.isError;

  return (
    <div className="home">
      {profile ? <HomeWelcome userName={profile.userName} /> : null}
      {needsIosUpdate(window) ? <IosUpdateNotice /> : null}
      {profile ? (
        <NotificationCallToAction userUuid={profile.userUuid} confirm={confirmNotifications} />
      ) : null}
      {live.data?.length ? (
        <Suspense fallback={null}>
          <LiveSessionBanners sessions={live.data} />
        </Suspense>
      ) : null}
      {loading ? <Spinner label={intl.formatMessage(homeMessages.loading)} /> : null}
      {recent.isError ? (
        <LoadError message={homeMessages.loadError} onRetry={() => void recent.refetch()} />
      ) : recent.data ? (
        <RecentExercises exercises={recent.data} />
      ) : null}
      <HomeAssignmentsCard
        data={mine.data}
        isError={mine.isError}
        onRetry={() => void mine.refetch()}
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
      <CourseCardList
        id="bookmarked-courses-heading"
        heading={intl.formatMessage(homeMessages.bookmarkedHeading)}
        courses={bookmarked.data ?? []}
      />
      <CourseCardList
        id="recommended-courses-heading"
        heading={intl.formatMessage(homeMessages.recommendedHeading)}
        courses={recommended.data ?? []}
      />
    </div>
  );
}
