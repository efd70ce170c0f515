import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/http-client';
import {
  getLimitedMode,
  getLiveSession,
  listLiveSessions,
  postLiveState,
} from '../../src/api/generated/endpoints/live/live';
import {
  conductLiveSession,
  endLimitedMode,
  endLiveSession,
  startLimitedMode,
} from '../../src/api/generated/endpoints/mock/mock';
import { setClock } from '../../mock-server/runtime/clock';
import { uuidFrom } from '../../mock-server/runtime/ids';
import { ALIAS, USER } from '../../mock-server/seed/demo-identities';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { SEEDED_LIVE_SESSION_ID } from '../../mock-server/seed/live';
import { apiError } from '../support/api-error';
import { signInHana, signInKen } from '../support/demo-sign-in';
import { actAs, signIn, TEST_NOW, useMockBackend } from '../support/mock-backend';

const NOW = Date.parse(TEST_NOW);
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const device = (name: string) => uuidFrom(`device:${name}`);

/** A class of 2-A (hana's Sakura group) under way now, for an hour. */
const classOf2A = () => conductLiveSession({ groupName: '2-A', startsAt: at(-5), endsAt: at(55) });

describe('live sessions', () => {
  useMockBackend();

  it('lists the classes of the alias’s groups only, earliest first', async () => {
    const later = await conductLiveSession({
      groupName: '2-A',
      startsAt: at(120),
      endsAt: at(170),
    });
    const now = await classOf2A();
    await conductLiveSession({ groupName: 'New Hires 2026', startsAt: at(-5), endsAt: at(55) });

    await signInHana();
    const sessions = await listLiveSessions();
    expect(sessions.map((s) => s.id)).toEqual([now.id, later.id]);
    expect(sessions[0]).toEqual({
      id: now.id,
      version: 1,
      activeDeviceUuid: null,
      limitedMode: null,
      startsAt: at(-5),
      endsAt: at(55),
      group: { name: '2-A' },
    });

    await signInKen();
    const kens = await listLiveSessions();
    expect(kens.map((s) => s.id)).toEqual([SEEDED_LIVE_SESSION_ID]);
    expect(Date.parse(kens[0]!.startsAt)).toBeGreaterThan(NOW);

    await signInHana(ALIAS.hanaMidori);
    expect(await listLiveSessions()).toEqual([]);
  });

  it('answers one session to its group and 404 to anyone else', async () => {
    const session = await classOf2A();
    const kaisha = await conductLiveSession({
      groupName: 'New Hires 2026',
      startsAt: at(-5),
      endsAt: at(55),
    });

    await signInHana();
    expect(await getLiveSession(session.id)).toMatchObject({
      id: session.id,
      group: { name: '2-A' },
    });
    expect((await apiError(getLiveSession(kaisha.id))).status).toBe(404);
    expect((await apiError(getLiveSession(SEEDED_LIVE_SESSION_ID))).status).toBe(404);
    expect((await apiError(getLiveSession(999_999))).status).toBe(404);

    await signIn(USER.taro.email, USER.taro.password, ALIAS.taroKaisha);
    const problem = (await apiError(getLiveSession(session.id))).problem;
    expect(problem.status).toBe(404);
    expect(problem).not.toHaveProperty('currentOwner');
  });

  it('refuses callers without a token (401)', async () => {
    const session = await classOf2A();
    actAs({ aliasUuid: ALIAS.hanaSakura });
    expect((await apiError(listLiveSessions())).status).toBe(401);
    expect((await apiError(getLiveSession(session.id))).status).toBe(401);
    expect(
      (await apiError(postLiveState({ currentSessionId: session.id, deviceId: device('a') })))
        .status,
    ).toBe(401);
    actAs({ token: 'not-a-token', aliasUuid: ALIAS.hanaSakura });
    expect((await apiError(listLiveSessions())).status).toBe(401);
  });

  it('hides a class once it is over', async () => {
    const session = await classOf2A();
    await signInHana();
    setClock(at(55));
    expect(await listLiveSessions()).toEqual([]);
    expect((await apiError(getLiveSession(session.id))).status).toBe(404);
  });
});

