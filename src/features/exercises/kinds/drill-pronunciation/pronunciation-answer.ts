import type { DrillPronunciationAnswer } from '../../../../api/generated/model/drillPronunciationAnswer';
import { responseTimeMs } from '../../../../lib/rules/response-time';
import type { DrillPronunciationFailedAnswer } from '../../../../api/generated/model/drillPronunciationFailedAnswer';
import type { DrillQuestion } from '../../../../api/generated/model/drillQuestion';
import type { SubmitDrillAnswerParams } from '../../../../api/generated/model/submitDrillAnswerParams';
import type { EvaluationFailedAnswer, PhoneScore } from '../../speaking/speaking-task';
import type { CallResult } from '../../player/call-operations';
import { logCall } from '../choice/choice-answer';
import { drillIsCorrect, type DrillOperation } from '../choice/drill-choice';
import type { AnswerCall, Outcome, PlayerQuestion, RunContext } from '../kind';
import { levelOf, passes, shownPhones, type ShownPhone } from './phones';
import { HEADING_MESSAGES, soundsVerdict } from './sounds-verdict';

// The pronunciation drill's answer and its calls. The Question records the word and has its
// phones evaluated (the speaking module), then answers with the evaluation, or with the failure
// of the evaluation engine (spec 8). A test or practice run sends it with submitDrillAnswer:
// { uuid, logId, audio, retry, evaluation: [{ ipa, isCorrect }] }, or pettFailed: true when the
// evaluation failed; personalised practice (skills) logs it with logPersonalizedExercise, the
// word as said when the evaluation passes (spec 5), else the phones said.

export type PronunciationAnswer = {
  /** The recording in public storage (uploadRecording); null when the upload failed. */
  recordingUrl: string | null;
  /** The recording on this device (an object URL), to play back right away. */
  localUrl: string | null;
  /** Recordings of this card that came to nothing or were redone before this answer. */
  retry: number;
  /** From the question showing to the end of the recording, in ms. */
  responseTime: number;
} & (
  | { type: 'evaluated'; phones: PhoneScore[] }
  | { type: 'evaluation-failed'; reason: EvaluationFailedAnswer['reason'] }
);

/** An evaluation failure may be tried again this many times in all (then the drill goes on). */
const MAX_FAILED_ATTEMPTS = 3;
const MAX_PHONES = 100;
const MAX_IPA = 20;

/** The pronunciation card a question holds (its DRILL_PRONUNCIATION item), if any. */
export function pronunciationCardOf(question: PlayerQuestion): DrillQuestion | null {
  const items = [question.item, ...question.body];
  for (const item of items) {
    if (item.type === 'DRILL_PRONUNCIATION' && item.question) return item.question;
  }
  return null;
}

/** The word a card asks to say ('' when it has none). */
export const wordOf = (card: DrillQuestion | null) => (card?.prompt ?? '').trim();

const practiceParams = (run: RunContext): SubmitDrillAnswerParams | undefined =>
  run.mode === 'practice' ? { practice: 1 } : undefined;

const wholeMs = responseTimeMs;

/** What personalised practice logs as "said": the word when it passes, else the phones said. */
function saidOf(answer: PronunciationAnswer, card: DrillQuestion | null): string {
  if (answer.type !== 'evaluated') return '';
  const expected = card?.ipa.length ?? 0;
  const word = wordOf(card);
  if (word && passes(answer.phones, expected)) return word;
  return `/${answer.phones.map((phone) => phone.phoneme).join('')}/`;
}

