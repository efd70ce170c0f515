import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { EXERCISE_PATH_TYPES, ROUTE, ROUTE_PATTERN, type RouteName } from '../config/routes';
import { AppRoot } from './app-root';
import { lazyRoute } from './lazy-route';
import { AppLoading } from './layout/app-loading';
import { ExerciseLayout } from './layout/exercise-layout';
import { provideKindsToPlayer } from './layout/exercise-feedback';
import { MainLayout } from './layout/main-layout';
import { PublicLayout } from './layout/public-layout';
import HomeRoute from './routes/home';
import type { RouteAccess, RouteHandle } from './route-handle';
import { RouteErrorScreen } from './route-error-screen';
import { assignmentDetailsQueries, assignmentExploreQueries } from './loaders/assignment-queries';
import { courseDetailsQueries, courseExploreQueries } from './loaders/course-queries';
import { exerciseQueries, exerciseRootQueries } from './loaders/exercise-queries';
import { exerciseLogsQueries, historySummaryQueries } from './loaders/history-queries';
import { homeQueries } from './loaders/home-queries';
import { legalQueries } from './loaders/legal-queries';
import { liveLobbyQueries } from './loaders/live-queries';
import { practiceQueries } from './loaders/practice-queries';
import { releaseNotesQueries } from './loaders/release-notes-queries';
import { skillsQueries } from './loaders/skills-queries';
import { revalidateOnEveryPath, revalidateOnSearch } from './loaders/revalidation';
import {
  screenLoader,
  sessionQueries,
  signedInOnly,
  type ScreenQueries,
} from './loaders/screen-loader';

type Load = () => Promise<{ default: ComponentType }>;

/**
 * The route table of spec 2.1. Every screen but home is its own lazily loaded module under
 * ./routes; a screen's loader (./loaders) starts its queries beside that download.
 */
/**
 * How long the first screen's loaders (the root's and home's) wait for their calls before the
 * screen shows: they settle in 100-300 ms on a school's network; a slower answer comes in after
 * the screen showed, as on every other screen.
 */
