import { test, type Page, type Request } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import {
  answerEveryQuestion,
  answerRight,
  continueFrom,
  currentQuestion,
  expect,
  expectTrophy,
  TEXT,
} from './support/exercise-run';
import { mock } from './support/mock-control';
import { signIn } from './support/sign-in';
import { picture } from './support/pictures';

// An answer given while the network is cut is kept and reaches the backend exactly once when the
// network comes back, also across a reload (the queued call is sent again with the same
// Idempotency-Key). "Reaches once" is seen from the browser (answer calls that got an answer, by
// problem) and from the backend (the end's final score counts every problem once).

const t = TEXT.ja;
const path = `/exercise/${COURSE.everydayConversation}/drill-typing/${EXERCISE.schoolLifeTyping}`;

test.beforeEach(async ({ page, request }) => {
  await mock.reset(request);
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
});

type AnswerCall = { problemUuid: string; key: string | null; answered: boolean };

/** Every answer call (POST …/log/) the page makes, and whether the backend answered it. */
function recordAnswerCalls(page: Page): AnswerCall[] {
  const calls: AnswerCall[] = [];
  const isAnswer = (request: Request) =>
    request.method() === 'POST' && /\/exercises\/.+\/log\/$/.test(new URL(request.url()).pathname);
  page.on('request', (request) => {
    if (!isAnswer(request)) return;
    const body = request.postDataJSON() as { problemUuid: string };
    calls.push({
      problemUuid: body.problemUuid,
      key: request.headers()['idempotency-key'] ?? null,
      answered: false,
    });
  });
  page.on('requestfinished', async (request) => {
    if (!isAnswer(request)) return;
    const response = await request.response();
    const body = request.postDataJSON() as { problemUuid: string };
    const call = calls.findLast((c) => c.problemUuid === body.problemUuid && !c.answered);
    if (call && response?.ok()) call.answered = true;
  });
  return calls;
}

const answeredOnce = (calls: AnswerCall[], problemUuid: string) =>
  calls.filter((c) => c.problemUuid === problemUuid && c.answered).length;

async function finishRest(page: Page) {
  const { total } = await currentQuestion(page, 'ja');
  await answerEveryQuestion(page, EXERCISE.schoolLifeTyping, 'ja', false, 2);
  await expectTrophy(page, 'ja', 3);
  await expect(page.getByText(t.score(total, total))).toBeVisible();
}

test('an answer given offline is sent once when the network is back', async ({ page, context }) => {
  test.slow();
  const calls = recordAnswerCalls(page);
  await page.goto(path);
  await page.getByRole('button', { name: t.start, exact: true }).click();
  const { question } = await currentQuestion(page, 'ja');

  await context.setOffline(true);
  const verdict = await answerRight(page, EXERCISE.schoolLifeTyping, 'ja');
  await expect(page.getByRole('status').filter({ hasText: t.offline })).toBeVisible();
  await expect(page.getByRole('region', { name: verdict })).toBeHidden();
  await picture(page, { path: 'test-results/exercises-360/offline-ja.png' });

  await context.setOffline(false);
  await continueFrom(page, verdict, 'ja');
  expect(answeredOnce(calls, question.problemUuid)).toBe(1);
  await finishRest(page);
  expect(answeredOnce(calls, question.problemUuid)).toBe(1);
});

test('an answer queued when the page is reloaded is sent again once, with the same key', async ({
  page,
}) => {
  test.slow();
  const calls = recordAnswerCalls(page);
  await page.goto(path);
  await page.getByRole('button', { name: t.start, exact: true }).click();
  const { question } = await currentQuestion(page, 'ja');

  await page.route('**/log/', (route) => route.abort());
  const verdict = await answerRight(page, EXERCISE.schoolLifeTyping, 'ja');
  await expect
    .poll(() => calls.filter((c) => c.problemUuid === question.problemUuid).length)
    .toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: verdict })).toBeHidden();

  await page.reload();
  // The run resumes at the same question, its answer still on its way.
  await expect(page.getByRole('heading', { level: 1, name: t.question(1, 5) })).toBeVisible();
  await page.unroute('**/log/');
  await continueFrom(page, verdict, 'ja');

  const mine = calls.filter((c) => c.problemUuid === question.problemUuid);
  expect(new Set(mine.map((c) => c.key)).size, 'one Idempotency-Key for every try').toBe(1);
  expect(mine[0]?.key).toBeTruthy();
  expect(answeredOnce(calls, question.problemUuid)).toBe(1);
  await finishRest(page);
});
