import { describe, expect, it } from 'vitest';
import { ROUTE } from '../../config/routes';
import { isAllowedInLimitedMode, isExerciseOrLobby, isExerciseRoute } from './limited-mode-routes';

describe('limited-mode allow-list', () => {
  it.each([
    [ROUTE.liveLobby, true, true, false],
    [ROUTE.exercise, true, true, true],
    [ROUTE.exerciseRoot, true, true, true],
    [ROUTE.vocabularyPractice, true, true, false],
    [ROUTE.pronunciationPractice, true, true, false],
    [ROUTE.listeningPractice, true, true, false],
    [ROUTE.userSettings, true, false, false],
    [ROUTE.userTermsOfServices, true, false, false],
    [ROUTE.userPrivacyPolicy, true, false, false],
    [ROUTE.authLogin, true, false, false],
    [ROUTE.authSso, true, false, false],
    [ROUTE.home, false, false, false],
    [ROUTE.courseExplore, false, false, false],
    [ROUTE.courseDetails, false, false, false],
    [ROUTE.assignmentDetails, false, false, false],
    [ROUTE.learningHistorySummary, false, false, false],
    [ROUTE.skills, false, false, false],
    [ROUTE.releaseNotes, false, false, false],
    [ROUTE.notFound, false, false, false],
    [undefined, false, false, false],
  ])(
    '%s: allowed %s, exercise or lobby %s, exercise %s',
    (name, allowed, exerciseOrLobby, exercise) => {
      expect(isAllowedInLimitedMode(name)).toBe(allowed);
      expect(isExerciseOrLobby(name)).toBe(exerciseOrLobby);
      expect(isExerciseRoute(name)).toBe(exercise);
    },
  );
});
