import { http, type HttpHandler } from 'msw';
import { json } from '../runtime/bodies';
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
import { exerciseLogs } from '../db/exercise-logs';
import { learnedStatusOf } from '../db/learned-items';
import type { AliasContext } from '../runtime/auth-context';
import { parseJsonBody, parseQuery } from '../runtime/parse';
import { notFound } from '../runtime/problem';
import { api, idempotentRoute, route } from '../runtime/route';
import { judgedAnswer } from '../rules/answer-judging';
import { markingSkillOf, matchesAnyAnswer } from '../../src/lib/rules/marking/answer-match';
import { normalisedWords } from '../../src/lib/rules/marking/normalise';
import { chatFeedback } from '../rules/chat-closeness';
import { chatTransition } from '../rules/chat-transition';
import {
  DRILL_TYPES,
  drillCardsOf,
  judgeDrillAnswer,
  selectDrillQuestions,
  variantFits,
  variantOf,
} from '../rules/drill-cards';
import { reportedLearnStatus } from '../rules/drill-learn-status';
import { bodyItemsOf, requireProblem, requireType } from '../rules/exercise-access';
import { toExerciseDetails } from '../rules/exercise-details';
import {
  appendAnswer,
  createLog,
  endSession,
  fieldError,
  findOwnLog,
  requireAssignment,
} from '../rules/exercise-sessions';
import { plainAnswer, requireAnswerUnlessSkipped, writtenAnswer } from '../rules/logged-answers';
import { wordDiff } from '../../src/lib/rules/marking/word-diff';
import { markWriting, requireWritingEffort } from '../rules/writing-feedback';
import { exerciseOfPath, ofExercise, problemAnswer, sessionOwner } from './exercise-requests';

// Exercise content, sessions and answers. Every operation names an exercise by course, type and
// uuid (404 unless visible and of that type), and every answer a session (logId) of this alias
// and exercise (404 otherwise, 409 once ended). Shared steps: ./exercise-requests.ts. Rules:
// ../rules/exercise-sessions.ts (logs and trophies), logged-answers / answer-judging /
// chat-transition / drill-cards / drill-learn-status / writing-feedback; src/lib/rules/marking.

const EXERCISE = '/exercises/:courseUuid/:exerciseType/:exerciseUuid';

/** Speaking answers count words (words-per-minute figures); others do not. */
const SPEAKING_TYPES: readonly number[] = [1, 2, 6, 10];

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

/** 400 when a start names problems the exercise does not have. */
const problemsNotInExercise = (ctx: AliasContext) =>
  fieldError(ctx.lang, 'problemUuids', {
    ja: 'この練習にない問題が含まれています',
    en: 'Some problems are not in this exercise',
  });

