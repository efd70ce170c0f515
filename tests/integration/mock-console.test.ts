import { describe, expect, it } from 'vitest';
import {
  logout,
  requestPasswordReset,
  resetPassword,
} from '../../src/api/generated/endpoints/auth/auth';
import { postLiveState } from '../../src/api/generated/endpoints/live/live';
import { listAliases } from '../../src/api/generated/endpoints/user/user';
import {
  addMockClass,
  conductLiveSession,
  endLiveSession,
  getLiveClassView,
  getMockDirectory,
  getMockState,
  listConductedLiveSessions,
  listMockActivity,
  listOrganisationCourseTrees,
  listSentResetLinks,
  setBuildHash,
  setFeatureFlag,
  setMaintenance,
  setMockClock,
  startLimitedMode,
} from '../../src/api/generated/endpoints/mock/mock';
import { MAX_ENTRIES, recordActivity } from '../../mock-server/runtime/activity';
import { setClock } from '../../mock-server/runtime/clock';
import { uuidFrom } from '../../mock-server/runtime/ids';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { ALIAS, GROUP, ORG, USER } from '../../mock-server/seed/demo-identities';
import { SEEDED_LIVE_SESSION_ID } from '../../mock-server/seed/live';
import { resetStore } from '../../mock-server/seed/index';
import type { LiveClassView } from '../../src/api/generated/model/liveClassView';
import { apiError } from '../support/api-error';
import { signInHana } from '../support/demo-sign-in';
import { actAs, signIn, TEST_NOW, useMockBackend } from '../support/mock-backend';
import { TYPING_IN_CLASS, typeInClass } from '../support/typing-in-class';

// The mock-only reads behind the console (/__console/): the switches, the directory, an
// organisation's course trees, the teacher's view of a live class, the activity log and the
// reset links sent.

const NOW = Date.parse(TEST_NOW);
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const DEVICE = uuidFrom('device:console-test');

/** A class of 2-A under way, locked to a typing drill and a chat. */
async function lockedClassOf2A() {
  const session = await conductLiveSession({ groupName: '2-A', startsAt: at(-5), endsAt: at(45) });
  await startLimitedMode(session.id, {
    exercises: [
      { courseUuid: COURSE.everydayConversation, exerciseUuid: EXERCISE.schoolLifeTyping },
      { courseUuid: COURSE.everydayConversation, exerciseUuid: EXERCISE.greetingsChat },
    ],
  });
  return session;
}

