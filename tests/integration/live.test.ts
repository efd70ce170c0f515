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
  getLiveClassView,
  listMockActivity,
  startLimitedMode,
} from '../../src/api/generated/endpoints/mock/mock';
import { loginIndividual } from '../../src/api/generated/endpoints/auth/auth';
import { startExercise } from '../../src/api/generated/endpoints/exercises/exercises';
import { listAliases } from '../../src/api/generated/endpoints/user/user';
import type { LiveClassView } from '../../src/api/generated/model/liveClassView';
import type { LivePlace } from '../../src/api/generated/model/livePlace';
import { liveSessions } from '../../mock-server/db/live-sessions';
import { restoreStore, snapshotStore } from '../../mock-server/persistence/snapshot';
import { setClock } from '../../mock-server/runtime/clock';
import { uuidFrom } from '../../mock-server/runtime/ids';
import { ALIAS, ORG, USER } from '../../mock-server/seed/demo-identities';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { SEEDED_LIVE_SESSION_ID } from '../../mock-server/seed/live';
import { apiError } from '../support/api-error';
import { signInHana, signInKen } from '../support/demo-sign-in';
import { TYPING_IN_CLASS, typeInClass } from '../support/typing-in-class';
import { actAs, signIn, TEST_NOW, useMockBackend } from '../support/mock-backend';

const NOW = Date.parse(TEST_NOW);
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const device = (name: string) => uuidFrom(`device:${name}`);

const NOT_STARTED = { status: 'notStarted', trophy: null, answered: 0, problems: 0 };

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

