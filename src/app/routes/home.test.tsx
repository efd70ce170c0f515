import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveSessions } from '../../../mock-server/db/live-sessions';
import { mockServer } from '../../../mock-server/node';
import { ASSIGNMENT } from '../../../mock-server/seed/assignments';
import { ALIAS, GROUP } from '../../../mock-server/seed/demo-identities';
import { TEST_NOW } from '../../../tests/support/mock-backend';
import { serverError } from '../../../tests/support/problem-response';
import { HANA, KEN, renderApp, type SignedInAs, SLOW } from '../../../tests/support/render-app';
import { language } from '../../lib/services/storage';

const HANA_MIDORI: SignedInAs = { ...HANA, aliasUuid: ALIAS.hanaMidori };

/** A handler that holds matching requests until released, then lets the real handler answer. */
function holdRequests(path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  mockServer.use(
    http.get(path, async () => {
      await released;
    }),
  );
  return release;
}

const assignmentsCard = () => screen.findByRole('region', { name: '課題' }, SLOW);

beforeEach(() => {
  // The client's clock at the backend's, so "upcoming" and "under way" agree with it.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(TEST_NOW));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('home dashboard', () => {
  it('greets the user and shows a spinner until the dashboard has loaded', async () => {
    const release = holdRequests('*/api/v1/learning-history/recent-exercises/');
    await renderApp('/', { as: HANA });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'ようこそ、Hana Sato さん' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'ホームを読み込み中' })).toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { level: 2, name: '最近のエクササイズ' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('progressbar', { name: 'ホームを読み込み中' }),
    ).not.toBeInTheDocument();
  });

  it("keeps the spec's order: the notification card, the class banner, the spinner, then the lists", async () => {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn() });
    const release = holdRequests('*/api/v1/learning-history/recent-exercises/');
    await renderApp('/', { as: KEN });
    const card = await screen.findByRole(
      'complementary',
      { name: 'お知らせを通知で受け取りましょう' },
      SLOW,
    );
    const banners = await screen.findByRole('region', { name: '授業' });
    const spinner = screen.getByRole('progressbar', { name: 'ホームを読み込み中' });
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(card, banners)).toBe(true);
    expect(follows(banners, spinner)).toBe(true);

    release();
    const next = await screen.findByRole('region', { name: 'つぎのエクササイズ' });
    const recommended = await screen.findByRole('region', { name: 'おすすめのコース' });
    // The continue card (ours) first; the spec's items below it in their order.
    expect(follows(next, card)).toBe(true);
    expect(follows(banners, recommended)).toBe(true);
  });

  it('lists recent exercises with type, title, label, parent and result, each opening the exercise', async () => {
    const { user, router } = await renderApp('/', { as: HANA });
    const recent = await screen.findByRole('region', { name: '最近のエクササイズ' }, SLOW);
    const rows = within(recent)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('link'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(3);

    const colours = within(recent).getByRole('link', {
      name: '発音ドリル Colours 課題 Listening Check: Numbers and Colours 銀トロフィー',
    });
    expect(within(colours).getByRole('img', { name: '発音ドリル' })).toBeInTheDocument();
    expect(within(colours).getByRole('img', { name: '銀トロフィー' })).toBeInTheDocument();
    expect(colours).toHaveTextContent('課題 Listening Check: Numbers and Colours');
    expect(colours.getAttribute('href')).toMatch(
      /^\/exercise\/[0-9a-f-]+\/drill-pronunciation\/[0-9a-f-]+\/103$/,
    );

    // A row played outside an assignment: labelled course, opened without an assignment id.
    const courseRow = rows.find((row) => row.textContent?.includes('コース'));
    expect(courseRow).toBeDefined();
    expect(courseRow?.getAttribute('href')).toMatch(
      /^\/exercise\/[0-9a-f-]+\/([a-z-]+\/)?[0-9a-f-]+$/,
    );
    // Every row names its type with an icon.
    for (const row of rows) expect(within(row).getAllByRole('img').length).toBeGreaterThan(0);

    const href = colours.getAttribute('href');
    await user.click(colours);
    await waitFor(() => expect(router.state.location.pathname).toBe(href));
  });

  it("shows hana's Sakura assignments card: every active status, dates, group and progress", async () => {
    await renderApp('/', { as: HANA });
    const card = await assignmentsCard();
    expect(within(card).getByRole('link', { name: 'すべての課題を見る' })).toHaveAttribute(
      'href',
      '/assignment/explore/',
    );

    const articles = within(card).getAllByRole('article');
    // Statuses 1, 2, 4 and the ones submitted in the last 7 days (3 and 6); 5 was submitted 10 days ago.
    expect(
      articles.map((article) => within(article).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([
      'Eiken Pre-2 Vocabulary Week',
      'Unit 4 Review: Past Tense',
      'Listening Check: Numbers and Colours',
      'Unit 5: Talking About Hobbies',
      'Unit 6: Plans for the Holidays （まだ開始されていません）',
    ]);
    const [late, overdue, done, tryIt, comingSoon] = articles as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];

    expect(late).toHaveTextContent('提出済み');
    expect(late).toHaveTextContent('11/19 提出');
    expect(late).toHaveTextContent('3/3 完了');
    expect(overdue).toHaveTextContent('がんばろう');
    expect(overdue).toHaveTextContent('11/8 〜 11/20');
    expect(done).toHaveTextContent('11/21 提出');
    expect(tryIt).toHaveTextContent('挑戦しよう');
    expect(tryIt).toHaveTextContent('11/17 〜 11/27');
    expect(tryIt).toHaveTextContent('グループ: 2-A');
    expect(tryIt).toHaveTextContent('1/3 完了');
    expect(
      within(tryIt).getByRole('link', { name: 'Unit 5: Talking About Hobbies' }),
    ).toHaveAttribute('href', `/assignment/details/${ASSIGNMENT.tryIt}`);
    // Status 1 cannot be opened yet.
    expect(comingSoon).toHaveTextContent('もうすぐ開始');
    expect(comingSoon).toHaveTextContent('11/25 〜 12/2');
    expect(within(comingSoon).queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows the assignments of hana's Midori alias in its card", async () => {
    await renderApp('/', { as: HANA_MIDORI });
    const card = await assignmentsCard();
    const titles = within(card)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'TOEIC Part 2: Question and Response',
      'Mock Test Review: Office Vocabulary （まだ開始されていません）',
    ]);
    expect(card).toHaveTextContent('グループ: TOEIC 600 Class');
    expect(card).not.toHaveTextContent('2-A');
  });

  it('lists the bookmarked and recommended courses, each linking to its details', async () => {
    await renderApp('/', { as: HANA });
    const bookmarked = await screen.findByRole('region', { name: 'ブックマークしたコース' }, SLOW);
    const link = within(bookmarked).getByRole('link', { name: 'Everyday Conversation' });
    expect(link.getAttribute('href')).toMatch(/^\/course\/details\/[0-9a-f-]+$/);
    // A cover on every card, decoration beside its title (alt="", the role presentation).
    expect(within(bookmarked).getAllByRole('presentation')).toHaveLength(
      within(bookmarked).getAllByRole('listitem').length,
    );
    const recommended = screen.getByRole('region', { name: 'おすすめのコース' });
    expect(
      within(recommended).getByRole('link', { name: 'First Steps in English' }),
    ).toBeInTheDocument();
  });

  it('shows ken no assignments card, no recent list, no bookmarks, and his class banner', async () => {
    await renderApp('/', { as: KEN });
    // Instead of an empty list, a first exercise to start (home-next-step.test.tsx).
    expect(
      await screen.findByRole('region', { name: 'つぎのエクササイズ' }, SLOW),
    ).toHaveTextContent('あなたのレベルにおすすめ');
    expect(screen.queryByRole('region', { name: '最近のエクササイズ' })).not.toBeInTheDocument();
    await screen.findByRole('region', { name: 'おすすめのコース' });
    expect(screen.queryByRole('region', { name: '課題' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'ブックマークしたコース' }),
    ).not.toBeInTheDocument();
    // The seeded class of 2-B: tomorrow 10:00 in Japan.
    const banners = await screen.findByRole('region', { name: '授業' });
    expect(banners).toHaveTextContent(
      '2-B の授業は 11月23日（月） 10:00 に始まります。準備をしておきましょう。',
    );
  });

  it('says a class under way is on until its end', async () => {
    await liveSessions.insert({
      id: 900,
      version: 1,
      limitedMode: null,
      startsAt: '2026-11-21T23:30:00.000Z',
      endsAt: '2026-11-22T00:20:00.000Z',
      group: { name: GROUP.sakura2A.name },
      orgHash: GROUP.sakura2A.orgHash,
      groupId: GROUP.sakura2A.id,
      limitedModeExercises: [],
    });
    await renderApp('/', { as: HANA });
    const banners = await screen.findByRole('region', { name: '授業' }, SLOW);
    expect(banners).toHaveTextContent('2-A の授業中です。9:20 まで続きます。');
  });

  it('offers a retry when a part of the dashboard fails to load', async () => {
    mockServer.use(http.get('*/api/v1/learning-history/recent-exercises/', serverError));
    const { user } = await renderApp('/', { as: HANA });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('読み込めませんでした。');
    expect(await assignmentsCard()).toBeInTheDocument();

    mockServer.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'もう一度読み込む' }));
    expect(await screen.findByRole('region', { name: '最近のエクササイズ' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks English when English is chosen', async () => {
    language.write('en');
    await renderApp('/', { as: HANA });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Hana Sato' }, SLOW),
    ).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Assignments' });
    expect(card).toHaveTextContent('Let’s catch up');
    expect(card).toHaveTextContent('Submitted 11/19');
    expect(within(card).getByRole('link', { name: 'See all assignments' })).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent exercises' });
    expect(within(recent).getAllByRole('img', { name: 'Silver trophy' }).length).toBeGreaterThan(0);
  });

  describe('in an iOS app too old to play sound natively', () => {
    beforeEach(() => {
      Object.assign(window, { webkit: { messageHandlers: { nativeRecorder: {} } } });
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'webkit');
    });

    it.each([
      ['ja', 'アプリのバージョン 4.0.1 が出ています', 'ようこそ、Hana Sato さん'],
      ['en', 'App version 4.0.1 is out', 'Welcome, Hana Sato'],
    ] as const)(
      'puts the update notice first, above the welcome (%s)',
      async (lang, notice, welcome) => {
        language.write(lang);
        await renderApp('/', { as: HANA });
        const heading = await screen.findByRole('heading', { level: 1, name: welcome }, SLOW);
        const update = screen.getByRole('complementary', { name: notice });
        // eslint-disable-next-line testing-library/no-node-access -- the order of the page's top-level children: no query reaches an element's parent or first child
        expect(heading.closest('.home')?.firstElementChild).toBe(update);
        expect(
          update.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
        ).toBeTruthy();
      },
    );
  });
});
