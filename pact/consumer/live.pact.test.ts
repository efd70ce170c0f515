import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  getLimitedMode,
  getLiveSession,
  listLiveSessions,
  postLiveState,
} from '../../src/api/generated/endpoints/live/live';
import { STATE } from '../../mock-server/seed/provider-state-names';
import { createConsumerPact, useMockServer } from './support/consumer-pact';
import {
  aliasHeaders,
  apiError,
  dateTime,
  EXAMPLE,
  fromState,
  json,
  problem,
  request,
  SIGNED_IN,
  statePath,
} from './support/requests';

const { eachLike, integer, string, uuid } = MatchersV3;

const pact = createConsumerPact('live');

/** This browser's deviceUuid (from local storage). */
const DEVICE = '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
/** An exercise the place names (the backend keeps the place as it comes). */
const PLACE_COURSE = '00000000-0000-4000-8000-00000000c001';
const PLACE_EXERCISE = '00000000-0000-4000-8000-00000000e001';

const liveSession = (activeDeviceUuid: unknown) => ({
  id: integer(EXAMPLE.sessionId),
  version: integer(2),
  activeDeviceUuid,
  startsAt: dateTime('2026-11-22T08:50:00+09:00'),
  endsAt: dateTime('2026-11-22T09:40:00+09:00'),
  group: { name: string('2-A') },
});

const limitedModeRef = { id: integer(EXAMPLE.limitedModeId), version: integer(1) };

/** A request for the limited mode in force, in this state. */
const limitedModeRequest = (state: string, description: string) =>
  pact
    .addInteraction()
    .given(state)
    .uponReceiving(description)
    .withRequest(
      'GET',
      statePath('/api/v1/live/sessions/${sessionId}/limited-mode/${limitedModeId}/'),
      request(aliasHeaders),
    );

/** An exercise of the limited mode with this learner's progress on it in the class. */
const limitedModeExercise = (exerciseType: number, title: string, progress: object) => ({
  courseUuid: uuid(EXAMPLE.courseUuid),
  exerciseUuid: uuid('6071a293-a4b5-4c6d-8f70-8b9c0d1e2f30'),
  exerciseType: integer(exerciseType),
  title: string(title),
  progress,
});

