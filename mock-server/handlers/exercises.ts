import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  EndExerciseBody,
  EndExerciseParams,
  GetExerciseParams,
  GetExerciseQueryParams,
  LogExerciseAnswerBody,
  LogExerciseAnswerParams,
  LogExerciseAnswerQueryParams,
  StartExerciseBody,
  StartExerciseParams,
  StartPracticeModeBody,
  StartPracticeModeParams,
  SubmitConversationAnswerBody,
  SubmitConversationAnswerParams,
  SubmitDictationAnswerBody,
  SubmitDictationAnswerParams,
  SubmitDrillAnswerBody,
  SubmitDrillAnswerParams,
  SubmitDrillAnswerQueryParams,
  SubmitTranslationQuizAnswerBody,
  SubmitTranslationQuizAnswerParams,
  SubmitWritingAnswerBody,
  SubmitWritingAnswerParams,
} from '../../src/api/generated/zod/exercises/exercises.zod';
import { problemOf, testProblemUuids, type ExerciseContentRecord } from '../db/exercise-content';
import { exerciseLogs, type ExerciseLog } from '../db/exercise-logs';
import { learnedStatusOf, recordDrillAnswer } from '../db/learned-items';
import { authenticateAlias, type AliasContext } from '../runtime/auth-context';
import { now } from '../runtime/clock';
import { parseJsonBody, parseWith } from '../runtime/parse';
import { notFound } from '../runtime/problem';
import { api, route } from '../runtime/route';
import { judgeAnswer } from '../rules/answer-judging';
import { matchesAnyAnswer, normaliseAnswer, normalisedWords } from '../rules/answer-normalisation';
import { chatTransition } from '../rules/chat-transition';
import {
  DRILL_TYPES,
  drillCardsOf,
  judgeDrillAnswer,
  selectDrillQuestions,
  variantFits,
  variantOf,
} from '../rules/drill-cards';
import {
  bodyItemsOf,
  requireExercise,
  requireProblem,
  requireType,
} from '../rules/exercise-access';
import {
  appendAnswer,
  createLog,
  endSession,
  fieldError,
  findOwnLog,
  requireAssignment,
} from '../rules/exercise-sessions';
import { wordDiff } from '../rules/word-diff';
import { writingFeedback } from '../rules/writing-feedback';
import { toExerciseDetails } from '../rules/exercise-details';
import { queryWithNumbers, withNumbers } from './numeric-values';

// Exercise content, sessions and answers. Every operation names an exercise by course, type and
// uuid (404 unless visible and of that type), and every answer a session (logId) of this alias
// and exercise (404 otherwise, 409 once ended). Rules: ../rules/exercise-sessions.ts (logs and
// trophies), answer-judging / chat-transition / drill-cards / word-diff / writing-feedback.

const EXERCISE = '/exercises/:courseUuid/:exerciseType/:exerciseUuid';

/** Speaking answers count words (words-per-minute figures); others do not. */
const SPEAKING_TYPES: readonly number[] = [1, 2, 6, 10];

const ofExercise = (record: ExerciseContentRecord) => (log: ExerciseLog) =>
  log.exerciseUuid === record.uuid && log.mode !== 'personalized';

function exerciseFor(
  ctx: AliasContext,
  schema: typeof GetExerciseParams,
  params: Record<string, unknown>,
) {
  return requireExercise(ctx, parseWith(schema, withNumbers(params)));
}

/** The attempts a chat or dictation problem gives (from its public body item), at least 1. */
function attemptsOf(record: ExerciseContentRecord, problemUuid: string): number {
  const item = bodyItemsOf(record).find(
    (body) =>
      (body.type === 'CHAT_PROBLEM' || body.type === 'DICTATION_PROBLEM') &&
      body.problemUuid === problemUuid,
  );
  return item && 'attempts' in item ? Math.max(item.attempts.length, 1) : 1;
}

