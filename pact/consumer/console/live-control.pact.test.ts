import { MatchersV3 } from '@pact-foundation/pact';
// The builder types are not re-exported by the package's entry point.
import type { V4ResponseBuilder } from '@pact-foundation/pact/src/v4/http/types';
import { describe, expect, it } from 'vitest';
import {
  conductLiveSession,
  downloadLiveSessionReportCsv,
  endLimitedMode,
  endLiveSession,
  extendLiveSession,
  getLiveClassView,
  getLiveSessionReport,
  listConductedLiveSessions,
  sendLiveClassToLobby,
  startLimitedMode,
} from '../../../src/api/generated/endpoints/mock/mock';
import { CONSOLE_PACT } from '../../support/pact-config';
import { STATE } from '../../../mock-server/seed/provider-state-names';
import { createConsumerPact, useMockServer } from '../support/consumer-pact';
import {
  apiError,
  dateTime,
  EXAMPLE,
  fromState,
  json,
  oneOf,
  problem,
  publicHeaders,
  request,
  statePath,
} from '../support/requests';

// The console (src/console/) drives a live class through the mock backend's control operations
// (`/__mock/live/…`): pact eigo-console with eigo-mock-control. The console signs nobody in: its
// calls carry the application key and its language only (src/console/main.tsx).

const { arrayContaining, boolean, eachLike, integer, regex, string, uuid } = MatchersV3;

const pact = createConsumerPact('console-live-control', CONSOLE_PACT);

/** The console's HTTP client against the pact mock server (no credentials, Japanese). */
const useConsoleClient = (server: Parameters<typeof useMockServer>[0], transport?: typeof fetch) =>
  useMockServer(server, {}, transport);

const STATUSES = ['upcoming', 'active', 'over'] as const;
const PROGRESS = ['notStarted', 'inProgress', 'finished'] as const;

/** A class as a learner's app sees it (LiveSession), the teacher's device being none. */
const liveSession = (limitedMode: unknown) => ({
  id: integer(EXAMPLE.sessionId),
  version: integer(2),
  activeDeviceUuid: null,
  limitedMode,
  startsAt: dateTime('2026-11-22T08:50:00+09:00'),
  endsAt: dateTime('2026-11-22T09:40:00+09:00'),
  group: { name: string('2-A') },
});

const limitedModeRef = { id: integer(EXAMPLE.limitedModeId), version: integer(1) };

const limitedModeExercise = {
  courseUuid: uuid(EXAMPLE.courseUuid),
  exerciseUuid: uuid(EXAMPLE.exerciseUuid),
  exerciseType: integer(1),
  title: string('Nice to Meet You'),
};

/** A class as the teacher sees it (ConductedLiveSession). */
const conductedSession = (status: string, locked: boolean) => ({
  id: integer(EXAMPLE.sessionId),
  version: integer(1),
  status: oneOf(STATUSES, status),
  startsAt: dateTime('2026-11-22T08:50:00+09:00'),
  endsAt: dateTime('2026-11-22T09:40:00+09:00'),
  group: {
    id: integer(12),
    name: string('2-A'),
    orgHash: string('sakura'),
    orgName: string('Sakura Junior High School'),
  },
  joinedCount: integer(0),
  limitedMode: locked ? limitedModeRef : null,
  exercises: locked ? eachLike(limitedModeExercise) : [],
});

const answerCounts = {
  right: integer(0),
  close: integer(0),
  wrong: integer(0),
  skipped: integer(0),
};

/**
 * A text answer recorded as text. The builder's `body()` records bytes (base64, matched by the
 * content type their magic bytes suggest); its interaction's `withResponseBody` (the native core's
 * `pactffi_with_body`) records the text as it is, to which a regex rule on `$` applies.
 */
function textBody(builder: V4ResponseBuilder, contentType: string, text: string): void {
  const { interaction } = builder as unknown as {
    interaction: { withResponseBody(body: string, contentType: string): void };
  };
  interaction.withResponseBody(text, contentType);
}

/** The body of an extend request. */
const extendBody = (minutes: number) => ({ minutes });

