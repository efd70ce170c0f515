import { describe, expect, it } from 'vitest';
import { getCourse } from '../../src/api/generated/endpoints/courses/courses';
import { getCourseHistory } from '../../src/api/generated/endpoints/user/user';
import { exerciseLogs } from '../../mock-server/db/exercise-logs';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { ASSIGNMENT } from '../../mock-server/seed/assignments';
import { ALIAS, USER } from '../../mock-server/seed/demo-identities';
import { insertExerciseLog } from '../support/build-exercise-log';
import { apiError } from '../support/api-error';
import { signInHana, signInKen } from '../support/demo-sign-in';
import { TEST_NOW, actAs, signIn, useMockBackend } from '../support/mock-backend';

const minutesAgo = (minutes: number) =>
  new Date(Date.parse(TEST_NOW) - minutes * 60_000).toISOString();
const kenRun = (exerciseUuid: string, extra: Parameters<typeof insertExerciseLog>[0] = {}) =>
  insertExerciseLog({
    userUuid: USER.ken.uuid,
    aliasUuid: ALIAS.kenSakura,
    courseUuid: COURSE.everydayConversation,
    exerciseUuid,
    ...extra,
  });

describe('getCourseHistory', () => {
  useMockBackend();

  it('lists every exercise of the course in order, unplayed for a learner without history', async () => {
    await signInKen();
    const course = await getCourse(COURSE.everydayConversation);
    const order = course.contents.flatMap((c) =>
      c.contents.flatMap((s) => s.contents.map((e) => e.uuid)),
    );
    const history = await getCourseHistory(COURSE.everydayConversation);
    expect(history.map((entry) => entry.exerciseUuid)).toEqual(order);
    for (const entry of history) {
      expect(entry).toEqual({
        exerciseUuid: entry.exerciseUuid,
        bestTrophy: null,
        finished: false,
        lastPlayedAt: null,
      });
    }
  });

  it('derives best trophy, finished and last played from the runs, in and out of assignments', async () => {
    await signInKen();
    await kenRun(EXERCISE.greetingsChat, { trophy: 1, startedAt: minutesAgo(300) });
    await kenRun(EXERCISE.greetingsChat, {
      trophy: 3,
      startedAt: minutesAgo(200),
      assignmentId: 999,
    });
    await kenRun(EXERCISE.greetingsChat, {
      mode: 'practice',
      trophy: null,
      startedAt: minutesAgo(100),
    });
    await kenRun(EXERCISE.hobbiesChat, { endedAt: null, trophy: null, startedAt: minutesAgo(50) });
    await kenRun(EXERCISE.schoolDayDictation, { trophy: null, startedAt: minutesAgo(10) });
    // Another alias's run and another course's run do not count.
    await insertExerciseLog({
      aliasUuid: ALIAS.newSakura,
      courseUuid: COURSE.everydayConversation,
      exerciseUuid: EXERCISE.introducingFriendDemo,
    });
    await kenRun(EXERCISE.introducingFriendDemo, { courseUuid: COURSE.firstSteps });

    const history = new Map(
      (await getCourseHistory(COURSE.everydayConversation)).map((e) => [e.exerciseUuid, e]),
    );
    expect(history.get(EXERCISE.greetingsChat)).toMatchObject({ finished: true, bestTrophy: 3 });
    expect(Date.parse(history.get(EXERCISE.greetingsChat)!.lastPlayedAt!)).toBe(
      Date.parse(minutesAgo(100)),
    );
    expect(history.get(EXERCISE.hobbiesChat)).toMatchObject({ finished: false, bestTrophy: null });
    expect(history.get(EXERCISE.hobbiesChat)!.lastPlayedAt).not.toBeNull();
    expect(history.get(EXERCISE.schoolDayDictation)).toMatchObject({
      finished: true,
      bestTrophy: null,
    });
    expect(history.get(EXERCISE.introducingFriendDemo)).toMatchObject({
      finished: false,
      lastPlayedAt: null,
    });
  });

  it("agrees with hana's seeded assignment runs", async () => {
    await signInHana();
    const history = new Map(
      (await getCourseHistory(COURSE.everydayConversation)).map((e) => [e.exerciseUuid, e]),
    );
    const seeded = exerciseLogs.filter(
      (log) =>
        log.aliasUuid === ALIAS.hanaSakura &&
        log.assignmentId === ASSIGNMENT.tryIt &&
        log.endedAt !== null,
    );
    expect(seeded.length).toBeGreaterThan(0);
    for (const run of seeded) {
      const entry = history.get(run.exerciseUuid!)!;
      expect(entry.finished).toBe(true);
      expect(entry.bestTrophy ?? 0).toBeGreaterThanOrEqual(run.trophy ?? 0);
    }
  });

  it.each([
    ["another organisation's course", COURSE.businessMeetingsEmail, 404],
    ['an unknown course', '0b7c1f9e-5d0a-4f4b-9a53-1e2f3a4b5c6d', 404],
    ['a malformed uuid', 'nope', 400],
  ])('answers %s with %s', async (_label, courseUuid, status) => {
    await signInKen();
    const error = await apiError(getCourseHistory(courseUuid));
    expect(error.status).toBe(status);
    if (status === 400) expect(error.firstError('courseUuid')).toBeTruthy();
  });

  it('needs a token (401) and an alias of the user (400, 403)', async () => {
    actAs({});
    expect((await apiError(getCourseHistory(COURSE.everydayConversation))).status).toBe(401);
    await signIn(USER.ken.email, USER.ken.password);
    expect((await apiError(getCourseHistory(COURSE.everydayConversation))).status).toBe(400);
    await signIn(USER.ken.email, USER.ken.password, ALIAS.hanaSakura);
    expect((await apiError(getCourseHistory(COURSE.everydayConversation))).status).toBe(403);
  });
});
