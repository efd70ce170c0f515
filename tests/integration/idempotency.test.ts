import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endExercise,
  logExerciseAnswer,
  startExercise,
  submitTranslationQuizAnswer,
} from '../../src/api/generated/endpoints/exercises/exercises';
import { postUserFeedback } from '../../src/api/generated/endpoints/history/history';
import { logPersonalizedExercise } from '../../src/api/generated/endpoints/practice/practice';
import { resetMockState } from '../../src/api/generated/endpoints/mock/mock';
import { idempotentAnswers } from '../../mock-server/db/idempotent-answers';
import { exerciseContents, testProblemUuids } from '../../mock-server/db/exercise-content';
import { exerciseLogs } from '../../mock-server/db/exercise-logs';
import { userFeedback } from '../../mock-server/db/user-feedback';
import { createHandlers } from '../../mock-server/handlers/index';
import { createMockApp } from '../../mock-server/server';
import {
  COURSE,
  EXERCISE,
  EXERCISE_CATALOGUE,
  type ExerciseKey,
} from '../../mock-server/seed/content-catalogue';
import { ALIAS } from '../../mock-server/seed/demo-identities';
import { apiError, PROBLEM } from '../support/api-error';
import { signInHana, signInKen } from '../support/demo-sign-in';
import { useMockBackend } from '../support/mock-backend';

// Idempotency-Key on the exercise writes (mock-server/runtime/idempotency.ts): a repeated key
// answers the first answer and records nothing new, under msw and under the express server.

const at = (key: ExerciseKey) => {
  const meta = EXERCISE_CATALOGUE[key];
  return [COURSE[meta.course], meta.type, EXERCISE[key]] as const;
};
const content = (key: ExerciseKey) => exerciseContents.get(EXERCISE[key])!;
const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });
const logsOf = (aliasUuid: string) => exerciseLogs.filter((log) => log.aliasUuid === aliasUuid);

