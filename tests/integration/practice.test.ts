import { describe, expect, it } from 'vitest';
import {
  startExercise,
  submitDrillAnswer,
} from '../../src/api/generated/endpoints/exercises/exercises';
import {
  endPersonalizedExercise,
  getPersonalizedExercise,
  logPersonalizedExercise,
  startPersonalizedExercise,
} from '../../src/api/generated/endpoints/practice/practice';
import { cardSets } from '../../mock-server/db/card-sets';
import { exerciseContents, type ProblemKey } from '../../mock-server/db/exercise-content';
import { exerciseLogs } from '../../mock-server/db/exercise-logs';
import { learnedItems } from '../../mock-server/db/learned-items';
import {
  COURSE,
  EXERCISE,
  EXERCISE_CATALOGUE,
  type ExerciseKey,
} from '../../mock-server/seed/content-catalogue';
import { ALIAS } from '../../mock-server/seed/demo-identities';
import { apiError } from '../support/api-error';
import { signInHana, signInKen } from '../support/demo-sign-in';
import { actAs, useMockBackend } from '../support/mock-backend';

type ChoiceKey = Extract<ProblemKey, { kind: 'choice' }>;
const cardsOf = (key: ExerciseKey) => exerciseContents.get(EXERCISE[key])!.problems as ChoiceKey[];
const cardUuids = (key: ExerciseKey) => cardsOf(key).map((card) => card.problemUuid);
/** Every card's answer key, by uuid. */
const cardKey = (uuid: string) =>
  exerciseContents
    .all()
    .flatMap((record) => record.problems)
    .find(
      (problem): problem is ChoiceKey => problem.problemUuid === uuid && problem.kind === 'choice',
    )!;
const wrongOption = (card: ChoiceKey) => (card.correctOptionId === 'a' ? 'b' : 'a');
const storeState = () => JSON.stringify([exerciseLogs.all(), learnedItems.all(), cardSets.all()]);

/** Answers one card of a course drill in a test run (to give ken some history). */
async function answerInDrill(key: ExerciseKey, card: ChoiceKey, right: boolean) {
  const path = [COURSE[EXERCISE_CATALOGUE[key].course], 4, EXERCISE[key]] as const;
  const { logId } = await startExercise(...path, { problemUuids: [card.problemUuid] });
  await submitDrillAnswer(...path, {
    uuid: card.problemUuid,
    logId,
    answer: right ? card.correctOptionId : wrongOption(card),
  });
}

