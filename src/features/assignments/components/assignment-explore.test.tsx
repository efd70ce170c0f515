import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../../mock-server/node';
import { ASSIGNMENT } from '../../../../mock-server/seed/assignments';
import { TEST_NOW } from '../../../../tests/support/mock-backend';
import { problemResponse } from '../../../../tests/support/problem-response';
import { HANA, renderApp, SLOW } from '../../../../tests/support/render-app';
import { getListAssignmentsQueryKey } from '../../../api/generated/endpoints/assignments/assignments';
import { language } from '../../../lib/services/storage';

const PATH = '/assignment/explore/';

const count = () => screen.findByText(/件の課題$/, {}, SLOW);
/** Waits for the count of a changed filter (the count before the change is on screen until then). */
const countOf = (total: number) => screen.findByText(`${total} 件の課題`, {}, SLOW);
const monthHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const cardTitles = (scope: HTMLElement = document.body) =>
  within(scope)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const month = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  // The default year is the current academic year by the device's clock.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(TEST_NOW));
});
afterEach(() => vi.useRealTimers());

describe('assignment explore', () => {
  it('lists this academic year by due month, all statuses, by due date', async () => {
    await renderApp(PATH, { as: HANA });
    expect(
      await screen.findByRole('heading', { level: 1, name: '課題一覧' }, SLOW),
    ).toBeInTheDocument();
    expect(await count()).toHaveTextContent('11 件の課題');
    expect(screen.getByRole('combobox', { name: '状態' })).toHaveValue('all');
    const year = screen.getByRole('combobox', { name: '年度' });
    expect(year).toHaveValue('2026');
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2026年度（2026年4月〜2027年3月）', '2025年度（2025年4月〜2026年3月）']);
    expect(screen.getByRole('combobox', { name: '並べ替え' })).toHaveValue('dueDate');

    // Work to do first, then what starts soon, then the done ones by due month, latest first.
    expect(monthHeadings()).toEqual([
      'いま取り組む課題 2 件',
      'もうすぐ始まる課題 1 件',
      '2026年11月 3 件',
      '2026年10月 1 件',
      '2026年9月 1 件',
      '2026年8月 2 件',
      '2026年7月 1 件',
    ]);
    expect(cardTitles().slice(0, 3)).toEqual([
      'Unit 4 Review: Past Tense',
      'Unit 5: Talking About Hobbies',
      'Unit 6: Plans for the Holidays （まだ開始されていません）',
    ]);
    const november = month('2026年11月');
    expect(cardTitles(november)).toEqual([
      'Listening Check: Numbers and Colours',
      'Eiken Pre-2 Vocabulary Week',
      'Travel Role-Play: At the Airport',
    ]);
    // Status 5 (submitted on time, due date passed) shows its submission date.
    const duePassed = within(november).getAllByRole('article')[2]!;
    expect(duePassed).toHaveTextContent('提出済み');
    expect(duePassed).toHaveTextContent('11/12 提出');
    // Coming soon is listed but cannot be opened.
    const comingSoon = month('もうすぐ始まる課題');
    expect(comingSoon).toHaveTextContent('もうすぐ開始');
    expect(within(comingSoon).queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    [
      '提出済み',
      'done',
      8,
      [
        'Listening Check: Numbers and Colours',
        'Travel Role-Play: At the Airport',
        'Eiken Pre-2 Vocabulary Week',
      ],
    ],
    ['挑戦しよう', 'try', 1, ['Unit 5: Talking About Hobbies']],
    ['期限切れ', 'overdue', 1, ['Unit 4 Review: Past Tense']],
    [
      'もうすぐ開始',
      'comingSoon',
      1,
      ['Unit 6: Plans for the Holidays （まだ開始されていません）'],
    ],
  ])(
    'filters by status %s and keeps it in the address',
    async (label, value, total, someTitles) => {
      const { user, router } = await renderApp(PATH, { as: HANA });
      await count();
      await user.selectOptions(screen.getByRole('combobox', { name: '状態' }), label);

      expect(await countOf(total)).toBeInTheDocument();
      const titles = cardTitles();
      expect(titles).toHaveLength(total);
      for (const title of someTitles) expect(titles).toContain(title);
      expect(router.state.location.search).toBe(`?status=${value}`);
    },
  );

  it('shows the previous academic year (April to March) when chosen', async () => {
    const { user, router } = await renderApp(PATH, { as: HANA });
    await count();
    await user.selectOptions(
      screen.getByRole('combobox', { name: '年度' }),
      '2025年度（2025年4月〜2026年3月）',
    );

    expect(await countOf(5)).toBeInTheDocument();
    expect(monthHeadings()).toEqual([
      '2026年3月 1 件',
      '2026年2月 1 件',
      '2026年1月 1 件',
      '2025年12月 1 件',
      '2025年10月 1 件',
    ]);
    expect(router.state.location.search).toBe('?year=2025');
  });

  it('sorts the whole list by title or start date, in one list', async () => {
    const { user, router, queryClient } = await renderApp(PATH, { as: HANA });
    await count();
    // The screen reads the list once React has run the effects of the render that shows it (the
    // queries' observers subscribe there, which a busy machine may put off until the next event).
    // Subscribed only after the clock below has moved on, they would find the list stale and ask
    // for it again: a race of this test, not a sort's request (a clean clone, 1 December 2026).
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .findAll({ queryKey: getListAssignmentsQueryKey() })
          .map((query) => query.getObserversCount() > 0),
      ).toEqual([true]),
    );
    // Past the queries' staleTime, as a learner who reads the list a while before sorting it.
    vi.setSystemTime(new Date(Date.parse(TEST_NOW) + 60_000));
    // What the route loaders would ask again (the list, the session's aliases, profile and flags);
    // the live-class poll and the deferred alias tag run on clocks of their own.
    const requests: string[] = [];
    const record = ({ request }: { request: Request }) => {
      const { pathname, search } = new URL(request.url);
      if (/\/(assignments|user\/(aliases|profile|feature-flags))\/$/.test(pathname)) {
        // With its query and alias: a failure says which screen's call it was.
        requests.push(`${pathname}${search} ${request.headers.get('X-Alias-Uuid') ?? ''}`.trim());
      }
    };
    mockServer.events.on('request:start', record);
    // …and no round of loaders: the router never enters its loading state for a sort.
    const navigationStates: string[] = [];
    const unsubscribe = router.subscribe((state) => navigationStates.push(state.navigation.state));
    const sort = screen.getByRole('combobox', { name: '並べ替え' });
    await user.selectOptions(sort, 'タイトル順');
    // A change of sort is a navigation (the address keeps it): wait until the list is one list.
    await waitFor(() => expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]));
    expect(router.state.location.search).toBe('?sort=title');
    expect(cardTitles()).toEqual([
      'Eiken Pre-2 Vocabulary Week',
      'Listening Check: Numbers and Colours',
      'Pronunciation Practice: Travel Words',
      'Travel Role-Play: At the Airport',
      'Unit 1: Nice to Meet You',
      'Unit 2: What Can You Do?',
      'Unit 3: He Plays, She Studies',
      'Unit 4 Review: Past Tense',
      'Unit 5: Talking About Hobbies',
      'Unit 6: Plans for the Holidays （まだ開始されていません）',
      'Writing: Introduce Yourself',
    ]);
    await user.selectOptions(sort, '開始日が早い順');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=startDate'));
    await waitFor(() => expect(cardTitles()[0]).toBe('Unit 1: Nice to Meet You'));
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
    expect(cardTitles()).toEqual([
      'Unit 1: Nice to Meet You',
      'Pronunciation Practice: Travel Words',
      'Unit 2: What Can You Do?',
      'Writing: Introduce Yourself',
      'Unit 3: He Plays, She Studies',
      'Travel Role-Play: At the Airport',
      'Eiken Pre-2 Vocabulary Week',
      'Unit 4 Review: Past Tense',
      'Listening Check: Numbers and Colours',
      'Unit 5: Talking About Hobbies',
      'Unit 6: Plans for the Holidays （まだ開始されていません）',
    ]);
    // Sorting is a render of the list the screen has: no loader asks the backend again.
    mockServer.events.removeListener('request:start', record);
    unsubscribe();
    expect(requests).toEqual([]);
    expect(navigationStates).not.toContain('loading');
  });

  it('reads the filters from the address', async () => {
    await renderApp(`${PATH}?status=done&year=2025&sort=title`, { as: HANA });
    expect(await count()).toHaveTextContent('5 件の課題');
    expect(screen.getByRole('combobox', { name: '状態' })).toHaveValue('done');
    expect(screen.getByRole('combobox', { name: '並べ替え' })).toHaveValue('title');
  });

  it.each([
    // 31 March 23:59 in Japan: still the academic year that began in April 2026.
    ['2027-03-31T14:59:00.000Z', '2026', '11 件の課題'],
    // 1 April 00:00 in Japan: a new academic year, nothing due in it yet.
    ['2027-03-31T15:00:00.000Z', '2027', '0 件の課題'],
  ])('defaults to the academic year of the device clock at %s', async (now, year, total) => {
    vi.setSystemTime(new Date(now));
    await renderApp(PATH, { as: HANA });
    expect(await count()).toHaveTextContent(total);
    expect(screen.getByRole('combobox', { name: '年度' })).toHaveValue(year);
  });

  it('says when nothing matches, and offers the years that have assignments', async () => {
    vi.setSystemTime(new Date('2027-04-10T00:00:00.000Z'));
    await renderApp(PATH, { as: HANA });
    expect(await screen.findByText('条件に合う課題はありません。', {}, SLOW)).toBeInTheDocument();
    const year = screen.getByRole('combobox', { name: '年度' });
    expect(
      within(year)
        .getAllByRole<HTMLOptionElement>('option')
        .map((option) => option.value),
    ).toEqual(['2027', '2026', '2025']);
  });

  it('opens the details of a card', async () => {
    const { user, router } = await renderApp(PATH, { as: HANA });
    await count();
    await user.click(screen.getByRole('link', { name: 'Unit 4 Review: Past Tense' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/assignment/details/${ASSIGNMENT.overdue}`),
    );
  });

  it('offers a retry when the list fails to load', async () => {
    mockServer.use(http.get('*/api/v1/assignments/', () => problemResponse(500, 'Server error')));
    const { user } = await renderApp(PATH, { as: HANA });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('課題を読み込めませんでした。');
    mockServer.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'もう一度読み込む' }));
    expect(await count()).toHaveTextContent('11 件の課題');
  });

  it('speaks English when English is chosen', async () => {
    language.write('en');
    await renderApp(PATH, { as: HANA });
    expect(await screen.findByText('11 assignments', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Assignments' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'To work on now 2 assignments' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'November 2026 3 assignments' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'April 2026 – March 2027' })).toBeInTheDocument();
    // The overdue label encourages (spec 4.1, がんばろう); it does not scold.
    expect(screen.getAllByText('Let’s catch up').length).toBeGreaterThan(0);
    expect(screen.queryByText('Work harder')).not.toBeInTheDocument();
  });
});
