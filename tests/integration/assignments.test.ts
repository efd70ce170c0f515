import { describe, expect, it } from 'vitest';
import {
  getAssignment,
  getMyAssignments,
  listActiveAssignments,
  listAssignments,
} from '../../src/api/generated/endpoints/assignments/assignments';
import { setMockClock } from '../../src/api/generated/endpoints/mock/mock';
import { academicYearOf } from '../../src/lib/rules/academic-year';
import { assignments, submissions } from '../../mock-server/db/assignments';
import { exerciseLogs } from '../../mock-server/db/exercise-logs';
import { recordAssignmentProgress } from '../../mock-server/rules/assignment-submission';
import { ASSIGNMENT } from '../../mock-server/seed/assignments';
import { ALIAS, USER } from '../../mock-server/seed/demo-identities';
import { insertExerciseLog } from '../support/build-exercise-log';
import { apiError } from '../support/api-error';
import { signInHana, signInKen } from '../support/demo-sign-in';
import { TEST_NOW, actAs, signIn, useMockBackend } from '../support/mock-backend';

/** The statuses of hana's Sakura assignments at TEST_NOW, by id. */
const SAKURA_STATUSES: Record<number, number> = {
  [ASSIGNMENT.comingSoon]: 1,
  [ASSIGNMENT.tryIt]: 2,
  [ASSIGNMENT.doneBeforeDue]: 3,
  [ASSIGNMENT.overdue]: 4,
  [ASSIGNMENT.doneDuePassed]: 5,
  [ASSIGNMENT.doneLate]: 6,
  107: 5,
  108: 6,
  109: 5,
  110: 5,
  111: 5,
  112: 5,
  113: 6,
  114: 5,
  115: 5,
  116: 5,
};

