// Spec 2.2: while a limited mode is active only the live lobby, the exercise routes, the
// skills-practice routes and the user routes are allowed; anything else goes to the lobby.
// "User routes" are the ones under /user/ and the two legal pages the settings page links to.
const ALLOWED = new Set<string>([
  'eigoLiveLobby',
  'exercise',
  'exercise-root',
  'vocabulary_practice',
  'pronunciation_practice',
  'listening_practice',
  'user-settings',
  'user-terms-of-services',
  'user-privacy-policy',
  'auth-login',
  'auth-pwd-chg-request',
  'auth-pwd-chg-from-invitation',
  'auth-pwd-chg-from-request',
  'auth-sso',
]);

export function isAllowedInLimitedMode(routeName: string | undefined): boolean {
  return routeName !== undefined && ALLOWED.has(routeName);
}

/** The exercise routes: the teacher's lock lets only the chosen exercises open there. */
export function isExerciseRoute(routeName: string | undefined): boolean {
  return routeName === 'exercise' || routeName === 'exercise-root';
}

/** Routes where a starting limited mode needs no "class started" modal (spec 4.4). */
export function isExerciseOrLobby(routeName: string | undefined): boolean {
  return (
    routeName === 'eigoLiveLobby' ||
    isExerciseRoute(routeName) ||
    routeName === 'vocabulary_practice' ||
    routeName === 'pronunciation_practice' ||
    routeName === 'listening_practice'
  );
}