describe('a state file written when one device held a whole class', () => {
  useMockBackend();

  it('still loads: the class-wide device and holder are dropped, nobody has joined', async () => {
    const session = await classOf2A();
    const snapshot = snapshotStore();
    snapshot.tables.liveSessions = snapshot.tables.liveSessions!.map((record) =>
      (record as { id: number }).id === session.id
        ? {
            ...(record as object),
            version: 2,
            activeDeviceUuid: device('laptop'),
            holder: { aliasUuid: ALIAS.hanaSakura, since: TEST_NOW },
          }
        : record,
    );
    delete snapshot.tables.liveAttendance;
    await restoreStore(snapshot);

    await signInHana();
    expect(await getLiveSession(session.id)).toMatchObject({ version: 2, activeDeviceUuid: null });
    expect((await listLiveSessions()).map((s) => [s.id, s.activeDeviceUuid])).toEqual([
      [session.id, null],
    ]);
    expect(
      await postLiveState({ currentSessionId: session.id, deviceId: device('tablet') }),
    ).toMatchObject({ activeDeviceUuid: device('tablet'), version: 3 });
    expect(liveSessions.get(session.id)).not.toHaveProperty('activeDeviceUuid');
    expect(liveSessions.get(session.id)).not.toHaveProperty('holder');
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
        { ...chosen[0], exerciseType: 1, title: 'Nice to Meet You', progress: NOT_STARTED },
        { ...chosen[1], exerciseType: 4, title: 'Greeting Words', progress: NOT_STARTED },
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

  it('ends a class: it vanishes from the learner’s list and further calls answer 404', async () => {
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
    // The class is kept for the teacher, over (tests/integration/live-report.test.ts); ending it
    // again changes nothing, an unknown class is 404.
    await endLiveSession(session.id);
    expect((await apiError(endLiveSession(999_999))).status).toBe(404);
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

describe('a whole class: each learner holds the lesson on a device of their own', () => {
  useMockBackend();

  /** The 30 learners of 2-A (../shared/spec/demo-world.md), in roster order. */
  const ROSTER_2A = [
    USER.hana.email,
    'yui@sakura.example',
    ...Array.from({ length: 28 }, (_, i) => `a2-${String(i + 3).padStart(2, '0')}@sakura.example`),
  ];

  type Learner = {
    email: string;
    aliasUuid: string;
    /** The learner's own device. */
    device: string;
    /** Request options acting as this learner (token and Sakura alias). */
    as: { headers: Record<string, string> };
  };

  /** Every learner of 2-A signed in on their own, at once. */
  function signInClass(): Promise<Learner[]> {
    return Promise.all(
      ROSTER_2A.map(async (email) => {
        const { authToken } = await loginIndividual({ email, password: 'sakura2026' });
        const token = { Authorization: `Token ${authToken}` };
        const aliases = await listAliases({ headers: token });
        const sakura = aliases.find((alias) => alias.orgHash === ORG.sakura.hash)!;
        const headers = { ...token, 'X-Alias-Uuid': sakura.uuid };
        return { email, aliasUuid: sakura.uuid, device: device(email), as: { headers } };
      }),
    );
  }

  const claim = (sessionId: number, learner: Learner, deviceId = learner.device, force = false) =>
    postLiveState({ currentSessionId: sessionId, deviceId, force }, learner.as);

  const rowOf = (view: LiveClassView, learner: Learner) =>
    view.learners.find((row) => row.aliasUuid === learner.aliasUuid)!;

  it('all 30 learners of 2-A claim at once: every claim succeeds with their own device', async () => {
    const session = await classOf2A();
    const learners = await signInClass();
    expect(new Set(learners.map((l) => l.aliasUuid)).size).toBe(30);

    const claims = await Promise.all(learners.map((learner) => claim(session.id, learner)));
    expect(claims.map((c) => [c.id, c.activeDeviceUuid, c.version])).toEqual(
      learners.map((l) => [session.id, l.device, 2]),
    );
    const seen = await Promise.all(learners.map((l) => getLiveSession(session.id, l.as)));
    expect(seen).toEqual(claims);
    const listed = await Promise.all(learners.map((l) => listLiveSessions(l.as)));
    expect(listed).toEqual(claims.map((c) => [c]));

    const view = await getLiveClassView(session.id);
    expect(view.session.joinedCount).toBe(30);
    expect(view.learners).toHaveLength(30);
    for (const learner of learners) {
      expect(rowOf(view, learner)).toMatchObject({
        email: learner.email,
        joined: true,
        deviceUuid: learner.device,
        joinedAt: TEST_NOW,
        where: 'lobby',
        lastSeenAt: TEST_NOW,
        takeOvers: 0,
        lastTakenOverAt: null,
      });
    }
    const joins = (await listMockActivity()).filter((entry) => entry.kind === 'classJoined');
    expect(joins.map((entry) => entry.user?.email).sort()).toEqual([...ROSTER_2A].sort());
  });

  it('two devices of every learner racing: exactly one of each learner’s wins', async () => {
    const session = await classOf2A();
    const learners = await signInClass();
    const second = (learner: Learner) => device(`${learner.email} second`);
    const results = await Promise.allSettled(
      learners.flatMap((learner) => [
        claim(session.id, learner),
        claim(session.id, learner, second(learner)),
      ]),
    );

    const view = await getLiveClassView(session.id);
    expect(view.session.joinedCount).toBe(30);
    learners.forEach((learner, i) => {
      const [first, other] = [results[2 * i]!, results[2 * i + 1]!];
      const won = [first, other].flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const lost = [first, other].flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
      expect(won, learner.email).toHaveLength(1);
      expect(lost[0]).toBeInstanceOf(ApiError);
      const owner = {
        sessionId: session.id,
        activeDeviceUuid: won[0]!.activeDeviceUuid,
        version: 2,
      };
      expect((lost[0] as ApiError).problem.currentOwner).toEqual(owner);
      expect([learner.device, second(learner)]).toContain(won[0]!.activeDeviceUuid);
      expect(rowOf(view, learner).deviceUuid).toBe(won[0]!.activeDeviceUuid);
    });
  });

  it('a second device of one learner gets 409; its take-over leaves the classmates untouched', async () => {
    const session = await classOf2A();
    const learners = await signInClass();
    const [hana, yui] = learners as [Learner, Learner];
    await Promise.all(learners.map((learner) => claim(session.id, learner)));
    const tablet = device('yui tablet');

    const refused = await apiError(claim(session.id, yui, tablet));
    expect(refused.status).toBe(409);
    expect(refused.problem.currentOwner).toEqual({
      sessionId: session.id,
      activeDeviceUuid: yui.device,
      version: 2,
    });

    setClock(at(1));
    const takenOver = await claim(session.id, yui, tablet, true);
    expect(takenOver).toMatchObject({ activeDeviceUuid: tablet, version: 3 });
    expect((await apiError(claim(session.id, yui))).problem.currentOwner).toEqual({
      sessionId: session.id,
      activeDeviceUuid: tablet,
      version: 3,
    });

    const classmates = learners.filter((learner) => learner !== yui);
    const theirs = await Promise.all(classmates.map((l) => getLiveSession(session.id, l.as)));
    expect(theirs.map((s) => [s.activeDeviceUuid, s.version])).toEqual(
      classmates.map((l) => [l.device, 2]),
    );
    expect(await claim(session.id, hana)).toMatchObject({
      activeDeviceUuid: hana.device,
      version: 2,
    });

    const view = await getLiveClassView(session.id);
    expect(view.session.joinedCount).toBe(30);
    expect(rowOf(view, yui)).toMatchObject({
      deviceUuid: tablet,
      joinedAt: at(1),
      takeOvers: 1,
      lastTakenOverAt: at(1),
    });
    expect(view.learners.filter((row) => row.takeOvers > 0).map((row) => row.email)).toEqual([
      yui.email,
    ]);
    const takeOvers = (await listMockActivity()).filter((e) => e.kind === 'classTakenOver');
    expect(takeOvers.map((entry) => [entry.user?.email, entry.details.deviceUuid])).toEqual([
      [yui.email, tablet],
    ]);
  });

  it('the version each learner sees rises with the teacher’s changes and their own claims only', async () => {
    const session = await classOf2A();
    const [hana, yui] = (await signInClass()) as [Learner, Learner];
    const versions = async () =>
      Promise.all(
        [hana, yui].map(async (learner) => {
          const [listed] = await listLiveSessions(learner.as);
          expect(await getLiveSession(session.id, learner.as)).toEqual(listed);
          return listed!.version;
        }),
      );
    const steps: number[][] = [await versions()];
    await claim(session.id, hana);
    steps.push(await versions());
    await startLimitedMode(session.id, { exercises: [TYPING_IN_CLASS] });
    steps.push(await versions());
    await claim(session.id, yui);
    steps.push(await versions());
    await claim(session.id, yui, device('yui tablet'), true);
    steps.push(await versions());
    await endLimitedMode(session.id);
    steps.push(await versions());
    expect(steps).toEqual([
      [1, 1],
      [2, 1],
      [3, 2],
      [3, 3],
      [3, 4],
      [4, 5],
    ]);
    // The teacher's answers name no learner's device.
    expect(await startLimitedMode(session.id, { exercises: [TYPING_IN_CLASS] })).toMatchObject({
      version: 4,
      activeDeviceUuid: null,
    });
  });

  it('the teacher’s live view: who joined, where each is, question n of m, away, progress', async () => {
    const session = await classOf2A();
    const { limitedMode } = await startLimitedMode(session.id, {
      exercises: [
        TYPING_IN_CLASS,
        { courseUuid: COURSE.everydayConversation, exerciseUuid: EXERCISE.greetingsChat },
      ],
    });
    const learners = await signInClass();
    const [hana, yui, third] = learners as [Learner, Learner, Learner];
    for (const learner of [hana, yui, third]) await claim(session.id, learner);

    const total = await typeInClass(session.id, limitedMode!.id, 2, yui.as);
    await typeInClass(session.id, limitedMode!.id, 'all', third.as);
    // A run outside the class does not count.
    await startExercise(TYPING_IN_CLASS.courseUuid, 9, TYPING_IN_CLASS.exerciseUuid, {}, hana.as);

    let view = await getLiveClassView(session.id);
    expect(view.session.joinedCount).toBe(3);
    expect(view.learners.map((row) => row.where).filter((w) => w === 'notJoined')).toHaveLength(27);
    expect(rowOf(view, hana)).toMatchObject({ where: 'lobby', currentExercise: null });
    expect(rowOf(view, yui)).toMatchObject({
      where: 'exercise',
      currentExercise: { ...TYPING_IN_CLASS, question: 3, questions: total },
      exercises: [
        { ...TYPING_IN_CLASS, status: 'inProgress', trophy: null, answered: 2, problems: total },
        { exerciseUuid: EXERCISE.greetingsChat, status: 'notStarted' },
      ],
    });
    expect(rowOf(view, third)).toMatchObject({
      where: 'lobby',
      exercises: [{ status: 'finished', trophy: 3, answered: total }, { status: 'notStarted' }],
    });
    expect(rowOf(view, learners[3]!)).toMatchObject({
      joined: false,
      deviceUuid: null,
      joinedAt: null,
      where: 'notJoined',
      lastSeenAt: null,
    });

    // Each learner's lobby reads their own progress.
    const progress = async (learner: Learner) =>
      (await getLimitedMode(session.id, limitedMode!.id, learner.as)).exercises.map(
        (exercise) => exercise.progress,
      );
    expect(await progress(yui)).toEqual([
      { status: 'inProgress', trophy: null, answered: 2, problems: total },
      NOT_STARTED,
    ]);
    expect(await progress(third)).toEqual([
      { status: 'finished', trophy: 3, answered: total, problems: total },
      NOT_STARTED,
    ]);
    expect(await progress(hana)).toEqual([NOT_STARTED, NOT_STARTED]);

    // 20 s without a live call: away; a poll brings a learner back.
    setClock(new Date(NOW + 20_000).toISOString());
    view = await getLiveClassView(session.id);
    expect([hana, yui, third].map((l) => rowOf(view, l).where)).toEqual(['away', 'away', 'away']);
    expect(rowOf(view, yui).currentExercise).toBeNull();
    await listLiveSessions(yui.as);
    view = await getLiveClassView(session.id);
    expect(rowOf(view, yui)).toMatchObject({
      where: 'exercise',
      lastSeenAt: new Date(NOW + 20_000).toISOString(),
    });
    expect(rowOf(view, hana)).toMatchObject({ where: 'away', lastSeenAt: TEST_NOW });
  });

  it('the place each learner’s app reports decides where the room shows them; the answers stay the fallback', async () => {
    const session = await classOf2A();
    const { limitedMode } = await startLimitedMode(session.id, { exercises: [TYPING_IN_CLASS] });
    const [hana, yui, third] = (await signInClass()) as [Learner, Learner, Learner];
    for (const learner of [hana, yui, third]) await claim(session.id, learner);
    const total = await typeInClass(session.id, limitedMode!.id, 1, hana.as);
    await typeInClass(session.id, limitedMode!.id, 1, yui.as);
    await typeInClass(session.id, limitedMode!.id, 'all', third.as);
    const report = (learner: Learner, place: LivePlace, deviceId = learner.device) =>
      postLiveState({ currentSessionId: session.id, deviceId, place }, learner.as);

    // Without a report: hana's and yui's open runs say question 2; third is back in the lobby.
    let view = await getLiveClassView(session.id);
    expect(rowOf(view, hana)).toMatchObject({ where: 'exercise', placeReportedAt: null });
    expect(rowOf(view, hana).currentExercise).toMatchObject({ question: 2, answerSheet: false });

    // hana left the exercise with ✕ (her run stays open): the lobby.
    await report(hana, { kind: 'lobby' });
    // yui is on the answer sheet of question 1, not on question 2.
    await report(yui, {
      kind: 'exercise',
      ...TYPING_IN_CLASS,
      question: 1,
      questions: total,
      answered: 1,
      answerSheet: true,
    });
    // third looks at her result.
    await report(third, { kind: 'result', ...TYPING_IN_CLASS, questions: total, answered: total });

    view = await getLiveClassView(session.id);
    expect(rowOf(view, hana)).toMatchObject({
      where: 'lobby',
      currentExercise: null,
      placeReportedAt: TEST_NOW,
    });
    expect(rowOf(view, yui)).toMatchObject({
      where: 'exercise',
      currentExercise: { ...TYPING_IN_CLASS, question: 1, questions: total, answerSheet: true },
    });
    expect(rowOf(view, third)).toMatchObject({
      where: 'result',
      currentExercise: { ...TYPING_IN_CLASS, questions: total },
      exercises: [{ status: 'finished' }],
    });

    // A place from another device of hana's is refused (409) and kept nowhere; an unforced
    // report never takes her lesson.
    const refused = await apiError(report(hana, { kind: 'left' }, device('hana-phone')));
    expect(refused.status).toBe(409);
    view = await getLiveClassView(session.id);
    expect(rowOf(view, hana)).toMatchObject({ where: 'lobby', deviceUuid: hana.device });

    // She leaves the class screens: left, even once silent for long.
    await report(hana, { kind: 'left' });
    setClock(new Date(NOW + 60_000).toISOString());
    view = await getLiveClassView(session.id);
    expect(rowOf(view, hana).where).toBe('left');
    expect(rowOf(view, yui).where).toBe('away');
  });
});
