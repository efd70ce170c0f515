import { STATE, type ProviderValues, type StateName } from './provider-state-names';
import type { LiveSession } from '../../src/api/generated/model/liveSession';
import { liveControlHandlers } from '../control/live';
import { exercisesHandlers } from '../handlers/exercises';
import { liveHandlers } from '../handlers/live';
import { changeSettings } from '../db/app-settings';
import { assignments } from '../db/assignments';
import { issueLink } from '../db/auth-links';
import { bookmarksOf } from '../db/bookmarks';
import { courses } from '../db/courses';
import { exerciseContents, problemOf, testProblemUuids } from '../db/exercise-content';
import { logsOfAlias } from '../db/exercise-logs';
import { setFeatureFlag } from '../db/feature-flags';
import { aliases, groups, tokens, userByEmail, users, type User } from '../db/identity';
import { now } from '../runtime/clock';
import { uuidFrom } from '../runtime/ids';
import { progressByExercise } from '../rules/exercise-progress';
import { ASSIGNMENT } from './assignments';
import { COURSE, EXERCISE, EXERCISE_TYPE, ORG_COURSES, orgCanSeeCourse } from './content-catalogue';
import { ALIAS, GROUP, ORG, SSO_DEMO_TOKEN, USER } from './demo-identities';
import { resetStore } from './index';
import {
  answeredStateSetups,
  exerciseStateSetups,
  practiceStateSetups,
} from './provider-state-exercises';
import { asUser, call, forgetHanasRuns, must, signInHana } from './provider-state-support';

// The pact provider states on the mock backend: each one starts from the demo world and lays its
// situation with the mock's own tables, rules and handlers (control operations included), then
// answers the values the verifier injects into the recorded request (see mock-server/seed/provider-state-names.ts).
// Parameters the consumer recorded (e-mail addresses, passwords) are honoured; without them the
// demo world's accounts are used. A state the demo world cannot give throws, failing verification.

type StateParams = Record<string, unknown>;
type StateSetup = (params: StateParams) => Promise<ProviderValues>;

const MINUTE_MS = 60 * 1000;
/** The device that holds a class in 'a live session owned by another device'. */
const OTHER_DEVICE = uuidFrom('device:pact-other-device');

const text = (params: StateParams, name: string, fallback: string): string =>
  typeof params[name] === 'string' ? params[name] : fallback;

const account = (params: StateParams, fallback: string): User => {
  const email = text(params, 'email', fallback);
  return must(userByEmail(email), `account ${email}`);
};

/** A teacher starts a class for the group now (conductLiveSession): under way for 40 minutes. */
function conductClassNow(groupName: string): Promise<LiveSession> {
  const at = now().getTime();
  const body = {
    groupName,
    startsAt: new Date(at - 10 * MINUTE_MS).toISOString(),
    endsAt: new Date(at + 40 * MINUTE_MS).toISOString(),
  };
  return call(liveControlHandlers, 'POST', '/__mock/live/sessions/', { body });
}

/** A class of 2-A under way, locked to these exercises (of Everyday Conversation). */
async function classOf2AInLimitedMode(exerciseUuids: string[]) {
  const session = await conductClassNow(GROUP.sakura2A.name);
  const exercises = exerciseUuids.map((exerciseUuid) => ({
    courseUuid: COURSE.everydayConversation,
    exerciseUuid,
  }));
  const limited = await call<LiveSession>(
    liveControlHandlers,
    'POST',
    `/__mock/live/sessions/${session.id}/limited-mode/`,
    { body: { exercises } },
  );
  return {
    sessionId: session.id,
    limitedModeId: must(limited.limitedMode ?? undefined, 'limited mode').id,
  };
}

/** A course of Sakura JHS in which hana holds a trophy, and one exercise she has never played. */
async function coursePartlyPlayedByHana(): Promise<string> {
  const logs = logsOfAlias(ALIAS.hanaSakura);
  for (const courseUuid of ORG_COURSES[ORG.sakura.hash] ?? []) {
    const exercises =
      courses.get(courseUuid)?.contents.flatMap((c) => c.contents.flatMap((s) => s.contents)) ?? [];
    const progress = progressByExercise(logs.filter((log) => log.courseUuid === courseUuid));
    const withTrophy = exercises.filter((e) => progress.get(e.uuid)?.bestTrophy);
    const other =
      exercises.find((e) => !withTrophy.includes(e)) ??
      (withTrophy.length > 1 ? withTrophy.at(-1) : undefined);
    if (withTrophy.length > 0 && other) {
      await forgetHanasRuns(other.uuid);
      return courseUuid;
    }
  }
  throw new Error('provider state: the demo world has no course with a trophy of hana');
}

