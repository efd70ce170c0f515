import type { z } from 'zod';
import type { SubmitDrillAnswerBody } from '../../src/api/generated/zod/exercises/exercises.zod';
import type { ContentBodyItem, ExerciseContentRecord, ProblemKey } from '../db/exercise-content';
import type { LearnedStatus } from '../../src/lib/rules/learned-status';
import { isPronunciationCorrect } from './pronunciation';

// Drill cards (vocabulary 4, listening 5, pronunciation 6) and how their answers are judged.
// - A run asks problemCount cards (default 10): of the cards allowed (all, or the problemUuids
//   asked for), the ones with the lowest learned status, shown in the exercise's own order.
// - Choice cards: right when the option id is the correct one. Pronunciation cards: right when
//   the phone-by-phone evaluation passes (pronunciation.ts); pettFailed (the evaluation failed)
//   and skipping are wrong.
// - submittedAnswer is the option id, the phones said (joined), or null; correction, on a wrong
//   answer, is the correct option id or the word's expected phonemes (joined).

type DrillBodyItem = Extract<
  ContentBodyItem,
  { type: 'DRILL_LISTENING' | 'DRILL_PRONUNCIATION' | 'DRILL_VOCABULARY' }
>;
export type DrillQuestion = DrillBodyItem['question'];
export type DrillAnswer = z.output<typeof SubmitDrillAnswerBody>;
export type DrillKey = Extract<ProblemKey, { kind: 'choice' | 'pronunciation' }>;

export const DRILL_TYPES = [4, 5, 6] as const;

const isDrillItem = (item: ContentBodyItem): item is DrillBodyItem =>
  item.type === 'DRILL_LISTENING' ||
  item.type === 'DRILL_PRONUNCIATION' ||
  item.type === 'DRILL_VOCABULARY';

/** The cards of a drill, in the exercise's order (each test page holds one). */
export function drillCardsOf(record: ExerciseContentRecord): DrillQuestion[] {
  const seen = new Set<string>();
  return record.pages
    .flatMap((page) => page.body.filter(isDrillItem).map((item) => item.question))
    .filter((question) => {
      if (seen.has(question.uuid)) return false;
      seen.add(question.uuid);
      return true;
    });
}

/** The cards a run asks, with the learner's learned status. */
export function selectDrillQuestions(
  cards: readonly DrillQuestion[],
  statusOf: (uuid: string) => LearnedStatus,
  allowed: readonly string[] | null,
  problemCount: number,
): DrillQuestion[] {
  const withStatus = cards
    .filter((card) => allowed === null || allowed.includes(card.uuid))
    .map((card, order) => ({ card: { ...card, learnedStatus: statusOf(card.uuid) }, order }));
  const chosen = [...withStatus]
    .sort((a, b) => a.card.learnedStatus - b.card.learnedStatus || a.order - b.order)
    .slice(0, problemCount);
  return chosen.sort((a, b) => a.order - b.order).map((entry) => entry.card);
}

export type DrillVariant = 'choice' | 'pronunciation' | 'pettFailed' | 'skipped';

export function variantOf(answer: DrillAnswer): DrillVariant {
  if ('skipped' in answer) return 'skipped';
  if ('pettFailed' in answer) return 'pettFailed';
  if ('evaluation' in answer) return 'pronunciation';
  return 'choice';
}

/** Whether the answer's variant fits the card (a choice for choice cards, speech for pronunciation). */
export function variantFits(variant: DrillVariant, key: DrillKey): boolean {
  if (variant === 'skipped') return true;
  return key.kind === 'choice' ? variant === 'choice' : variant !== 'choice';
}

export type JudgedDrillAnswer = {
  isCorrect: boolean;
  skipped: boolean;
  submittedAnswer: string | null;
  correction: string | null;
};

export function judgeDrillAnswer(key: DrillKey, answer: DrillAnswer): JudgedDrillAnswer {
  const expected = key.kind === 'choice' ? key.correctOptionId : key.ipa.join('');
  let isCorrect = false;
  let submittedAnswer: string | null = null;
  if ('answer' in answer) {
    submittedAnswer = answer.answer;
    isCorrect = key.kind === 'choice' && answer.answer === key.correctOptionId;
  } else if ('evaluation' in answer) {
    submittedAnswer = answer.evaluation.map((phone) => phone.ipa).join('');
    isCorrect =
      key.kind === 'pronunciation' && isPronunciationCorrect(answer.evaluation, key.ipa.length);
  }
  return {
    isCorrect,
    skipped: variantOf(answer) === 'skipped',
    submittedAnswer,
    correction: isCorrect ? null : expected,
  };
}
