import { describe, expect, it } from 'vitest';
import {
  endExercise,
  getExercise,
  logExerciseAnswer,
  startExercise,
  startPracticeMode,
  submitConversationAnswer,
  submitDictationAnswer,
  submitDrillAnswer,
  submitTranslationQuizAnswer,
  submitWritingAnswer,
} from '../../src/api/generated/endpoints/exercises/exercises';
import { getAssignment } from '../../src/api/generated/endpoints/assignments/assignments';
import type { ConversationAnswerRequest } from '../../src/api/generated/model/conversationAnswerRequest';
import { submissionKey, submissions } from '../../mock-server/db/assignments';
import {
  exerciseContents,
  testProblemUuids,
  type ProblemKey,
} from '../../mock-server/db/exercise-content';
import { exerciseLogs } from '../../mock-server/db/exercise-logs';
import {
  learnedBadgeCount,
  learnedItems,
  learnedStatusOf,
} from '../../mock-server/db/learned-items';
import { ASSIGNMENT } from '../../mock-server/seed/assignments';
import {
  COURSE,
  EXERCISE,
  EXERCISE_CATALOGUE,
  type ExerciseKey,
} from '../../mock-server/seed/content-catalogue';
import { ALIAS, USER } from '../../mock-server/seed/demo-identities';
import { apiError, PROBLEM } from '../support/api-error';
import { signInHana, signInKen } from '../support/demo-sign-in';
import { TEST_NOW, actAs, signIn, useMockBackend } from '../support/mock-backend';

/** The path of an exercise: course, type number, uuid. */
const at = (key: ExerciseKey) => {
  const meta = EXERCISE_CATALOGUE[key];
  return [COURSE[meta.course], meta.type, EXERCISE[key]] as const;
};
/** The answer key of an exercise (server side), to answer right or wrong on purpose. */
const problems = (key: ExerciseKey): ProblemKey[] => exerciseContents.get(EXERCISE[key])!.problems;
const testProblems = (key: ExerciseKey) => testProblemUuids(exerciseContents.get(EXERCISE[key])!);
function keyOf<K extends ProblemKey['kind']>(
  key: ExerciseKey,
  index: number,
  kind: K,
): Extract<ProblemKey, { kind: K }> {
  const problem = problems(key)[index]!;
  if (problem.kind !== kind) throw new Error(`${key} problem ${index} is ${problem.kind}`);
  return problem as Extract<ProblemKey, { kind: K }>;
}
/** What the store holds, to check a refused call changed nothing. */
const storeState = () => JSON.stringify([exerciseLogs.all(), learnedItems.all()]);