function followingProblem(record: ExerciseContentRecord, problemUuid: string): string | null {
  const order = testProblemUuids(record);
  return order[order.indexOf(problemUuid) + 1] ?? null;
}

export const exercisesHandlers: HttpHandler[] = [
  http.get(
    api(`${EXERCISE}/`),
    route(({ request, params }) => {
      const ctx = authenticateAlias(request);
      const record = exerciseFor(ctx, GetExerciseParams, params);
      const { lang } = parseWith(GetExerciseQueryParams, queryWithNumbers(request));
      return HttpResponse.json(
        toExerciseDetails(record, lang, (uuid) => learnedStatusOf(ctx.alias.uuid, uuid)),
      );
    }),
  ),

  http.post(
    api(`${EXERCISE}/start/`),
    route(async ({ request, params }) => {
      const ctx = authenticateAlias(request);
      const record = exerciseFor(ctx, StartExerciseParams, params);
      const body = await parseJsonBody(request, StartExerciseBody);
      const assignmentId =
        body.assignmentId == null
          ? null
          : requireAssignment(ctx, body.assignmentId, (list) =>
              list.some(
                (e) => e.exerciseUuid === record.uuid && e.courseUuid === record.courseUuid,
              ),
            );
      if (body.cardSetUuid != null && body.cardSetUuid !== record.cardSetUuid) {
        throw fieldError(ctx.lang, 'cardSetUuid', {
          ja: 'この練習のカードセットではありません',
          en: 'Not the card set of this exercise',
        });
      }
      const testProblems = testProblemUuids(record);
      const asked = body.problemUuids ?? null;
      if (asked?.some((uuid) => !testProblems.includes(uuid))) {
        throw fieldError(ctx.lang, 'problemUuids', {
          ja: 'この練習にない問題が含まれています',
          en: 'Some problems are not in this exercise',
        });
      }
      const isDrill = (DRILL_TYPES as readonly number[]).includes(record.type);
      const questions = isDrill
        ? selectDrillQuestions(
            drillCardsOf(record),
            (uuid) => learnedStatusOf(ctx.alias.uuid, uuid),
            asked,
            body.problemCount,
          )
        : undefined;
      const log = await createLog({
        userUuid: ctx.user.uuid,
        aliasUuid: ctx.alias.uuid,
        courseUuid: record.courseUuid,
        exerciseUuid: record.uuid,
        exerciseType: record.type,
        assignmentId,
        sessionId: body.sessionId ?? null,
        limitedModeId: body.limitedModeId ?? null,
        mode: 'test',
        parentLogId: null,
        problemUuids: questions ? questions.map((q) => q.uuid) : (asked ?? testProblems),
      });
      return HttpResponse.json(questions ? { logId: log.logId, questions } : { logId: log.logId });
    }),
  ),

  http.post(
    api(`${EXERCISE}/start/practice-mode/`),
    route(async ({ request, params }) => {
      const ctx = authenticateAlias(request);
      const record = exerciseFor(ctx, StartPracticeModeParams, params);
      const body = await parseJsonBody(request, StartPracticeModeBody);
      const parent = findOwnLog(ctx, body.logId, ofExercise(record));
      if (body.problemUuids.some((uuid) => !problemOf(record, uuid))) {
        throw fieldError(ctx.lang, 'problemUuids', {
          ja: 'この練習にない問題が含まれています',
          en: 'Some problems are not in this exercise',
        });
      }
      const log = await createLog({
        userUuid: ctx.user.uuid,
        aliasUuid: ctx.alias.uuid,
        courseUuid: record.courseUuid,
        exerciseUuid: record.uuid,
        exerciseType: record.type,
        assignmentId: parent.assignmentId,
        sessionId: parent.sessionId,
        limitedModeId: parent.limitedModeId,
        mode: 'practice',
        parentLogId: parent.logId,
        problemUuids: body.problemUuids,
      });
      return HttpResponse.json({ logId: log.logId });
    }),
  ),

  http.post(
    api(`${EXERCISE}/log/`),
    route(async ({ request, params }) => {
      const ctx = authenticateAlias(request);
      const record = exerciseFor(ctx, LogExerciseAnswerParams, params);
      const { wordPronunciationPractice } = parseWith(
        LogExerciseAnswerQueryParams,
        queryWithNumbers(request),
      );
      const body = await parseJsonBody(request, LogExerciseAnswerBody);
      const problem = problemOf(record, body.problemUuid);
      if (!problem)
        throw fieldError(ctx.lang, 'problemUuid', {
          ja: 'この練習の問題ではありません',
          en: 'Not a problem of this exercise',
        });
      if (problem.practiceOnly !== (wordPronunciationPractice === 1)) {
        throw fieldError(ctx.lang, 'wordPronunciationPractice', {
          ja: '単語の発音練習は wordPronunciationPractice=1 で、その他の問題はなしで送ってください',
          en: 'Word pronunciation practice is logged with wordPronunciationPractice=1, other problems without it',
        });
      }
      if (!body.skipped && body.answer === null) {
        throw fieldError(ctx.lang, 'answer', {
          ja: 'スキップしない場合は解答が必要です',
          en: 'An answer is required unless skipped',
        });
      }
      const isCorrect = judgeAnswer(problem, body.answer, body.skipped);
      const result = await appendAnswer(
        ctx,
        body.logId,
        body.problemUuid,
        ofExercise(record),
        (_log, retry) => ({
          answer: {
            answer: body.skipped ? null : body.answer,
            skipped: body.skipped,
            correct: isCorrect,
            responseTimeMs: body.responseTime ?? null,
            wordsSpoken:
              SPEAKING_TYPES.includes(record.type) && body.answer && !body.skipped
                ? normalisedWords(body.answer).length
                : null,
          },
          result: { problemUuid: body.problemUuid, isCorrect, retry, learnStatus: null },
        }),
      );
      return HttpResponse.json(result);
    }),
  ),

  http.post(
    api(`${EXERCISE}/end/`),
    route(async ({ request, params }) => {
      const ctx = authenticateAlias(request);
      const record = exerciseFor(ctx, EndExerciseParams, params);
      const body = await parseJsonBody(request, EndExerciseBody);
      if ('totalScore' in body && record.type !== 10) {
        throw fieldError(ctx.lang, 'totalScore', {
          ja: 'totalScore で終了できるのは一文音読だけです',
          en: 'Only single sentence reading ends with totalScore',
        });
      }
      return HttpResponse.json(await endSession(ctx, body.logId, ofExercise(record), body));
    }),
  ),

  http.post(
    api(`${EXERCISE}/conversation-answer/`),
    route(async ({ request, params }) => {
      const ctx = authenticateAlias(request);
      const record = exerciseFor(ctx, SubmitConversationAnswerParams, params);
      const body = await parseJsonBody(request, SubmitConversationAnswerBody);
      requireType(ctx, record, [1]);
      const problem = requireProblem(ctx, record, body.problemUuid, ['chat']);
      const attempts = attemptsOf(record, problem.problemUuid);
      const result = await appendAnswer(
        ctx,
        body.logId,
        problem.problemUuid,
        ofExercise(record),
        (_log, retry) => {
          if (retry >= attempts) {
            throw fieldError(ctx.lang, 'problemUuid', {
              ja: 'この問題はもう回答できません',
              en: 'No attempt is left for this problem',
            });
          }
          const matchedGroup =
            problem.answers.find((group) => matchesAnyAnswer(body.answer, group.accepted)) ?? null;
          const transition = chatTransition({
            matchedGroup,
            modelGroup: problem.answers[0]!,
            followingProblemUuid: followingProblem(record, problem.problemUuid),
            attemptIndex: retry,
            attempts,
          });
          const spoken = normalisedWords(body.rawInputs.lexical || body.answer).length;
          return {
            answer: {
              answer: body.answer,
              skipped: false,
              correct: transition.isCorrect,
              responseTimeMs: body.responseTime,
              wordsSpoken: spoken,
            },
            result: transition,
          };
        },
      );
      return HttpResponse.json(result);
    }),
  ),

  http.post(
    api(`${EXERCISE}/dictation-answer/`),
    route(async ({ request, params }) => {
      const ctx = authenticateAlias(request);
      const record = exerciseFor(ctx, SubmitDictationAnswerParams, params);
      const body = await parseJsonBody(request, SubmitDictationAnswerBody);
      requireType(ctx, record, [3]);
      const problem = requireProblem(ctx, record, body.problemUuid, ['dictation']);
      if (problem.sentenceIndex !== body.sentenceIndex) {
        throw fieldError(ctx.lang, 'sentenceIndex', {
          ja: 'この問題の文番号ではありません',
          en: 'Not the sentence index of this problem',
        });
      }
      const attempts = attemptsOf(record, problem.problemUuid);
      const result = await appendAnswer(
        ctx,
        body.logId,
        problem.problemUuid,
        ofExercise(record),
        (_log, retry) => {
          if (retry >= attempts || body.retry >= attempts) {
            throw fieldError(ctx.lang, 'retry', {
              ja: 'この文にはもう挑戦できません',
              en: 'No attempt is left for this sentence',
            });
          }
          const text = body.answer.map((word) => word.text).join(' ');
          const isCorrect =
            normaliseAnswer(text) !== '' &&
            normaliseAnswer(text) === normaliseAnswer(problem.expected);
          const attemptsLeft = isCorrect ? attempts - retry - 1 : Math.max(attempts - retry - 1, 0);
          const reveal = isCorrect || attemptsLeft === 0;
          const correction = isCorrect
            ? null
            : wordDiff(text, problem.expected).map((token) =>
                reveal || token.status === 'correct' ? token : { ...token, expected: null },
              );
          return {
            answer: {
              answer: text,
              skipped: false,
              correct: isCorrect,
              responseTimeMs: body.responseTime ?? null,
              wordsSpoken: null,
            },
            result: {
              isCorrect,
              correction,
              sentence: reveal ? problem.expected : null,
              attemptsLeft,
            },
          };
        },
      );
      return HttpResponse.json(result);
    }),
  ),

  http.post(
    api(`${EXERCISE}/drill-answer/`),
    route(async ({ request, params }) => {
      const ctx = authenticateAlias(request);
      const record = exerciseFor(ctx, SubmitDrillAnswerParams, params);
      const { practice } = parseWith(SubmitDrillAnswerQueryParams, queryWithNumbers(request));
      const body = await parseJsonBody(request, SubmitDrillAnswerBody);
      requireType(ctx, record, DRILL_TYPES);
      const key = requireProblem(ctx, record, body.uuid, ['choice', 'pronunciation'], 'uuid');
      const variant = variantOf(body);
      if (!variantFits(variant, key)) {
        throw fieldError(ctx.lang, 'body', {
          ja: 'このドリルの解答の形ではありません',
          en: `A ${variant} answer does not fit this drill card`,
        });
      }
      const mode = practice === 1 ? 'practice' : 'test';
      // A skipped card may come without logId: the alias's latest open run of this exercise.
      const logId =
        body.logId ??
        exerciseLogs
          .filter(
            (log) =>
              log.aliasUuid === ctx.alias.uuid &&
              ofExercise(record)(log) &&
              log.mode === mode &&
              log.endedAt === null,
          )
          .sort((a, b) => b.logId - a.logId)[0]?.logId;
      if (logId === undefined) throw notFound('Exercise log');
      const result = await appendAnswer(
        ctx,
        logId,
        key.problemUuid,
        ofExercise(record),
        async (log, retry) => {
          if (!log.problemUuids.includes(key.problemUuid)) {
            throw fieldError(ctx.lang, 'uuid', {
              ja: 'この学習のカードではありません',
              en: 'Not a card of this session',
            });
          }
          if (log.mode !== mode) {
            throw fieldError(ctx.lang, 'practice', {
              ja: '練習モードの解答は practice=1 で、テストの解答はなしで送ってください',
              en: 'Practice-run answers are sent with practice=1, test answers without it',
            });
          }
          const judged = judgeDrillAnswer(key, body);
          // Learned status moves on the first answer to a card in a test run only.
          const learnStatus =
            mode === 'test' && retry === 0
              ? await recordDrillAnswer(
                  ctx.alias.uuid,
                  key.problemUuid,
                  record.type as 4 | 5 | 6,
                  judged.isCorrect,
                  now(),
                )
              : {
                  newLearnStatus: learnedStatusOf(ctx.alias.uuid, key.problemUuid),
                  hasNewLearnedBadge: false,
                  hasIncreased: false,
                };
          return {
            answer: {
              answer: judged.submittedAnswer,
              skipped: judged.skipped,
              correct: judged.isCorrect,
              responseTimeMs: 'responseTime' in body ? (body.responseTime ?? null) : null,
              wordsSpoken:
                key.kind === 'pronunciation' && variant === 'pronunciation'
                  ? normalisedWords(key.expected).length
                  : null,
            },
            result: {
              submittedAnswer: judged.submittedAnswer,
              learnStatus: {
                newLearnStatus: learnStatus.newLearnStatus,
                hasNewLearnedBadge: learnStatus.hasNewLearnedBadge,
                hasIncreased: learnStatus.hasIncreased,
              },
              correction: judged.correction,
            },
          };
        },
      );
      return HttpResponse.json(result);
    }),
  ),

  http.post(
    api(`${EXERCISE}/translation-answer/`),
    route(async ({ request, params }) => {
      const ctx = authenticateAlias(request);
      const record = exerciseFor(ctx, SubmitTranslationQuizAnswerParams, params);
      const body = await parseJsonBody(request, SubmitTranslationQuizAnswerBody);
      requireType(ctx, record, [11]);
      const problem = requireProblem(ctx, record, body.problemUuid, ['sentence']);
      const isCorrect = matchesAnyAnswer(body.answer, problem.accepted);
      const result = await appendAnswer(
        ctx,
        body.logId,
        problem.problemUuid,
        ofExercise(record),
        () => ({
          answer: {
            answer: body.answer,
            skipped: false,
            correct: isCorrect,
            responseTimeMs: body.responseTime ?? null,
            wordsSpoken: null,
          },
          result: { isCorrect, correction: isCorrect ? null : problem.expected },
        }),
      );
      return HttpResponse.json(result);
    }),
  ),

  http.post(
    api(`${EXERCISE}/writing-answer/`),
    route(async ({ request, params }) => {
      const ctx = authenticateAlias(request);
      const record = exerciseFor(ctx, SubmitWritingAnswerParams, params);
      const body = await parseJsonBody(request, SubmitWritingAnswerBody);
      requireType(ctx, record, [13]);
      const problem = requireProblem(ctx, record, body.problemUuid, ['writing']);
      const prompt = bodyItemsOf(record).find(
        (item) => item.type === 'WRITING_PROBLEM' && item.problemUuid === problem.problemUuid,
      );
      const usefulPhrases = prompt && prompt.type === 'WRITING_PROBLEM' ? prompt.usefulPhrases : [];
      const result = await appendAnswer(
        ctx,
        body.logId,
        problem.problemUuid,
        ofExercise(record),
        () => ({
          answer: {
            answer: body.text,
            skipped: false,
            correct: null,
            responseTimeMs: body.responseTime ?? null,
            wordsSpoken: null,
          },
          result: writingFeedback(
            body.text,
            { minWords: problem.minWords, maxWords: problem.maxWords, usefulPhrases },
            ctx.lang,
          ),
        }),
      );
      return HttpResponse.json(result);
    }),
  ),
];
