import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../../mock-server/node';
import { ASSIGNMENT } from '../../../../mock-server/seed/assignments';
import { TEST_NOW } from '../../../../tests/support/mock-backend';
import { problemResponse } from '../../../../tests/support/problem-response';
import { HANA, renderApp, SLOW } from '../../../../tests/support/render-app';
import { language } from '../../../lib/services/storage';

const COURSE = '11111111-1111-4111-8111-111111111111';
const details = (id: number | string) => `/assignment/details/${id}`;

/** The facts of the assignment (a description list): each term with its definition's text. */
const facts = () => {
  const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ').trim();
  const definitions = screen.getAllByRole('definition');
  return Object.fromEntries(
    screen.getAllByRole('term').map((term, i) => [text(term), text(definitions[i]!)]),
  );
};

const failWith = (status: number, path = '*/api/v1/assignments/:assignmentId/') =>
  mockServer.use(http.get(path, () => problemResponse(status, 'Failure')));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(TEST_NOW));
});
afterEach(() => vi.useRealTimers());

describe('assignment details', () => {
  it('shows title, status, group, dates, progress and the exercises with their results', async () => {
    await renderApp(details(ASSIGNMENT.tryIt), { as: HANA });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unit 5: Talking About Hobbies' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '課題一覧へ' })).toHaveAttribute(
      'href',
      '/assignment/explore/',
    );

    expect(facts()).toEqual({
      状態: '挑戦しよう',
      グループ: '2-A',
      開始: '2026年11月17日（火） 8:30',
      締め切り: '2026年11月27日（金） 23:59',
      進み具合: '1/3 完了',
    });

    const exercises = screen.getByRole('region', { name: 'エクササイズ' });
    const links = within(exercises).getAllByRole('link');
    expect(links).toHaveLength(3);
    const [chat, typing, writing] = links as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(chat).getByRole('img', { name: 'チャット' })).toBeInTheDocument();
    expect(chat).toHaveTextContent('完了');
    expect(within(chat).getByRole('img', { name: '最高: 銀トロフィー' })).toBeInTheDocument();
    expect(chat.getAttribute('href')).toMatch(/^\/exercise\/[0-9a-f-]+\/chat\/[0-9a-f-]+\/102$/);
    expect(within(typing).getByRole('img', { name: 'タイピングドリル' })).toBeInTheDocument();
    expect(typing).toHaveTextContent('未完了');
    expect(typing.getAttribute('href')).toMatch(/\/drill-typing\/[0-9a-f-]+\/102$/);
    // Writing has no path of its own: the exercise root route opens it.
    expect(within(writing).getByRole('img', { name: 'ライティング' })).toBeInTheDocument();
    expect(writing.getAttribute('href')).toMatch(/^\/exercise\/[0-9a-f-]+\/[0-9a-f-]+\/102$/);
  });

  it('shows the submission of a done assignment', async () => {
    await renderApp(details(ASSIGNMENT.doneLate), { as: HANA });
    await screen.findByRole('heading', { level: 1, name: 'Eiken Pre-2 Vocabulary Week' }, SLOW);
    expect(facts()).toMatchObject({
      状態: '提出済み',
      提出: '2026年11月19日（木） 19:40',
      進み具合: '3/3 完了',
    });
  });

  it('opens an exercise with the assignment id', async () => {
    const { user, router } = await renderApp(details(ASSIGNMENT.overdue), { as: HANA });
    const exercises = await screen.findByRole('region', { name: 'エクササイズ' }, SLOW);
    const first = within(exercises).getAllByRole('link')[0]!;
    const href = first.getAttribute('href');
    await user.click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe(href));
    expect(href).toMatch(/\/104$/);
  });

  it.each([
    ['an unknown id', 999],
    ["another organisation's assignment", 201],
    ['an id that is not a number', 'abc'],
  ])('says the assignment is not found for %s', async (_name, id) => {
    await renderApp(details(id), { as: HANA });
    // The answer may come before the profile (the route loader asks at once): the screen is laid
    // out again once the session is in, so the page is looked for until it stays.
    await waitFor(() => {
      expect(
        screen.getByRole('heading', { level: 1, name: '課題が見つかりません' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '課題一覧へ' })).toBeInTheDocument();
    }, SLOW);
  });

  it('goes to the course page instead when a failed assignment names its course (spec 8)', async () => {
    failWith(404);
    const { router } = await renderApp(`${details(ASSIGNMENT.tryIt)}?courseUuid=${COURSE}`, {
      as: HANA,
    });
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/course/details/${COURSE}`),
      SLOW,
    );
  });

  it('goes to the course of a recent exercise played for the assignment when it fails to load', async () => {
    const { user, router } = await renderApp('/', { as: HANA });
    const recent = await screen.findByRole('region', { name: '最近のエクササイズ' }, SLOW);
    const [row] = within(recent).getAllByRole('link', {
      name: /課題 Listening Check: Numbers and Colours/,
    });
    const course = row?.getAttribute('href')?.split('/')[2];
    failWith(500);
    await user.click(
      within(await screen.findByRole('region', { name: '課題' })).getByRole('link', {
        name: 'Listening Check: Numbers and Colours',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/course/details/${course}`));
  });

  it('offers a retry when the details fail to load and no course is known', async () => {
    failWith(500);
    const { user } = await renderApp(details(ASSIGNMENT.tryIt), { as: HANA });
    // The route loader's failure can show before the profile arrives and the screen re-renders
    // (a spinner while it asks again), so wait until the error and its page heading stand together.
    const retry = await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1, name: '課題の詳細' })).toBeInTheDocument();
      return within(screen.getByRole('alert')).getByRole('button', { name: 'もう一度読み込む' });
    }, SLOW);
    mockServer.resetHandlers();
    await user.click(retry);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unit 5: Talking About Hobbies' }),
    ).toBeInTheDocument();
  });

  it('speaks English when English is chosen', async () => {
    language.write('en');
    await renderApp(details(ASSIGNMENT.tryIt), { as: HANA });
    await screen.findByRole('heading', { level: 1, name: 'Unit 5: Talking About Hobbies' }, SLOW);
    expect(facts()).toMatchObject({ Due: 'Fri, Nov 27, 2026, 11:59 PM' });
    expect(screen.getByRole('region', { name: 'Exercises' })).toHaveTextContent('Not finished yet');
    expect(screen.getByRole('img', { name: 'Best: silver trophy' })).toBeInTheDocument();
  });
});
