import { MatchersV3 } from '@pact-foundation/pact';
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
import { STATE } from '../../mock-server/seed/provider-state-names';
import { createConsumerPact, useMockServer } from './support/consumer-pact';
import {
  aliasHeaders,
  dateTime,
  EXAMPLE,
  fromState,
  isoDate,
  json,
  oneOf,
  queryRequest,
  request,
  SIGNED_IN,
} from './support/requests';

const { arrayContaining, eachLike, integer, number, string, uuid } = MatchersV3;

const pact = createConsumerPact('history');

const trophies = { bronze: integer(1), silver: integer(8), gold: integer(20) };
const figure = (value: number, level: string, samples: number) => ({
  value: number(value),
  level: oneOf(['beginner', 'intermediate', 'advanced'], level),
  samples: integer(samples),
});

/** The demo world's history: runs for assignments and on their own, with and without a trophy. */
const exerciseLog = {
  logId: integer(EXAMPLE.logId),
  exerciseUuid: uuid(EXAMPLE.exerciseUuid),
  exerciseType: integer(4),
  skill: integer(3),
  exerciseTitle: string('Greeting Words'),
  courseUuid: uuid(EXAMPLE.courseUuid),
  courseTitle: string('First Steps in English'),
  timestamp: dateTime(),
};

/** A range wide enough for any backend's clock: the demo world's runs are relative to "now". */
const ALL_TIME = { startDate: '2020-04-01', endDate: '2099-03-31' };

describe('history', () => {
  it('getAchievement: learned badges, trophies and exercise counts', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a request for the achievement')
      .withRequest('GET', '/api/v1/learning-history/achievement/', request(aliasHeaders))
      .willRespondWith(
        200,
        json({
          learnedBadges: integer(29),
          trophies,
          exerciseCounts: {
            finished: integer(188),
            distinctExercises: integer(34),
            byType: eachLike({ exerciseType: integer(1), count: integer(17) }),
          },
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        expect((await getAchievement()).trophies.gold).toBe(20);
      });
  });

  it('getActivitySummary: sessions and minutes per day of a range', async () => {
    const range = { startDate: '2026-10-24', endDate: '2026-11-22' };
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a request for the activity summary of a month')
      .withRequest(
        'GET',
        '/api/v1/learning-history/activity-summary/',
        queryRequest(aliasHeaders, range),
      )
      .willRespondWith(
        200,
        json({
          startDate: isoDate(range.startDate),
          endDate: isoDate(range.endDate),
          days: eachLike({
            date: isoDate(range.startDate),
            exerciseCount: integer(5),
            minutes: integer(8),
          }),
          totalExercises: integer(88),
          totalMinutes: integer(196),
          activeDays: integer(22),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        expect((await getActivitySummary(range)).days[0]?.date).toBe(range.startDate);
      });
  });

  it('listExerciseLogs: finished runs, filtered by day, type and skill', async () => {
    const query = { lang: 'ja' as const, ...ALL_TIME, exerciseType: 0, skill: 0 };
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a request for the exercise logs of every type and skill')
      .withRequest(
        'GET',
        '/api/v1/learning-history/exercise-logs/',
        queryRequest(aliasHeaders, { ...query, exerciseType: '0', skill: '0' }),
      )
      .willRespondWith(
        200,
        json(
          arrayContaining(
            {
              ...exerciseLog,
              assignmentId: integer(EXAMPLE.assignmentId),
              assignmentTitle: string('Unit 4 Review: Past Tense'),
              trophy: integer(1),
            },
            { ...exerciseLog, assignmentId: null, assignmentTitle: null, trophy: integer(3) },
            { ...exerciseLog, assignmentId: null, assignmentTitle: null, trophy: null },
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const rows = await listExerciseLogs(query);
        expect(rows.map((row) => row.trophy)).toEqual([1, 3, null]);
      });
  });

  it('getLearningStats: the figures of one exercise type', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a request for the learning stats of vocabulary drills')
      .withRequest('GET', '/api/v1/learning-history/learning-stats/4/', request(aliasHeaders))
      .willRespondWith(
        200,
        json({
          exerciseType: 4,
          skill: integer(3),
          sessions: integer(21),
          distinctExercises: integer(4),
          correctAnswers: integer(80),
          incorrectAnswers: integer(55),
          skippedAnswers: integer(3),
          correctRate: number(0.58),
          bestTrophies: trophies,
          minutes: integer(53),
          lastPlayedAt: dateTime(),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        expect((await getLearningStats(4)).exerciseType).toBe(4);
      });
  });

  it('getPerformanceSummary: retries, CEFR-J spread, reaction time and speaking speed', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a request for the performance summary')
      .withRequest('GET', '/api/v1/learning-history/performance-summary/', request(aliasHeaders))
      .willRespondWith(
        200,
        json({
          averageRetry: figure(0.15, 'advanced', 1016),
          exerciseCefrDistribution: eachLike({ cefrj: integer(1), count: integer(37) }, 12),
          reactionTime: figure(6246, 'intermediate', 1038),
          wordsPerMinute: figure(44.3, 'intermediate', 290),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        expect((await getPerformanceSummary()).exerciseCefrDistribution).toHaveLength(12);
      });
  });

  it('listRecentExercises: the exercises played lately, for an assignment or a course', async () => {
    const recent = {
      exerciseType: integer(1),
      title: string('Nice to Meet You'),
      parentTitle: string('Everyday Conversation'),
      trophy: integer(3),
      finished: true,
      courseUuid: uuid(EXAMPLE.courseUuid),
      exerciseUuid: uuid(EXAMPLE.exerciseUuid),
      lastPlayedAt: dateTime(),
    };
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a request for the recent exercises')
      .withRequest(
        'GET',
        '/api/v1/learning-history/recent-exercises/',
        queryRequest(aliasHeaders, { lang: 'ja' }),
      )
      .willRespondWith(
        200,
        json(
          arrayContaining(
            { ...recent, label: 'assignment', assignmentId: integer(EXAMPLE.assignmentId) },
            { ...recent, label: 'course', assignmentId: null },
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const rows = await listRecentExercises({ lang: 'ja' });
        expect(rows.map((row) => row.label)).toEqual(['assignment', 'course']);
      });
  });

  it('postUserFeedback: the learner’s feedback on a finished session', async () => {
    const feedback = { difficulty: 'moderate' as const, text: 'The last question was hard.' };
    await pact
      .addInteraction()
      .given(STATE.hanaFinishedExercise)
      .uponReceiving('feedback on a finished session')
      .withRequest(
        'POST',
        '/api/v1/user-feedback/',
        request(aliasHeaders, { logId: fromState('logId'), ...feedback }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        await expect(
          postUserFeedback({ logId: EXAMPLE.logId, ...feedback }),
        ).resolves.toBeUndefined();
      });
  });
});