describe('assignments', () => {
  useMockBackend();

  describe('listAssignments', () => {
    it("lists every assignment of hana's 2-A with its status from the backend clock", async () => {
      await signInHana();
      const list = await listAssignments();
      expect(Object.fromEntries(list.map((a) => [a.id, a.status]))).toEqual(SAKURA_STATUSES);
      for (const assignment of list) {
        expect(assignment.group).toBe('2-A');
        expect(assignment.numExercises).toBeGreaterThanOrEqual(2);
        expect(assignment.numExercises).toBeLessThanOrEqual(5);
        const done = [3, 5, 6].includes(assignment.status);
        expect(assignment.submitted !== null).toBe(done);
        if (done) expect(assignment.numFinishedExercises).toBe(assignment.numExercises);
        else expect(assignment.numFinishedExercises).toBeLessThan(assignment.numExercises);
      }
    });

    it('sorts by due date, then start date, then title', async () => {
      await signInHana();
      const dues = (await listAssignments()).map((a) => Date.parse(a.dueDate));
      expect(dues).toEqual([...dues].sort((a, b) => a - b));
    });

    it('spreads over the current and the previous academic year', async () => {
      await signInHana();
      const years = (await listAssignments()).map((a) => academicYearOf(a.dueDate));
      const current = academicYearOf(TEST_NOW);
      expect(years.filter((y) => y === current).length).toBeGreaterThanOrEqual(6);
      expect(years.filter((y) => y === current - 1).length).toBeGreaterThanOrEqual(3);
    });

    it('reports partial progress from the exercise runs of the assignment', async () => {
      await signInHana();
      const list = await listAssignments();
      expect(list.find((a) => a.id === ASSIGNMENT.tryIt)).toMatchObject({
        numExercises: 3,
        numFinishedExercises: 1,
      });
      expect(list.find((a) => a.id === ASSIGNMENT.comingSoon)).toMatchObject({
        numFinishedExercises: 0,
      });
    });

    it("gives each alias its own groups' assignments", async () => {
      await signInHana(ALIAS.hanaMidori);
      expect((await listAssignments()).map((a) => [a.id, a.group, a.status])).toEqual([
        [202, 'TOEIC 600 Class', 5],
        [201, 'TOEIC 600 Class', 2],
        [203, 'TOEIC 600 Class', 1],
      ]);
      await signIn(USER.taro.email, USER.taro.password, ALIAS.taroKaisha);
      expect((await listAssignments()).map((a) => [a.id, a.group, a.status])).toEqual([
        [301, 'New Hires 2026', 5],
        [302, 'New Hires 2026', 2],
      ]);
    });

    it('follows the clock: after the due instant an unsubmitted assignment is overdue', async () => {
      await signInHana();
      const due = assignments.get(ASSIGNMENT.tryIt)!.dueDate;
      await setMockClock({ now: due });
      expect((await listAssignments()).find((a) => a.id === ASSIGNMENT.tryIt)!.status).toBe(2);
      await setMockClock({ now: new Date(Date.parse(due) + 1).toISOString() });
      expect((await listAssignments()).find((a) => a.id === ASSIGNMENT.tryIt)!.status).toBe(4);
    });
  });

  describe('getMyAssignments and listActiveAssignments', () => {
    it('give the home dashboard statuses 1, 2, 4 and the recently submitted, with the total', async () => {
      await signInHana();
      const mine = await getMyAssignments();
      expect(mine.historicalTotal).toBe(16);
      expect(mine.activeAssignments.map((a) => [a.id, a.status])).toEqual([
        [ASSIGNMENT.doneLate, 6],
        [ASSIGNMENT.overdue, 4],
        [ASSIGNMENT.doneBeforeDue, 3],
        [ASSIGNMENT.tryIt, 2],
        [ASSIGNMENT.comingSoon, 1],
      ]);
      expect(await listActiveAssignments()).toEqual(mine.activeAssignments);
    });

    it('give ken nothing: historical total 0 hides the card', async () => {
      await signInKen();
      expect(await getMyAssignments()).toEqual({ activeAssignments: [], historicalTotal: 0 });
      expect(await listActiveAssignments()).toEqual([]);
      expect(await listAssignments()).toEqual([]);
    });
  });

  describe('getAssignment', () => {
    it('gives a submitted assignment with its exercises, all finished, with their best trophies', async () => {
      await signInHana();
      const details = await getAssignment(ASSIGNMENT.doneBeforeDue);
      expect(details).toMatchObject({
        id: ASSIGNMENT.doneBeforeDue,
        status: 3,
        numExercises: 2,
        numFinishedExercises: 2,
      });
      const record = assignments.get(ASSIGNMENT.doneBeforeDue)!;
      expect(details.exercises.map((e) => [e.courseUuid, e.exerciseUuid])).toEqual(
        record.exercises.map((e) => [e.courseUuid, e.exerciseUuid]),
      );
      for (const exercise of details.exercises) {
        expect(exercise.finished).toBe(true);
        expect(exercise.title).not.toBe('');
        const runs = exerciseLogs.filter(
          (log) =>
            log.assignmentId === ASSIGNMENT.doneBeforeDue &&
            log.exerciseUuid === exercise.exerciseUuid,
        );
        expect(exercise.bestTrophy).toBe(runs[0]!.trophy);
      }
      expect(details.exercises.map((e) => e.exerciseType)).toEqual([5, 6]);
    });

    it('gives an assignment in progress: one finished, one abandoned run, one untouched', async () => {
      await signInHana();
      const details = await getAssignment(ASSIGNMENT.tryIt);
      expect(details.exercises.map((e) => e.finished)).toEqual([true, false, false]);
      expect(details.exercises[0]!.bestTrophy).not.toBeNull();
      expect(details.exercises.slice(1).map((e) => e.bestTrophy)).toEqual([null, null]);
    });

    it.each([
      ["another organisation's", 301],
      ["hana's other alias's", 201],
      ['one that does not exist', 999_999],
    ])('answers 404 for %s assignment', async (_label, id) => {
      await signInHana(ALIAS.hanaSakura, 'en');
      const error = await apiError(getAssignment(id));
      expect(error.status).toBe(404);
      expect(error.problem.detail).toBe('Assignment was not found');
    });

    it("answers 404 to ken for 2-A's assignment of his own school", async () => {
      await signInKen();
      expect((await apiError(getAssignment(ASSIGNMENT.tryIt))).status).toBe(404);
    });

    it.each([['abc'], ['0'], ['1.5']])('refuses the id %s with a 400 problem', async (id) => {
      await signInHana();
      const before = submissions.all().length;
      const error = await apiError(getAssignment(id as unknown as number));
      expect(error.status).toBe(400);
      expect(error.problem.type).toBe('https://eigo.example/problems/validation');
      expect(error.firstError('assignmentId')).toBeTruthy();
      expect(submissions.all()).toHaveLength(before);
    });
  });

  describe('access', () => {
    it.each([
      ['listAssignments', () => listAssignments()],
      ['listActiveAssignments', () => listActiveAssignments()],
      ['getMyAssignments', () => getMyAssignments()],
      ['getAssignment', () => getAssignment(ASSIGNMENT.tryIt)],
    ])('%s needs a token (401), an alias (400) of the user (403)', async (_name, call) => {
      actAs({});
      expect((await apiError(call())).status).toBe(401);
      await signIn(USER.hana.email, USER.hana.password);
      const missing = await apiError(call());
      expect(missing.status).toBe(400);
      expect(missing.firstError('X-Alias-Uuid')).toBeTruthy();
      await signIn(USER.hana.email, USER.hana.password, ALIAS.kenSakura);
      expect((await apiError(call())).status).toBe(403);
    });
  });

  describe('recordAssignmentProgress', () => {
    const tryIt = () => assignments.get(ASSIGNMENT.tryIt)!;
    const run = (exerciseIndex: number, extra: Parameters<typeof insertExerciseLog>[0] = {}) => {
      const { courseUuid, exerciseUuid } = tryIt().exercises[exerciseIndex]!;
      return insertExerciseLog({
        userUuid: USER.hana.uuid,
        aliasUuid: ALIAS.hanaSakura,
        courseUuid,
        exerciseUuid,
        assignmentId: ASSIGNMENT.tryIt,
        ...extra,
      });
    };

    it('submits the assignment when its last exercise is finished, once', async () => {
      await signInHana();
      const at = new Date(Date.parse(TEST_NOW) + 60_000);
      await run(1);
      await recordAssignmentProgress(ALIAS.hanaSakura, ASSIGNMENT.tryIt, at);
      expect(await getAssignment(ASSIGNMENT.tryIt)).toMatchObject({
        status: 2,
        submitted: null,
        numFinishedExercises: 2,
      });

      await run(2, { trophy: 3 });
      await recordAssignmentProgress(ALIAS.hanaSakura, ASSIGNMENT.tryIt, at);
      const submitted = await getAssignment(ASSIGNMENT.tryIt);
      expect(submitted).toMatchObject({ status: 3, numFinishedExercises: 3 });
      expect(Date.parse(submitted.submitted!)).toBe(at.getTime());
      expect(submitted.exercises[2]).toMatchObject({ finished: true, bestTrophy: 3 });

      await run(0, { trophy: 3 });
      await recordAssignmentProgress(
        ALIAS.hanaSakura,
        ASSIGNMENT.tryIt,
        new Date(at.getTime() + 3_600_000),
      );
      expect((await getAssignment(ASSIGNMENT.tryIt)).submitted).toBe(submitted.submitted);
      expect(
        (await getMyAssignments()).activeAssignments.find((a) => a.id === ASSIGNMENT.tryIt)!.status,
      ).toBe(3);
    });

    it('does not count runs outside the assignment, practice runs or unfinished runs', async () => {
      await signInHana();
      await run(1, { assignmentId: null });
      await run(1, { mode: 'practice' });
      await run(2, { endedAt: null, trophy: null });
      await recordAssignmentProgress(ALIAS.hanaSakura, ASSIGNMENT.tryIt, new Date(TEST_NOW));
      expect(await getAssignment(ASSIGNMENT.tryIt)).toMatchObject({
        status: 2,
        submitted: null,
        numFinishedExercises: 1,
      });
    });

    it('submits late after the due instant (status 6) and ignores assignments the alias cannot see', async () => {
      await signInHana();
      const late = new Date(Date.parse(tryIt().dueDate) + 1000);
      await setMockClock({ now: late.toISOString() });
      await run(1);
      await run(2);
      await recordAssignmentProgress(ALIAS.kenSakura, ASSIGNMENT.tryIt, late);
      expect(submissions.all().some((s) => s.aliasUuid === ALIAS.kenSakura)).toBe(false);
      await recordAssignmentProgress(ALIAS.hanaSakura, ASSIGNMENT.tryIt, late);
      expect((await getAssignment(ASSIGNMENT.tryIt)).status).toBe(6);
    });
  });
});