describe('the console reads', () => {
  useMockBackend();

  it('getMockState answers the clock, maintenance and the published build', async () => {
    expect(await getMockState()).toEqual({
      clock: { now: TEST_NOW, fixed: true },
      maintenance: { active: false, message: null },
      build: { commitHash: expect.any(String), published: false },
    });
    await setMaintenance({ active: true, message: 'Back at 10:00' });
    await setBuildHash({ commitHash: 'abc1234' });
    await setMockClock({ now: null });
    const state = await getMockState();
    expect(state.maintenance).toEqual({ active: true, message: 'Back at 10:00' });
    expect(state.build).toEqual({ commitHash: 'abc1234', published: true });
    expect(state.clock.fixed).toBe(false);
    expect(Math.abs(Date.parse(state.clock.now) - Date.now())).toBeLessThan(60_000);
    await setMaintenance({ active: false });
  });

  it('getMockDirectory lists organisations, groups with their learners, and accounts with flags', async () => {
    await setFeatureFlag({
      userEmail: USER.hana.email,
      aliasUuid: ALIAS.hanaMidori,
      name: 'llm_conversation',
      value: true,
    });
    const directory = await getMockDirectory();
    expect(directory.organisations.map((o) => o.name)).toEqual([
      'Kaisha Trading Co.',
      'Midori Cram School',
      'Sakura Junior High School',
    ]);
    const sakura = directory.organisations.find((o) => o.hash === ORG.sakura.hash)!;
    expect(sakura.groups.map((g) => g.name)).toEqual(['2-A', '2-B']);
    // 2-A's roster of 30 (../shared/spec/demo-world.md), by name; nana is invited to no class yet.
    const learners2A = sakura.groups[0]!.learners;
    expect(learners2A).toHaveLength(30);
    expect(learners2A.map((l) => l.userName)).toEqual(
      learners2A.map((l) => l.userName).sort((a, b) => a.localeCompare(b)),
    );
    expect(learners2A).toContainEqual({
      aliasUuid: ALIAS.hanaSakura,
      userUuid: USER.hana.uuid,
      email: USER.hana.email,
      userName: 'Hana Sato',
    });
    expect(learners2A.map((l) => l.email)).toEqual(
      expect.arrayContaining([
        'yui@sakura.example',
        'a2-03@sakura.example',
        'a2-30@sakura.example',
      ]),
    );
    expect(learners2A.map((l) => l.email)).not.toContain(USER.new.email);
    // The accounts: the pinned demo accounts first (the console's pickers open on hana), then
    // every classmate by e-mail.
    const emails = directory.users.map((u) => u.email);
    expect(emails.slice(0, 5)).toEqual(Object.values(USER).map((user) => user.email));
    expect(emails.slice(5)).toEqual([...emails.slice(5)].sort((a, b) => a.localeCompare(b)));
    expect(emails).toHaveLength(78);
    expect(directory.knownFeatureFlags).toEqual(['llm_conversation', 'admin_site']);
    const hana = directory.users.find((u) => u.email === USER.hana.email)!;
    expect(hana.aliases.map((a) => [a.orgName, a.featureFlags])).toEqual([
      ['Sakura Junior High School', { llm_conversation: false, admin_site: false }],
      ['Midori Cram School', { llm_conversation: true, admin_site: false }],
    ]);
    const taro = directory.users.find((u) => u.email === USER.taro.email)!;
    expect(taro.aliases[0]!.featureFlags).toEqual({ llm_conversation: true, admin_site: false });
  });

  it('listOrganisationCourseTrees answers the organisation’s courses with their trees', async () => {
    actAs({ language: 'en' });
    const trees = await listOrganisationCourseTrees(ORG.sakura.hash);
    expect(trees.map((course) => course.uuid)).toEqual([
      COURSE.firstSteps,
      COURSE.everydayConversation,
      COURSE.juniorHighGrammar,
      COURSE.travelEnglish,
      COURSE.eikenPre2,
    ]);
    const exercises = trees[0]!.contents.flatMap((chapter) =>
      chapter.contents.flatMap((section) => section.contents),
    );
    expect(exercises.map((exercise) => exercise.uuid)).toContain(EXERCISE.greetingWordsVocabulary);
    expect(trees[0]!.categories.map((category) => category.name)).toEqual([
      'Vocabulary',
      'Conversation',
    ]);
    actAs({ language: 'ja' });
    expect((await listOrganisationCourseTrees(ORG.sakura.hash))[0]!.categories[0]!.name).toBe(
      '語彙',
    );
    expect((await apiError(listOrganisationCourseTrees('org-nowhere'))).status).toBe(404);
  });

  it('listConductedLiveSessions answers every class with its status and exercises', async () => {
    const session = await lockedClassOf2A();
    const sessions = await listConductedLiveSessions();
    expect(sessions.map((s) => [s.id, s.status])).toEqual([
      [session.id, 'active'],
      [SEEDED_LIVE_SESSION_ID, 'upcoming'],
    ]);
    expect(sessions[0]).toMatchObject({
      group: {
        id: GROUP.sakura2A.id,
        name: '2-A',
        orgHash: ORG.sakura.hash,
        orgName: ORG.sakura.name,
      },
      joinedCount: 0,
      limitedMode: { version: 1 },
      exercises: [
        {
          exerciseUuid: EXERCISE.schoolLifeTyping,
          exerciseType: 9,
          title: 'School Life Sentences',
        },
        { exerciseUuid: EXERCISE.greetingsChat, exerciseType: 1, title: 'Nice to Meet You' },
      ],
    });
    await signInHana();
    await postLiveState({ currentSessionId: session.id, deviceId: DEVICE });
    expect((await listConductedLiveSessions()).map((s) => [s.id, s.joinedCount])).toEqual([
      [session.id, 1],
      [SEEDED_LIVE_SESSION_ID, 0],
    ]);
    setClock(at(60));
    expect((await listConductedLiveSessions())[0]!.status).toBe('over');
  });

  it('getLiveClassView follows who joined and each learner’s progress in the class', async () => {
    const session = await lockedClassOf2A();
    const hanaOf = (view: LiveClassView) =>
      view.learners.find((l) => l.aliasUuid === ALIAS.hanaSakura)!;
    const before = await getLiveClassView(session.id);
    expect(before.session.joinedCount).toBe(0);
    expect(before.learners).toHaveLength(30);
    expect(before.learners.every((l) => !l.joined && l.where === 'notJoined')).toBe(true);
    expect(hanaOf(before)).toEqual({
      aliasUuid: ALIAS.hanaSakura,
      userUuid: USER.hana.uuid,
      email: USER.hana.email,
      userName: 'Hana Sato',
      joined: false,
      deviceUuid: null,
      joinedAt: null,
      where: 'notJoined',
      currentExercise: null,
      lastSeenAt: null,
      placeReportedAt: null,
      takeOvers: 0,
      lastTakenOverAt: null,
      exercises: [
        { ...TYPING_IN_CLASS, status: 'notStarted', trophy: null, answered: 0, problems: 0 },
        {
          courseUuid: COURSE.everydayConversation,
          exerciseUuid: EXERCISE.greetingsChat,
          status: 'notStarted',
          trophy: null,
          answered: 0,
          problems: 0,
        },
      ],
    });

    await signInHana();
    await postLiveState({ currentSessionId: session.id, deviceId: DEVICE });
    const limitedModeId = before.session.limitedMode!.id;
    const total = await typeInClass(session.id, limitedModeId, 2);
    const joined = await getLiveClassView(session.id);
    expect(joined.session.joinedCount).toBe(1);
    expect(hanaOf(joined)).toMatchObject({
      joined: true,
      deviceUuid: DEVICE,
      joinedAt: TEST_NOW,
      where: 'exercise',
      currentExercise: { ...TYPING_IN_CLASS, question: 3, questions: total },
      lastSeenAt: TEST_NOW,
      exercises: [
        { ...TYPING_IN_CLASS, status: 'inProgress', trophy: null, answered: 2, problems: total },
        { exerciseUuid: EXERCISE.greetingsChat, status: 'notStarted', trophy: null },
      ],
    });
    expect(joined.learners.filter((l) => l.joined).map((l) => l.aliasUuid)).toEqual([
      ALIAS.hanaSakura,
    ]);

    await typeInClass(session.id, limitedModeId, 'all');
    const finished = await getLiveClassView(session.id);
    expect(hanaOf(finished).exercises[0]).toMatchObject({ status: 'finished', trophy: 3 });
    // Her latest run ended (the first one she left open is behind her): back in the lobby.
    expect(hanaOf(finished)).toMatchObject({ where: 'lobby', currentExercise: null });

    // A run outside the class does not count.
    const other = await conductLiveSession({ groupName: '2-A', startsAt: at(60), endsAt: at(110) });
    expect(hanaOf(await getLiveClassView(other.id))).toMatchObject({
      joined: false,
      exercises: [],
    });

    // An ended class keeps its room as it was at the end.
    await endLiveSession(session.id);
    expect(hanaOf(await getLiveClassView(session.id))).toMatchObject({
      joined: true,
      where: 'lobby',
      exercises: [{ status: 'finished', trophy: 3 }, { status: 'notStarted' }],
    });
    expect((await apiError(getLiveClassView(999_999))).status).toBe(404);
    expect((await apiError(getLiveClassView(0))).status).toBe(400);
  });

  it('addMockClass adds a group of generated learners who sign in and join its classes', async () => {
    const added = await addMockClass({
      orgHash: ORG.sakura.hash,
      groupName: 'Load Test A',
      learners: 3,
    });
    expect(added.group).toEqual({
      id: expect.any(Number),
      name: 'Load Test A',
      orgHash: ORG.sakura.hash,
    });
    expect(added.learners.map(({ email, password }) => [email, password])).toEqual(
      ['001', '002', '003'].map((n) => [
        `load-test-a-${n}@load.org-sakura-jhs.example`,
        'sakura2026',
      ]),
    );
    expect(new Set(added.learners.map((l) => l.aliasUuid)).size).toBe(3);

    const sakura = (await getMockDirectory()).organisations.find(
      (o) => o.hash === ORG.sakura.hash,
    )!;
    const group = sakura.groups.find((g) => g.name === 'Load Test A')!;
    expect(group.learners.map((l) => [l.email, l.aliasUuid])).toEqual(
      added.learners.map((l) => [l.email, l.aliasUuid]),
    );

    // The second learner signs in (any case of the e-mail) and joins a class of the new group.
    const second = added.learners[1]!;
    await signIn(second.email.toUpperCase(), second.password, second.aliasUuid);
    expect(await listAliases()).toEqual([
      {
        uuid: second.aliasUuid,
        name: expect.stringContaining('Load Test A'),
        orgName: ORG.sakura.name,
        orgHash: ORG.sakura.hash,
      },
    ]);
    const session = await conductLiveSession({
      groupName: 'Load Test A',
      startsAt: at(-5),
      endsAt: at(45),
    });
    await postLiveState({ currentSessionId: session.id, deviceId: DEVICE });
    const view = await getLiveClassView(session.id);
    expect(view.session.joinedCount).toBe(1);
    expect(view.learners.map((l) => [l.email, l.joined])).toEqual(
      added.learners.map((l) => [l.email, l === second]),
    );

    // The same name in another organisation is another group.
    const midori = await addMockClass({
      orgHash: ORG.midori.hash,
      groupName: 'Load Test A',
      learners: 1,
    });
    expect(midori.learners[0]).toMatchObject({
      email: 'load-test-a-001@load.org-midori-cram.example',
      password: 'midori2026',
    });
  });

  it('addMockClass refuses an unknown organisation (404), a name taken (409) and bad input (400)', async () => {
    await addMockClass({ orgHash: ORG.sakura.hash, groupName: 'Load Test A', learners: 2 });
    const unknown = await apiError(
      addMockClass({ orgHash: 'org-nowhere', groupName: 'Load Test B', learners: 2 }),
    );
    expect(unknown.status).toBe(404);
    for (const groupName of ['Load Test A', '2-A', 'load  test a']) {
      const taken = await apiError(
        addMockClass({ orgHash: ORG.sakura.hash, groupName, learners: 2 }),
      );
      expect(taken.status, groupName).toBe(409);
      expect(taken.problem.detail, groupName).toBeTruthy();
    }
    for (const [body, field] of [
      [{ groupName: 'Load Test B', learners: 0 }, 'learners'],
      [{ groupName: 'Load Test B', learners: 501 }, 'learners'],
      [{ groupName: 'Load Test B', learners: 2.5 }, 'learners'],
      [{ groupName: '', learners: 2 }, 'groupName'],
      [{ groupName: '   ', learners: 2 }, 'groupName'],
      [{ groupName: 'x'.repeat(41), learners: 2 }, 'groupName'],
      [{ learners: 2 }, 'groupName'],
    ] as const) {
      const error = await apiError(addMockClass({ orgHash: ORG.sakura.hash, ...body } as never));
      expect(error.status, JSON.stringify(body)).toBe(400);
      expect(error.firstError(field), JSON.stringify(body)).toBeTruthy();
    }
    const sakura = (await getMockDirectory()).organisations.find(
      (o) => o.hash === ORG.sakura.hash,
    )!;
    expect(sakura.groups.map((g) => g.name)).toEqual(['2-A', '2-B', 'Load Test A']);
  });

  it('listMockActivity tells sign-ins, answers, trophies, classes and control, newest first', async () => {
    const session = await lockedClassOf2A();
    await signInHana();
    await postLiveState({ currentSessionId: session.id, deviceId: DEVICE });
    const limitedModeId = (await getLiveClassView(session.id)).session.limitedMode!.id;
    const total = await typeInClass(session.id, limitedModeId, 'all');
    await postLiveState({
      currentSessionId: session.id,
      deviceId: uuidFrom('device:other'),
      force: true,
    });
    await setMaintenance({ active: true, message: 'Back soon' });
    await setMaintenance({ active: false });
    await logout();

    const all = await listMockActivity();
    expect(all.map((entry) => entry.kind).reverse()).toEqual([
      'classStarted',
      'classLocked',
      'signIn',
      'classJoined',
      'exerciseStarted',
      ...Array<string>(total).fill('answer'),
      'exerciseEnded',
      'classTakenOver',
      'maintenanceSet',
      'maintenanceSet',
      'signOut',
    ]);
    const ended = all.find((entry) => entry.kind === 'exerciseEnded')!;
    expect(ended).toMatchObject({
      at: TEST_NOW,
      user: { uuid: USER.hana.uuid, email: USER.hana.email, userName: 'Hana Sato' },
      details: {
        exerciseTitle: 'School Life Sentences',
        exerciseType: 9,
        mode: 'test',
        trophy: 3,
        correctCount: total,
        problemCount: total,
      },
    });
    expect(all.find((entry) => entry.kind === 'answer')!.details).toMatchObject({
      correct: true,
      skipped: false,
    });
    expect(all.find((entry) => entry.kind === 'classLocked')).toMatchObject({
      user: null,
      details: { sessionId: session.id, groupName: '2-A', exerciseCount: 2 },
    });

    // One user's, any case of the e-mail; newer than an id; at most a limit.
    const hanas = await listMockActivity({ userEmail: 'HANA@sakura.example' });
    expect(hanas.every((entry) => entry.user?.email === USER.hana.email)).toBe(true);
    expect(hanas).toHaveLength(all.length - 4);
    expect(await listMockActivity({ after: all[1]!.id })).toEqual([all[0]]);
    expect(await listMockActivity({ limit: 2 })).toEqual(all.slice(0, 2));
    expect((await apiError(listMockActivity({ limit: 0 }))).status).toBe(400);

    // A reset forgets it all, but what happened since.
    await resetStore();
    expect(await listMockActivity()).toEqual([]);
  });

  it('keeps the last events only', async () => {
    for (let i = 0; i < MAX_ENTRIES + 5; i++) recordActivity('storeReset', null, { seed: `${i}` });
    const kept = await listMockActivity({ limit: 1000 });
    expect(kept).toHaveLength(MAX_ENTRIES);
    expect(kept[0]!.details.seed).toBe(`${MAX_ENTRIES + 4}`);
  });

  it('listSentResetLinks lists the reset links sent, with what each one can still do', async () => {
    await requestPasswordReset({ email: USER.ken.email });
    setClock(at(1));
    await requestPasswordReset({ email: USER.hana.email });
    setClock(at(2));
    await requestPasswordReset({ email: 'nobody@sakura.example' });
    const sent = await listSentResetLinks();
    expect(sent.map((link) => [link.email, link.status])).toEqual([
      [USER.hana.email, 'valid'],
      [USER.ken.email, 'valid'],
    ]);
    expect(sent[0]).toMatchObject({
      userName: 'Hana Sato',
      sentAt: at(1),
      expiresAt: at(1 + 24 * 60),
      url: expect.stringMatching(/^\/user\/password-change\/from-request\?token=/),
    });
    expect((await listMockActivity({ userEmail: USER.ken.email }))[0]!.kind).toBe('resetLinkSent');

    // hana uses hers; ken's expires after a day.
    const token = new URL(sent[0]!.url, 'http://app').searchParams.get('token')!;
    await resetPassword({ token, password: 'sakura2027' });
    setClock(at(1 + 24 * 60 + 1));
    expect((await listSentResetLinks()).map((link) => link.status)).toEqual(['used', 'expired']);

    // A reset with ken's newest link voids every other link of his, the expired one too.
    await requestPasswordReset({ email: USER.ken.email });
    await requestPasswordReset({ email: USER.ken.email });
    const kens = (await listSentResetLinks()).filter((link) => link.email === USER.ken.email);
    const newest = new URL(kens[0]!.url, 'http://app').searchParams.get('token')!;
    await resetPassword({ token: newest, password: 'sakura2027' });
    expect(
      (await listSentResetLinks())
        .filter((link) => link.email === USER.ken.email)
        .map((link) => link.status),
    ).toEqual(['used', 'void', 'void']);
  });
});
