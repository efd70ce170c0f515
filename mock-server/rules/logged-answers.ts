import type { AliasContext } from '../runtime/auth-context';
import { normalisedWords } from '../../src/lib/rules/marking/normalise';
import { fieldError, type AnswerDraft } from './exercise-sessions';

// How an answer is kept in its exercise log (exercise-sessions.ts appends it): the shapes the
// answer operations share.

/** A typed answer (translation, dictation, writing): never skipped, no words spoken. */
export function writtenAnswer(
  answer: string,
  correct: boolean | null,
  responseTime: number | null | undefined,
): AnswerDraft {
  return {
    answer,
    skipped: false,
    correct,
    responseTimeMs: responseTime ?? null,
    wordsSpoken: null,
  };
}

type PlainAnswerBody = { answer: string | null; skipped: boolean; responseTime?: number | null };

/**
 * An answer of logExerciseAnswer or logPersonalizedExercise: none when skipped; the words of a
 * spoken one are counted (words-per-minute figures).
 */
export function plainAnswer(
  body: PlainAnswerBody,
  correct: boolean | null,
  spoken: boolean,
): AnswerDraft {
  return {
    answer: body.skipped ? null : body.answer,
    skipped: body.skipped,
    correct,
    responseTimeMs: body.responseTime ?? null,
    wordsSpoken:
      spoken && body.answer && !body.skipped ? normalisedWords(body.answer).length : null,
  };
}

/** 400 for an answer that is neither given nor skipped. */
export function requireAnswerUnlessSkipped(ctx: AliasContext, body: PlainAnswerBody): void {
  if (!body.skipped && body.answer === null) {
    throw fieldError(ctx.lang, 'answer', {
      ja: 'スキップしない場合は解答が必要です',
      en: 'An answer is required unless skipped',
    });
  }
}
