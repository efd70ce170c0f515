import { describe, expect, it } from 'vitest';
import {
  getAchievement,
  getActivitySummary,
  getLearningStats,
  getPerformanceSummary,
  listExerciseLogs,
  listRecentExercises,
  postUserFeedback,
} from '../../src/api/generated/endpoints/history/history';
import type { ExerciseLog } from '../../mock-server/db/exercise-logs';
import { userFeedback } from '../../mock-server/db/user-feedback';
import { skillOf } from '../../mock-server/rules/learning-history';
import {
  COURSE,
  COURSE_CATALOGUE,
  EXERCISE,
  EXERCISE_CATALOGUE,
} from '../../mock-server/seed/content-catalogue';
import { ALIAS, USER } from '../../mock-server/seed/demo-identities';
import { insertExerciseLog } from '../support/build-exercise-log';
import { apiError } from '../support/api-error';
import { signInHana, signInKen } from '../support/demo-sign-in';
import { actAs, signIn, TEST_NOW, useMockBackend } from '../support/mock-backend';

const NOW = Date.parse(TEST_NOW);
const TODAY = '2026-11-22'; // TEST_NOW is 09:00 in Japan

/** A session the exercise flow would log: hana (Sakura) plays Nice to Meet You, finished a minute ago. */
async function logSession(overrides: Partial<ExerciseLog> = {}): Promise<ExerciseLog> {
  return insertExerciseLog({
    userUuid: USER.hana.uuid,
    aliasUuid: ALIAS.hanaSakura,
    courseUuid: COURSE.everydayConversation,
    exerciseUuid: EXERCISE.greetingsChat,
    exerciseType: 1,
    startedAt: new Date(NOW - 6 * 60_000).toISOString(),
    endedAt: new Date(NOW - 60_000).toISOString(),
    numCorrectAnswers: 4,
    numIncorrectAnswers: 0,
    trophy: 3,
    ...overrides,
  });
}

describe('achievement', () => {
  useMockBackend();

  it('gives hana a rich record: learned badges, trophies of every level, finished sessions by type', async () => {
    await signInHana();
    const achievement = await getAchievement();
    expect(achievement.learnedBadges).toBeGreaterThan(0);
    expect(achievement.trophies.bronze).toBeGreaterThan(0);
    expect(achievement.trophies.silver).toBeGreaterThan(0);
    expect(achievement.trophies.gold).toBeGreaterThan(0);
    expect(achievement.exerciseCounts.finished).toBeGreaterThan(60);
    expect(achievement.exerciseCounts.distinctExercises).toBeGreaterThan(10);
    const byType = achievement.exerciseCounts.byType;
    expect(byType.map((t) => t.exerciseType)).toEqual(
      [...byType.map((t) => t.exerciseType)].sort((a, b) => a - b),
    );
    expect(byType.reduce((sum, t) => sum + t.count, 0)).toBe(achievement.exerciseCounts.finished);
  });

  it('gives ken nothing at all, and hana’s Midori alias only its own little history', async () => {
    await signInKen();
    expect(await getAchievement()).toEqual({
      learnedBadges: 0,
      trophies: { bronze: 0, silver: 0, gold: 0 },
      exerciseCounts: { finished: 0, distinctExercises: 0, byType: [] },
    });
    await signInHana(ALIAS.hanaMidori);
    const midori = await getAchievement();
    expect(midori.exerciseCounts.finished).toBeGreaterThan(0);
    expect(midori.exerciseCounts.finished).toBeLessThan(10);
  });

  it('counts a newly finished session: a better trophy replaces the exercise’s best', async () => {
    await signInKen();
    await logSession({ userUuid: USER.ken.uuid, aliasUuid: ALIAS.kenSakura, trophy: 1 });
    expect((await getAchievement()).trophies).toEqual({ bronze: 1, silver: 0, gold: 0 });
    await logSession({ userUuid: USER.ken.uuid, aliasUuid: ALIAS.kenSakura, trophy: 3 });
    const achievement = await getAchievement();
    expect(achievement.trophies).toEqual({ bronze: 0, silver: 0, gold: 1 });
    expect(achievement.exerciseCounts).toEqual({
      finished: 2,
      distinctExercises: 1,
      byType: [{ exerciseType: 1, count: 2 }],
    });
  });

  it('refuses a caller without a token (401) or without an alias of its own (403)', async () => {
    actAs({ aliasUuid: ALIAS.hanaSakura });
    expect((await apiError(getAchievement())).status).toBe(401);
    await signIn(USER.ken.email, USER.ken.password, ALIAS.hanaSakura);
    expect((await apiError(getAchievement())).status).toBe(403);
  });
});

