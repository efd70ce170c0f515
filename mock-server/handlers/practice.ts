import { http, type HttpHandler } from 'msw';
import { json } from '../runtime/bodies';
import {
  EndPersonalizedExerciseBody,
  EndPersonalizedExerciseParams,
  GetPersonalizedExerciseParams,
  GetPersonalizedExerciseQueryParams,
  LogPersonalizedExerciseBody,
  LogPersonalizedExerciseParams,
  StartPersonalizedExerciseBody,
  StartPersonalizedExerciseParams,
} from '../../src/api/generated/zod/practice/practice.zod';
import { cardSets } from '../db/card-sets';
import type { ExerciseLog } from '../db/exercise-logs';
import { learnedStatusOf, type DrillType } from '../db/learned-items';
import { authenticateAlias } from '../runtime/auth-context';
import { now } from '../runtime/clock';
import { uuidFrom } from '../runtime/ids';
import { parseJsonBody, parseParams, parseQuery } from '../runtime/parse';
import { notFound } from '../runtime/problem';
import { api, idempotentRoute, route } from '../runtime/route';
import { judgedAnswer } from '../rules/answer-judging';
import { markingSkillOf } from '../../src/lib/rules/marking/answer-match';
import { reportedLearnStatus } from '../rules/drill-learn-status';
import {
  appendAnswer,
  createLog,
  endSession,
  fieldError,
  requireAssignment,
} from '../rules/exercise-sessions';
import { plainAnswer, requireAnswerUnlessSkipped } from '../rules/logged-answers';
import { cardSetDetails, cardsVisibleTo, practiceCandidates } from '../rules/personalised-card-set';
import { pickPracticeCards } from '../rules/personalised-practice';

// Personalised practice: a card set of the learner's weakest drill cards of one type
// (../rules/personalised-practice.ts), then a session over cards of it. Answers are logged with
// logPersonalizedExercise, which judges them and moves the cards' learned status on the first
// answer to each card in the session; the end earns a trophy like a drill.

const drillType = (
  schema: typeof GetPersonalizedExerciseParams,
  params: Record<string, unknown>,
): DrillType => parseParams(schema, params).exerciseType;

const personalisedOf = (type: DrillType) => (log: ExerciseLog) =>
  log.mode === 'personalized' && log.exerciseType === type;

export const practiceHandlers: HttpHandler[] = [
  http.get(
    api('/personalized-exercises/:exerciseType/'),
    route(async ({ request, params }) => {
      const ctx = authenticateAlias(request);
      const type = drillType(GetPersonalizedExerciseParams, params);
      const query = parseQuery(GetPersonalizedExerciseQueryParams, request);
      const schoolGrade = query.schoolGrade ?? 5;
      const cards = cardsVisibleTo(ctx, type);
      const picked = pickPracticeCards(
        practiceCandidates(ctx, type, cards),
        query.numCards,
        schoolGrade,
      );
      if (picked.length === 0) throw notFound('Drill cards');
      const cardSet = await cardSets.insert({
        // The same cards for the same learner make the same set: asking again keeps one record.
        cardSetUuid: uuidFrom(`card-set:${ctx.alias.uuid}:${type}:${picked.join(',')}`),
        aliasUuid: ctx.alias.uuid,
        exerciseType: type,
        itemUuids: picked,
        schoolGrade,
        createdAt: now().toISOString(),
      });
      const statusOf = (uuid: string) => learnedStatusOf(ctx.alias.uuid, uuid);
      return json(cardSetDetails(cardSet.cardSetUuid, type, picked, cards, statusOf, ctx.lang));
    }),
  ),

  http.post(
    api('/personalized-exercises/:exerciseType/start/'),
    idempotentRoute('startPersonalizedExercise', async ({ request, params }) => {
      const ctx = authenticateAlias(request);
      const type = drillType(StartPersonalizedExerciseParams, params);
      const body = await parseJsonBody(request, StartPersonalizedExerciseBody);
      const cardSet = cardSets.get(body.cardSetUuid);
      if (!cardSet || cardSet.aliasUuid !== ctx.alias.uuid || cardSet.exerciseType !== type)
        throw notFound('Card set');
      if (body.problemUuids.some((uuid) => !cardSet.itemUuids.includes(uuid))) {
        throw fieldError(ctx.lang, 'problemUuids', {
          ja: 'カードセットにないカードが含まれています',
          en: 'Some cards are not in the card set',
        });
      }
      const assignmentId =
        body.assignmentId == null ? null : requireAssignment(ctx, body.assignmentId, () => true);
      const log = await createLog({
        userUuid: ctx.user.uuid,
        aliasUuid: ctx.alias.uuid,
        courseUuid: null,
        exerciseUuid: null,
        exerciseType: type,
        assignmentId,
        sessionId: null,
        limitedModeId: null,
        mode: 'personalized',
        parentLogId: null,
        problemUuids: body.problemUuids,
      });
      return json({ logId: log.logId });
    }),
  ),

  http.post(
    api('/personalized-exercises/:exerciseType/log/'),
    idempotentRoute('logPersonalizedExercise', async ({ request, params }) => {
      const ctx = authenticateAlias(request);
      const type = drillType(LogPersonalizedExerciseParams, params);
      const body = await parseJsonBody(request, LogPersonalizedExerciseBody);
      requireAnswerUnlessSkipped(ctx, body);
      const key = cardsVisibleTo(ctx, type).get(body.problemUuid)?.key;
      const result = await appendAnswer(
        ctx,
        body.logId,
        body.problemUuid,
        personalisedOf(type),
        async (log, retry) => {
          if (!key || !log.problemUuids.includes(key.problemUuid))
            throw fieldError(ctx.lang, 'problemUuid', {
              ja: 'この学習のカードではありません',
              en: 'Not a card of this session',
            });
          // A drill's cards are all judged (choices, sentences, words said).
          const judged = judgedAnswer(key, body.answer, body.skipped, markingSkillOf(type));
          const isCorrect = judged.isCorrect === true;
          // Learned status moves on the first answer to each card in the session.
          const learnStatus = await reportedLearnStatus(ctx.alias.uuid, key.problemUuid, {
            type,
            isCorrect,
            counts: retry === 0,
          });
          return {
            // Pronunciation drills (6) are spoken.
            answer: plainAnswer(body, isCorrect, type === 6),
            result: {
              problemUuid: key.problemUuid,
              isCorrect,
              retry,
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
    api('/personalized-exercises/:exerciseType/end/'),
    idempotentRoute('endPersonalizedExercise', async ({ request, params }) => {
      const ctx = authenticateAlias(request);
      const type = drillType(EndPersonalizedExerciseParams, params);
      const body = await parseJsonBody(request, EndPersonalizedExerciseBody);
      if ('totalScore' in body) {
        throw fieldError(ctx.lang, 'totalScore', {
          ja: 'ドリルは正解数で終了してください',
          en: 'A drill ends with its answer counts',
        });
      }
      return json(await endSession(ctx, body.logId, personalisedOf(type), body));
    }),
  ),
];
