import { describe, expect, it } from 'vitest';
import {
  endExercise,
  logExerciseAnswer,
  startExercise,
  submitDictationAnswer,
  submitTranslationQuizAnswer,
} from '../../src/api/generated/endpoints/exercises/exercises';
import {
  endPersonalizedExercise,
  getPersonalizedExercise,
  logPersonalizedExercise,
  startPersonalizedExercise,
} from '../../src/api/generated/endpoints/practice/practice';
import { cardSets } from '../../mock-server/db/card-sets';
import {
  exerciseContents,
  problemOf,
  testProblemUuids,
  type ProblemKey,
} from '../../mock-server/db/exercise-content';
import { exerciseLogs } from '../../mock-server/db/exercise-logs';
import {
  COURSE,
  EXERCISE,
  EXERCISE_CATALOGUE,
  type ExerciseKey,
} from '../../mock-server/seed/content-catalogue';
import { apiError } from '../support/api-error';
import { signInKen } from '../support/demo-sign-in';
import { useMockBackend } from '../support/mock-backend';

// The backend is the judge: end counts come from the logged answers (a body that disagrees is
// refused), and a wrong logged answer comes back with its correction.

const at = (key: ExerciseKey) => {
  const meta = EXERCISE_CATALOGUE[key];
  return [COURSE[meta.course], meta.type, EXERCISE[key]] as const;
};
const problemsOf = (key: ExerciseKey) => {
  const record = exerciseContents.get(EXERCISE[key])!;
  return testProblemUuids(record).map((uuid) => problemOf(record, uuid)!);
};
/** The answer a problem accepts (the correct option id, or the model sentence). */
const rightAnswer = (problem: ProblemKey) =>
  problem.kind === 'choice' ? problem.correctOptionId : problem.expected;