describe('activity summary', () => {
  useMockBackend();

  it('answers the last 30 days up to today by default, with gaps', async () => {
    await signInHana();
    const summary = await getActivitySummary();
    expect(summary.startDate).toBe('2026-10-24');
    expect(summary.endDate).toBe(TODAY);
    expect(summary.days).toHaveLength(30);
    expect(summary.days[0]!.date).toBe('2026-10-24');
    expect(summary.days.at(-1)!.date).toBe(TODAY);
    expect(summary.activeDays).toBeGreaterThan(10);
    expect(summary.activeDays).toBeLessThan(30);
    const busy = summary.days.filter((d) => d.exerciseCount > 0);
    expect(busy.every((d) => d.minutes > 0)).toBe(true);
    expect(summary.days.some((d) => d.exerciseCount >= 2)).toBe(true);
    expect(summary.totalExercises).toBe(summary.days.reduce((sum, d) => sum + d.exerciseCount, 0));
    expect(summary.totalMinutes).toBe(summary.days.reduce((sum, d) => sum + d.minutes, 0));
  });

  it('covers the last 60 days', async () => {
    await signInHana();
    const sixty = await getActivitySummary({ startDate: '2026-09-23', endDate: '2026-11-21' });
    expect(sixty.days).toHaveLength(60);
    expect(sixty.days.slice(0, 5).some((d) => d.exerciseCount > 0)).toBe(true);
    expect(sixty.activeDays).toBeGreaterThan(30);
  });

  it('counts a session on the Japan day it started', async () => {
    await signInKen();
    // 23:55 on the 21st in Japan, finished after midnight.
    await logSession({
      userUuid: USER.ken.uuid,
      aliasUuid: ALIAS.kenSakura,
      startedAt: '2026-11-21T14:55:00.000Z',
      endedAt: '2026-11-21T15:07:00.000Z',
    });
    const summary = await getActivitySummary({ startDate: '2026-11-21', endDate: '2026-11-22' });
    expect(summary.days).toEqual([
      { date: '2026-11-21', exerciseCount: 1, minutes: 12 },
      { date: '2026-11-22', exerciseCount: 0, minutes: 0 },
    ]);
  });

  it.each([
    ['a reversed range', { startDate: '2026-11-22', endDate: '2026-11-01' }, 'endDate'],
    ['a range over 366 days', { startDate: '2025-01-01', endDate: '2026-11-22' }, 'endDate'],
    ['a date that is not one', { startDate: '2026-13-45' }, 'startDate'],
  ])('refuses %s with 400', async (_name, params, field) => {
    await signInHana(ALIAS.hanaSakura, 'en');
    const error = await apiError(getActivitySummary(params));
    expect(error.status).toBe(400);
    expect(error.firstError(field)).toBeTruthy();
  });

  it('names the problem in Japanese by default', async () => {
    await signInHana();
    const error = await apiError(
      getActivitySummary({ startDate: '2026-11-22', endDate: '2026-11-01' }),
    );
    expect(error.firstError('endDate')).toBe('終了日は開始日以降にしてください');
  });
});