const FIRST_SCREEN_SETTLE_MS = 600;

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  provideKindsToPlayer(queryClient);
  function page(
    name: RouteName,
    access: RouteAccess,
    path: string,
    load: Load,
    queries?: ScreenQueries,
    searchRead: readonly string[] = [],
  ): RouteObject {
    const handle: RouteHandle = { name, access };
    return {
      path,
      handle,
      lazy: lazyRoute(load),
      ...(queries
        ? {
            loader: screenLoader(queryClient, queries),
            // A sort or a filter in the address is a render, not a round of loaders.
            shouldRevalidate: revalidateOnSearch(searchRead),
          }
        : {}),
    };
  }
  const authenticated = (
    name: RouteName,
    path: string,
    load: Load,
    queries?: ScreenQueries,
    searchRead?: readonly string[],
  ) => page(name, 'authenticated', path, load, queries, searchRead);
  /** The search parameters a practice's loader reads (its size and grade). */
  const PRACTICE_SEARCH = ['problemCount', 'schoolGrade'] as const;
  const publicPage = (name: RouteName, path: string, load: Load) =>
    page(name, 'public', path, load);

  /**
   * Home, the first screen of most visits (a signed-in learner lands there), ships in the entry:
   * its modules are a dozen small chunks shared with other screens, which would otherwise be one
   * more round of requests before its first paint (docs/performance.md).
   */
  const home: RouteObject = {
    path: ROUTE_PATTERN.home,
    handle: { name: ROUTE.home, access: 'authenticated' } satisfies RouteHandle,
    Component: HomeRoute,
    // The first screen of most visits: shown once with its answers (./loaders/screen-loader.ts).
    loader: screenLoader(queryClient, homeQueries, { settleWithinMs: FIRST_SCREEN_SETTLE_MS }),
    shouldRevalidate: revalidateOnSearch(),
  };

  return [
    {
      id: 'root',
      Component: AppRoot,
      // The session's first calls (aliases, then profile and flags), whatever the first screen is,
      // settled before the first render when they answer in time, so the shell renders once.
      loader: screenLoader(queryClient, sessionQueries, { settleWithinMs: FIRST_SCREEN_SETTLE_MS }),
      // The session's alias can be named in the address (a teacher's link, the way back after
      // sign-in); nothing else of the search concerns it.
      shouldRevalidate: revalidateOnSearch(['aliasUuid', 'nextPath']),
      ErrorBoundary: RouteErrorScreen,
      HydrateFallback: AppLoading,
      children: [
        {
          // Every authenticated screen (react-router's auth example): a signed-out visitor goes
          // to the login page, with the way back, before anything of the screen loads.
          id: 'signed-in',
          loader: signedInOnly,
          shouldRevalidate: revalidateOnEveryPath(),
          children: [
            {
              Component: MainLayout,
              children: [
                home,
                authenticated(
                  ROUTE.assignmentDetails,
                  ROUTE_PATTERN.assignmentDetails,
                  () => import('./routes/assignment-details'),
                  assignmentDetailsQueries,
                ),
                authenticated(
                  ROUTE.assignmentExplore,
                  ROUTE_PATTERN.assignmentExplore,
                  () => import('./routes/assignment-explore'),
                  assignmentExploreQueries,
                ),
                authenticated(
                  ROUTE.courseDetails,
                  ROUTE_PATTERN.courseDetails,
                  () => import('./routes/course-details'),
                  courseDetailsQueries,
                ),
                authenticated(
                  ROUTE.courseExplore,
                  ROUTE_PATTERN.courseExplore,
                  () => import('./routes/course-explore'),
                  courseExploreQueries,
                ),
                authenticated(
                  ROUTE.learningHistorySummary,
                  ROUTE_PATTERN.learningHistorySummary,
                  () => import('./routes/learning-history-summary'),
                  historySummaryQueries(queryClient),
                ),
                authenticated(
                  ROUTE.learningHistoryExerciseLogs,
                  ROUTE_PATTERN.learningHistoryExerciseLogs,
                  () => import('./routes/learning-history-exercise-logs'),
                  exerciseLogsQueries,
                ),
                authenticated(
                  ROUTE.userSettings,
                  ROUTE_PATTERN.userSettings,
                  () => import('./routes/user-settings'),
                ),
                authenticated(
                  ROUTE.userTermsOfServices,
                  ROUTE_PATTERN.userTermsOfServices,
                  () => import('./routes/user-terms-of-services'),
                  legalQueries('terms'),
                ),
                authenticated(
                  ROUTE.userPrivacyPolicy,
                  ROUTE_PATTERN.userPrivacyPolicy,
                  () => import('./routes/user-privacy-policy'),
                  legalQueries('privacy'),
                ),
                authenticated(
                  ROUTE.skills,
                  ROUTE_PATTERN.skills,
                  () => import('./routes/skills'),
                  skillsQueries,
                ),
                authenticated(
                  ROUTE.releaseNotes,
                  ROUTE_PATTERN.releaseNotes,
                  () => import('./routes/release-notes'),
                  releaseNotesQueries(queryClient),
                ),
                authenticated(
                  ROUTE.liveLobby,
                  ROUTE_PATTERN.liveLobby,
                  () => import('./routes/live-lobby'),
                  liveLobbyQueries,
                ),
              ],
            },
            {
              Component: ExerciseLayout,
              children: [
                ...EXERCISE_PATH_TYPES.map((type) =>
                  authenticated(
                    ROUTE.exercise,
                    ROUTE_PATTERN.exercise(type),
                    () => import('./routes/exercise'),
                    exerciseQueries(queryClient, type),
                  ),
                ),
                authenticated(
                  ROUTE.exerciseRoot,
                  ROUTE_PATTERN.exerciseRoot,
                  () => import('./routes/exercise-root'),
                  exerciseRootQueries(queryClient),
                ),
                authenticated(
                  ROUTE.vocabularyPractice,
                  ROUTE_PATTERN.skillsPractice('vocabulary'),
                  () => import('./routes/vocabulary-practice'),
                  practiceQueries(4),
                  PRACTICE_SEARCH,
                ),
                authenticated(
                  ROUTE.pronunciationPractice,
                  ROUTE_PATTERN.skillsPractice('pronunciation'),
                  () => import('./routes/pronunciation-practice'),
                  practiceQueries(6),
                  PRACTICE_SEARCH,
                ),
                authenticated(
                  ROUTE.listeningPractice,
                  ROUTE_PATTERN.skillsPractice('listening'),
                  () => import('./routes/listening-practice'),
                  practiceQueries(5),
                  PRACTICE_SEARCH,
                ),
              ],
            },
          ],
        },
        {
          Component: PublicLayout,
          children: [
            publicPage(
              ROUTE.authLogin,
              ROUTE_PATTERN.authLogin,
              () => import('./routes/auth-login'),
            ),
            publicPage(
              ROUTE.authPwdChgRequest,
              ROUTE_PATTERN.authPwdChgRequest,
              () => import('./routes/auth-pwd-chg-request'),
            ),
            publicPage(
              ROUTE.authPwdChgFromInvitation,
              ROUTE_PATTERN.authPwdChgFromInvitation,
              () => import('./routes/auth-pwd-chg-from-invitation'),
            ),
            publicPage(
              ROUTE.authPwdChgFromRequest,
              ROUTE_PATTERN.authPwdChgFromRequest,
              () => import('./routes/auth-pwd-chg-from-request'),
            ),
            publicPage(ROUTE.authSso, ROUTE_PATTERN.authSso, () => import('./routes/auth-sso')),
          ],
        },
        // Any other path: the 404 page picks the signed-in or signed-out frame itself.
        publicPage(ROUTE.notFound, '*', () => import('./routes/not-found')),
      ],
    },
  ];
}

/** The browser's router (the address bar and its history). */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
