// The route names and paths of spec 2.1, and builders for every path with parameters. The route
// table (src/app/router.tsx) and every link use these, never hand-written paths.

export const EXERCISE_PATH_TYPES = [
  'chat',
  'demo',
  'dictation',
  'drill-listening',
  'drill-pronunciation',
  'drill-vocabulary',
  'picture-match',
  'quiz-listening',
  'drill-typing',
  'single-sentence-reading',
  'quiz-translation',
  'drill-translation',
] as const;
export type ExercisePathType = (typeof EXERCISE_PATH_TYPES)[number];

export type SkillsPracticeKind = 'vocabulary' | 'pronunciation' | 'listening';

export const ROUTE = {
  home: 'home',
  notFound: 'not-found',
  assignmentDetails: 'assignment-details',
  assignmentExplore: 'assignment-explore',
  courseDetails: 'course-details',
  courseExplore: 'course-explore',
  exercise: 'exercise',
  exerciseRoot: 'exercise-root',
  learningHistorySummary: 'learning-history-summary',
  learningHistoryExerciseLogs: 'learning-history-exercise-logs',
  authLogin: 'auth-login',
  authPwdChgRequest: 'auth-pwd-chg-request',
  authPwdChgFromInvitation: 'auth-pwd-chg-from-invitation',
  authPwdChgFromRequest: 'auth-pwd-chg-from-request',
  authSso: 'auth-sso',
  userSettings: 'user-settings',
  userTermsOfServices: 'user-terms-of-services',
  userPrivacyPolicy: 'user-privacy-policy',
  skills: 'skills',
  vocabularyPractice: 'vocabulary_practice',
  pronunciationPractice: 'pronunciation_practice',
  listeningPractice: 'listening_practice',
  releaseNotes: 'releaseNotes',
  liveLobby: 'eigoLiveLobby',
} as const;
export type RouteName = (typeof ROUTE)[keyof typeof ROUTE];

/** Route patterns as the router matches them. */
export const ROUTE_PATTERN = {
  home: '/',
  assignmentDetails: '/assignment/details/:assignmentId',
  assignmentExplore: '/assignment/explore/',
  courseDetails: '/course/details/:courseUuid',
  courseExplore: '/course/explore/',
  exercise: (type: ExercisePathType) =>
    `/exercise/:courseUuid/${type}/:exerciseUuid/:assignmentId?`,
  exerciseRoot: '/exercise/:courseUuid/:exerciseUuid/:assignmentId?',
  learningHistorySummary: '/learning-history/summary',
  learningHistoryExerciseLogs: '/learning-history/exercise-logs',
  authLogin: '/user/login',
  authPwdChgRequest: '/user/password-change/request',
  authPwdChgFromInvitation: '/user/password-change/from-invitation',
  authPwdChgFromRequest: '/user/password-change/from-request',
  authSso: '/user/sso',
  userSettings: '/user/settings',
  userTermsOfServices: '/terms-of-services',
  userPrivacyPolicy: '/privacy-policy',
  skills: '/skills/overview',
  skillsPractice: (kind: SkillsPracticeKind) => `/skills/practice/${kind}`,
  releaseNotes: '/release-notes',
  liveLobby: '/live/lobby',
} as const;

const enc = encodeURIComponent;

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const paths = {
  home: () => '/',
  assignmentDetails: (assignmentId: number | string) =>
    `/assignment/details/${enc(String(assignmentId))}`,
  assignmentExplore: () => '/assignment/explore/',
  courseDetails: (courseUuid: string) => `/course/details/${enc(courseUuid)}`,
  courseExplore: () => '/course/explore/',
  exercise: (args: {
    courseUuid: string;
    type: ExercisePathType;
    exerciseUuid: string;
    assignmentId?: number | string;
    query?: Record<string, string | number | undefined>;
  }) =>
    withQuery(
      `/exercise/${enc(args.courseUuid)}/${args.type}/${enc(args.exerciseUuid)}` +
        (args.assignmentId === undefined ? '' : `/${enc(String(args.assignmentId))}`),
      args.query ?? {},
    ),
  learningHistorySummary: () => '/learning-history/summary',
  learningHistoryExerciseLogs: () => '/learning-history/exercise-logs',
  /** The login page; `nextPath` is where to go after signing in. */
  authLogin: (nextPath?: string) => withQuery('/user/login', { nextPath }),
  authPwdChgRequest: () => '/user/password-change/request',
  authPwdChgFromInvitation: () => '/user/password-change/from-invitation',
  authPwdChgFromRequest: () => '/user/password-change/from-request',
  authSso: () => '/user/sso',
  userSettings: () => '/user/settings',
  userTermsOfServices: () => '/terms-of-services',
  userPrivacyPolicy: () => '/privacy-policy',
  skills: () => '/skills/overview',
  skillsPractice: (kind: SkillsPracticeKind) => `/skills/practice/${kind}`,
  releaseNotes: () => '/release-notes',
  liveLobby: (limitedMode?: boolean) =>
    withQuery('/live/lobby', { limitedMode: limitedMode ? 'true' : undefined }),
} as const;