describe('Idempotency-Key', () => {
  useMockBackend();

  it('answers a repeated startExercise with the first session and starts no other', async () => {
    await signInKen();
    const before = logsOf(ALIAS.kenSakura).length;
    const first = await startExercise(...at('schoolLifeTyping'), {}, withKey('start-1'));
    const again = await startExercise(...at('schoolLifeTyping'), {}, withKey('start-1'));
    expect(again).toEqual(first);
    expect(logsOf(ALIAS.kenSakura)).toHaveLength(before + 1);
    // Without the key (or with another) every call is a new session.
    const other = await startExercise(...at('schoolLifeTyping'), {}, withKey('start-2'));
    const plain = await startExercise(...at('schoolLifeTyping'), {});
    expect(new Set([first.logId, other.logId, plain.logId]).size).toBe(3);
    expect(logsOf(ALIAS.kenSakura)).toHaveLength(before + 3);
  });

  it('answers a repeated answer with the same body, logging it once (no second retry)', async () => {
    await signInKen();
    const path = at('schoolLifeTyping');
    const { logId } = await startExercise(...path, {});
    const problemUuid = testProblemUuids(content('schoolLifeTyping'))[0]!;
    const body = { logId, problemUuid, answer: 'Not the sentence.', skipped: false };
    const first = await logExerciseAnswer(...path, body, undefined, withKey('answer-1'));
    const again = await logExerciseAnswer(...path, body, undefined, withKey('answer-1'));
    expect(again).toEqual(first);
    expect(first).toMatchObject({ isCorrect: false, retry: 0 });
    expect(exerciseLogs.get(logId)!.answers).toHaveLength(1);
    // A new key is a new answer: retry 1.
    const next = await logExerciseAnswer(...path, body, undefined, withKey('answer-2'));
    expect(next.retry).toBe(1);
    expect(exerciseLogs.get(logId)!.answers).toHaveLength(2);
  });

  it('answers a repeated refused write with the same problem (4xx answers are kept too)', async () => {
    await signInKen();
    const path = at('schoolLifeTyping');
    const { logId } = await startExercise(...path, {});
    const problemUuid = testProblemUuids(content('schoolLifeTyping'))[0]!;
    const body = { logId, problemUuid, answer: null, skipped: false };
    const first = await apiError(logExerciseAnswer(...path, body, undefined, withKey('bad-1')));
    const again = await apiError(logExerciseAnswer(...path, body, undefined, withKey('bad-1')));
    expect(first.status).toBe(400);
    expect(again.problem).toEqual(first.problem);
  });

  it('answers 422 when the key comes again with a different request, recording nothing', async () => {
    await signInKen('en');
    const path = at('schoolLifeTyping');
    const { logId } = await startExercise(...path, {});
    const [a, b] = testProblemUuids(content('schoolLifeTyping'));
    await logExerciseAnswer(
      ...path,
      { logId, problemUuid: a!, answer: 'x', skipped: false },
      undefined,
      withKey('k'),
    );
    const other = await apiError(
      logExerciseAnswer(
        ...path,
        { logId, problemUuid: b!, answer: 'x', skipped: false },
        undefined,
        withKey('k'),
      ),
    );
    expect(other.problem).toMatchObject({
      status: 422,
      type: `${PROBLEM}/idempotency-key-reused`,
      detail: 'Idempotency-Key reused with a different request',
    });
    // The same body on another exercise is another request too.
    const elsewhere = await apiError(
      logExerciseAnswer(
        ...at('thirdPersonTyping'),
        { logId, problemUuid: a!, answer: 'x', skipped: false },
        undefined,
        withKey('k'),
      ),
    );
    expect(elsewhere.status).toBe(422);
    expect(exerciseLogs.get(logId)!.answers).toHaveLength(1);
  });

  it('gives the 422 detail in Japanese by default', async () => {
    await signInKen();
    const path = at('schoolLifeTyping');
    await startExercise(...path, {}, withKey('k'));
    const error = await apiError(startExercise(...path, { problemCount: 3 }, withKey('k')));
    expect(error.status).toBe(422);
    expect(error.problem.detail).toMatch(/Idempotency-Key.*別のリクエスト/);
  });

  it('runs concurrent requests with the same key once', async () => {
    await signInKen();
    const path = at('schoolLifeTyping');
    const before = logsOf(ALIAS.kenSakura).length;
    const starts = await Promise.all(
      [1, 2, 3].map(() => startExercise(...path, {}, withKey('together'))),
    );
    expect(new Set(starts.map((s) => s.logId)).size).toBe(1);
    expect(logsOf(ALIAS.kenSakura)).toHaveLength(before + 1);
    const logId = starts[0]!.logId;
    const problemUuid = testProblemUuids(content('schoolLifeTyping'))[0]!;
    const body = { logId, problemUuid, answer: 'x', skipped: false };
    const answers = await Promise.all(
      [1, 2, 3].map(() => logExerciseAnswer(...path, body, undefined, withKey('answer'))),
    );
    expect(answers.map((a) => a.retry)).toEqual([0, 0, 0]);
    expect(exerciseLogs.get(logId)!.answers).toHaveLength(1);
  });

  it('keeps keys per alias: the same key of another alias is its own write', async () => {
    await signInHana(ALIAS.hanaSakura);
    const mine = await startExercise(...at('schoolLifeTyping'), {}, withKey('shared'));
    await signInKen();
    const his = await startExercise(...at('schoolLifeTyping'), {}, withKey('shared'));
    expect(his.logId).not.toBe(mine.logId);
    expect(exerciseLogs.get(his.logId)!.aliasUuid).toBe(ALIAS.kenSakura);
  });

  it('replays an end (same trophy, no 409) and a translation answer', async () => {
    await signInKen();
    const path = at('schoolLifeTyping');
    const { logId } = await startExercise(...path, {});
    const counts = { numCorrectAnswers: 0, numIncorrectAnswers: 0, numSkipped: 5 };
    const end = await endExercise(...path, { logId, ...counts }, withKey('end'));
    expect(await endExercise(...path, { logId, ...counts }, withKey('end'))).toEqual(end);
    // Without the key the session has ended: 409.
    expect((await apiError(endExercise(...path, { logId, ...counts }))).status).toBe(409);

    const quiz = at('presentSimpleTranslationQuiz');
    const started = await startExercise(...quiz, {});
    const problemUuid = testProblemUuids(content('presentSimpleTranslationQuiz'))[0]!;
    const body = { logId: started.logId, problemUuid, answer: 'Wrong.' };
    const first = await submitTranslationQuizAnswer(...quiz, body, withKey('quiz'));
    expect(await submitTranslationQuizAnswer(...quiz, body, withKey('quiz'))).toEqual(first);
    expect(exerciseLogs.get(started.logId)!.answers).toHaveLength(1);
  });

  it('replays a 204 (user feedback) and a personalised answer', async () => {
    await signInHana();
    const { logId } = await startExercise(...at('schoolLifeTyping'), {});
    const feedback = { logId, difficulty: 'easy' as const, text: 'Fun' };
    await postUserFeedback(feedback, withKey('feedback'));
    const firstAt = userFeedback.get(logId)!.submittedAt;
    await postUserFeedback(feedback, withKey('feedback'));
    expect(userFeedback.get(logId)!.submittedAt).toBe(firstAt);
    const changed = await apiError(
      postUserFeedback({ ...feedback, text: 'Hard' }, withKey('feedback')),
    );
    expect(changed.status).toBe(422);
    expect(userFeedback.get(logId)!.text).toBe('Fun');
    // logPersonalizedExercise goes through the same path (an unknown session: a kept 404).
    const error = await apiError(
      logPersonalizedExercise(
        4,
        {
          logId: 999_999,
          problemUuid: '00000000-0000-4000-8000-000000000000',
          answer: 'a',
          skipped: false,
        },
        withKey('personal'),
      ),
    );
    expect(error.status).toBe(404);
    expect(idempotentAnswers.size).toBe(2);
  });

  it('refuses a key over 100 characters with 400 naming the header', async () => {
    await signInKen();
    const error = await apiError(
      startExercise(...at('schoolLifeTyping'), {}, withKey('k'.repeat(101))),
    );
    expect(error.status).toBe(400);
    expect(error.firstError('Idempotency-Key')).toBeDefined();
  });

  it('forgets every key on reset', async () => {
    await signInKen();
    await startExercise(...at('schoolLifeTyping'), {}, withKey('before-reset'));
    expect(idempotentAnswers.size).toBe(1);
    await resetMockState({});
    expect(idempotentAnswers.size).toBe(0);
  });
});

