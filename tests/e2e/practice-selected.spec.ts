import { test, type APIRequestContext } from '@playwright/test';
import { ASSIGNMENT } from '../../mock-server/seed/assignments';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import {
  answerRight,
  continueFrom,
  currentQuestion,
  expect,
  switchLanguage,
  TEXT,
} from './support/exercise-run';
import { API, APP_KEY, mock } from './support/mock-control';
import { signIn } from './support/sign-in';

// hana practises two cards she picks on the overview of a drill of her overdue assignment (its
// drill finished with bronze). A practice run earns no trophy and never counts for an assignment:
// afterwards the assignment (status, finished count, the drill's best trophy) and every card's
// learned status are as they were, and each answer went as a practice answer (practice=1), as
// when she practises the ones she missed after a test.

const drill = EXERCISE.pastFormsVocabulary;
const drillPath = `/exercise/${COURSE.juniorHighGrammar}/drill-vocabulary/${drill}`;

/** hana's Sakura alias over the API, to read what the backend keeps. */
async function hanaApi(request: APIRequestContext) {
  const login = await request.post(`${API}/auth/individual/`, {
    data: { email: 'hana@sakura.example', password: 'sakura2026' },
    headers: { 'X-App-Key': APP_KEY },
  });
  const { authToken } = (await login.json()) as { authToken: string };
  const base = { 'X-App-Key': APP_KEY, Authorization: `Token ${authToken}` };
  const aliases = (await (await request.get(`${API}/user/aliases/`, { headers: base })).json()) as {
    uuid: string;
    orgName: string;
  }[];
  const alias = aliases.find((item) => item.orgName === 'Sakura Junior High School');
  const headers = { ...base, 'X-Alias-Uuid': alias?.uuid ?? '' };
  const get = async (path: string) => {
    const response = await request.get(`${API}${path}`, { headers });
    expect(response.ok(), path).toBe(true);
    return (await response.json()) as unknown;
  };
  return {
    assignment: () => get(`/assignments/${ASSIGNMENT.overdue}/`),
    /** The drill's overview items with their learned status. */
    learned: async () => {
      const details = (await get(`/exercises/${COURSE.juniorHighGrammar}/4/${drill}/?lang=ja`)) as {
        exercise: {
          pages: { body: { type: string; items?: { uuid: string; learnedStatus: unknown }[] }[] }[];
        };
      };
      const scope = details.exercise.pages[0]!.body.find((item) => item.type === 'EXERCISE_SCOPE');
      return scope?.items?.map((item) => [item.uuid, item.learnedStatus]) ?? [];
    },
  };
}

test.beforeEach(async ({ page, request }) => {
  await mock.reset(request);
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
});

test('practising the selected items of an assignment drill earns no trophy and counts for nothing', async ({
  page,
  request,
}) => {
  test.slow();
  const api = await hanaApi(request);
  const assignmentBefore = await api.assignment();
  const learnedBefore = await api.learned();
  expect(assignmentBefore).toMatchObject({
    numFinishedExercises: 1,
    exercises: expect.arrayContaining([
      expect.objectContaining({ exerciseUuid: drill, finished: true, bestTrophy: 1 }),
    ]),
  });
  const answers: string[] = [];
  page.on('request', (r) => {
    if (/\/drill-answer\/(\?|$)/.test(r.url())) answers.push(r.url());
  });
  const starts: string[] = [];
  page.on('request', (r) => {
    if (/\/start\/(practice-mode\/)?(\?|$)/.test(r.url())) starts.push(r.url());
  });

  await page.goto(`${drillPath}/${ASSIGNMENT.overdue}`);
  await expect(
    page.getByText('練習はトロフィーや課題の提出には数えられません。気軽にためしてみよう。'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'すべて外す' }).click();
  const boxes = page.getByRole('list', { name: 'このエクササイズの範囲' }).getByRole('checkbox');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('button', { name: '選んだ項目で練習' }).click();

  for (const n of [1, 2]) {
    const { total } = await currentQuestion(page, 'ja');
    expect(total).toBe(2);
    // One right, one wrong: either could have moved a learned status in a test.
    const verdict = await answerRight(page, drill, 'ja', { wrong: n === 2 });
    await continueFrom(page, verdict, 'ja');
  }

  await expect(page.getByRole('heading', { level: 1, name: '練習の結果' })).toBeVisible();
  await expect(page.getByRole('img', { name: /トロフィー/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '練習を終える' })).toBeVisible();
  expect(starts.map((url) => new URL(url).pathname.endsWith('/start/practice-mode/'))).toEqual([
    true,
  ]);
  expect(answers).toHaveLength(2);
  for (const url of answers) expect(new URL(url).searchParams.get('practice')).toBe('1');

  expect(await api.assignment()).toEqual(assignmentBefore);
  expect(await api.learned()).toEqual(learnedBefore);

  // The same choice in English says the same.
  await switchLanguage(page, 'en');
  await page.goto(`${drillPath}/${ASSIGNMENT.overdue}`);
  await expect(
    page.getByText('Practice earns no trophy and does not count towards your assignments.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Practise the selected items' })).toBeEnabled();
  await expect(page.getByRole('button', { name: TEXT.en.test, exact: true })).toBeEnabled();
});