describe('end counts come from the logged answers', () => {
  useMockBackend();

  /** A typing run: the first problem right, the second wrong, the third skipped, the rest unanswered. */
  async function playedRun() {
    const path = at('schoolLifeTyping');
    const problems = problemsOf('schoolLifeTyping');
    const { logId } = await startExercise(...path, {});
    const [right, wrong, skipped] = problems;
    await logExerciseAnswer(...path, {
      logId,
      problemUuid: wrong!.problemUuid,
      answer: rightAnswer(wrong!),
      skipped: false,
    });
    // The latest answer decides: right first, then wrong.
    await logExerciseAnswer(...path, {
      logId,
      problemUuid: wrong!.problemUuid,
      answer: 'Not it.',
      skipped: false,
    });
    await logExerciseAnswer(...path, {
      logId,
      problemUuid: right!.problemUuid,
      answer: rightAnswer(right!),
      skipped: false,
    });
    await logExerciseAnswer(...path, {
      logId,
      problemUuid: skipped!.problemUuid,
      answer: null,
      skipped: true,
    });
    return { path, logId, unanswered: problems.length - 3 };
  }

  it('refuses counts that disagree with the logged answers with 400 naming each field', async () => {
    await signInKen('en');
    const { path, logId, unanswered } = await playedRun();
    const error = await apiError(
      endExercise(...path, { logId, numCorrectAnswers: 3, numIncorrectAnswers: 0, numSkipped: 0 }),
    );
    expect(error.status).toBe(400);
    expect(error.problem.errors).toEqual({
      numCorrectAnswers: ['Does not match the logged answers (1 correct)'],
      numIncorrectAnswers: ['Does not match the logged answers (1 incorrect)'],
      numSkipped: [`Does not match the logged answers (${1 + unanswered} skipped)`],
    });
    // Only the field that disagrees is named; the session stays open.
    const one = await apiError(
      endExercise(...path, {
        logId,
        numCorrectAnswers: 2,
        numIncorrectAnswers: 1,
        numSkipped: 1 + unanswered,
      }),
    );
    expect(Object.keys(one.problem.errors ?? {})).toEqual(['numCorrectAnswers']);
    expect(exerciseLogs.get(logId)).toMatchObject({ endedAt: null, trophy: null });
  });

  it('gives the messages in Japanese by default', async () => {
    await signInKen();
    const { path, logId } = await playedRun();
    const error = await apiError(
      endExercise(...path, { logId, numCorrectAnswers: 9, numIncorrectAnswers: 1, numSkipped: 9 }),
    );
    expect(error.firstError('numCorrectAnswers')).toBe('記録された解答と合いません（正解 1）');
  });

  it('ends with the counts of the logged answers, unanswered problems skipped, and their trophy', async () => {
    await signInKen();
    const path = at('schoolLifeTyping');
    const problems = problemsOf('schoolLifeTyping');
    const { logId } = await startExercise(...path, {});
    for (const problem of problems.slice(0, -1)) {
      await logExerciseAnswer(...path, {
        logId,
        problemUuid: problem.problemUuid,
        answer: rightAnswer(problem),
        skipped: false,
      });
    }
    const counts = { numCorrectAnswers: problems.length - 1, numIncorrectAnswers: 0 };
    expect(
      (await apiError(endExercise(...path, { logId, ...counts, numSkipped: 0 }))).firstError(
        'numSkipped',
      ),
    ).toBeDefined();
    const end = await endExercise(...path, { logId, ...counts, numSkipped: 1 });
    expect(end).toMatchObject({
      trophy: 2,
      finalScore: { correctCount: problems.length - 1, incorrectCount: 0, skippedCount: 1 },
    });
    expect(exerciseLogs.get(logId)).toMatchObject({ trophy: 2, numSkipped: 1 });
  });

  it('gives gold for every problem answered right, never for a claim alone', async () => {
    await signInKen();
    const path = at('schoolLifeTyping');
    const problems = problemsOf('schoolLifeTyping');
    const claim = { numCorrectAnswers: problems.length, numIncorrectAnswers: 0, numSkipped: 0 };
    const empty = await startExercise(...path, {});
    expect((await apiError(endExercise(...path, { logId: empty.logId, ...claim }))).status).toBe(
      400,
    );
    const { logId } = await startExercise(...path, {});
    for (const problem of problems) {
      await logExerciseAnswer(...path, {
        logId,
        problemUuid: problem.problemUuid,
        answer: rightAnswer(problem),
        skipped: false,
      });
    }
    expect(await endExercise(...path, { logId, ...claim })).toMatchObject({ trophy: 3 });
  });

  it('counts a chat turn never reached nowhere (the talk’s branches pick the turns)', async () => {
    await signInKen();
    const path = at('greetingsChat');
    const { logId } = await startExercise(...path, {});
    const end = await endExercise(...path, {
      logId,
      numCorrectAnswers: 0,
      numIncorrectAnswers: 0,
      numSkipped: 0,
    });
    expect(end).toMatchObject({ trophy: null, finalScore: { skippedCount: 0 } });
  });

  it('judges personalised practice ends the same way', async () => {
    await signInKen();
    const details = await getPersonalizedExercise(4, { numCards: 2 });
    const cardSetUuid = details.exercise.cardSetUuid;
    const cards = cardSets.get(cardSetUuid)!.itemUuids;
    const { logId } = await startPersonalizedExercise(4, {
      cardSetUuid,
      problemUuids: cards,
      schoolGrade: 5,
    });
    await logPersonalizedExercise(4, {
      logId,
      problemUuid: cards[0]!,
      answer: 'not-an-option',
      skipped: false,
    });
    const error = await apiError(
      endPersonalizedExercise(4, {
        logId,
        numCorrectAnswers: 2,
        numIncorrectAnswers: 0,
        numSkipped: 0,
      }),
    );
    expect([error.status, error.firstError('numCorrectAnswers')]).toEqual([
      400,
      expect.any(String),
    ]);
    const end = await endPersonalizedExercise(4, {
      logId,
      numCorrectAnswers: 0,
      numIncorrectAnswers: 1,
      numSkipped: 1,
    });
    expect(end).toMatchObject({ trophy: null, finalScore: { incorrectCount: 1, skippedCount: 1 } });
  });
});