const setups: Record<StateName, StateSetup> = {
  [STATE.nobodySignedIn]: async () => ({}),
  [STATE.maintenanceActive]: async () => {
    await changeSettings((settings) => {
      settings.maintenanceActive = true;
      settings.maintenanceMessage = null;
    });
    return {};
  },
  [STATE.memberHasPassword]: async (params) => {
    const password = text(params, 'password', USER.hana.password);
    await users.update(account(params, USER.hana.email).uuid, (draft) => {
      draft.password = password;
      draft.tmpPassword = null;
    });
    return {};
  },
  [STATE.memberHasTmpPassword]: async (params) => {
    const tmpPassword = text(params, 'tmpPassword', USER.new.tmpPassword);
    await users.update(account(params, USER.new.email).uuid, (draft) => {
      draft.password = null;
      draft.tmpPassword = tmpPassword;
    });
    return {};
  },
  [STATE.memberInvited]: async (params) => {
    const { token } = await issueLink('invitation', account(params, USER.new.email).uuid);
    return { invitationToken: token };
  },
  [STATE.memberRequestedReset]: async (params) => {
    const { token } = await issueLink('reset', account(params, USER.hana.email).uuid);
    return { resetToken: token };
  },
  [STATE.hanaCanUseSso]: async () => ({ ssoToken: SSO_DEMO_TOKEN }),
  [STATE.hanaSignedIn]: signInHana,
  [STATE.hanaSignedInForPush]: async () => ({
    ...(await signInHana()),
    userUuid: USER.hana.uuid,
    orgHash: ORG.sakura.hash,
  }),
  [STATE.hanaSignedInWithAiConversation]: async () => {
    await setFeatureFlag(USER.hana.uuid, ALIAS.hanaSakura, 'llm_conversation', true);
    return signInHana();
  },
  [STATE.otherOrganisationResources]: async () => {
    const kaishaGroups = groups
      .filter((group) => group.orgHash === ORG.kaisha.hash)
      .map((group) => group.id);
    const drill = exerciseContents
      .all()
      .find(
        (r) =>
          r.type === EXERCISE_TYPE.DRILL_VOCABULARY &&
          orgCanSeeCourse(ORG.kaisha.hash, r.courseUuid) &&
          !orgCanSeeCourse(ORG.sakura.hash, r.courseUuid),
      );
    const assignment = assignments.find((a) => kaishaGroups.includes(a.groupId));
    const session = await conductClassNow(GROUP.kaishaNewHires.name);
    return {
      ...(await signInHana()),
      courseUuid: must(drill, 'Kaisha vocabulary drill hidden from Sakura JHS').courseUuid,
      exerciseUuid: must(drill, 'Kaisha vocabulary drill').uuid,
      assignmentId: must(assignment, 'Kaisha assignment').id,
      sessionId: session.id,
    };
  },
  [STATE.hanaBookmarkedCourse]: async () => ({
    ...(await signInHana()),
    courseUuid: must(bookmarksOf(ALIAS.hanaSakura)[0], 'bookmark of hana').courseUuid,
  }),
  [STATE.hanaCanSeeUnbookmarkedCourse]: async () => {
    const bookmarked = new Set(bookmarksOf(ALIAS.hanaSakura).map((b) => b.courseUuid));
    const courseUuid = ORG_COURSES[ORG.sakura.hash]?.find((uuid) => !bookmarked.has(uuid));
    return {
      ...(await signInHana()),
      courseUuid: must(courseUuid, 'course hana has not bookmarked'),
    };
  },
  [STATE.hanaPlayedPartOfCourse]: async () => ({
    ...(await signInHana()),
    courseUuid: await coursePartlyPlayedByHana(),
  }),
  [STATE.hanaHasOverdueAssignment]: async () => ({
    ...(await signInHana()),
    assignmentId: must(assignments.get(ASSIGNMENT.overdue), 'overdue assignment').id,
  }),
  [STATE.hanaFinishedExercise]: async () => {
    const log = logsOfAlias(ALIAS.hanaSakura).find((l) => l.mode === 'test' && l.endedAt !== null);
    return { ...(await signInHana()), logId: must(log, 'finished exercise of hana').logId };
  },
  [STATE.liveClassInLimitedMode]: async () => {
    const locked = await classOf2AInLimitedMode([EXERCISE.greetingsChat]);
    return { ...(await signInHana()), ...locked };
  },
  [STATE.liveClassJoinedByClassmates]: async () => {
    const { sessionId } = await classOf2AInLimitedMode([EXERCISE.greetingsChat]);
    // Three classmates take their lessons on devices of their own, through the live API itself.
    const classmates = aliases
      .filter((a) => a.groupIds.includes(GROUP.sakura2A.id) && a.uuid !== ALIAS.hanaSakura)
      .slice(0, 3);
    must(classmates[2], 'three classmates of hana in 2-A');
    for (const [i, classmate] of classmates.entries()) {
      const authToken = `pact-token-classmate-${i}`;
      await tokens.insert({
        token: authToken,
        userUuid: classmate.userUuid,
        issuedAt: now().toISOString(),
      });
      await call(liveHandlers, 'POST', '/live/state/', {
        body: { currentSessionId: sessionId, deviceId: uuidFrom(`device:pact-classmate-${i}`) },
        headers: asUser({ authToken, aliasUuid: classmate.uuid }),
      });
    }
    return { ...(await signInHana()), sessionId };
  },
  [STATE.hanaDidPartOfLiveClass]: async () => {
    const typing = must(exerciseContents.get(EXERCISE.schoolLifeTyping), 'typing drill');
    const chat = must(exerciseContents.get(EXERCISE.greetingsChat), 'chat');
    const locked = await classOf2AInLimitedMode([typing.uuid, chat.uuid]);
    const signedIn = await signInHana();
    const headers = asUser(signedIn);
    const path = (r: typeof typing) => `/exercises/${r.courseUuid}/${r.type}/${r.uuid}`;
    // The typing drill, every sentence typed right and ended; then the chat, started only.
    const { logId } = await call<{ logId: number }>(
      exercisesHandlers,
      'POST',
      `${path(typing)}/start/`,
      { body: locked, headers },
    );
    const problems = testProblemUuids(typing);
    for (const problemUuid of problems) {
      const key = problemOf(typing, problemUuid);
      if (key?.kind !== 'sentence')
        throw new Error(`provider state: ${problemUuid} is no sentence`);
      await call(exercisesHandlers, 'POST', `${path(typing)}/log/`, {
        body: { logId, problemUuid, answer: key.expected, skipped: false },
        headers,
      });
    }
    const counts = { numCorrectAnswers: problems.length, numIncorrectAnswers: 0, numSkipped: 0 };
    await call(exercisesHandlers, 'POST', `${path(typing)}/end/`, {
      body: { logId, ...counts },
      headers,
    });
    await call(exercisesHandlers, 'POST', `${path(chat)}/start/`, { body: locked, headers });
    return { ...signedIn, ...locked };
  },
  [STATE.liveSessionOwnedByAnotherDevice]: async () => {
    const session = await conductClassNow(GROUP.sakura2A.name);
    const signedIn = await signInHana();
    // hana takes the class on another device, through the live API itself.
    await call(liveHandlers, 'POST', '/live/state/', {
      body: { currentSessionId: session.id, deviceId: OTHER_DEVICE, force: false },
      headers: asUser(signedIn),
    });
    return { ...signedIn, sessionId: session.id };
  },
  [STATE.hanaCanOpenVocabularyDrill]: exerciseStateSetups.canOpenVocabularyDrill,
  [STATE.hanaStartedChat]: exerciseStateSetups.startedChat,
  [STATE.hanaStartedDictation]: exerciseStateSetups.startedDictation,
  [STATE.hanaStartedVocabularyDrill]: exerciseStateSetups.startedVocabularyDrill,
  [STATE.hanaStartedPronunciationDrill]: exerciseStateSetups.startedPronunciationDrill,
  [STATE.hanaPractisingVocabularyDrill]: exerciseStateSetups.practisingVocabularyDrill,
  [STATE.hanaStartedTranslationQuiz]: exerciseStateSetups.startedTranslationQuiz,
  [STATE.hanaStartedWriting]: exerciseStateSetups.startedWriting,
  [STATE.hanaStartedDemo]: exerciseStateSetups.startedDemo,
  [STATE.hanaStartedSentenceReading]: exerciseStateSetups.startedSentenceReading,
  [STATE.hanaReadingSentenceAloud]: exerciseStateSetups.readingSentenceAloud,
  [STATE.hanaAnsweredChatRight]: answeredStateSetups.answeredChatRight,
  [STATE.hanaAnsweredPartOfTypingDrill]: answeredStateSetups.answeredPartOfTypingDrill,
  [STATE.hanaHasVocabularyToPractise]: signInHana,
  [STATE.hanaHasPersonalisedCardSet]: practiceStateSetups.hasPersonalisedCardSet,
  [STATE.hanaStartedPersonalisedPractice]: practiceStateSetups.startedPersonalisedPractice,
  [STATE.hanaAnsweredPersonalisedPractice]: practiceStateSetups.answeredPersonalisedPractice,
  [STATE.demoWorld]: async () => ({}),
  [STATE.classOf2AUnderWay]: async () => {
    const session = await conductClassNow(GROUP.sakura2A.name);
    const chat = must(exerciseContents.get(EXERCISE.greetingsChat), 'chat');
    return { sessionId: session.id, courseUuid: chat.courseUuid, exerciseUuid: chat.uuid };
  },
  [STATE.classOf2AOver]: async () => {
    const session = await conductClassNow(GROUP.sakura2A.name);
    await call(liveControlHandlers, 'DELETE', `/__mock/live/sessions/${session.id}/`);
    return { sessionId: session.id };
  },
};

export function isProviderState(name: string): name is StateName {
  return Object.hasOwn(setups, name);
}

/** Resets the store to the demo world and sets up the named state. */
export async function setUpProviderState(
  state: StateName,
  params: StateParams = {},
): Promise<ProviderValues> {
  await resetStore();
  return setups[state](params);
}
