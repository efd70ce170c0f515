import { describe, expect, it } from 'vitest';
import {
  getMyAssignments,
  listAssignments,
} from '../../src/api/generated/endpoints/assignments/assignments';
import { getAchievement } from '../../src/api/generated/endpoints/history/history';
import { getMockDirectory } from '../../src/api/generated/endpoints/mock/mock';
import { listAliases, listGroups } from '../../src/api/generated/endpoints/user/user';
import { signInKen } from '../../tests/support/demo-sign-in';
import { signIn, useMockBackend } from '../../tests/support/mock-backend';
import { exerciseLogs } from '../db/exercise-logs';
import { setClock } from '../runtime/clock';
import { GROUP, ORG, ORG_PASSWORD, USER } from './demo-identities';
import { resetStore } from './index';
import { CLASSMATES, ROSTER, type Classmate } from './roster';

// The class rosters of ../shared/spec/demo-world.md ("Classes") as the handlers see them: who is
// in each class, that every classmate signs in with the organisation's password, and histories
// that differ from learner to learner, the same on every reset.

const range = (prefix: string, from: number, to: number, domain: string) =>
  Array.from(
    { length: to - from + 1 },
    (_, i) => `${prefix}${`${from + i}`.padStart(2, '0')}@${domain}`,
  );

/** demo-world.md's table, written out again. */
const PINNED: [number, string[]][] = [
  [
    GROUP.sakura2A.id,
    [USER.hana.email, 'yui@sakura.example', ...range('a2-', 3, 30, 'sakura.example')],
  ],
  [GROUP.sakura2B.id, [USER.ken.email, ...range('b2-', 2, 25, 'sakura.example')]],
  [GROUP.midoriToeic600.id, [USER.hana.email, ...range('m-', 2, 12, 'midori.example')]],
  [GROUP.kaishaNewHires.id, [USER.taro.email, ...range('k-', 2, 10, 'kaisha.example')]],
];

const signInAs = (classmate: Classmate) =>
  signIn(classmate.email, classmate.password, classmate.aliasUuid);

/** A classmate's runs as the seed lays them, without the ids each reset draws anew. */
const runsOf = (classmate: Classmate) =>
  exerciseLogs
    .filter((log) => log.aliasUuid === classmate.aliasUuid)
    .map(({ logId: _logId, parentLogId, ...log }) => ({ ...log, practice: parentLogId !== null }));

describe('the class rosters', () => {
  useMockBackend();

  it('puts exactly the pinned learners in each class, each name once', async () => {
    const directory = await getMockDirectory();
    const classes = directory.organisations.flatMap((organisation) => organisation.groups);
    expect(classes.map((group) => [group.id, group.learners.length]).sort()).toEqual([
      [GROUP.sakura2A.id, 30],
      [GROUP.sakura2B.id, 25],
      [GROUP.midoriToeic600.id, 12],
      [GROUP.kaishaNewHires.id, 10],
    ]);
    for (const [groupId, emails] of PINNED) {
      const learners = classes.find((group) => group.id === groupId)!.learners;
      expect(learners.map((learner) => learner.email).sort()).toEqual([...emails].sort());
      expect(new Set(learners.map((learner) => learner.userName)).size).toBe(emails.length);
      expect(ROSTER[groupId]).toEqual(emails);
    }
    const yui = directory.users.find((user) => user.email === 'yui@sakura.example')!;
    expect(yui.userName).toMatch(/^Yui [A-Z][a-z]+$/);
    // Invited, no password yet: in the school, in no class.
    const invited = directory.users.find((user) => user.email === USER.new.email)!;
    expect(invited.aliases.map((alias) => alias.orgName)).toEqual([ORG.sakura.name]);
    expect(classes.flatMap((group) => group.learners.map((l) => l.email))).not.toContain(
      USER.new.email,
    );
  });

  it('lets every classmate sign in with the organisation’s password, into one class', async () => {
    expect(CLASSMATES).toHaveLength(29 + 24 + 11 + 9);
    for (const classmate of CLASSMATES) {
      expect(classmate.password).toBe(ORG_PASSWORD[classmate.orgHash]);
      await signInAs(classmate);
      expect((await listAliases()).map((alias) => alias.uuid)).toEqual([classmate.aliasUuid]);
      expect((await listGroups()).map((group) => group.id)).toEqual([classmate.groupId]);
    }
    await expect(signIn('yui@sakura.example', 'midori2026')).rejects.toThrow();
  });

  it('gives 2-A learners ahead, behind and late joiners with nothing yet', async () => {
    const classmates = CLASSMATES.filter((c) => c.groupId === GROUP.sakura2A.id);
    const submittedBy = new Map<Classmate, number>();
    const statuses = new Set<number>();
    for (const classmate of classmates) {
      await signInAs(classmate);
      const assignments = await listAssignments();
      expect(assignments).toHaveLength(16);
      for (const assignment of assignments) {
        statuses.add(assignment.status);
        if (assignment.submitted !== null)
          expect(assignment.numFinishedExercises).toBe(assignment.numExercises);
      }
      submittedBy.set(classmate, assignments.filter((a) => a.submitted !== null).length);
      const { exerciseCounts, trophies } = await getAchievement();
      if (classmate.pace === null) {
        expect(exerciseCounts.finished).toBe(0);
        expect(trophies).toEqual({ bronze: 0, silver: 0, gold: 0 });
        expect(submittedBy.get(classmate)).toBe(0);
      } else {
        expect(exerciseCounts.finished).toBeGreaterThan(0);
      }
    }
    // Every status shows somewhere in the class (1: the one not started yet, for everyone).
    expect([...statuses].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    // The five furthest ahead have submitted more than the five furthest behind.
    const byPace = classmates
      .filter((c) => c.pace !== null)
      .sort((a, b) => a.pace! - b.pace!)
      .map((c) => submittedBy.get(c)!);
    const sum = (counts: number[]) => counts.reduce((total, n) => total + n, 0);
    expect(sum(byPace.slice(-5))).toBeGreaterThan(sum(byPace.slice(0, 5)) + 10);
    expect(classmates.slice(-3).map((c) => c.pace)).toEqual([null, null, null]);
  });

  it('keeps a few learners of every class with nothing yet, and ken with nothing at all', async () => {
    for (const [groupId] of PINNED) {
      const late = CLASSMATES.filter((c) => c.groupId === groupId && c.pace === null);
      expect(late.length).toBeGreaterThanOrEqual(2);
      expect(late.length).toBeLessThanOrEqual(4);
      for (const classmate of late) expect(runsOf(classmate)).toEqual([]);
    }
    await signInKen();
    expect(await getMyAssignments()).toEqual({ activeAssignments: [], historicalTotal: 0 });
    expect((await getAchievement()).exerciseCounts.finished).toBe(0);
  });

  it('lays the same histories on every reset, all in the past at any clock', async () => {
    const first = CLASSMATES.map(runsOf);
    await resetStore();
    expect(CLASSMATES.map(runsOf)).toEqual(first);

    const at = '2027-04-02T01:00:00.000Z';
    setClock(at);
    await resetStore();
    const runs = CLASSMATES.flatMap(runsOf);
    expect(runs.length).toBeGreaterThan(CLASSMATES.length * 5);
    for (const run of runs) expect((run.endedAt ?? run.startedAt) < at).toBe(true);
  });
});