describe('corrections of logged answers', () => {
  useMockBackend();

  const answer = async (key: ExerciseKey, pick: (problem: ProblemKey) => string | null) => {
    const path = at(key);
    const { logId } = await startExercise(...path, {});
    const problem = problemsOf(key)[0]!;
    const given = pick(problem);
    return {
      problem,
      result: await logExerciseAnswer(...path, {
        logId,
        problemUuid: problem.problemUuid,
        answer: given,
        skipped: given === null,
      }),
    };
  };

  it.each([
    ['picture match', 'fruitAndFoodPictures'],
    ['listening quiz', 'airportAnnouncementsQuiz'],
  ] as const)(
    'gives the correct option id of a %s for a wrong or skipped answer',
    async (_, key) => {
      await signInKen();
      const wrong = await answer(key, () => 'not-an-option');
      expect(wrong.problem.kind).toBe('choice');
      expect(wrong.result).toMatchObject({
        isCorrect: false,
        correction: rightAnswer(wrong.problem),
      });
      const skipped = await answer(key, () => null);
      expect(skipped.result.correction).toBe(rightAnswer(skipped.problem));
      const right = await answer(key, rightAnswer);
      expect(right.result).toMatchObject({ isCorrect: true, correction: null });
    },
  );

  it.each([
    ['typing drill', 'schoolLifeTyping'],
    ['translation drill', 'beVerbTranslationDrill'],
  ] as const)('gives the model sentence of a %s for a wrong answer', async (_, key) => {
    await signInKen();
    const wrong = await answer(key, () => 'Something else entirely.');
    expect(wrong.problem.kind).toBe('sentence');
    expect(wrong.result).toMatchObject({ isCorrect: false, correction: wrong.problem.expected });
    const right = await answer(key, rightAnswer);
    expect(right.result).toMatchObject({ isCorrect: true, correction: null });
  });

  it('gives no correction where answers are not judged (demo)', async () => {
    await signInKen();
    const demo = await answer('helloGoodbyeDemo', () => 'anything');
    expect(demo.result).toMatchObject({ isCorrect: null, correction: null });
  });

  it('gives the correct option id of a personalised vocabulary card', async () => {
    await signInKen();
    const details = await getPersonalizedExercise(4, { numCards: 2 });
    const cardSetUuid = details.exercise.cardSetUuid;
    const [card] = cardSets.get(cardSetUuid)!.itemUuids;
    const key = exerciseContents
      .all()
      .map((record) => problemOf(record, card!))
      .find((problem) => problem !== undefined)!;
    const { logId } = await startPersonalizedExercise(4, {
      cardSetUuid,
      problemUuids: [card!],
      schoolGrade: 5,
    });
    const wrong = await logPersonalizedExercise(4, {
      logId,
      problemUuid: card!,
      answer: 'not-an-option',
      skipped: false,
    });
    expect(wrong).toMatchObject({ isCorrect: false, correction: rightAnswer(key) });
    const right = await logPersonalizedExercise(4, {
      logId,
      problemUuid: card!,
      answer: rightAnswer(key),
      skipped: false,
    });
    expect(right).toMatchObject({ isCorrect: true, correction: null });
  });
});

