import { describe, expect, it } from 'vitest';
import {
  logout,
  requestPasswordReset,
  resetPassword,
} from '../../src/api/generated/endpoints/auth/auth';
import {
  endExercise,
  logExerciseAnswer,
  startExercise,
} from '../../src/api/generated/endpoints/exercises/exercises';
import { postLiveState } from '../../src/api/generated/endpoints/live/live';
import {
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
import { exerciseContents, testProblemUuids } from '../../mock-server/db/exercise-content';
import { MAX_ENTRIES, recordActivity } from '../../mock-server/runtime/activity';
import { setClock } from '../../mock-server/runtime/clock';
import { uuidFrom } from '../../mock-server/runtime/ids';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { ALIAS, GROUP, ORG, USER } from '../../mock-server/seed/demo-identities';
import { SEEDED_LIVE_SESSION_ID } from '../../mock-server/seed/live';
import { resetStore } from '../../mock-server/seed/index';
import { apiError } from '../support/api-error';
import { signInHana } from '../support/demo-sign-in';
import { actAs, TEST_NOW, useMockBackend } from '../support/mock-backend';

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

/** hana does the typing drill in the class: every sentence right, except `wrong` of them. */
async function hanaTypesInClass(sessionId: number, limitedModeId: number, finish: boolean) {
  const path = [COURSE.everydayConversation, 9, EXERCISE.schoolLifeTyping] as const;
  const content = exerciseContents.get(EXERCISE.schoolLifeTyping)!;
  const uuids = testProblemUuids(content);
  const { logId } = await startExercise(...path, { sessionId, limitedModeId });
  const answered = finish ? uuids : uuids.slice(0, 2);
  for (const [index, problemUuid] of answered.entries()) {
    const key = content.problems[index]!;
    if (key.kind !== 'sentence') throw new Error(`problem ${index} is ${key.kind}`);
    await logExerciseAnswer(...path, { logId, problemUuid, answer: key.expected, skipped: false });
  }
  if (finish) {
    await endExercise(...path, {
      logId,
      numCorrectAnswers: uuids.length,
      numIncorrectAnswers: 0,
      numSkipped: 0,
    });
  }
  return uuids.length;
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
    expect(sakura.groups[0]!.learners).toEqual([
      {
        aliasUuid: ALIAS.hanaSakura,
        userUuid: USER.hana.uuid,
        email: USER.hana.email,
        userName: 'Hana Sato',
      },
      {
        aliasUuid: ALIAS.newSakura,
        userUuid: USER.new.uuid,
        email: USER.new.email,
        userName: 'Nana Suzuki',
      },
    ]);
    expect(directory.knownFeatureFlags).toEqual(['llm_conversation']);
    const hana = directory.users.find((u) => u.email === USER.hana.email)!;
    expect(hana.aliases.map((a) => [a.orgName, a.featureFlags])).toEqual([
      ['Sakura Junior High School', { llm_conversation: false }],
      ['Midori Cram School', { llm_conversation: true }],
    ]);
    const taro = directory.users.find((u) => u.email === USER.taro.email)!;
    expect(taro.aliases[0]!.featureFlags).toEqual({ llm_conversation: true });
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
      activeDeviceUuid: null,
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
    setClock(at(60));
    expect((await listConductedLiveSessions())[0]!.status).toBe('over');
  });

  it('getLiveClassView follows who joined and each learner’s progress in the class', async () => {
    const session = await lockedClassOf2A();
    const before = await getLiveClassView(session.id);
    expect(before.learners.map((l) => [l.userName, l.joined, l.deviceUuid])).toEqual([
      ['Hana Sato', false, null],
      ['Nana Suzuki', false, null],
    ]);
    expect(before.learners[0]!.exercises.map((e) => e.status)).toEqual([
      'notStarted',
      'notStarted',
    ]);

    await signInHana();
    await postLiveState({ currentSessionId: session.id, deviceId: DEVICE });
    const limitedModeId = (await getLiveClassView(session.id)).session.limitedMode!.id;
    const total = await hanaTypesInClass(session.id, limitedModeId, false);
    const joined = await getLiveClassView(session.id);
    expect(joined.learners[0]).toMatchObject({
      userName: 'Hana Sato',
      joined: true,
      deviceUuid: DEVICE,
      joinedAt: TEST_NOW,
      exercises: [
        {
          exerciseUuid: EXERCISE.schoolLifeTyping,
          status: 'inProgress',
          trophy: null,
          answered: 2,
          problems: total,
        },
        { exerciseUuid: EXERCISE.greetingsChat, status: 'notStarted', trophy: null },
      ],
    });
    expect(joined.learners[1]!.joined).toBe(false);

    await hanaTypesInClass(session.id, limitedModeId, true);
    const finished = await getLiveClassView(session.id);
    expect(finished.learners[0]!.exercises[0]).toMatchObject({ status: 'finished', trophy: 3 });

    // A run outside the class does not count.
    const other = await conductLiveSession({ groupName: '2-A', startsAt: at(60), endsAt: at(110) });
    expect((await getLiveClassView(other.id)).learners[0]!.exercises).toEqual([]);

    await endLiveSession(session.id);
    expect((await apiError(getLiveClassView(session.id))).status).toBe(404);
    expect((await apiError(getLiveClassView(0))).status).toBe(400);
  });

  it('listMockActivity tells sign-ins, answers, trophies, classes and control, newest first', async () => {
    const session = await lockedClassOf2A();
    await signInHana();
    await postLiveState({ currentSessionId: session.id, deviceId: DEVICE });
    const limitedModeId = (await getLiveClassView(session.id)).session.limitedMode!.id;
    const total = await hanaTypesInClass(session.id, limitedModeId, true);
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