// The express server that `npm run mock` starts reads bodies itself and writes JSON text without
// streams (mock-server/runtime/bodies.ts): a kept answer must be the same bytes there.
describe('Idempotency-Key over HTTP (express)', () => {
  useMockBackend();
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = createMockApp(createHandlers({ control: true }));
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('answers the first answer byte for byte, under express and msw alike', async () => {
    const authToken = await signInKen();
    const headers = {
      'X-App-Key': 'idempotency-test',
      'Content-Type': 'application/json',
      'Accept-Language': 'en',
      Authorization: `Token ${authToken}`,
      'X-Alias-Uuid': ALIAS.kenSakura,
    };
    const [course, type, uuid] = at('schoolLifeTyping');
    const path = `/api/v1/exercises/${course}/${type}/${uuid}`;
    const post = (operation: string, body: unknown, key: string) =>
      fetch(`${base}${path}/${operation}`, {
        method: 'POST',
        headers: { ...headers, 'Idempotency-Key': key },
        body: JSON.stringify(body),
      });
    const viaMsw = async (operation: string, body: unknown, key: string) =>
      (await getResponse(
        createHandlers({ control: true }),
        new Request(`http://mock${path}/${operation}`, {
          method: 'POST',
          headers: { ...headers, 'Idempotency-Key': key },
          body: JSON.stringify(body),
        }),
      ))!;

    const before = logsOf(ALIAS.kenSakura).length;
    const first = await post('start/', {}, 'http-start');
    const firstText = await first.text();
    const again = await post('start/', {}, 'http-start');
    expect([again.status, await again.text()]).toEqual([first.status, firstText]);
    const fromMsw = await viaMsw('start/', {}, 'http-start');
    expect([fromMsw.status, fromMsw.headers.get('content-type'), await fromMsw.text()]).toEqual([
      200,
      first.headers.get('content-type'),
      firstText,
    ]);
    expect(logsOf(ALIAS.kenSakura)).toHaveLength(before + 1);

    const { logId } = JSON.parse(firstText) as { logId: number };
    const problemUuid = testProblemUuids(content('schoolLifeTyping'))[0]!;
    const answer = { logId, problemUuid, answer: 'x', skipped: false };
    const answered = await viaMsw('log/', answer, 'http-answer');
    const answeredText = await answered.text();
    const replayed = await post('log/', answer, 'http-answer');
    expect(replayed.headers.get('content-length')).toBe(String(Buffer.byteLength(answeredText)));
    expect(await replayed.text()).toBe(answeredText);
    expect(exerciseLogs.get(logId)!.answers).toHaveLength(1);

    const reused = await post('log/', { ...answer, answer: 'y' }, 'http-answer');
    expect(reused.status).toBe(422);
    expect(reused.headers.get('content-type')).toContain('application/problem+json');
    expect(await reused.json()).toMatchObject({
      status: 422,
      detail: 'Idempotency-Key reused with a different request',
    });
  });
});