// Issue 37: a slip (a letter, an apostrophe) is worth what the exercise trains. Translating (the
// translation quiz and drill) counts it right, with the accepted answer it was compared with as
// the correction so the app marks the slip; spelling (the typing drill, dictation) never counts
// it right. The answer log (trophies, counts) records the same.
describe('a slip is worth what the exercise trains', () => {
  useMockBackend();

  const loggedCorrect = (logId: number, problemUuid: string) =>
    exerciseLogs.get(logId)!.answers.findLast((a) => a.problemUuid === problemUuid)!.correct;

  /** A problem of the exercise whose accepted answers include `sentence`. */
  const problemWith = (key: ExerciseKey, sentence: string) =>
    problemsOf(key).find((p) => p.kind === 'sentence' && p.accepted.includes(sentence))!;

  it.each([
    // translation drill: one letter slip, compared with "bicycle" (not "bike")
    [
      'beVerbTranslationDrill',
      'This is my bike.',
      'This is my bycicle.',
      true,
      'This is my bicycle.',
    ],
    [
      'canTranslationDrill',
      "He can't read kanji.",
      'He cant read kanji.',
      true,
      "He can't read kanji.",
    ],
    [
      'canTranslationDrill',
      "He can't read kanji.",
      'She likes music.',
      false,
      "He can't read kanji.",
    ],
    // typing drill: the same slips are not right
    [
      'thirdPersonTyping',
      "He doesn't eat natto.",
      'He doesnt eat natto.',
      false,
      "He doesn't eat natto.",
    ],
    [
      'thirdPersonTyping',
      'He plays baseball after school.',
      'He plays basebal after school.',
      false,
      'He plays baseball after school.',
    ],
  ] as const)('%s: %j → right %s', async (key, sentence, given, isCorrect, correction) => {
    await signInKen();
    const path = at(key);
    const problem = problemWith(key, sentence);
    const { logId } = await startExercise(...path, {});
    const result = await logExerciseAnswer(...path, {
      logId,
      problemUuid: problem.problemUuid,
      answer: given,
      skipped: false,
    });
    expect(result).toMatchObject({ isCorrect, correction });
    expect(loggedCorrect(logId, problem.problemUuid)).toBe(isCorrect);
  });

  it('the translation quiz counts "dont" right and marks it, a far miss wrong', async () => {
    await signInKen();
    const path = at('presentSimpleTranslationQuiz');
    const problem = problemWith(
      'presentSimpleTranslationQuiz',
      "We don't go to school on Sundays.",
    );
    const { logId } = await startExercise(...path, {});
    const send = (answer: string) =>
      submitTranslationQuizAnswer(...path, { logId, problemUuid: problem.problemUuid, answer });
    expect(await send('We dont go to school on Sundays.')).toEqual({
      isCorrect: true,
      correction: "We don't go to school on Sundays.",
    });
    expect(loggedCorrect(logId, problem.problemUuid)).toBe(true);
    expect(await send('We do not go to school on Sundays.')).toEqual({
      isCorrect: true,
      correction: null,
    });
    expect(await send('I like cats.')).toMatchObject({ isCorrect: false });
    expect(loggedCorrect(logId, problem.problemUuid)).toBe(false);
  });

  it('dictation marks a slip as a wrong word, never right', async () => {
    await signInKen('en');
    const path = at('schoolDayDictation');
    const problem = problemsOf('schoolDayDictation')[0]!;
    if (problem.kind !== 'dictation') throw new Error('not a dictation problem');
    const words = problem.expected.split(' ');
    const long = words.findIndex((word) => /^[a-z]{5,}$/.test(word));
    const slip = words.map((word, i) => (i === long ? word.slice(0, 2) + word.slice(3) : word));
    const { logId } = await startExercise(...path, {});
    const result = await submitDictationAnswer(...path, {
      logId,
      problemUuid: problem.problemUuid,
      answer: slip.map((text) => ({ text, fixed: false })),
      question: '',
      retry: 0,
      sentenceIndex: problem.sentenceIndex,
      userActions: [],
      responseTime: 9000,
    });
    expect(result.isCorrect).toBe(false);
    expect(result.correction!.filter((w) => w.status !== 'correct')).toEqual([
      { given: slip[long], expected: null, status: 'wrong' },
    ]);
    expect(loggedCorrect(logId, problem.problemUuid)).toBe(false);
  });
});