const chatAnswer = (
  logId: number,
  problemUuid: string,
  answer: string,
  repeated = false,
): ConversationAnswerRequest => ({
  logId,
  problemUuid,
  repeated,
  answer,
  displayAnswer: answer,
  responseTime: 4200,
  rawInputs: {
    text: answer,
    displayText: answer,
    maskedDisplayText: answer,
    lexical: answer.toLowerCase().replace(/[^a-z' ]/g, ''),
    maskedLexical: answer.toLowerCase(),
    pronScore: 82,
    utteranceUrl: null,
    seconds: 2.5,
  },
});

describe('exercises', () => {
  useMockBackend();

  describe('getExercise', () => {
    it('answers the exercise with its course, chapter, section and pages, never the answer key', async () => {
      await signInKen();
      const details = await getExercise(...at('greetingsChat'));
      expect(details.course).toEqual({
        uuid: COURSE.everydayConversation,
        title: 'Everyday Conversation',
      });
      expect(details.exercise).toMatchObject({
        uuid: EXERCISE.greetingsChat,
        type: 1,
        title: 'Nice to Meet You',
      });
      expect(details.exercise.pages.length).toBeGreaterThan(2);
      expect(JSON.stringify(details)).not.toContain('accepted');
      expect('problems' in details.exercise).toBe(false);
    });

    it('gives the instructions in the language of the lang query', async () => {
      await signInKen();
      const ja = await getExercise(...at('greetingsChat'));
      const en = await getExercise(...at('greetingsChat'), { lang: 'en' });
      expect(en.exercise.instructions).not.toBe(ja.exercise.instructions);
      expect(en.exercise.instructions).toMatch(/[A-Za-z]/);
    });

    it('answers 404 when the type in the path is not the exercise’s own, or the exercise is unknown', async () => {
      await signInKen();
      const [course, , uuid] = at('greetingsChat');
      expect((await apiError(getExercise(course, 3, uuid))).status).toBe(404);
      expect(
        (await apiError(getExercise(course, 1, EXERCISE.hobbiesChat.replace(/.$/, '0')))).status,
      ).toBe(404);
      expect((await apiError(getExercise(COURSE.firstSteps, 1, uuid))).status).toBe(404);
    });

    it("answers 404 for another organisation's exercise", async () => {
      await signIn(USER.taro.email, USER.taro.password, ALIAS.taroKaisha);
      const error = await apiError(getExercise(...at('beVerbTranslationDrill')));
      expect(error.status).toBe(404);
      await signInHana(ALIAS.hanaMidori);
      expect((await apiError(getExercise(...at('greetingWordsVocabulary')))).status).toBe(404);
    });

    it('answers 400 for an exercise type outside 1-13 and 401 without a token', async () => {
      await signInKen();
      const [course, , uuid] = at('greetingsChat');
      const error = await apiError(getExercise(course, 14 as 13, uuid));
      expect(error.status).toBe(400);
      expect(error.firstError('exerciseType')).toBeDefined();
      actAs({ aliasUuid: ALIAS.kenSakura });
      expect((await apiError(getExercise(...at('greetingsChat')))).status).toBe(401);
    });
  });

  describe('a test session: start, answers, end', () => {
    it('logs every answer faithfully and ends with the trophy', async () => {
      await signInKen();
      const path = at('schoolLifeTyping');
      const uuids = testProblems('schoolLifeTyping');
      const { logId, questions } = await startExercise(...path, { sessionId: 7, limitedModeId: 3 });
      expect(questions).toBeUndefined();
      const sentence = (index: number) => keyOf('schoolLifeTyping', index, 'sentence').expected;

      const first = await logExerciseAnswer(...path, {
        logId,
        problemUuid: uuids[0]!,
        answer: sentence(0),
        skipped: false,
        responseTime: 5100,
      });
      expect(first).toEqual({
        problemUuid: uuids[0],
        isCorrect: true,
        retry: 0,
        learnStatus: null,
        correction: null,
      });
      // Typed in full-width characters with a curly apostrophe and odd spacing: still right.
      const wide = sentence(1)
        .replace(/[A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))
        .replace(/'/g, '’');
      expect(
        (
          await logExerciseAnswer(...path, {
            logId,
            problemUuid: uuids[1]!,
            answer: `  ${wide} `,
            skipped: false,
          })
        ).isCorrect,
      ).toBe(true);
      expect(
        (
          await logExerciseAnswer(...path, {
            logId,
            problemUuid: uuids[2]!,
            answer: 'Something else.',
            skipped: false,
          })
        ).isCorrect,
      ).toBe(false);
      const retry = await logExerciseAnswer(...path, {
        logId,
        problemUuid: uuids[2]!,
        answer: sentence(2),
        skipped: false,
      });
      expect(retry).toMatchObject({ isCorrect: true, retry: 1 });
      expect(
        (
          await logExerciseAnswer(...path, {
            logId,
            problemUuid: uuids[3]!,
            answer: null,
            skipped: true,
          })
        ).isCorrect,
      ).toBe(false);

      // The fifth problem was never answered: it counts as skipped too.
      expect(uuids).toHaveLength(5);
      const end = await endExercise(...path, {
        logId,
        numCorrectAnswers: 3,
        numIncorrectAnswers: 0,
        numSkipped: 2,
      });
      expect(end).toEqual({
        trophy: 1,
        prevBestTrophy: null,
        moreCorrectAnswers: 1,
        finalScore: { correctCount: 3, incorrectCount: 0, skippedCount: 2 },
      });

      const log = exerciseLogs.get(logId)!;
      expect(log).toMatchObject({
        userUuid: USER.ken.uuid,
        aliasUuid: ALIAS.kenSakura,
        courseUuid: COURSE.everydayConversation,
        exerciseUuid: EXERCISE.schoolLifeTyping,
        exerciseType: 9,
        assignmentId: null,
        sessionId: 7,
        limitedModeId: 3,
        mode: 'test',
        parentLogId: null,
        problemUuids: uuids,
        startedAt: TEST_NOW,
        endedAt: TEST_NOW,
        numCorrectAnswers: 3,
        numIncorrectAnswers: 0,
        numSkipped: 2,
        totalScore: null,
        trophy: 1,
      });
      expect(
        log.answers.map((a) => [
          a.problemUuid,
          a.correct,
          a.retry,
          a.skipped,
          a.responseTimeMs,
          a.wordsSpoken,
        ]),
      ).toEqual([
        [uuids[0], true, 0, false, 5100, null],
        [uuids[1], true, 0, false, null, null],
        [uuids[2], false, 0, false, null, null],
        [uuids[2], true, 1, false, null, null],
        [uuids[3], false, 0, true, null, null],
      ]);
      expect(log.answers[4]!.answer).toBeNull();
    });

    it('refuses answers and a second end once the session has ended (409)', async () => {
      await signInKen();
      const path = at('schoolLifeTyping');
      const { logId } = await startExercise(...path, {});
      // No answer logged: every problem of the session counts as skipped.
      await endExercise(...path, {
        logId,
        numCorrectAnswers: 0,
        numIncorrectAnswers: 0,
        numSkipped: testProblems('schoolLifeTyping').length,
      });
      const before = storeState();
      expect(
        (
          await apiError(
            endExercise(...path, {
              logId,
              numCorrectAnswers: 1,
              numIncorrectAnswers: 0,
              numSkipped: 0,
            }),
          )
        ).status,
      ).toBe(409);
      const answer = {
        logId,
        problemUuid: testProblems('schoolLifeTyping')[0]!,
        answer: 'x',
        skipped: false,
      };
      expect((await apiError(logExerciseAnswer(...path, answer))).status).toBe(409);
      expect(storeState()).toBe(before);
    });

    it("answers 404 for another alias's session or one of another exercise", async () => {
      await signInKen();
      const { logId } = await startExercise(...at('schoolLifeTyping'), {});
      const end = { logId, numCorrectAnswers: 1, numIncorrectAnswers: 0, numSkipped: 0 };
      expect((await apiError(endExercise(...at('thirdPersonTyping'), end))).status).toBe(404);
      await signInHana();
      expect((await apiError(endExercise(...at('schoolLifeTyping'), end))).status).toBe(404);
      expect(exerciseLogs.get(logId)!.endedAt).toBeNull();
    });
  });

  describe('trophies', () => {
    /** A run of the five typing problems: the first `correct` answered right, the rest wrong. */
    const run = async (correct: number, incorrect: number) => {
      const path = at('schoolLifeTyping');
      const uuids = testProblems('schoolLifeTyping');
      expect(uuids).toHaveLength(correct + incorrect);
      const { logId } = await startExercise(...path, {});
      for (const [index, problemUuid] of uuids.entries()) {
        const answer =
          index < correct ? keyOf('schoolLifeTyping', index, 'sentence').expected : 'Not it.';
        await logExerciseAnswer(...path, { logId, problemUuid, answer, skipped: false });
      }
      return endExercise(...path, {
        logId,
        numCorrectAnswers: correct,
        numIncorrectAnswers: incorrect,
        numSkipped: 0,
      });
    };

    it('keeps the best trophy per alias and exercise', async () => {
      await signInKen();
      expect(await run(5, 0)).toMatchObject({
        trophy: 3,
        prevBestTrophy: null,
        moreCorrectAnswers: 0,
      });
      expect(await run(3, 2)).toMatchObject({
        trophy: 1,
        prevBestTrophy: 3,
        moreCorrectAnswers: 1,
      });
      expect(await run(2, 3)).toMatchObject({
        trophy: null,
        prevBestTrophy: 3,
        moreCorrectAnswers: 1,
      });
      // Another alias (hana) has its own best.
      await signInHana(ALIAS.hanaMidori);
      expect(await run(4, 1)).toMatchObject({ trophy: 2, prevBestTrophy: null });
    });

    it('gives single sentence reading its trophy by totalScore, counting its logged answers', async () => {
      await signInKen();
      const path = at('weekendParkReading');
      const sentence = keyOf('weekendParkReading', 0, 'sentence');
      const word = problems('weekendParkReading').find((p) => p.practiceOnly)!;
      const { logId } = await startExercise(...path, {});
      expect(
        (
          await logExerciseAnswer(...path, {
            logId,
            problemUuid: sentence.problemUuid,
            answer: sentence.expected,
            skipped: false,
          })
        ).isCorrect,
      ).toBe(true);
      // A word practised on its own goes with wordPronunciationPractice=1, and only then.
      const wordAnswer = {
        logId,
        problemUuid: word.problemUuid,
        answer: word.expected,
        skipped: false,
      };
      expect(
        (await apiError(logExerciseAnswer(...path, wordAnswer))).firstError(
          'wordPronunciationPractice',
        ),
      ).toBeDefined();
      expect(
        await logExerciseAnswer(...path, wordAnswer, { wordPronunciationPractice: 1 }),
      ).toMatchObject({ isCorrect: true, retry: 0 });
      const end = await endExercise(...path, { logId, totalScore: 80 });
      expect(end).toEqual({
        trophy: 2,
        prevBestTrophy: null,
        moreCorrectAnswers: 10,
        finalScore: { correctCount: 2, incorrectCount: 0, skippedCount: 0 },
      });
      expect(exerciseLogs.get(logId)).toMatchObject({ totalScore: 80, trophy: 2 });
      expect(exerciseLogs.get(logId)!.answers[0]!.wordsSpoken).toBe(
        sentence.expected.split(' ').length,
      );
    });

    it('refuses totalScore for other exercise types', async () => {
      await signInKen();
      const { logId } = await startExercise(...at('schoolLifeTyping'), {});
      const error = await apiError(
        endExercise(...at('schoolLifeTyping'), { logId, totalScore: 90 }),
      );
      expect([error.status, error.firstError('totalScore')]).toEqual([400, expect.any(String)]);
      expect(exerciseLogs.get(logId)!.endedAt).toBeNull();
    });
  });

  describe('practice mode', () => {
    it('practises chosen problems after a test run and earns no trophy', async () => {
      await signInKen();
      const path = at('schoolLifeTyping');
      const uuids = testProblems('schoolLifeTyping');
      const test = await startExercise(...path, {});
      for (const [index, problemUuid] of uuids.entries()) {
        await logExerciseAnswer(...path, {
          logId: test.logId,
          problemUuid,
          answer: index === 1 ? 'Not it.' : keyOf('schoolLifeTyping', index, 'sentence').expected,
          skipped: false,
        });
      }
      await endExercise(...path, {
        logId: test.logId,
        numCorrectAnswers: 4,
        numIncorrectAnswers: 1,
        numSkipped: 0,
      });
      const { logId } = await startPracticeMode(...path, {
        logId: test.logId,
        problemUuids: [uuids[1]!],
      });
      expect(logId).not.toBe(test.logId);
      expect(exerciseLogs.get(logId)).toMatchObject({
        mode: 'practice',
        parentLogId: test.logId,
        problemUuids: [uuids[1]],
      });
      const sentence = keyOf('schoolLifeTyping', 1, 'sentence').expected;
      expect(
        (
          await logExerciseAnswer(...path, {
            logId,
            problemUuid: uuids[1]!,
            answer: sentence,
            skipped: false,
          })
        ).isCorrect,
      ).toBe(true);
      const end = await endExercise(...path, {
        logId,
        numCorrectAnswers: 1,
        numIncorrectAnswers: 0,
        numSkipped: 0,
      });
      expect(end).toEqual({
        trophy: null,
        prevBestTrophy: 2,
        moreCorrectAnswers: null,
        finalScore: { correctCount: 1, incorrectCount: 0, skippedCount: 0 },
      });
      expect(exerciseLogs.get(logId)!.trophy).toBeNull();
    });

    it('practises items chosen on the overview with no test run: no trophy, no assignment, no learned status', async () => {
      await signInHana();
      const path = at('pastFormsVocabulary');
      const cards = problems('pastFormsVocabulary') as Extract<ProblemKey, { kind: 'choice' }>[];
      const chosen = cards[0]!;
      const assignmentBefore = await getAssignment(ASSIGNMENT.overdue);
      const statusBefore = learnedStatusOf(ALIAS.hanaSakura, chosen.problemUuid);
      const { logId } = await startPracticeMode(...path, { problemUuids: [chosen.problemUuid] });
      expect(exerciseLogs.get(logId)).toMatchObject({
        mode: 'practice',
        parentLogId: null,
        assignmentId: null,
        problemUuids: [chosen.problemUuid],
      });
      const answer = await submitDrillAnswer(
        ...path,
        { uuid: chosen.problemUuid, logId, answer: chosen.correctOptionId },
        { practice: 1 },
      );
      expect(answer.learnStatus.hasIncreased).toBe(false);
      const end = await endExercise(...path, {
        logId,
        numCorrectAnswers: 1,
        numIncorrectAnswers: 0,
        numSkipped: 0,
      });
      expect([end.trophy, end.moreCorrectAnswers]).toEqual([null, null]);
      expect(learnedStatusOf(ALIAS.hanaSakura, chosen.problemUuid)).toBe(statusBefore);
      expect(await getAssignment(ASSIGNMENT.overdue)).toEqual(assignmentBefore);
    });

    it('never lets a practice run finish an exercise or submit an assignment, even after a run for it', async () => {
      await signInHana();
      const key = submissionKey(ASSIGNMENT.tryIt, ALIAS.hanaSakura);
      const typing = at('schoolLifeTyping');
      const uuids = testProblems('schoolLifeTyping');
      // A run for the assignment, left open, then a perfect practice that follows it.
      const test = await startExercise(...typing, { assignmentId: ASSIGNMENT.tryIt });
      const { logId } = await startPracticeMode(...typing, {
        logId: test.logId,
        problemUuids: uuids,
      });
      expect(exerciseLogs.get(logId)!.assignmentId).toBe(ASSIGNMENT.tryIt);
      for (const [index, problemUuid] of uuids.entries()) {
        await logExerciseAnswer(...typing, {
          logId,
          problemUuid,
          answer: keyOf('schoolLifeTyping', index, 'sentence').expected,
          skipped: false,
        });
      }
      const end = await endExercise(...typing, {
        logId,
        numCorrectAnswers: uuids.length,
        numIncorrectAnswers: 0,
        numSkipped: 0,
      });
      expect(end.trophy).toBeNull();
      // The assignment's last other exercise, finished by a test run: still one short.
      const writing = at('selfIntroductionWriting');
      const other = await startExercise(...writing, { assignmentId: ASSIGNMENT.tryIt });
      await endExercise(...writing, {
        logId: other.logId,
        numCorrectAnswers: 0,
        numIncorrectAnswers: 0,
        numSkipped: testProblems('selfIntroductionWriting').length,
      });
      const assignment = await getAssignment(ASSIGNMENT.tryIt);
      expect(
        assignment.exercises.find((e) => e.exerciseUuid === EXERCISE.schoolLifeTyping),
      ).toMatchObject({ finished: false, bestTrophy: null });
      expect(submissions.has(key)).toBe(false);
    });

    it('refuses problems of another exercise (400) and a session of another alias (404)', async () => {
      await signInKen();
      const path = at('schoolLifeTyping');
      const test = await startExercise(...path, {});
      const before = storeState();
      const foreign = await apiError(
        startPracticeMode(...path, {
          logId: test.logId,
          problemUuids: testProblems('thirdPersonTyping'),
        }),
      );
      expect([foreign.status, foreign.firstError('problemUuids')]).toEqual([
        400,
        expect.any(String),
      ]);
      await signInHana();
      expect(
        (
          await apiError(
            startPracticeMode(...path, {
              logId: test.logId,
              problemUuids: testProblems('schoolLifeTyping'),
            }),
          )
        ).status,
      ).toBe(404);
      expect(storeState()).toBe(before);
    });
  });

  describe('chat', () => {
    it('judges answers with normalisation and follows the problem graph', async () => {
      await signInKen();
      const path = at('greetingsChat');
      const chat = problems('greetingsChat').filter(
        (p): p is Extract<ProblemKey, { kind: 'chat' }> => p.kind === 'chat',
      );
      const { logId } = await startExercise(...path, {});
      const model = chat[0]!.answers[0]!.accepted[0]!;
      const first = await submitConversationAnswer(
        ...path,
        chatAnswer(logId, chat[0]!.problemUuid, model.replace("'", '’').toUpperCase()),
      );
      expect(first).toEqual({
        isCorrect: true,
        transition: true,
        nextProblemUuid: chat[1]!.problemUuid,
        closeness: 'correct',
        correction: null,
      });

      // Wrong twice: stay on the problem with more help; the third miss moves on.
      const second = chat[1]!.problemUuid;
      const miss = (repeated: boolean) =>
        submitConversationAnswer(...path, chatAnswer(logId, second, 'Banana.', repeated));
      // A far miss gives no answer away while attempts are left; the last one shows the model.
      expect(await miss(false)).toEqual({
        isCorrect: false,
        transition: false,
        nextProblemUuid: null,
        closeness: 'far',
        correction: null,
      });
      expect(await miss(true)).toEqual({
        isCorrect: false,
        transition: false,
        nextProblemUuid: null,
        closeness: 'far',
        correction: null,
      });
      expect(await miss(true)).toEqual({
        isCorrect: false,
        transition: true,
        nextProblemUuid: chat[2]?.problemUuid ?? null,
        closeness: 'far',
        correction: chat[1]!.answers[0]!.accepted[0],
      });
      const noAttemptLeft = await apiError(miss(true));
      expect([noAttemptLeft.status, noAttemptLeft.firstError('problemUuid')]).toEqual([
        400,
        expect.any(String),
      ]);

      const last = chat.at(-1)!;
      const end = await submitConversationAnswer(
        ...path,
        chatAnswer(logId, last.problemUuid, last.answers[0]!.accepted[0]!),
      );
      expect(end).toEqual({
        isCorrect: true,
        transition: true,
        nextProblemUuid: null,
        closeness: 'correct',
        correction: null,
      });

      const answers = exerciseLogs.get(logId)!.answers;
      expect(answers.map((a) => [a.correct, a.retry])).toEqual([
        [true, 0],
        [false, 0],
        [false, 1],
        [false, 2],
        [true, 0],
      ]);
      expect(answers[0]).toMatchObject({
        responseTimeMs: 4200,
        wordsSpoken: model.split(' ').length,
      });
    });

    it('refuses a problem of another exercise and a non-chat exercise', async () => {
      await signInKen();
      const { logId } = await startExercise(...at('greetingsChat'), {});
      const other = problems('hobbiesChat')[0]!.problemUuid;
      expect(
        (
          await apiError(
            submitConversationAnswer(...at('greetingsChat'), chatAnswer(logId, other, 'Hi.')),
          )
        ).firstError('problemUuid'),
      ).toBeDefined();
      const typing = await startExercise(...at('schoolLifeTyping'), {});
      const wrongType = await apiError(
        submitConversationAnswer(
          ...at('schoolLifeTyping'),
          chatAnswer(typing.logId, testProblems('schoolLifeTyping')[0]!, 'Hi.'),
        ),
      );
      expect([wrongType.status, wrongType.firstError('exerciseType')]).toEqual([
        400,
        expect.any(String),
      ]);
      expect(exerciseLogs.get(logId)!.answers).toEqual([]);
      expect(exerciseLogs.get(typing.logId)!.answers).toEqual([]);
    });
  });

  describe('dictation', () => {
    const dictation = (logId: number, retry: number, text: string, sentenceIndex = 0) => ({
      logId,
      problemUuid: keyOf('schoolDayDictation', sentenceIndex, 'dictation').problemUuid,
      answer: text.split(' ').map((word) => ({ text: word, fixed: false })),
      question: '私はたいてい6時半に起きます。',
      retry,
      sentenceIndex,
      userActions: [{ action: 'PLAY_AUDIO' as const, elapsedMs: 300 }],
      responseTime: 9000,
    });

    it('corrects wrong answers word by word, keeps the sentence back while attempts remain, and counts attempts', async () => {
      await signInKen('en');
      const path = at('schoolDayDictation');
      const sentence = keyOf('schoolDayDictation', 0, 'dictation').expected;
      const attempts = (await getExercise(...path)).exercise.pages
        .flatMap((page) => page.body)
        .find((item) => item.type === 'DICTATION_PROBLEM' && item.sentenceIndex === 0);
      const attemptCount = attempts && 'attempts' in attempts ? attempts.attempts.length : 0;
      expect(attemptCount).toBe(3);
      const { logId } = await startExercise(...path, {});
      const wrong = sentence.replace('six', 'seven');

      const first = await submitDictationAnswer(...path, dictation(logId, 0, wrong));
      expect(first).toMatchObject({ isCorrect: false, sentence: null, attemptsLeft: 2 });
      expect(first.correction!.filter((w) => w.status !== 'correct')).toEqual([
        { given: 'seven', expected: null, status: 'wrong' },
      ]);

      await submitDictationAnswer(...path, dictation(logId, 1, wrong));
      const last = await submitDictationAnswer(...path, dictation(logId, 2, wrong));
      expect(last).toMatchObject({ isCorrect: false, sentence, attemptsLeft: 0 });
      expect(last.correction!.filter((w) => w.status !== 'correct')).toEqual([
        { given: 'seven', expected: 'six', status: 'wrong' },
      ]);
      const invalidRetry = await apiError(
        submitDictationAnswer(...path, dictation(logId, 3, sentence)),
      );
      expect([invalidRetry.status, invalidRetry.firstError('retry')]).toEqual([
        400,
        'No attempt is left for this sentence',
      ]);

      const second = keyOf('schoolDayDictation', 1, 'dictation').expected;
      const right = await submitDictationAnswer(
        ...path,
        dictation(logId, 0, second.toLowerCase().replace('.', ''), 1),
      );
      expect(right).toEqual({
        isCorrect: true,
        correction: null,
        sentence: second,
        attemptsLeft: 2,
      });
      expect(
        exerciseLogs.get(logId)!.answers.map((a) => [a.correct, a.retry, a.responseTimeMs]),
      ).toEqual([
        [false, 0, 9000],
        [false, 1, 9000],
        [false, 2, 9000],
        [true, 0, 9000],
      ]);
    });

    it('refuses a sentence index that is not the problem’s', async () => {
      await signInKen();
      const path = at('schoolDayDictation');
      const { logId } = await startExercise(...path, {});
      const body = { ...dictation(logId, 0, 'I usually get up'), sentenceIndex: 4 };
      expect(
        (await apiError(submitDictationAnswer(...path, body))).firstError('sentenceIndex'),
      ).toBeDefined();
      expect(exerciseLogs.get(logId)!.answers).toEqual([]);
    });
  });

  describe('drills', () => {
    const vocabulary = at('greetingWordsVocabulary');
    const choiceKeys = () =>
      problems('greetingWordsVocabulary') as Extract<ProblemKey, { kind: 'choice' }>[];
    const answerCard = async (card: Extract<ProblemKey, { kind: 'choice' }>, right: boolean) => {
      const { logId } = await startExercise(...vocabulary, { problemUuids: [card.problemUuid] });
      const answer = right ? card.correctOptionId : card.correctOptionId === 'a' ? 'b' : 'a';
      return submitDrillAnswer(...vocabulary, { uuid: card.problemUuid, logId, answer });
    };

    it('starts with the questions and the learner’s learned status', async () => {
      await signInKen();
      const { logId, questions } = await startExercise(...vocabulary, { problemCount: 3 });
      expect(questions).toHaveLength(3);
      expect(questions!.map((q) => q.uuid)).toEqual(
        choiceKeys()
          .slice(0, 3)
          .map((k) => k.problemUuid),
      );
      expect(
        questions!.every((q) => q.type === 4 && q.learnedStatus === 0 && q.options.length === 4),
      ).toBe(true);
      expect(exerciseLogs.get(logId)!.problemUuids).toEqual(questions!.map((q) => q.uuid));
      const all = await startExercise(...vocabulary, {});
      expect(all.questions).toHaveLength(Math.min(10, choiceKeys().length));
    });

    it('moves the learned status 0 → 1 → 2 → 3 with a badge, and back to 2 taking the badge away', async () => {
      await signInKen();
      const card = choiceKeys()[0]!;
      const hanasStatus = learnedStatusOf(ALIAS.hanaSakura, card.problemUuid);
      expect(await answerCard(card, true)).toEqual({
        submittedAnswer: card.correctOptionId,
        learnStatus: { newLearnStatus: 1, hasNewLearnedBadge: false, hasIncreased: true },
        correction: null,
      });
      expect((await answerCard(card, true)).learnStatus).toEqual({
        newLearnStatus: 2,
        hasNewLearnedBadge: false,
        hasIncreased: true,
      });
      expect((await answerCard(card, true)).learnStatus).toEqual({
        newLearnStatus: 3,
        hasNewLearnedBadge: true,
        hasIncreased: true,
      });
      expect(learnedBadgeCount(ALIAS.kenSakura)).toBe(1);
      expect((await answerCard(card, true)).learnStatus).toEqual({
        newLearnStatus: 3,
        hasNewLearnedBadge: false,
        hasIncreased: false,
      });

      const details = await getExercise(...vocabulary);
      const question = details.exercise.pages
        .flatMap((p) => p.body)
        .find((b) => b.type === 'DRILL_VOCABULARY' && b.question.uuid === card.problemUuid);
      expect(question?.type === 'DRILL_VOCABULARY' ? question.question.learnedStatus : null).toBe(
        3,
      );
      expect(
        (await startExercise(...vocabulary, { problemUuids: [card.problemUuid] })).questions![0]!
          .learnedStatus,
      ).toBe(3);

      const wrong = await answerCard(card, false);
      expect(wrong).toMatchObject({
        learnStatus: { newLearnStatus: 2, hasNewLearnedBadge: false, hasIncreased: false },
        correction: card.correctOptionId,
      });
      expect(learnedBadgeCount(ALIAS.kenSakura)).toBe(0);
      // Per learner: hana's status of the same card did not move.
      expect(learnedStatusOf(ALIAS.hanaSakura, card.problemUuid)).toBe(hanasStatus);
    });

    it('moves the status on the first answer to a card in a run only; a skip counts as wrong', async () => {
      await signInKen();
      const [card, other] = choiceKeys();
      const { logId } = await startExercise(...vocabulary, {
        problemUuids: [card!.problemUuid, other!.problemUuid],
      });
      await submitDrillAnswer(...vocabulary, {
        uuid: card!.problemUuid,
        logId,
        answer: card!.correctOptionId,
      });
      const again = await submitDrillAnswer(...vocabulary, {
        uuid: card!.problemUuid,
        logId,
        answer: card!.correctOptionId,
      });
      expect(again.learnStatus).toEqual({
        newLearnStatus: 1,
        hasNewLearnedBadge: false,
        hasIncreased: false,
      });
      // A skip may come without logId: the open run of this exercise.
      const skipped = await submitDrillAnswer(...vocabulary, {
        uuid: other!.problemUuid,
        skipped: true,
        retry: 0,
      });
      expect(skipped).toEqual({
        submittedAnswer: null,
        learnStatus: { newLearnStatus: 0, hasNewLearnedBadge: false, hasIncreased: false },
        correction: other!.correctOptionId,
      });
      expect(exerciseLogs.get(logId)!.answers.map((a) => [a.correct, a.retry, a.skipped])).toEqual([
        [true, 0, false],
        [true, 1, false],
        [false, 0, true],
      ]);
      expect(learnedItems.get(`${ALIAS.kenSakura}:${other!.problemUuid}`)).toMatchObject({
        status: 0,
        timesIncorrect: 1,
        lastMistakeAt: TEST_NOW,
      });
    });

    it('leaves the learned status alone in a practice run (practice=1)', async () => {
      await signInKen();
      const card = choiceKeys()[0]!;
      const test = await startExercise(...vocabulary, { problemUuids: [card.problemUuid] });
      await submitDrillAnswer(...vocabulary, {
        uuid: card.problemUuid,
        logId: test.logId,
        answer: card.correctOptionId,
      });
      const { logId } = await startPracticeMode(...vocabulary, {
        logId: test.logId,
        problemUuids: [card.problemUuid],
      });
      const practice = await submitDrillAnswer(
        ...vocabulary,
        { uuid: card.problemUuid, logId, answer: 'z' },
        { practice: 1 },
      );
      expect(practice).toEqual({
        submittedAnswer: 'z',
        learnStatus: { newLearnStatus: 1, hasNewLearnedBadge: false, hasIncreased: false },
        correction: card.correctOptionId,
      });
      const before = storeState();
      const mismatch = await apiError(
        submitDrillAnswer(...vocabulary, { uuid: card.problemUuid, logId, answer: 'a' }),
      );
      expect([mismatch.status, mismatch.firstError('practice')]).toEqual([400, expect.any(String)]);
      expect(storeState()).toBe(before);
    });

    it('judges pronunciation cards from their evaluation, and a failed evaluation as wrong', async () => {
      await signInKen();
      const path = at('coloursPronunciation');
      const [card, other] = problems('coloursPronunciation') as Extract<
        ProblemKey,
        { kind: 'pronunciation' }
      >[];
      const { logId, questions } = await startExercise(...path, {});
      expect(questions![0]).toMatchObject({ type: 6, ipa: card!.ipa, options: [] });
      const evaluation = card!.ipa.map((ipa) => ({ ipa, isCorrect: true }));
      const good = await submitDrillAnswer(...path, {
        uuid: card!.problemUuid,
        logId,
        audio: 'http://localhost/api/v1/recordings/x.wav',
        retry: 0,
        evaluation,
      });
      expect(good).toEqual({
        submittedAnswer: card!.ipa.join(''),
        learnStatus: { newLearnStatus: 1, hasNewLearnedBadge: false, hasIncreased: true },
        correction: null,
      });
      const failed = await submitDrillAnswer(...path, {
        uuid: other!.problemUuid,
        logId,
        audio: null,
        retry: 0,
        pettFailed: true,
      });
      expect(failed).toMatchObject({
        submittedAnswer: null,
        correction: other!.ipa.join(''),
        learnStatus: { newLearnStatus: 0 },
      });
      const choice = await apiError(
        submitDrillAnswer(...path, { uuid: card!.problemUuid, logId, answer: 'a' }),
      );
      expect([choice.status, choice.firstError('body')]).toEqual([400, expect.any(String)]);
      expect(exerciseLogs.get(logId)!.answers.map((a) => [a.correct, a.wordsSpoken])).toEqual([
        [true, card!.expected.split(' ').length],
        [false, null],
      ]);
    });

    it('refuses a card that is not in the run, and a drill answer on a non-drill exercise', async () => {
      await signInKen();
      const [card, other] = choiceKeys();
      const { logId } = await startExercise(...vocabulary, { problemUuids: [card!.problemUuid] });
      const before = storeState();
      const notInRun = await apiError(
        submitDrillAnswer(...vocabulary, { uuid: other!.problemUuid, logId, answer: 'a' }),
      );
      expect([notInRun.status, notInRun.firstError('uuid')]).toEqual([400, expect.any(String)]);
      const typing = await apiError(
        submitDrillAnswer(...at('schoolLifeTyping'), {
          uuid: card!.problemUuid,
          logId,
          answer: 'a',
        }),
      );
      expect([typing.status, typing.firstError('exerciseType')]).toEqual([400, expect.any(String)]);
      expect(storeState()).toBe(before);
    });
  });

  describe('translation quiz and writing', () => {
    it('judges a translation with normalisation and corrects a wrong one with a model answer', async () => {
      await signInKen();
      const path = at('presentSimpleTranslationQuiz');
      const [first, second] = problems('presentSimpleTranslationQuiz') as Extract<
        ProblemKey,
        { kind: 'sentence' }
      >[];
      const { logId } = await startExercise(...path, {});
      const right = await submitTranslationQuizAnswer(...path, {
        logId,
        problemUuid: first!.problemUuid,
        answer: ` ${first!.accepted.at(-1)!.toUpperCase()} `,
      });
      expect(right).toEqual({ isCorrect: true, correction: null });
      const wrong = await submitTranslationQuizAnswer(...path, {
        logId,
        problemUuid: second!.problemUuid,
        answer: 'I am a cat.',
        responseTime: 12000,
      });
      expect(wrong).toEqual({ isCorrect: false, correction: second!.expected });
      expect(exerciseLogs.get(logId)!.answers.map((a) => [a.correct, a.responseTimeMs])).toEqual([
        [true, null],
        [false, 12000],
      ]);
    });

    it('refuses a writing draft without effort, counts the words of a real one and gives feedback in the asked language', async () => {
      await signInKen('en');
      const path = at('selfIntroductionWriting');
      const prompt = keyOf('selfIntroductionWriting', 0, 'writing');
      const { logId } = await startExercise(...path, {});
      const short = await apiError(
        submitWritingAnswer(...path, {
          logId,
          problemUuid: prompt.problemUuid,
          text: 'my name is Ken. i like soccer',
        }),
      );
      expect(short.problem).toMatchObject({
        status: 422,
        type: `${PROBLEM}/writing-effort`,
        detail: `Not ready to send. Write ${prompt.minWords - 7} more words before sending.`,
      });
      const unpolished = await submitWritingAnswer(...path, {
        logId,
        problemUuid: prompt.problemUuid,
        text: 'my name is Ken. i like soccer and I play it with my friends every day after school. I want to speak English well this year',
      });
      expect(unpolished.wordCount).toBe(26);
      expect(
        unpolished.feedback.map((f) => f.code),
        JSON.stringify(unpolished),
      ).toEqual(['GOOD_LENGTH', 'CAPITAL_LETTER', 'END_PUNCTUATION', 'LOWERCASE_I', 'USED_PHRASE']);
      const model = await submitWritingAnswer(...path, {
        logId,
        problemUuid: prompt.problemUuid,
        text: prompt.expected,
      });
      expect(model.feedback[0]!.code).toBe('GOOD_LENGTH');
      expect(exerciseLogs.get(logId)!.answers.map((a) => [a.correct, a.retry])).toEqual([
        [null, 0],
        [null, 1],
      ]);
      // The first writing answer of the process sets the spelling checker up (seconds).
    }, 30_000);

    it('flags slips, shows the model answer, and logs a list of words as not done until rewritten', async () => {
      await signInKen('en');
      const path = at('selfIntroductionWriting');
      const prompt = keyOf('selfIntroductionWriting', 0, 'writing');
      const { logId } = await startExercise(...path, {});
      const salad = await submitWritingAnswer(...path, {
        logId,
        problemUuid: prompt.problemUuid,
        text: 'dog happy blue run quickly table seven apple green school yesterday water computer sing red mountain music fast book river cloud jump banana window pencil house tree',
      });
      expect(salad.notSentences).toEqual(['FEW_LINKING_WORDS']);
      // Not before another attempt: the rewrite stays the learner's own.
      expect(salad.modelAnswers).toBeUndefined();
      const rewritten = await submitWritingAnswer(...path, {
        logId,
        problemUuid: prompt.problemUuid,
        text: 'My name is Ken. I am fourteen. My sister is kind and she always help me with my homework. I like soccer and I play it every day.',
      });
      expect(rewritten.notSentences).toBeUndefined();
      expect(rewritten.issues).toEqual([
        expect.objectContaining({ kind: 'AGREEMENT', text: 'help', suggestion: 'helps' }),
      ]);
      expect(rewritten.modelAnswers).toEqual([prompt.expected]);
      expect(exerciseLogs.get(logId)!.answers.map((a) => [a.correct, a.retry])).toEqual([
        [false, 0],
        [null, 1],
      ]);
    }, 30_000);
  });

  describe('assignments', () => {
    it('records the submission when the last exercise of an assignment ends in a run started for it', async () => {
      await signInHana();
      const key = submissionKey(ASSIGNMENT.tryIt, ALIAS.hanaSakura);
      expect(submissions.has(key)).toBe(false);
      for (const exercise of ['schoolLifeTyping', 'selfIntroductionWriting'] as const) {
        const path = at(exercise);
        const { logId } = await startExercise(...path, { assignmentId: ASSIGNMENT.tryIt });
        expect(exerciseLogs.get(logId)!.assignmentId).toBe(ASSIGNMENT.tryIt);
        // Ended without answers: every problem counts as skipped.
        await endExercise(...path, {
          logId,
          numCorrectAnswers: 0,
          numIncorrectAnswers: 0,
          numSkipped: testProblems(exercise).length,
        });
      }
      expect(submissions.get(key)).toEqual({
        assignmentId: ASSIGNMENT.tryIt,
        aliasUuid: ALIAS.hanaSakura,
        submittedAt: TEST_NOW,
      });
    });

    it('refuses an assignment that is not this alias’s or does not contain the exercise', async () => {
      await signInHana();
      const before = storeState();
      const missing = await apiError(
        startExercise(...at('greetingsChat'), { assignmentId: ASSIGNMENT.tryIt }),
      );
      expect([missing.status, missing.firstError('assignmentId')]).toEqual([
        400,
        'この練習を含むあなたの課題ではありません',
      ]);
      await signInKen();
      const foreign = await apiError(
        startExercise(...at('schoolLifeTyping'), { assignmentId: ASSIGNMENT.tryIt }),
      );
      expect(foreign.status).toBe(400);
      expect(storeState()).toBe(before);
    });
  });

  describe('bad input', () => {
    it.each([
      [
        'start: problemCount 0',
        () => startExercise(...at('greetingWordsVocabulary'), { problemCount: 0 }),
        'problemCount',
      ],
      [
        'start: a school grade that does not exist',
        () => startExercise(...at('greetingWordsVocabulary'), { schoolGrade: 7 as 5 }),
        'schoolGrade',
      ],
      [
        'start: problems of another exercise',
        () =>
          startExercise(...at('greetingWordsVocabulary'), {
            problemUuids: testProblems('schoolLifeTyping'),
          }),
        'problemUuids',
      ],
      [
        'start: another card set',
        () =>
          startExercise(...at('greetingWordsVocabulary'), {
            cardSetUuid: exerciseContents.get(EXERCISE.pastFormsVocabulary)!.cardSetUuid,
          }),
        'cardSetUuid',
      ],
      [
        'log: not a uuid',
        () =>
          logExerciseAnswer(...at('schoolLifeTyping'), {
            logId: 1,
            problemUuid: 'nope',
            answer: 'x',
            skipped: false,
          }),
        'problemUuid',
      ],
      [
        'log: no answer and not skipped',
        () =>
          logExerciseAnswer(...at('schoolLifeTyping'), {
            logId: 1,
            problemUuid: testProblems('schoolLifeTyping')[0]!,
            answer: null,
            skipped: false,
          }),
        'answer',
      ],
      [
        'end: negative counts',
        () =>
          endExercise(...at('schoolLifeTyping'), {
            logId: 1,
            numCorrectAnswers: -1,
            numIncorrectAnswers: 0,
            numSkipped: 0,
          }),
        'numCorrectAnswers',
      ],
      [
        'drill: an empty evaluation',
        () =>
          submitDrillAnswer(...at('coloursPronunciation'), {
            uuid: testProblems('coloursPronunciation')[0]!,
            logId: 1,
            audio: 'u',
            retry: 0,
            evaluation: [],
          }),
        'evaluation',
      ],
      [
        'conversation: no raw inputs',
        () =>
          submitConversationAnswer(...at('greetingsChat'), {
            ...chatAnswer(1, testProblems('greetingsChat')[0]!, 'Hi'),
            rawInputs: undefined as never,
          }),
        'rawInputs',
      ],
      [
        'writing: empty text',
        () =>
          submitWritingAnswer(...at('selfIntroductionWriting'), {
            logId: 1,
            problemUuid: testProblems('selfIntroductionWriting')[0]!,
            text: '',
          }),
        'text',
      ],
    ])('%s → 400 naming the field, nothing changed', async (_name, call, field) => {
      await signInKen();
      const before = storeState();
      const error = await apiError(call());
      expect(error.status).toBe(400);
      expect(error.problem.errors?.[field], JSON.stringify(error.problem.errors)).toBeDefined();
      expect(storeState()).toBe(before);
    });

    it('answers 404 for an unknown session', async () => {
      await signInKen();
      const error = await apiError(
        logExerciseAnswer(...at('schoolLifeTyping'), {
          logId: 999999,
          problemUuid: testProblems('schoolLifeTyping')[0]!,
          answer: 'x',
          skipped: false,
        }),
      );
      expect(error.status).toBe(404);
    });
  });
});
