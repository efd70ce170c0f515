import type { ComponentType } from 'react';
import { EXERCISE_PATH_TYPES, ROUTE, ROUTE_PATTERN, type RouteName } from '../config/routes';
import { AppRoot } from './app-root';
import { lazyRoute } from './lazy-route';
import { AppLoading } from './layout/app-loading';
import { ExerciseLayout } from './layout/exercise-layout';
import { MainLayout } from './layout/main-layout';
import { PublicLayout } from './layout/public-layout';
import HomeRoute from './routes/home';
import type { RouteAccess, RouteHandle } from './route-handle';
import { RouteErrorScreen } from './route-error-screen';
import { createAppBrowserRouter, type AppRoute } from './routing/app-router';

type Load = () => Promise<{ default: ComponentType }>;

function page(name: RouteName, access: RouteAccess, path: string, load: Load): AppRoute {
  const handle: RouteHandle = { name, access };
  return { path, handle, lazy: lazyRoute(load) };
}

const authenticated = (name: RouteName, path: string, load: Load) =>
  page(name, 'authenticated', path, load);
const publicPage = (name: RouteName, path: string, load: Load) => page(name, 'public', path, load);

/**
 * Home, the first screen of most visits (a signed-in learner lands there), ships in the entry:
 * its modules are a dozen small chunks shared with other screens, which would otherwise be one
 * more round of requests before its first paint (README "Performance").
 */
const home: AppRoute = {
  path: ROUTE_PATTERN.home,
  handle: { name: ROUTE.home, access: 'authenticated' } satisfies RouteHandle,
  Component: HomeRoute,
};

/**
 * The route table of spec 2.1. Every screen but home is its own lazily loaded module under
 * ./routes.
 */
export const routes: AppRoute[] = [
  {
    id: 'root',
    Component: AppRoot,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: AppLoading,
    children: [
      {
        Component: MainLayout,
        children: [
          home,
          authenticated(
            ROUTE.assignmentDetails,
            ROUTE_PATTERN.assignmentDetails,
            () => import('./routes/assignment-details'),
          ),
          authenticated(
            ROUTE.assignmentExplore,
            ROUTE_PATTERN.assignmentExplore,
            () => import('./routes/assignment-explore'),
          ),
          authenticated(
            ROUTE.courseDetails,
            ROUTE_PATTERN.courseDetails,
            () => import('./routes/course-details'),
          ),
          authenticated(
            ROUTE.courseExplore,
            ROUTE_PATTERN.courseExplore,
            () => import('./routes/course-explore'),
          ),
          authenticated(
            ROUTE.learningHistorySummary,
            ROUTE_PATTERN.learningHistorySummary,
            () => import('./routes/learning-history-summary'),
          ),
          authenticated(
            ROUTE.learningHistoryExerciseLogs,
            ROUTE_PATTERN.learningHistoryExerciseLogs,
            () => import('./routes/learning-history-exercise-logs'),
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
          ),
          authenticated(
            ROUTE.userPrivacyPolicy,
            ROUTE_PATTERN.userPrivacyPolicy,
            () => import('./routes/user-privacy-policy'),
          ),
          authenticated(ROUTE.skills, ROUTE_PATTERN.skills, () => import('./routes/skills')),
          authenticated(
            ROUTE.releaseNotes,
            ROUTE_PATTERN.releaseNotes,
            () => import('./routes/release-notes'),
          ),
          authenticated(
            ROUTE.liveLobby,
            ROUTE_PATTERN.liveLobby,
            () => import('./routes/live-lobby'),
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
            ),
          ),
          authenticated(
            ROUTE.exerciseRoot,
            ROUTE_PATTERN.exerciseRoot,
            () => import('./routes/exercise-root'),
          ),
          authenticated(
            ROUTE.vocabularyPractice,
            ROUTE_PATTERN.skillsPractice('vocabulary'),
            () => import('./routes/vocabulary-practice'),
          ),
          authenticated(
            ROUTE.pronunciationPractice,
            ROUTE_PATTERN.skillsPractice('pronunciation'),
            () => import('./routes/pronunciation-practice'),
          ),
          authenticated(
            ROUTE.listeningPractice,
            ROUTE_PATTERN.skillsPractice('listening'),
            () => import('./routes/listening-practice'),
          ),
        ],
      },
      {
        Component: PublicLayout,
        children: [
          publicPage(ROUTE.authLogin, ROUTE_PATTERN.authLogin, () => import('./routes/auth-login')),
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

export function createAppRouter() {
  return createAppBrowserRouter(routes);
}