describe('exercise logs', () => {
  useMockBackend();

  it('lists hana’s finished test runs, newest first, with titles, skill and trophy', async () => {
    await signInHana();
    const rows = await listExerciseLogs({ lang: 'ja' });
    expect(rows.length).toBeGreaterThan(50);
    const times = rows.map((r) => Date.parse(r.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBeLessThan(NOW);
    const titles = new Map(
      Object.entries(EXERCISE).map(([key, uuid]) => [
        uuid,
        EXERCISE_CATALOGUE[key as keyof typeof EXERCISE_CATALOGUE],
      ]),
    );
    const courseTitles = new Map(
      Object.entries(COURSE).map(([key, uuid]) => [
        uuid,
        COURSE_CATALOGUE[key as keyof typeof COURSE].title,
      ]),
    );
    for (const row of rows) {
      expect(row.exerciseTitle).toBe(titles.get(row.exerciseUuid)!.title);
      expect(row.exerciseType).toBe(titles.get(row.exerciseUuid)!.type);
      expect(row.courseTitle).toBe(courseTitles.get(row.courseUuid));
      expect(row.skill).toBe(skillOf(row.exerciseType));
      expect(row.assignmentTitle === null).toBe(row.assignmentId === null);
    }
    expect(new Set(rows.map((r) => r.trophy))).toEqual(new Set([null, 1, 2, 3]));
    expect(await listExerciseLogs({ lang: 'en' })).toEqual(rows);
  });

  it.each([
    [
      'one exercise type',
      { exerciseType: 1 },
      (row: { exerciseType: number }) => row.exerciseType === 1,
    ],
    ['one skill', { skill: 2 }, (row: { skill: number }) => row.skill === 2],
    ['0 for every type and skill', { exerciseType: 0, skill: 0 }, () => true],
  ])('filters by %s', async (_name, params, matches) => {
    await signInHana();
    const all = await listExerciseLogs();
    const rows = await listExerciseLogs(params);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(all.filter(matches as (row: object) => boolean));
  });

  it('filters by the Japan day the run finished', async () => {
    await signInKen();
    const late = await logSession({
      userUuid: USER.ken.uuid,
      aliasUuid: ALIAS.kenSakura,
      endedAt: '2026-11-20T15:30:00.000Z',
    });
    const earlier = await logSession({
      userUuid: USER.ken.uuid,
      aliasUuid: ALIAS.kenSakura,
      endedAt: '2026-11-20T14:30:00.000Z',
    });
    expect((await listExerciseLogs({ startDate: '2026-11-21' })).map((r) => r.logId)).toEqual([
      late.logId,
    ]);
    expect((await listExerciseLogs({ endDate: '2026-11-20' })).map((r) => r.logId)).toEqual([
      earlier.logId,
    ]);
    expect(await listExerciseLogs({ startDate: '2026-11-22', endDate: '2026-11-22' })).toEqual([]);
  });

  it('keeps other aliases’ logs apart', async () => {
    await signInHana(ALIAS.hanaMidori);
    const midori = await listExerciseLogs();
    await signInHana();
    const sakura = await listExerciseLogs();
    expect(midori.length).toBeGreaterThan(0);
    expect(midori.some((row) => sakura.some((other) => other.logId === row.logId))).toBe(false);
    await signInKen();
    expect(await listExerciseLogs()).toEqual([]);
  });

  it.each([
    ['an exercise type above 13', { exerciseType: 14 }, 'exerciseType'],
    ['a skill above 4', { skill: 5 }, 'skill'],
    ['an unknown language', { lang: 'fr' }, 'lang'],
    ['a reversed range', { startDate: '2026-11-22', endDate: '2026-11-01' }, 'endDate'],
  ])('refuses %s with 400', async (_name, params, field) => {
    await signInHana();
    const error = await apiError(listExerciseLogs(params as never));
    expect(error.status).toBe(400);
    expect(error.firstError(field)).toBeTruthy();
  });
});

describe('learning stats', () => {
  useMockBackend();

  it('sums one exercise type for hana', async () => {
    await signInHana();
    const runs = await listExerciseLogs({ exerciseType: 1 });
    const stats = await getLearningStats(1);
    expect(stats.exerciseType).toBe(1);
    expect(stats.skill).toBe(1);
    expect(stats.sessions).toBeGreaterThanOrEqual(runs.length);
    expect(stats.distinctExercises).toBe(new Set(runs.map((r) => r.exerciseUuid)).size);
    expect(stats.correctRate).toBeGreaterThan(0);
    expect(stats.correctRate).toBeLessThanOrEqual(1);
    expect(stats.minutes).toBeGreaterThan(0);
    expect(stats.lastPlayedAt).toBe(runs[0]!.timestamp);
    const best = stats.bestTrophies.bronze + stats.bestTrophies.silver + stats.bestTrophies.gold;
    expect(best).toBeLessThanOrEqual(stats.distinctExercises);
  });

  it('is zeros for a type never played', async () => {
    await signInKen();
    expect(await getLearningStats(13)).toEqual({
      exerciseType: 13,
      skill: 4,
      sessions: 0,
      distinctExercises: 0,
      correctAnswers: 0,
      incorrectAnswers: 0,
      skippedAnswers: 0,
      correctRate: null,
      bestTrophies: { bronze: 0, silver: 0, gold: 0 },
      minutes: 0,
      lastPlayedAt: null,
    });
  });

  it.each([0, 14, 'chat'])('refuses the exercise type %s with 400', async (type) => {
    await signInHana();
    const error = await apiError(getLearningStats(type as never));
    expect(error.status).toBe(400);
    expect(error.firstError('exerciseType')).toBeTruthy();
  });
});

describe('performance summary', () => {
  useMockBackend();

  it('computes hana’s figures from her answers', async () => {
    await signInHana();
    const summary = await getPerformanceSummary();
    for (const figure of [summary.averageRetry, summary.reactionTime, summary.wordsPerMinute]) {
      expect(figure.value).not.toBeNull();
      expect(figure.level).toMatch(/^(beginner|intermediate|advanced)$/);
      expect(figure.samples).toBeGreaterThan(0);
    }
    expect(summary.exerciseCefrDistribution.map((d) => d.cefrj)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    const { exerciseCounts } = await getAchievement();
    const counted = summary.exerciseCefrDistribution.reduce((sum, d) => sum + d.count, 0);
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBeLessThanOrEqual(exerciseCounts.finished);
    // Sakura's catalogue holds courses up to CEFR-J 6 only.
    expect(summary.exerciseCefrDistribution.slice(6).every((d) => d.count === 0)).toBe(true);
  });

  it('is empty for ken', async () => {
    await signInKen();
    const summary = await getPerformanceSummary();
    const none = { value: null, level: null, samples: 0 };
    expect(summary).toMatchObject({ averageRetry: none, reactionTime: none, wordsPerMinute: none });
    expect(summary.exerciseCefrDistribution.every((d) => d.count === 0)).toBe(true);
  });

  it('follows new answers', async () => {
    await signInKen();
    const answer = {
      problemUuid: EXERCISE.greetingsChat,
      answer: 'Nice to meet you too',
      skipped: false,
      at: TEST_NOW,
    };
    await logSession({
      userUuid: USER.ken.uuid,
      aliasUuid: ALIAS.kenSakura,
      answers: [
        { ...answer, correct: false, retry: 0, responseTimeMs: 3000, wordsSpoken: 4 },
        { ...answer, correct: true, retry: 1, responseTimeMs: 2000, wordsSpoken: 5 },
      ],
    });
    const summary = await getPerformanceSummary();
    expect(summary.averageRetry).toEqual({ value: 1, level: 'intermediate', samples: 1 });
    expect(summary.reactionTime).toEqual({ value: 2500, level: 'advanced', samples: 2 });
    expect(summary.wordsPerMinute).toEqual({ value: 108, level: 'intermediate', samples: 2 });
    expect(
      summary.exerciseCefrDistribution[COURSE_CATALOGUE.everydayConversation.cefrj - 1]!.count,
    ).toBe(1);
  });
});

describe('recent exercises', () => {
  useMockBackend();

  it('lists hana’s latest exercises once per context, with what opens them', async () => {
    await signInHana();
    const rows = await listRecentExercises({ lang: 'ja' });
    expect(rows).toHaveLength(10);
    const times = rows.map((r) => Date.parse(r.lastPlayedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The session left unfinished two hours ago comes first.
    expect(times[0]).toBe(NOW - 2 * 3_600_000);
    const keys = rows.map((r) => `${r.courseUuid}/${r.exerciseUuid}/${r.assignmentId}`);
    expect(new Set(keys).size).toBe(rows.length);
    for (const row of rows) {
      const exercise = Object.entries(EXERCISE).find(([, uuid]) => uuid === row.exerciseUuid)!;
      const meta = EXERCISE_CATALOGUE[exercise[0] as keyof typeof EXERCISE_CATALOGUE];
      expect(row.title).toBe(meta.title);
      expect(row.exerciseType).toBe(meta.type);
      expect(row.courseUuid).toBe(COURSE[meta.course]);
      if (row.label === 'course') {
        expect(row.assignmentId).toBeNull();
        expect(row.parentTitle).toBe(COURSE_CATALOGUE[meta.course].title);
      } else {
        expect(row.assignmentId).not.toBeNull();
      }
      if (row.trophy !== null) expect(row.finished).toBe(true);
    }
  });

  it('shows a new session at the top: a trophy, a check, or nothing', async () => {
    await signInKen();
    const ken = { userUuid: USER.ken.uuid, aliasUuid: ALIAS.kenSakura };
    await logSession({ ...ken, trophy: 2, startedAt: new Date(NOW - 30 * 60_000).toISOString() });
    await logSession({
      ...ken,
      courseUuid: COURSE.firstSteps,
      exerciseUuid: EXERCISE.helloGoodbyeDemo,
      exerciseType: 2,
      trophy: null,
      startedAt: new Date(NOW - 20 * 60_000).toISOString(),
    });
    await logSession({
      ...ken,
      courseUuid: COURSE.firstSteps,
      exerciseUuid: EXERCISE.greetingWordsVocabulary,
      exerciseType: 4,
      trophy: null,
      endedAt: null,
      startedAt: new Date(NOW - 10 * 60_000).toISOString(),
    });
    const rows = await listRecentExercises();
    expect(rows.map((r) => [r.title, r.label, r.parentTitle, r.trophy, r.finished])).toEqual([
      ['Greeting Words', 'course', 'First Steps in English', null, false],
      ['Hello and Goodbye', 'course', 'First Steps in English', null, true],
      ['Nice to Meet You', 'course', 'Everyday Conversation', 2, true],
    ]);
    expect(rows[0]).toMatchObject({
      courseUuid: COURSE.firstSteps,
      exerciseUuid: EXERCISE.greetingWordsVocabulary,
      exerciseType: 4,
      assignmentId: null,
    });
  });

  it('refuses an unknown language (400) and a caller without a token (401)', async () => {
    await signInHana();
    expect((await apiError(listRecentExercises({ lang: 'fr' as never }))).status).toBe(400);
    actAs({ aliasUuid: ALIAS.hanaSakura });
    expect((await apiError(listRecentExercises())).status).toBe(401);
  });
});

describe('user feedback', () => {
  useMockBackend();

  it('stores feedback on the alias’s own session; a second one replaces it', async () => {
    await signInHana();
    const [latest] = await listExerciseLogs();
    await expect(
      postUserFeedback({ logId: latest!.logId, difficulty: 'moderate', text: '' }),
    ).resolves.toBeUndefined();
    await postUserFeedback({
      logId: latest!.logId,
      difficulty: 'difficult',
      text: 'The last question was hard.',
    });
    expect(userFeedback.all()).toEqual([
      {
        logId: latest!.logId,
        difficulty: 'difficult',
        text: 'The last question was hard.',
        aliasUuid: ALIAS.hanaSakura,
        submittedAt: TEST_NOW,
      },
    ]);
  });

  it('answers 404 for a session of another alias or organisation, or an unknown one', async () => {
    await signIn(USER.taro.email, USER.taro.password, ALIAS.taroKaisha);
    const [taros] = await listExerciseLogs();
    await signInHana(ALIAS.hanaMidori);
    const [midoris] = await listExerciseLogs();
    await signInHana();
    for (const logId of [taros!.logId, midoris!.logId, 999_999]) {
      expect(
        (await apiError(postUserFeedback({ logId, difficulty: 'easy', text: 'hm' }))).status,
      ).toBe(404);
    }
    expect(userFeedback.size).toBe(0);
  });

  it.each([
    ['an unknown difficulty', { difficulty: 'impossible', text: '' }, 'difficulty'],
    ['no text', { difficulty: 'easy' }, 'text'],
    ['a text over 2000 characters', { difficulty: 'easy', text: 'x'.repeat(2001) }, 'text'],
    ['a log id that is not a number', { logId: 'latest', difficulty: 'easy', text: '' }, 'logId'],
  ])('refuses %s with 400 and stores nothing', async (_name, body, field) => {
    await signInHana();
    const [latest] = await listExerciseLogs();
    const error = await apiError(postUserFeedback({ logId: latest!.logId, ...body } as never));
    expect(error.status).toBe(400);
    expect(error.firstError(field)).toBeTruthy();
    expect(userFeedback.size).toBe(0);
  });

  it('refuses a caller without a token (401)', async () => {
    await signInHana();
    const [latest] = await listExerciseLogs();
    actAs({ aliasUuid: ALIAS.hanaSakura });
    expect(
      (await apiError(postUserFeedback({ logId: latest!.logId, difficulty: 'easy', text: '' })))
        .status,
    ).toBe(401);
  });
});
