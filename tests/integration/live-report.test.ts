import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  endExercise,
  logExerciseAnswer,
  startExercise,
} from '../../src/api/generated/endpoints/exercises/exercises';
import { listLiveSessions, postLiveState } from '../../src/api/generated/endpoints/live/live';
import {
  conductLiveSession,
  downloadLiveSessionReportCsv,
  endLimitedMode,
  endLiveSession,
  getLiveClassView,
  getLiveSessionReport,
  listConductedLiveSessions,
  startLimitedMode,
} from '../../src/api/generated/endpoints/mock/mock';
import { listAliases } from '../../src/api/generated/endpoints/user/user';
import { resolveUrl } from '../../src/api/http-client';
import { exerciseContents, testProblemUuids } from '../../mock-server/db/exercise-content';
import { setClock } from '../../mock-server/runtime/clock';
import { uuidFrom } from '../../mock-server/runtime/ids';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { ALIAS, ORG_PASSWORD, ORG } from '../../mock-server/seed/demo-identities';
import type { LiveSessionReport } from '../../src/api/generated/model/liveSessionReport';
import { apiError } from '../support/api-error';
import { signInHana } from '../support/demo-sign-in';
import { actAs, signIn, TEST_NOW, useMockBackend } from '../support/mock-backend';
import { TYPING_IN_CLASS } from '../support/typing-in-class';

// An ended class is kept (endLiveSession moves its end to now), and the lesson report of a class:
// getLiveSessionReport and its CSV (downloadLiveSessionReportCsv).

const NOW = Date.parse(TEST_NOW);
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const DEVICE = uuidFrom('device:report-test');
const TYPING = [TYPING_IN_CLASS.courseUuid, 9, TYPING_IN_CLASS.exerciseUuid] as const;
const CHAT = { courseUuid: COURSE.everydayConversation, exerciseUuid: EXERCISE.greetingsChat };
const WRONG = 'Our school trip is in May.';

/** The typing drill's five sentences, in order. */
const problems = () => testProblemUuids(exerciseContents.get(TYPING_IN_CLASS.exerciseUuid)!);

async function joinAs(email: string) {
  if (email === 'hana@sakura.example') await signInHana();
  else {
    const token = await signIn(email, ORG_PASSWORD[ORG.sakura.hash]!);
    const [alias] = await listAliases();
    actAs({ token, aliasUuid: alias!.uuid, language: 'ja' });
  }
}

/** Starts a run of the typing drill in the class and gives these answers, in order. */
async function typeAnswers(sessionId: number, limitedModeId: number, answers: string[]) {
  const { logId } = await startExercise(...TYPING, { sessionId, limitedModeId });
  const uuids = problems();
  for (const [i, answer] of answers.entries())
    await logExerciseAnswer(...TYPING, { logId, problemUuid: uuids[i]!, answer, skipped: false });
  return logId;
}

/** 2-A's class under way, locked to the typing drill; hana and yui worked in it. */
async function classWithWork() {
  const session = await conductLiveSession({ groupName: '2-A', startsAt: at(-5), endsAt: at(45) });
  const { limitedMode } = await startLimitedMode(session.id, { exercises: [TYPING_IN_CLASS] });
  const limitedModeId = limitedMode!.id;
  await joinAs('hana@sakura.example');
  await postLiveState({ currentSessionId: session.id, deviceId: DEVICE });
  const logId = await typeAnswers(session.id, limitedModeId, [
    'What subject do you like best?',
    'I like sciense because experiments are fun.', // a typo: close
    WRONG,
    'Please open your textbooks to page twenty.',
    'May I borrow your eraser?',
  ]);
  await endExercise(...TYPING, {
    logId,
    numCorrectAnswers: 3,
    numIncorrectAnswers: 2,
    numSkipped: 0,
  });
  await joinAs('yui@sakura.example');
  await postLiveState({ currentSessionId: session.id, deviceId: uuidFrom('device:yui') });
  await typeAnswers(session.id, limitedModeId, [
    'What subject do you like best?',
    'I like science because experiments are fun.',
    WRONG,
  ]);
  // The teacher moves the class on to the chat: the report keeps both exercises.
  await endLimitedMode(session.id);
  await startLimitedMode(session.id, { exercises: [CHAT] });
  return session;
}