describe('postLiveState: one device holds a session', () => {
  useMockBackend();

  it('takes a free session, keeps it idempotently, refuses another device, and lets force take over', async () => {
    const session = await classOf2A();
    await signInHana();

    const taken = await postLiveState({ currentSessionId: session.id, deviceId: device('laptop') });
    expect(taken).toMatchObject({ id: session.id, activeDeviceUuid: device('laptop'), version: 2 });

    const again = await postLiveState({
      currentSessionId: session.id,
      deviceId: device('laptop'),
      force: true,
    });
    expect(again).toEqual(taken);

    const refused = await apiError(
      postLiveState({ currentSessionId: session.id, deviceId: device('tablet') }),
    );
    expect(refused.status).toBe(409);
    expect(refused.problem.currentOwner).toEqual({
      sessionId: session.id,
      activeDeviceUuid: device('laptop'),
      version: 2,
    });
    expect(refused.problem.detail).toBeTruthy();

    const takenOver = await postLiveState({
      currentSessionId: session.id,
      deviceId: device('tablet'),
      force: true,
    });
    expect(takenOver).toMatchObject({ activeDeviceUuid: device('tablet'), version: 3 });
    expect(await getLiveSession(session.id)).toEqual(takenOver);
  });

  it('answers the 409 in the request’s language', async () => {
    const session = await classOf2A();
    await signInHana(ALIAS.hanaSakura, 'en');
    await postLiveState({ currentSessionId: session.id, deviceId: device('laptop') });
    const english = await apiError(
      postLiveState({ currentSessionId: session.id, deviceId: device('tablet') }),
    );
    expect(english.problem.detail).toBe('This account is in a class on another device');
    await signInHana();
    const japanese = await apiError(
      postLiveState({ currentSessionId: session.id, deviceId: device('tablet') }),
    );
    expect(japanese.problem.detail).toBe('このアカウントは別の端末でクラスに参加しています');
  });

  it('never loses an update under 50 concurrent claims (some forced)', async () => {
    const session = await classOf2A();
    await signInHana();
    const claims = Array.from({ length: 50 }, (_, i) => ({
      deviceId: device(`racer-${i}`),
      force: i % 5 === 0,
    }));
    const results = await Promise.allSettled(
      claims.map((claim) => postLiveState({ currentSessionId: session.id, ...claim })),
    );

    const answers = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const conflicts = results.flatMap((r) =>
      r.status === 'rejected' ? [r.reason as ApiError] : [],
    );
    expect(conflicts.every((e) => e instanceof ApiError && e.status === 409)).toBe(true);
    expect(answers.length + conflicts.length).toBe(50);
    // The first claim takes the free session; every forced claim after it takes it over.
    expect(answers.length).toBeGreaterThanOrEqual(10);

    const versions = answers.map((a) => a.version).sort((a, b) => a - b);
    expect(versions).toEqual(versions.map((_, i) => 2 + i));

    const final = await getLiveSession(session.id);
    expect(final.version).toBe(1 + answers.length);
    const last = answers.find((a) => a.version === final.version)!;
    expect(final.activeDeviceUuid).toBe(last.activeDeviceUuid);
    for (const conflict of conflicts) {
      const owner = conflict.problem.currentOwner as { version: number; activeDeviceUuid: string };
      expect(owner.version).toBeLessThanOrEqual(final.version);
      expect(
        answers.some(
          (a) => a.version === owner.version && a.activeDeviceUuid === owner.activeDeviceUuid,
        ),
      ).toBe(true);
    }
  });

  it('answers 404 for a session of another group or organisation, unchanged', async () => {
    const kaisha = await conductLiveSession({
      groupName: 'New Hires 2026',
      startsAt: at(-5),
      endsAt: at(55),
    });
    await signInHana();
    expect(
      (await apiError(postLiveState({ currentSessionId: kaisha.id, deviceId: device('laptop') })))
        .status,
    ).toBe(404);
    expect(
      (
        await apiError(
          postLiveState({ currentSessionId: SEEDED_LIVE_SESSION_ID, deviceId: device('laptop') }),
        )
      ).status,
    ).toBe(404);

    await signIn(USER.taro.email, USER.taro.password, ALIAS.taroKaisha);
    expect(await getLiveSession(kaisha.id)).toMatchObject({ version: 1, activeDeviceUuid: null });
  });

  it.each([
    [
      'a device id that is not a uuid',
      (id: number) => ({ currentSessionId: id, deviceId: 'laptop' }),
      'deviceId',
    ],
    ['no session id', () => ({ deviceId: device('laptop') }), 'currentSessionId'],
    [
      'a text session id',
      () => ({ currentSessionId: 'one', deviceId: device('laptop') }),
      'currentSessionId',
    ],
    [
      'a force that is not a boolean',
      (id: number) => ({ currentSessionId: id, deviceId: device('laptop'), force: 'yes' }),
      'force',
    ],
  ])('refuses %s with 400 and changes nothing', async (_name, body, field) => {
    const session = await classOf2A();
    await signInHana();
    const error = await apiError(postLiveState(body(session.id) as never));
    expect(error.status).toBe(400);
    expect(error.firstError(field)).toBeTruthy();
    expect(await getLiveSession(session.id)).toMatchObject({ version: 1, activeDeviceUuid: null });
  });
});