describe('live', () => {
  it('listLiveSessions: the alias’s class, live in limited mode', async () => {
    await pact
      .addInteraction()
      .given(STATE.liveClassInLimitedMode)
      .uponReceiving('a poll of the live sessions during a class in limited mode')
      .withRequest('GET', '/api/v1/live/sessions/', request(aliasHeaders))
      .willRespondWith(200, json(eachLike({ ...liveSession(null), limitedMode: limitedModeRef })))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const [session] = await listLiveSessions();
        expect(session?.limitedMode?.id).toBe(EXAMPLE.limitedModeId);
      });
  });

  it('listLiveSessions: 503 while maintenance is active', async () => {
    await pact
      .addInteraction()
      .given(STATE.maintenanceActive)
      .uponReceiving('a poll of the live sessions during maintenance')
      .withRequest('GET', '/api/v1/live/sessions/', request(aliasHeaders))
      .willRespondWith(503, problem(503))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        expect((await apiError(listLiveSessions())).status).toBe(503);
      });
  });

  it('getLiveSession: one session of the alias’s group', async () => {
    await pact
      .addInteraction()
      .given(STATE.liveClassInLimitedMode)
      .uponReceiving('a request for a live session')
      .withRequest('GET', statePath('/api/v1/live/sessions/${sessionId}/'), request(aliasHeaders))
      .willRespondWith(200, json({ ...liveSession(null), limitedMode: limitedModeRef }))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        expect((await getLiveSession(EXAMPLE.sessionId)).group.name).toBe('2-A');
      });
  });

  it('getLiveSession: 404 for a class of another organisation', async () => {
    await pact
      .addInteraction()
      .given(STATE.otherOrganisationResources)
      .uponReceiving('a request for a live session of another organisation')
      .withRequest('GET', statePath('/api/v1/live/sessions/${sessionId}/'), request(aliasHeaders))
      .willRespondWith(404, problem(404))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        expect((await apiError(getLiveSession(EXAMPLE.sessionId))).status).toBe(404);
      });
  });

  it('getLimitedMode: the exercises of the limited mode in force', async () => {
    await limitedModeRequest(
      STATE.liveClassInLimitedMode,
      'a request for the limited mode of a live session',
    )
      .willRespondWith(
        200,
        json({
          ...limitedModeRef,
          exercises: eachLike(
            limitedModeExercise(1, 'Nice to Meet You', {
              status: 'notStarted',
              trophy: null,
              answered: integer(0),
              problems: integer(0),
            }),
          ),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const details = await getLimitedMode(EXAMPLE.sessionId, EXAMPLE.limitedModeId);
        expect(details.exercises[0]?.exerciseType).toBe(1);
        expect(details.exercises[0]?.progress.status).toBe('notStarted');
      });
  });

  it('getLimitedMode: this learner’s progress on each exercise of the class', async () => {
    await limitedModeRequest(
      STATE.hanaDidPartOfLiveClass,
      'a request for the limited mode of a live session partly done',
    )
      .willRespondWith(
        200,
        json({
          ...limitedModeRef,
          exercises: [
            limitedModeExercise(9, 'School Life Sentences', {
              status: 'finished',
              trophy: 3,
              answered: integer(5),
              problems: integer(5),
            }),
            limitedModeExercise(1, 'Nice to Meet You', {
              status: 'inProgress',
              trophy: null,
              answered: integer(0),
              problems: integer(4),
            }),
          ],
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const details = await getLimitedMode(EXAMPLE.sessionId, EXAMPLE.limitedModeId);
        expect(details.exercises.map((e) => [e.progress.status, e.progress.trophy])).toEqual([
          ['finished', 3],
          ['inProgress', null],
        ]);
      });
  });

  it('listLiveSessions: classmates’ devices hold their lessons, none of hers', async () => {
    await pact
      .addInteraction()
      .given(STATE.liveClassJoinedByClassmates)
      .uponReceiving('a poll of the live sessions of a class classmates have joined')
      .withRequest('GET', '/api/v1/live/sessions/', request(aliasHeaders))
      .willRespondWith(200, json(eachLike({ ...liveSession(null), limitedMode: limitedModeRef })))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const [session] = await listLiveSessions();
        expect(session?.activeDeviceUuid).toBeNull();
      });
  });

  it.each([
    ['a class no device holds', STATE.liveClassInLimitedMode, 'no device holds'],
    [
      'her lesson while classmates hold theirs',
      STATE.liveClassJoinedByClassmates,
      'classmates have joined',
    ],
  ])('postLiveState: takes %s', async (_name, state, which) => {
    await pact
      .addInteraction()
      .given(state)
      .uponReceiving(`a claim of a live session ${which}`)
      .withRequest(
        'POST',
        '/api/v1/live/state/',
        request(aliasHeaders, { currentSessionId: fromState('sessionId'), deviceId: DEVICE }),
      )
      .willRespondWith(200, json({ ...liveSession(DEVICE), limitedMode: limitedModeRef }))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const session = await postLiveState({
          currentSessionId: EXAMPLE.sessionId,
          deviceId: DEVICE,
        });
        expect(session.activeDeviceUuid).toBe(DEVICE);
      });
  });

  it('postLiveState: 409 while another device holds the class', async () => {
    await pact
      .addInteraction()
      .given(STATE.liveSessionOwnedByAnotherDevice)
      .uponReceiving('a claim of a live session another device holds')
      .withRequest(
        'POST',
        '/api/v1/live/state/',
        request(aliasHeaders, { currentSessionId: fromState('sessionId'), deviceId: DEVICE }),
      )
      .willRespondWith(
        409,
        problem(409, [], {
          currentOwner: {
            sessionId: EXAMPLE.sessionId,
            activeDeviceUuid: '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
            version: 2,
          },
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const error = await apiError(
          postLiveState({ currentSessionId: EXAMPLE.sessionId, deviceId: DEVICE }),
        );
        expect(error.status).toBe(409);
      });
  });

  it('postLiveState: takes the class over with force', async () => {
    await pact
      .addInteraction()
      .given(STATE.liveSessionOwnedByAnotherDevice)
      .uponReceiving('a forced claim of a live session another device holds')
      .withRequest(
        'POST',
        '/api/v1/live/state/',
        request(aliasHeaders, {
          currentSessionId: fromState('sessionId'),
          deviceId: DEVICE,
          force: true,
          place: { kind: 'lobby' },
        }),
      )
      .willRespondWith(200, json({ ...liveSession(DEVICE), limitedMode: null }))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        // The app's claim says where the learner is (the optional place).
        const session = await postLiveState({
          currentSessionId: EXAMPLE.sessionId,
          deviceId: DEVICE,
          force: true,
          place: { kind: 'lobby' },
        });
        expect(session.activeDeviceUuid).toBe(DEVICE);
      });
  });

  it('postLiveState: reports where the learner is (an answer sheet), unforced', async () => {
    const place = {
      kind: 'exercise',
      courseUuid: PLACE_COURSE,
      exerciseUuid: PLACE_EXERCISE,
      question: 1,
      questions: 5,
      answered: 1,
      answerSheet: true,
    } as const;
    await pact
      .addInteraction()
      .given(STATE.liveClassInLimitedMode)
      .uponReceiving('a place report of the learner on the answer sheet of question 1')
      .withRequest(
        'POST',
        '/api/v1/live/state/',
        request(aliasHeaders, {
          currentSessionId: fromState('sessionId'),
          deviceId: DEVICE,
          force: false,
          place,
        }),
      )
      .willRespondWith(200, json({ ...liveSession(DEVICE), limitedMode: limitedModeRef }))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const session = await postLiveState({
          currentSessionId: EXAMPLE.sessionId,
          deviceId: DEVICE,
          force: false,
          place,
        });
        expect(session.activeDeviceUuid).toBe(DEVICE);
      });
  });
});