const pupil = (report: LiveSessionReport, email: string) =>
  report.pupils.find((p) => p.email === email)!;

describe('the lesson report', () => {
  useMockBackend();

  it('lists every pupil of the group with their results and every question with its answers', async () => {
    const session = await classWithWork();
    const report = await getLiveSessionReport(session.id);
    expect(report.session).toMatchObject({ id: session.id, status: 'active', joinedCount: 2 });
    expect(report.exercises).toEqual([
      { ...TYPING_IN_CLASS, exerciseType: 9, title: 'School Life Sentences', questions: 5 },
      { ...CHAT, exerciseType: 1, title: 'Nice to Meet You', questions: expect.any(Number) },
    ]);
    expect(report.pupils).toHaveLength(30);
    expect(pupil(report, 'hana@sakura.example')).toMatchObject({
      aliasUuid: ALIAS.hanaSakura,
      userName: 'Hana Sato',
      joined: true,
      exercises: [
        {
          exerciseUuid: TYPING_IN_CLASS.exerciseUuid,
          status: 'finished',
          trophy: 1,
          score: 60,
          right: 3,
          close: 1,
          wrong: 1,
          skipped: 0,
        },
        { exerciseUuid: EXERCISE.greetingsChat, status: 'notStarted', score: null },
      ],
    });
    expect(pupil(report, 'yui@sakura.example').exercises[0]).toMatchObject({
      status: 'inProgress',
      trophy: null,
      score: 40,
      right: 2,
      close: 0,
      wrong: 1,
    });
    // A pupil who never joined is listed, with nothing to show.
    expect(pupil(report, 'a2-30@sakura.example')).toEqual({
      aliasUuid: expect.any(String),
      userName: 'Sota Ishikawa',
      email: 'a2-30@sakura.example',
      joined: false,
      exercises: [TYPING_IN_CLASS.exerciseUuid, EXERCISE.greetingsChat].map((exerciseUuid) => ({
        exerciseUuid,
        status: 'notStarted',
        trophy: null,
        score: null,
        secondsSpent: 0,
        right: 0,
        close: 0,
        wrong: 0,
        skipped: 0,
      })),
    });

    const typing = report.questions.filter((q) => q.exerciseUuid === TYPING_IN_CLASS.exerciseUuid);
    expect(typing.map((q) => [q.number, q.answered, q.right, q.close, q.wrong])).toEqual([
      [1, 2, 2, 0, 0],
      [2, 2, 1, 1, 0],
      [3, 2, 0, 0, 2],
      [4, 1, 1, 0, 0],
      [5, 1, 1, 0, 0],
    ]);
    expect(typing[1]).toMatchObject({
      prompt: 'I like science because experiments are fun.',
      commonWrongAnswers: [{ answer: 'I like sciense because experiments are fun.', count: 1 }],
    });
    expect(typing[2]!.commonWrongAnswers).toEqual([{ answer: WRONG, count: 2 }]);
    expect((await apiError(getLiveSessionReport(999_999))).status).toBe(404);
  });

  it('counts the runs of the class’s time window only', async () => {
    const session = await classWithWork();
    // After the class, hana does the drill again with the class's ids: it does not count.
    setClock(at(50));
    await signInHana();
    await typeAnswers(session.id, 1, ['x', 'x', 'x']);
    const report = await getLiveSessionReport(session.id);
    expect(report.session.status).toBe('over');
    expect(pupil(report, 'hana@sakura.example').exercises[0]).toMatchObject({
      score: 60,
      right: 3,
    });
  });

  it('writes the CSV with a BOM, a header and one row per pupil, in Japanese or English', async () => {
    const session = await classWithWork();
    const response = await fetch(
      resolveUrl(`/__mock/live/sessions/${session.id}/report.csv?lang=ja`),
    );
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''2-A_2026-11-22_0855_pupils.csv`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(Buffer.from(bytes), { bom: true }) as string[][];
    expect(rows).toHaveLength(31);
    expect(rows[0]!.slice(0, 5)).toEqual([
      '名前',
      'メール',
      '参加',
      '1. School Life Sentences: 状況',
      '1. School Life Sentences: 得点',
    ]);
    expect(rows.find((row) => row[1] === 'hana@sakura.example')!.slice(0, 10)).toEqual([
      'Hana Sato',
      'hana@sakura.example',
      'はい',
      '完了',
      '60',
      '1',
      '3',
      '1',
      '1',
      '0',
    ]);
    expect(rows.find((row) => row[1] === 'a2-30@sakura.example')!.slice(2, 6)).toEqual([
      'いいえ',
      '未着手',
      '',
      '',
    ]);

    // The generated client reads the text (the BOM aside); the questions table, in English.
    const questions = parse(
      await downloadLiveSessionReportCsv(session.id, { table: 'questions', lang: 'en' }),
      { bom: true },
    ) as string[][];
    expect(questions[0]).toEqual([
      'Exercise',
      'Question',
      'Model answer',
      'Answered',
      'right',
      'close',
      'wrong',
      'skipped',
      'Common wrong answers',
    ]);
    expect(questions[3]).toEqual([
      '1. School Life Sentences',
      '3',
      'Our school festival is in October.',
      '2',
      '0',
      '0',
      '2',
      '0',
      `${WRONG} (2)`,
    ]);
    expect(
      (await apiError(downloadLiveSessionReportCsv(session.id, { table: 'nope' as never }))).status,
    ).toBe(400);
  });
});

describe('ending a class', () => {
  useMockBackend();

  it('keeps it over, like a class whose time ran out, with its room and its report', async () => {
    const session = await classWithWork();
    const before = await getLiveSessionReport(session.id);
    setClock(at(10));
    await endLiveSession(session.id);

    // The pupils' apps see it over: not listed, 404 to its reads, as when the time runs out.
    await signInHana();
    expect(await listLiveSessions()).toEqual([]);
    expect(
      (await apiError(postLiveState({ currentSessionId: session.id, deviceId: DEVICE }))).status,
    ).toBe(404);

    // The console still lists it, over, ended now.
    const listed = (await listConductedLiveSessions()).find((s) => s.id === session.id)!;
    expect(listed).toMatchObject({ status: 'over', startsAt: at(-5), joinedCount: 2 });
    expect(Date.parse(listed.endsAt)).toBe(Date.parse(at(10)));
    expect(listed.version).toBeGreaterThan(before.session.version);

    // Its room as it was at the end, later too: who joined, their progress.
    setClock(at(120));
    const room = await getLiveClassView(session.id);
    expect(room.session.status).toBe('over');
    expect(
      room.learners
        .filter((l) => l.joined)
        .map((l) => l.email)
        .sort(),
    ).toEqual(['hana@sakura.example', 'yui@sakura.example']);
    const after = await getLiveSessionReport(session.id);
    expect(after.pupils).toEqual(before.pupils);
    expect(after.questions).toEqual(before.questions);

    // Ending it again changes nothing.
    await endLiveSession(session.id);
    expect((await listConductedLiveSessions()).find((s) => s.id === session.id)).toEqual(listed);
    expect((await apiError(endLiveSession(999_999))).status).toBe(404);
  });

  it('ends a class not yet started: it is over at once', async () => {
    const session = await conductLiveSession({
      groupName: '2-A',
      startsAt: at(30),
      endsAt: at(80),
    });
    await endLiveSession(session.id);
    const listed = (await listConductedLiveSessions()).find((s) => s.id === session.id)!;
    expect(listed).toMatchObject({ status: 'over', startsAt: TEST_NOW, endsAt: TEST_NOW });
  });
});
