import { describe, expect, it } from 'vitest';
import { ROUTE } from '../config/routes';
import { isAllowedInLimitedMode, isExerciseOrLobby } from './limited-mode-routes';

describe('limited-mode allow-list', () => {
  it.each([
    [ROUTE.liveLobby, true, true],
    [ROUTE.exercise, true, true],
    [ROUTE.exerciseRoot, true, true],
    [ROUTE.vocabularyPractice, true, true],
    [ROUTE.pronunciationPractice, true, true],
    [ROUTE.listeningPractice, true, true],
    [ROUTE.userSettings, true, false],
    [ROUTE.userTermsOfServices, true, false],
    [ROUTE.userPrivacyPolicy, true, false],
    [ROUTE.authLogin, true, false],
    [ROUTE.authSso, true, false],
    [ROUTE.home, false, false],
    [ROUTE.courseExplore, false, false],
    [ROUTE.courseDetails, false, false],
    [ROUTE.assignmentDetails, false, false],
    [ROUTE.learningHistorySummary, false, false],
    [ROUTE.skills, false, false],
    [ROUTE.releaseNotes, false, false],
    [ROUTE.notFound, false, false],
    [undefined, false, false],
  ])('%s: allowed %s, exercise or lobby %s', (name, allowed, exerciseOrLobby) => {
    expect(isAllowedInLimitedMode(name)).toBe(allowed);
    expect(isExerciseOrLobby(name)).toBe(exerciseOrLobby);
  });
});