describe('console: live class control', () => {
  it('conductLiveSession: a class for a group, now', async () => {
    const body = {
      groupName: '2-A',
      startsAt: '2026-11-22T08:50:00+09:00',
      endsAt: '2026-11-22T09:40:00+09:00',
    };
    await pact
      .addInteraction()
      .given(STATE.demoWorld)
      .uponReceiving('a teacher starts a class for 2-A')
      .withRequest('POST', '/api/v1/__mock/live/sessions/', request(publicHeaders, body))
      .willRespondWith(201, json(liveSession(null)))
      .executeTest(async (server) => {
        useConsoleClient(server);
        const session = await conductLiveSession(body);
        expect(session.group.name).toBe('2-A');
        expect(session.limitedMode).toBeNull();
      });
  });

  it('listConductedLiveSessions: every class, as the teacher sees it', async () => {
    await pact
      .addInteraction()
      .given(STATE.classOf2AUnderWay)
      .uponReceiving('a request for the classes of the console')
      .withRequest('GET', '/api/v1/__mock/live/sessions/', request(publicHeaders))
      .willRespondWith(200, json(eachLike(conductedSession('active', false))))
      .executeTest(async (server) => {
        useConsoleClient(server);
        const [session] = await listConductedLiveSessions();
        expect(session?.exercises).toEqual([]);
      });
  });

  it('startLimitedMode: the class locked to a chosen exercise', async () => {
    const body = {
      exercises: [{ courseUuid: fromState('courseUuid'), exerciseUuid: fromState('exerciseUuid') }],
    };
    await pact
      .addInteraction()
      .given(STATE.classOf2AUnderWay)
      .uponReceiving('a teacher locks a class to an exercise')
      .withRequest(
        'POST',
        statePath('/api/v1/__mock/live/sessions/${sessionId}/limited-mode/'),
        request(publicHeaders, body),
      )
      .willRespondWith(200, json(liveSession(limitedModeRef)))
      .executeTest(async (server) => {
        useConsoleClient(server);
        const session = await startLimitedMode(EXAMPLE.sessionId, {
          exercises: [{ courseUuid: EXAMPLE.courseUuid, exerciseUuid: EXAMPLE.exerciseUuid }],
        });
        expect(session.limitedMode?.id).toBe(EXAMPLE.limitedModeId);
      });
  });

  it('getLiveClassView: the class and its learners, none joined yet', async () => {
    await pact
      .addInteraction()
      .given(STATE.liveClassInLimitedMode)
      .uponReceiving('a request for the room of a class in limited mode')
      .withRequest(
        'GET',
        statePath('/api/v1/__mock/live/sessions/${sessionId}/'),
        request(publicHeaders),
      )
      .willRespondWith(
        200,
        json({
          session: conductedSession('active', true),
          learners: eachLike({
            aliasUuid: uuid(EXAMPLE.aliasUuid),
            userUuid: uuid(EXAMPLE.userUuid),
            email: string('hana@sakura.example'),
            userName: string('Hana Sato'),
            joined: false,
            deviceUuid: null,
            joinedAt: null,
            where: 'notJoined',
            currentExercise: null,
            lastSeenAt: null,
            takeOvers: integer(0),
            lastTakenOverAt: null,
            exercises: eachLike({
              courseUuid: uuid(EXAMPLE.courseUuid),
              exerciseUuid: uuid(EXAMPLE.exerciseUuid),
              status: 'notStarted',
              trophy: null,
              answered: integer(0),
              problems: integer(0),
            }),
          }),
        }),
      )
      .executeTest(async (server) => {
        useConsoleClient(server);
        const view = await getLiveClassView(EXAMPLE.sessionId);
        expect(view.session.limitedMode?.id).toBe(EXAMPLE.limitedModeId);
        expect(view.learners[0]?.where).toBe('notJoined');
      });
  });

  it('endLimitedMode: the lock lifted', async () => {
    await pact
      .addInteraction()
      .given(STATE.liveClassInLimitedMode)
      .uponReceiving('a teacher lifts the limited mode of a class')
      .withRequest(
        'DELETE',
        statePath('/api/v1/__mock/live/sessions/${sessionId}/limited-mode/'),
        request(publicHeaders),
      )
      .willRespondWith(200, json(liveSession(null)))
      .executeTest(async (server) => {
        useConsoleClient(server);
        expect((await endLimitedMode(EXAMPLE.sessionId)).limitedMode).toBeNull();
      });
  });

  it('sendLiveClassToLobby: everyone to the lobby (a limited mode of no exercise)', async () => {
    await pact
      .addInteraction()
      .given(STATE.liveClassInLimitedMode)
      .uponReceiving('a teacher sends a class to the lobby')
      .withRequest(
        'POST',
        statePath('/api/v1/__mock/live/sessions/${sessionId}/lobby/'),
        request(publicHeaders),
      )
      .willRespondWith(200, json(liveSession(limitedModeRef)))
      .executeTest(async (server) => {
        useConsoleClient(server);
        expect((await sendLiveClassToLobby(EXAMPLE.sessionId)).limitedMode).not.toBeNull();
      });
  });

  it('sendLiveClassToLobby: 409 for a class that is over', async () => {
    await pact
      .addInteraction()
      .given(STATE.classOf2AOver)
      .uponReceiving('a teacher sends a class that is over to the lobby')
      .withRequest(
        'POST',
        statePath('/api/v1/__mock/live/sessions/${sessionId}/lobby/'),
        request(publicHeaders),
      )
      .willRespondWith(409, problem(409))
      .executeTest(async (server) => {
        useConsoleClient(server);
        expect((await apiError(sendLiveClassToLobby(EXAMPLE.sessionId))).status).toBe(409);
      });
  });

  it('extendLiveSession: ten more minutes', async () => {
    await pact
      .addInteraction()
      .given(STATE.classOf2AUnderWay)
      .uponReceiving('a teacher gives a class ten more minutes')
      .withRequest(
        'POST',
        statePath('/api/v1/__mock/live/sessions/${sessionId}/extend/'),
        request(publicHeaders, extendBody(10)),
      )
      .willRespondWith(200, json(liveSession(null)))
      .executeTest(async (server) => {
        useConsoleClient(server);
        expect((await extendLiveSession(EXAMPLE.sessionId, extendBody(10))).id).toBe(
          EXAMPLE.sessionId,
        );
      });
  });

  it('extendLiveSession: 409 for a class that is over', async () => {
    await pact
      .addInteraction()
      .given(STATE.classOf2AOver)
      .uponReceiving('a teacher gives a class that is over more time')
      .withRequest(
        'POST',
        statePath('/api/v1/__mock/live/sessions/${sessionId}/extend/'),
        request(publicHeaders, extendBody(10)),
      )
      .willRespondWith(409, problem(409))
      .executeTest(async (server) => {
        useConsoleClient(server);
        const error = await apiError(extendLiveSession(EXAMPLE.sessionId, extendBody(10)));
        expect(error.status).toBe(409);
      });
  });

  it('extendLiveSession: 400 for minutes out of range', async () => {
    await pact
      .addInteraction()
      .given(STATE.classOf2AUnderWay)
      .uponReceiving('a teacher gives a class zero more minutes')
      .withRequest(
        'POST',
        statePath('/api/v1/__mock/live/sessions/${sessionId}/extend/'),
        request(publicHeaders, extendBody(0)),
      )
      .willRespondWith(400, problem(400, ['minutes']))
      .executeTest(async (server) => {
        useConsoleClient(server);
        const error = await apiError(extendLiveSession(EXAMPLE.sessionId, extendBody(0)));
        expect(error.status).toBe(400);
        expect(error.firstError('minutes')).toBeTruthy();
      });
  });

  it('endLiveSession: the class ended now (204)', async () => {
    await pact
      .addInteraction()
      .given(STATE.classOf2AUnderWay)
      .uponReceiving('a teacher ends a class')
      .withRequest(
        'DELETE',
        statePath('/api/v1/__mock/live/sessions/${sessionId}/'),
        request(publicHeaders),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        useConsoleClient(server);
        expect(await endLiveSession(EXAMPLE.sessionId)).toBeUndefined();
      });
  });

  it('getLiveSessionReport: every pupil on each exercise, and each question', async () => {
    /** A pupil's result on an exercise: one finished (a score and a trophy), one untouched. */
    const result = (status: string, trophy: unknown, score: unknown) => ({
      exerciseUuid: uuid(EXAMPLE.exerciseUuid),
      status,
      trophy,
      score,
      secondsSpent: integer(0),
      ...answerCounts,
    });
    const pupil = (exercises: unknown) => ({
      aliasUuid: uuid(EXAMPLE.aliasUuid),
      userName: string('Hana Sato'),
      email: string('hana@sakura.example'),
      joined: boolean(false),
      exercises,
    });
    await pact
      .addInteraction()
      .given(STATE.hanaDidPartOfLiveClass)
      .uponReceiving('a request for the lesson report of a class')
      .withRequest(
        'GET',
        statePath('/api/v1/__mock/live/sessions/${sessionId}/report/'),
        request(publicHeaders),
      )
      .willRespondWith(
        200,
        json({
          session: conductedSession('active', true),
          generatedAt: dateTime(),
          exercises: eachLike({ ...limitedModeExercise, questions: integer(5) }),
          // Pact has no "this or null": one pupil who finished an exercise, one who did nothing.
          pupils: arrayContaining(
            pupil(arrayContaining(result('finished', integer(3), integer(100)))),
            pupil(eachLike(result('notStarted', null, null))),
          ),
          questions: eachLike({
            exerciseUuid: uuid(EXAMPLE.exerciseUuid),
            problemUuid: uuid(EXAMPLE.problemUuid),
            number: integer(1),
            prompt: string('I go to school by bus.'),
            answered: integer(1),
            commonWrongAnswers: [],
            ...answerCounts,
          }),
        }),
      )
      .executeTest(async (server) => {
        useConsoleClient(server);
        const report = await getLiveSessionReport(EXAMPLE.sessionId);
        const statuses = report.pupils.flatMap((p) => p.exercises.map((e) => e.status));
        expect(statuses).toEqual(expect.arrayContaining(['finished', 'notStarted']));
        expect(PROGRESS).toEqual(expect.arrayContaining(statuses));
      });
  });

  it('downloadLiveSessionReportCsv: the pupils table, UTF-8 with a BOM, headers in Japanese', async () => {
    const BOM = '\uFEFF';
    const header = '名前,メール,参加,1. Nice to Meet You: 状況';
    const example = `${BOM}${header}\r\nHana Sato,hana@sakura.example,いいえ,未着手\r\n`;
    // The BOM, then the fixed columns and one column group per chosen exercise, then the rows.
    const csv = `^${BOM}名前,メール,参加(,[^\\r\\n]+)?\\r\\n[\\s\\S]*$`;
    let raw: Uint8Array | undefined;
    /** fetch, keeping the bytes of the answer (Response.text() drops a BOM). */
    const keepingBytes: typeof fetch = async (...args) => {
      const response = await globalThis.fetch(...args);
      raw = new Uint8Array(await response.clone().arrayBuffer());
      return response;
    };
    await pact
      .addInteraction()
      .given(STATE.hanaDidPartOfLiveClass)
      .uponReceiving('a download of the pupils table of a lesson report in Japanese')
      .withRequest(
        'GET',
        statePath('/api/v1/__mock/live/sessions/${sessionId}/report.csv'),
        (builder) => {
          builder.headers(publicHeaders);
          builder.query({ table: 'pupils', lang: 'ja' });
        },
      )
      .willRespondWith(200, (builder) => {
        builder.headers({
          'Content-Type': regex(/^text\/csv(;.*)?$/, 'text/csv; charset=utf-8'),
          'Content-Disposition': regex(
            /^attachment; filename=.+$/,
            'attachment; filename="report.csv"',
          ),
        });
        textBody(builder, 'text/csv; charset=utf-8', example);
        builder.matchingRules({
          body: { path: '$', rules: [regex(new RegExp(csv), example)] },
        });
      })
      .executeTest(async (server) => {
        useConsoleClient(server, keepingBytes);
        const text = await downloadLiveSessionReportCsv(EXAMPLE.sessionId, {
          table: 'pupils',
          lang: 'ja',
        });
        expect([...(raw ?? []).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^名前,メール,参加/);
      });
  });
});