describe('the teacher’s control operations', () => {
  useMockBackend();

  const chosen = [
    { courseUuid: COURSE.everydayConversation, exerciseUuid: EXERCISE.greetingsChat },
    { courseUuid: COURSE.firstSteps, exerciseUuid: EXERCISE.greetingWordsVocabulary },
  ];

  it('starts, changes and lifts a limited mode, raising the versions', async () => {
    const session = await classOf2A();
    const started = await startLimitedMode(session.id, { exercises: chosen });
    expect(started.version).toBe(2);
    expect(started.limitedMode).toEqual({ id: expect.any(Number), version: 1 });
    const limitedModeId = started.limitedMode!.id;

    await signInHana();
    expect(await getLiveSession(session.id)).toEqual(started);
    expect(await getLimitedMode(session.id, limitedModeId)).toEqual({
      id: limitedModeId,
      version: 1,
      exercises: [
        { ...chosen[0], exerciseType: 1, title: 'Nice to Meet You' },
        { ...chosen[1], exerciseType: 4, title: 'Greeting Words' },
      ],
    });

    const changed = await startLimitedMode(session.id, { exercises: [chosen[1]!] });
    expect(changed).toMatchObject({ version: 3, limitedMode: { id: limitedModeId, version: 2 } });
    expect((await getLimitedMode(session.id, limitedModeId)).exercises).toHaveLength(1);
    expect((await apiError(getLimitedMode(session.id, limitedModeId + 1))).status).toBe(404);

    const lifted = await endLimitedMode(session.id);
    expect(lifted).toMatchObject({ version: 4, limitedMode: null });
    expect((await apiError(getLimitedMode(session.id, limitedModeId))).status).toBe(404);
    expect(await endLimitedMode(session.id)).toMatchObject({ version: 4, limitedMode: null });

    const restarted = await startLimitedMode(session.id, { exercises: chosen });
    expect(restarted.limitedMode!.id).not.toBe(limitedModeId);
  });

  it('keeps the limited mode of a class from another organisation or group out of reach', async () => {
    const session = await classOf2A();
    const { limitedMode } = await startLimitedMode(session.id, { exercises: chosen });
    await signInKen();
    expect((await apiError(getLimitedMode(session.id, limitedMode!.id))).status).toBe(404);
    await signIn(USER.taro.email, USER.taro.password, ALIAS.taroKaisha);
    expect((await apiError(getLimitedMode(session.id, limitedMode!.id))).status).toBe(404);
  });

  it('ends a class: it vanishes from the list and further calls answer 404', async () => {
    const session = await classOf2A();
    await signInHana();
    await postLiveState({ currentSessionId: session.id, deviceId: device('laptop') });
    await endLiveSession(session.id);
    expect(await listLiveSessions()).toEqual([]);
    expect((await apiError(getLiveSession(session.id))).status).toBe(404);
    expect(
      (await apiError(postLiveState({ currentSessionId: session.id, deviceId: device('laptop') })))
        .status,
    ).toBe(404);
    expect((await apiError(endLiveSession(session.id))).status).toBe(404);
    expect((await apiError(endLimitedMode(session.id))).status).toBe(404);
    expect((await apiError(startLimitedMode(session.id, { exercises: chosen }))).status).toBe(404);
  });

  it('refuses an unknown group (404), a reversed time span and unknown exercises (400)', async () => {
    expect(
      (await apiError(conductLiveSession({ groupName: '9-Z', startsAt: at(0), endsAt: at(50) })))
        .status,
    ).toBe(404);
    const reversed = await apiError(
      conductLiveSession({ groupName: '2-A', startsAt: at(50), endsAt: at(0) }),
    );
    expect(reversed.status).toBe(400);
    expect(reversed.firstError('endsAt')).toBeTruthy();

    const session = await classOf2A();
    const unknown = await apiError(
      startLimitedMode(session.id, {
        exercises: [{ courseUuid: COURSE.firstSteps, exerciseUuid: EXERCISE.greetingsChat }],
      }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.firstError('exercises.0.exerciseUuid')).toBeTruthy();
    // Business English is not in Sakura's catalogue: its learners could not open it.
    const hidden = await apiError(
      startLimitedMode(session.id, {
        exercises: [
          { courseUuid: COURSE.businessMeetingsEmail, exerciseUuid: EXERCISE.joiningMeetingChat },
        ],
      }),
    );
    expect(hidden.status).toBe(400);
    const empty = await apiError(startLimitedMode(session.id, { exercises: [] }));
    expect(empty.status).toBe(400);

    await signInHana();
    expect(await getLiveSession(session.id)).toMatchObject({ version: 1, limitedMode: null });
  });
});