export function pronunciationAnswerCall(
  answer: PronunciationAnswer,
  run: RunContext,
  question: PlayerQuestion,
): AnswerCall<DrillOperation> {
  const card = pronunciationCardOf(question);
  const uuid = card?.uuid ?? question.problemUuid;
  const responseTime = wholeMs(answer.responseTime);
  if (run.personalised) {
    return logCall(run, {
      logId: run.logId,
      problemUuid: uuid,
      answer: saidOf(answer, card),
      skipped: false,
      responseTime,
    });
  }
  const retry = Math.max(0, Math.floor(answer.retry));
  const body: DrillPronunciationAnswer | DrillPronunciationFailedAnswer =
    answer.type === 'evaluated' && answer.phones.length > 0
      ? {
          uuid,
          logId: run.logId,
          // The contract asks for the url; a recording that could not be kept has none.
          audio: answer.recordingUrl ?? '',
          retry,
          evaluation: answer.phones.slice(0, MAX_PHONES).map((phone) => ({
            ipa: phone.phoneme.slice(0, MAX_IPA),
            isCorrect: phone.isCorrect,
          })),
          responseTime,
        }
      : {
          uuid,
          logId: run.logId,
          audio: answer.recordingUrl,
          retry,
          pettFailed: true,
          responseTime,
        };
  return {
    operation: 'submitDrillAnswer',
    args: [run.courseUuid, run.exerciseType, run.exerciseUuid, body, practiceParams(run)],
  };
}

/** What the Answered part shows (Outcome.detail). */
export type PronunciationDetail = {
  /** The word's sounds with their scores; null when not evaluated (failed, skipped). */
  phones: ShownPhone[] | null;
  /** The evaluation failed (spec 8): check the word's pronunciation and try again. */
  failed: boolean;
  retry: number;
  recordingUrl: string | null;
  localUrl: string | null;
};

export function pronunciationOutcome(
  result: CallResult<DrillOperation> | null,
  answer: PronunciationAnswer | null,
  question: PlayerQuestion,
  attempt: number,
): Outcome {
  const card = pronunciationCardOf(question);
  // Judged as a drill's answer is (a submitDrillAnswer result that recorded the phones and has
  // no correction); an evaluation that failed is never right.
  const correct = answer?.type === 'evaluated' && drillIsCorrect(result);
  const failed = answer?.type === 'evaluation-failed';
  const detail: PronunciationDetail = {
    phones: answer?.type === 'evaluated' ? shownPhones(card?.ipa ?? [], answer.phones) : null,
    failed,
    retry: answer?.retry ?? attempt,
    recordingUrl: answer?.recordingUrl ?? null,
    localUrl: answer?.localUrl ?? null,
  };
  // One verdict that agrees with the sounds shown (their colours and count read the same rule).
  return {
    correct,
    verdict: correct ? 'correct' : 'incorrect',
    ...(answer?.type === 'evaluated'
      ? {
          verdictMessage:
            HEADING_MESSAGES[
              soundsVerdict(
                answer.phones.map((phone) => phone.score),
                correct,
              ).heading
            ],
        }
      : {}),
    skipped: answer === null,
    given: null,
    // The word to say (its sounds are shown letter by letter above, so no phonetic letters).
    correction: correct ? null : wordOf(card) || null,
    meaning: card?.translation ?? null,
    nextAttempt: failed && attempt + 1 < MAX_FAILED_ATTEMPTS ? attempt + 1 : null,
    learnStatus: result?.value.learnStatus ?? null,
    detail,
  };
}

/** Reads a PronunciationDetail back from Outcome.detail (kept across reloads as JSON). */
export function pronunciationDetailOf(detail: unknown): PronunciationDetail {
  const value = (typeof detail === 'object' && detail !== null ? detail : {}) as Partial<
    Record<keyof PronunciationDetail, unknown>
  >;
  const text = (field: unknown) => (typeof field === 'string' && field !== '' ? field : null);
  const phones = Array.isArray(value.phones)
    ? (value.phones as unknown[]).flatMap((phone): ShownPhone[] => {
        if (typeof phone !== 'object' || phone === null) return [];
        const { symbol, score } = phone as Partial<ShownPhone>;
        if (typeof symbol !== 'string') return [];
        // The level is read again from the score: the one rule of today, whatever was kept.
        const scored = typeof score === 'number' && Number.isFinite(score);
        return [{ symbol, score: scored ? score : null, level: scored ? levelOf(score) : null }];
      })
    : null;
  return {
    phones,
    failed: value.failed === true,
    retry: typeof value.retry === 'number' && value.retry >= 0 ? Math.floor(value.retry) : 0,
    recordingUrl: text(value.recordingUrl),
    localUrl: text(value.localUrl),
  };
}