export const exercisesHandlers: HttpHandler[] = [
  http.get(
    api(`${EXERCISE}/`),
    route(({ request, params }) => {
      const { ctx, record } = exerciseOfPath(request, params, GetExerciseParams);
      const { lang } = parseQuery(GetExerciseQueryParams, request);
      return json(toExerciseDetails(record, lang, (uuid) => learnedStatusOf(ctx.alias.uuid, uuid)));
    }),
  ),

  http.post(
    api(`${EXERCISE}/start/`),
    idempotentRoute('startExercise', async ({ request, params }) => {
      const { ctx, record } = exerciseOfPath(request, params, StartExerciseParams);
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
      if (asked?.some((uuid) => !testProblems.includes(uuid))) throw problemsNotInExercise(ctx);
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
        ...sessionOwner(ctx, record),
        assignmentId,
        sessionId: body.sessionId ?? null,
        limitedModeId: body.limitedModeId ?? null,
        mode: 'test',
        parentLogId: null,
        problemUuids: questions ? questions.map((q) => q.uuid) : (asked ?? testProblems),
      });
      return json(questions ? { logId: log.logId, questions } : { logId: log.logId });
    }),
  ),

  http.post(
    api(`${EXERCISE}/start/practice-mode/`),
    idempotentRoute('startPracticeMode', async ({ request, params }) => {
      const { ctx, record } = exerciseOfPath(request, params, StartPracticeModeParams);
      const body = await parseJsonBody(request, StartPracticeModeBody);
      // Practice after a run carries its assignment and live session over; practice of items
      // chosen on the overview follows no run. Either way its mode is practice, so its end never
      // earns a trophy nor finishes the exercise (exercise-sessions.ts, exercise-progress.ts).
      const parent =
        body.logId === undefined ? null : findOwnLog(ctx, body.logId, ofExercise(record));
      if (body.problemUuids.some((uuid) => !problemOf(record, uuid))) {
        throw problemsNotInExercise(ctx);
      }
      const log = await createLog({
        ...sessionOwner(ctx, record),
        assignmentId: parent?.assignmentId ?? null,
        sessionId: parent?.sessionId ?? null,
        limitedModeId: parent?.limitedModeId ?? null,
        mode: 'practice',
        parentLogId: parent?.logId ?? null,
        problemUuids: body.problemUuids,
      });
      return json({ logId: log.logId });
    }),
  ),

  http.post(
    api(`${EXERCISE}/log/`),
    idempotentRoute('logExerciseAnswer', async ({ request, params }) => {
      const { ctx, record } = exerciseOfPath(request, params, LogExerciseAnswerParams);
      const { wordPronunciationPractice } = parseQuery(LogExerciseAnswerQueryParams, request);
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
      requireAnswerUnlessSkipped(ctx, body);
      // What a slip is worth follows the exercise's skill (translating or spelling).
      const skill = markingSkillOf(record.type);
      const { isCorrect, correction } = judgedAnswer(problem, body.answer, body.skipped, skill);
      const result = await appendAnswer(
        ctx,
        body.logId,
        body.problemUuid,
        ofExercise(record),
        (_log, retry) => ({
          answer: plainAnswer(body, isCorrect, SPEAKING_TYPES.includes(record.type)),
          result: {
            problemUuid: body.problemUuid,
            isCorrect,
            retry,
            learnStatus: null,
            correction,
            // A listening quiz tells what was heard once answered (or skipped).
            ...(problem.kind === 'choice' && problem.transcript
              ? { transcript: problem.transcript }
              : {}),
          },
        }),
      );
      return json(result);
    }),
  ),

  http.post(
    api(`${EXERCISE}/end/`),
    idempotentRoute('endExercise', async ({ request, params }) => {
      const { ctx, record } = exerciseOfPath(request, params, EndExerciseParams);
      const body = await parseJsonBody(request, EndExerciseBody);
      if ('totalScore' in body && record.type !== 10) {
        throw fieldError(ctx.lang, 'totalScore', {
          ja: 'totalScore で終了できるのは一文音読だけです',
          en: 'Only single sentence reading ends with totalScore',
        });
      }
      return json(await endSession(ctx, body.logId, ofExercise(record), body));
    }),
  ),

  http.post(
    api(`${EXERCISE}/conversation-answer/`),
    idempotentRoute('submitConversationAnswer', async ({ request, params }) => {
      const { ctx, record, body, problem, append } = await problemAnswer(request, params, {
        params: SubmitConversationAnswerParams,
        body: SubmitConversationAnswerBody,
        types: [1],
        kinds: ['chat'],
      });
      const attempts = attemptsOf(record, problem.problemUuid);
      const result = await append((_log, retry) => {
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
          result: { ...transition, ...chatFeedback(problem, body.answer, transition) },
        };
      });
      return json(result);
    }),
  ),

  http.post(
    api(`${EXERCISE}/dictation-answer/`),
    idempotentRoute('submitDictationAnswer', async ({ request, params }) => {
      const { ctx, record, body, problem, append } = await problemAnswer(request, params, {
        params: SubmitDictationAnswerParams,
        body: SubmitDictationAnswerBody,
        types: [3],
        kinds: ['dictation'],
      });
      if (problem.sentenceIndex !== body.sentenceIndex) {
        throw fieldError(ctx.lang, 'sentenceIndex', {
          ja: 'この問題の文番号ではありません',
          en: 'Not the sentence index of this problem',
        });
      }
      const attempts = attemptsOf(record, problem.problemUuid);
      const result = await append((_log, retry) => {
        if (retry >= attempts || body.retry >= attempts) {
          throw fieldError(ctx.lang, 'retry', {
            ja: 'この文にはもう挑戦できません',
            en: 'No attempt is left for this sentence',
          });
        }
        const text = body.answer.map((word) => word.text).join(' ');
        const isCorrect = matchesAnyAnswer(text, [problem.expected]);
        const attemptsLeft = isCorrect ? attempts - retry - 1 : Math.max(attempts - retry - 1, 0);
        const reveal = isCorrect || attemptsLeft === 0;
        const correction = isCorrect
          ? null
          : wordDiff(text, problem.expected).map(({ status, ...token }) => {
              // A slip is a wrong word in dictation (the skill is spelling): the contract's status.
              const word = { ...token, status: status === 'typo' ? ('wrong' as const) : status };
              return reveal || status === 'correct' ? word : { ...word, expected: null };
            });
        return {
          answer: writtenAnswer(text, isCorrect, body.responseTime),
          result: {
            isCorrect,
            correction,
            sentence: reveal ? problem.expected : null,
            attemptsLeft,
          },
        };
      });
      return json(result);
    }),
  ),

  http.post(
    api(`${EXERCISE}/drill-answer/`),
    idempotentRoute('submitDrillAnswer', async ({ request, params }) => {
      const { ctx, record } = exerciseOfPath(request, params, SubmitDrillAnswerParams);
      const { practice } = parseQuery(SubmitDrillAnswerQueryParams, request);
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
          const learnStatus = await reportedLearnStatus(ctx.alias.uuid, key.problemUuid, {
            type: record.type as 4 | 5 | 6,
            isCorrect: judged.isCorrect,
            counts: mode === 'test' && retry === 0,
          });
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
              learnStatus,
              correction: judged.correction,
            },
          };
        },
      );
      return json(result);
    }),
  ),

  http.post(
    api(`${EXERCISE}/translation-answer/`),
    idempotentRoute('submitTranslationQuizAnswer', async ({ request, params }) => {
      const { body, problem, append } = await problemAnswer(request, params, {
        params: SubmitTranslationQuizAnswerParams,
        body: SubmitTranslationQuizAnswerBody,
        types: [11],
        kinds: ['sentence'],
      });
      // A sentence (the route takes no other kind): judged right or wrong, never unjudged.
      const judged = judgedAnswer(problem, body.answer, false, 'translating');
      const isCorrect = judged.isCorrect === true;
      const result = await append(() => ({
        answer: writtenAnswer(body.answer, isCorrect, body.responseTime),
        result: { isCorrect, correction: judged.correction },
      }));
      return json(result);
    }),
  ),

  http.post(
    api(`${EXERCISE}/writing-answer/`),
    idempotentRoute('submitWritingAnswer', async ({ request, params }) => {
      const { ctx, record, body, problem, append } = await problemAnswer(request, params, {
        params: SubmitWritingAnswerParams,
        body: SubmitWritingAnswerBody,
        types: [13],
        kinds: ['writing'],
      });
      const prompt = bodyItemsOf(record).find(
        (item) => item.type === 'WRITING_PROBLEM' && item.problemUuid === problem.problemUuid,
      );
      const usefulPhrases = prompt && prompt.type === 'WRITING_PROBLEM' ? prompt.usefulPhrases : [];
      requireWritingEffort(body.text, problem.minWords);
      // Checked before the log's lock: the first check loads the spelling checker (seconds).
      const { done, result } = await markWriting(
        body.text,
        {
          minWords: problem.minWords,
          maxWords: problem.maxWords,
          usefulPhrases,
          modelAnswers: [problem.expected],
        },
        ctx.lang,
      );
      // Not judged right or wrong; a list of words is not done (incorrect) and may be rewritten.
      await append(() => ({
        answer: writtenAnswer(body.text, done ? null : false, body.responseTime),
        result,
      }));
      return json(result);
    }),
  ),
];