describe('practice (personalised)', () => {
  useMockBackend();

  describe('getPersonalizedExercise', () => {
    it('builds a card set of new words at the school grade’s level when there is no history', async () => {
      await signInKen();
      const details = await getPersonalizedExercise(4);
      const cardPages = details.exercise.pages.filter((page) => page.footer[0]?.problemUuid);
      expect(cardPages).toHaveLength(10);
      // Grade 5 (elementary) → the CEFR-J 1 course first.
      const firstCards = cardUuids('greetingWordsVocabulary');
      expect(cardPages.slice(0, firstCards.length).map((p) => p.footer[0]!.problemUuid)).toEqual(
        firstCards.slice(0, 10),
      );
      expect(details.exercise).toMatchObject({
        type: 4,
        uuid: details.exercise.cardSetUuid,
        title: '苦手な単語:語彙',
      });
      expect(cardSets.get(details.exercise.cardSetUuid)).toMatchObject({
        aliasUuid: ALIAS.kenSakura,
        exerciseType: 4,
        schoolGrade: 5,
      });

      const juniorHigh = await getPersonalizedExercise(4, { numCards: 3, schoolGrade: 13 });
      const juniorCards = juniorHigh.exercise.pages.flatMap((p) =>
        p.footer[0]?.problemUuid ? [p.footer[0].problemUuid] : [],
      );
      expect(juniorCards).toEqual(cardUuids('pastFormsVocabulary').slice(0, 3));
    });

    it('puts the weakest cards first: lowest status, then the latest mistakes', async () => {
      await signInKen('en');
      const [missed] = cardsOf('pastFormsVocabulary');
      const [known] = cardsOf('eikenVerbsVocabulary');
      await answerInDrill('eikenVerbsVocabulary', known!, true);
      await answerInDrill('pastFormsVocabulary', missed!, false);
      const details = await getPersonalizedExercise(4, { numCards: 4 });
      const picked = details.exercise.pages.flatMap((p) =>
        p.footer[0]?.problemUuid ? [p.footer[0].problemUuid] : [],
      );
      expect(picked.slice(0, 2)).toEqual([missed!.problemUuid, known!.problemUuid]);
      expect(picked).toHaveLength(4);
      // Pages carry the learner's learned status; the overview lists the cards.
      const scope = details.exercise.pages[0]!.body[0]!;
      expect(
        scope.type === 'EXERCISE_SCOPE' &&
          scope.items.map((item) => [item.uuid, item.learnedStatus]),
      ).toEqual([
        [missed!.problemUuid, 0],
        [known!.problemUuid, 1],
        [picked[2], 0],
        [picked[3], 0],
      ]);
      expect(details.exercise.title).toBe('Your weakest words: Vocabulary');
      expect(details.exercise.practicePages).toHaveLength(5);
    });

    it('answers 400 for a type that is not a drill or a bad card count, 401 without a token', async () => {
      await signInKen();
      const before = storeState();
      const type = await apiError(getPersonalizedExercise(7 as 4));
      expect([type.status, type.firstError('exerciseType')]).toEqual([400, expect.any(String)]);
      const count = await apiError(getPersonalizedExercise(4, { numCards: 0 }));
      expect([count.status, count.firstError('numCards')]).toEqual([400, expect.any(String)]);
      expect(storeState()).toBe(before);
      actAs({ aliasUuid: ALIAS.kenSakura });
      expect((await apiError(getPersonalizedExercise(4))).status).toBe(401);
    });
  });

  describe('a personalised session', () => {
    it('logs answers, moves learned status on the first answer to each card and ends with a trophy', async () => {
      await signInKen();
      const details = await getPersonalizedExercise(4, { numCards: 4 });
      const cardSetUuid = details.exercise.cardSetUuid;
      const picked = cardSets.get(cardSetUuid)!.itemUuids;
      const { logId } = await startPersonalizedExercise(4, {
        cardSetUuid,
        problemUuids: picked,
        schoolGrade: 5,
      });
      expect(exerciseLogs.get(logId)).toMatchObject({
        mode: 'personalized',
        exerciseType: 4,
        courseUuid: null,
        exerciseUuid: null,
        problemUuids: picked,
      });

      const [a, b, c, d] = picked.map(cardKey);
      const right = await logPersonalizedExercise(4, {
        logId,
        problemUuid: a!.problemUuid,
        answer: a!.correctOptionId,
        skipped: false,
        responseTime: 1500,
      });
      expect(right).toEqual({
        problemUuid: a!.problemUuid,
        isCorrect: true,
        retry: 0,
        learnStatus: { newLearnStatus: 1, hasNewLearnedBadge: false, hasIncreased: true },
        correction: null,
      });
      const again = await logPersonalizedExercise(4, {
        logId,
        problemUuid: a!.problemUuid,
        answer: a!.correctOptionId,
        skipped: false,
      });
      expect(again).toMatchObject({
        retry: 1,
        learnStatus: { newLearnStatus: 1, hasIncreased: false },
      });
      await logPersonalizedExercise(4, {
        logId,
        problemUuid: b!.problemUuid,
        answer: b!.correctOptionId,
        skipped: false,
      });
      await logPersonalizedExercise(4, {
        logId,
        problemUuid: c!.problemUuid,
        answer: wrongOption(c!),
        skipped: false,
      });
      const skipped = await logPersonalizedExercise(4, {
        logId,
        problemUuid: d!.problemUuid,
        answer: null,
        skipped: true,
      });
      expect(skipped).toMatchObject({ isCorrect: false, learnStatus: { newLearnStatus: 0 } });
      expect(learnedItems.get(`${ALIAS.kenSakura}:${d!.problemUuid}`)).toMatchObject({
        status: 0,
        timesIncorrect: 1,
      });

      const end = await endPersonalizedExercise(4, {
        logId,
        numCorrectAnswers: 2,
        numIncorrectAnswers: 1,
        numSkipped: 1,
      });
      expect(end).toEqual({
        trophy: 1,
        prevBestTrophy: null,
        moreCorrectAnswers: 1,
        finalScore: { correctCount: 2, incorrectCount: 1, skippedCount: 1 },
      });
      expect(
        exerciseLogs
          .get(logId)!
          .answers.map((x) => [x.correct, x.retry, x.skipped, x.responseTimeMs]),
      ).toEqual([
        [true, 0, false, 1500],
        [true, 1, false, null],
        [true, 0, false, null],
        [false, 0, false, null],
        [false, 0, true, null],
      ]);

      // The next set starts with the cards just missed; the next run knows the best trophy.
      const next = await getPersonalizedExercise(4, { numCards: 2 });
      const nextCards = cardSets.get(next.exercise.cardSetUuid)!.itemUuids;
      // Both missed at the same (fixed) time: catalogue order decides.
      expect(nextCards).toEqual([c!.problemUuid, d!.problemUuid]);
      const second = await startPersonalizedExercise(4, {
        cardSetUuid: next.exercise.cardSetUuid,
        problemUuids: nextCards,
        schoolGrade: 5,
      });
      for (const card of [c!, d!]) {
        await logPersonalizedExercise(4, {
          logId: second.logId,
          problemUuid: card.problemUuid,
          answer: card.correctOptionId,
          skipped: false,
        });
      }
      const secondEnd = await endPersonalizedExercise(4, {
        logId: second.logId,
        numCorrectAnswers: 2,
        numIncorrectAnswers: 0,
        numSkipped: 0,
      });
      expect(secondEnd).toMatchObject({ trophy: 3, prevBestTrophy: 1, moreCorrectAnswers: 0 });
      expect(
        (
          await apiError(
            endPersonalizedExercise(4, {
              logId: second.logId,
              numCorrectAnswers: 1,
              numIncorrectAnswers: 0,
              numSkipped: 0,
            }),
          )
        ).status,
      ).toBe(409);
    });

    it("refuses another alias's card set (404), cards outside it (400) and a card outside the session (400)", async () => {
      await signInKen();
      const details = await getPersonalizedExercise(4, { numCards: 2 });
      const cardSetUuid = details.exercise.cardSetUuid;
      const [first, second] = cardSets.get(cardSetUuid)!.itemUuids;
      const before = storeState();
      const outside = await apiError(
        startPersonalizedExercise(4, {
          cardSetUuid,
          problemUuids: [cardUuids('eikenAdjectivesVocabulary').at(-1)!],
          schoolGrade: 5,
        }),
      );
      expect([outside.status, outside.firstError('problemUuids')]).toEqual([
        400,
        expect.any(String),
      ]);
      expect(
        (
          await apiError(
            startPersonalizedExercise(5, { cardSetUuid, problemUuids: [first!], schoolGrade: 5 }),
          )
        ).status,
      ).toBe(404);
      expect(storeState()).toBe(before);

      const { logId } = await startPersonalizedExercise(4, {
        cardSetUuid,
        problemUuids: [first!],
        schoolGrade: 5,
      });
      const notInSession = await apiError(
        logPersonalizedExercise(4, { logId, problemUuid: second!, answer: 'a', skipped: false }),
      );
      expect([notInSession.status, notInSession.firstError('problemUuid')]).toEqual([
        400,
        expect.any(String),
      ]);
      const score = await apiError(endPersonalizedExercise(4, { logId, totalScore: 100 }));
      expect([score.status, score.firstError('totalScore')]).toEqual([400, expect.any(String)]);
      expect(exerciseLogs.get(logId)).toMatchObject({ answers: [], endedAt: null });

      await signInHana();
      expect(
        (
          await apiError(
            startPersonalizedExercise(4, { cardSetUuid, problemUuids: [first!], schoolGrade: 5 }),
          )
        ).status,
      ).toBe(404);
      expect(
        (
          await apiError(
            logPersonalizedExercise(4, { logId, problemUuid: first!, answer: 'a', skipped: false }),
          )
        ).status,
      ).toBe(404);
    });

    it('refuses bad bodies with 400 and changes nothing', async () => {
      await signInKen();
      const details = await getPersonalizedExercise(4, { numCards: 2 });
      const before = storeState();
      const empty = await apiError(
        startPersonalizedExercise(4, {
          cardSetUuid: details.exercise.cardSetUuid,
          problemUuids: [],
          schoolGrade: 5,
        }),
      );
      expect([empty.status, empty.firstError('problemUuids')]).toEqual([400, expect.any(String)]);
      const grade = await apiError(
        startPersonalizedExercise(4, {
          cardSetUuid: 'nope',
          problemUuids: ['x'],
          schoolGrade: 2 as 5,
        }),
      );
      expect(grade.status).toBe(400);
      expect(Object.keys(grade.problem.errors ?? {})).toEqual(
        expect.arrayContaining(['cardSetUuid', 'schoolGrade']),
      );
      expect(storeState()).toBe(before);
    });
  });
});
