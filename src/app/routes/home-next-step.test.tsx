import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startExercise } from '../../api/generated/endpoints/exercises/exercises';
import { liveSessions } from '../../../mock-server/db/live-sessions';
import { mockServer } from '../../../mock-server/node';
import { ASSIGNMENT } from '../../../mock-server/seed/assignments';
import { COURSE, EXERCISE, EXERCISE_CATALOGUE } from '../../../mock-server/seed/content-catalogue';
import { GROUP } from '../../../mock-server/seed/demo-identities';
import { TEST_NOW } from '../../../tests/support/mock-backend';
import { HANA, KEN, renderApp, SLOW, storeSignIn } from '../../../tests/support/render-app';
import { language } from '../../lib/services/storage';

// Issue 24, "a next step on home": the continue card first (mid-way > assignment > recommended),
// the live class above the notification request with a way to its lobby, and short lists.

const TEXT = {
  ja: {
    card: 'つぎのエクササイズ',
    resume: 'つづける',
    start: '始める',
    midWay: '途中の練習',
    assignment: '期限が近い課題：Unit 5: Talking About Hobbies（11/27まで）',
    recommended: 'あなたのレベルにおすすめ',
    live: '授業',
    lobby: 'ロビーで授業を待つ',
    notification: 'お知らせを通知で受け取りましょう',
    recent: '最近のエクササイズ',
    history: '学習履歴を見る',
    bookmarked: 'ブックマークしたコース',
    recommendedCourses: 'おすすめのコース',
    moreCourses: 'すべて見る',
  },
  en: {
    card: 'Up next',
    resume: 'Continue',
    start: 'Start',
    midWay: 'Left mid-way',
    assignment: 'Assignment due soon: Unit 5: Talking About Hobbies (due 11/27)',
    recommended: 'Recommended for your level',
    live: 'Classes',
    lobby: 'Wait in the class lobby',
    notification: 'Get notified',
    recent: 'Recent exercises',
    history: 'See your history',
    bookmarked: 'Bookmarked courses',
    recommendedCourses: 'Recommended courses',
    moreCourses: 'See all',
  },
} as const;

type Lang = keyof typeof TEXT;

/** The path an exercise of the seed opens at (its type's route), for an assignment or not. */
function exerciseHref(key: keyof typeof EXERCISE_CATALOGUE, assignmentId?: number) {
  const meta = EXERCISE_CATALOGUE[key];
  return new RegExp(
    `^/exercise/${COURSE[meta.course]}/[a-z-]+/${EXERCISE[key]}${assignmentId ? `/${assignmentId}` : ''}$`,
  );
}

const continueCard = (lang: Lang) => screen.findByRole('region', { name: TEXT[lang].card }, SLOW);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(TEST_NOW));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe.each(['ja', 'en'] as const)('the next step on home (%s)', (lang) => {
  const t = TEXT[lang];
  beforeEach(() => language.write(lang));

  it('offers an exercise left mid-way first, to continue where it was left', async () => {
    // hana starts "Last Sunday" of her overdue Unit 4 assignment and leaves it before its end.
    const meta = EXERCISE_CATALOGUE.lastSundayDictation;
    const token = await storeSignIn(HANA);
    await startExercise(
      COURSE[meta.course],
      meta.type,
      EXERCISE.lastSundayDictation,
      { assignmentId: ASSIGNMENT.overdue },
      { headers: { Authorization: `Token ${token}`, 'X-Alias-Uuid': HANA.aliasUuid } },
    );

    const { user, router } = await renderApp('/', { as: HANA });
    const card = await continueCard(lang);
    // Before Unit 5, the assignment due soonest.
    expect(card).toHaveTextContent(t.midWay);
    expect(card).toHaveTextContent('Last Sunday');
    expect(card).toHaveTextContent('Unit 4 Review: Past Tense');
    const button = within(card).getByRole('link', { name: t.resume });
    expect(button.getAttribute('href')).toMatch(
      exerciseHref('lastSundayDictation', ASSIGNMENT.overdue),
    );
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe(button.getAttribute('href')));
  });

  it('offers a run kept in this tab as mid-way, even of an exercise finished before', async () => {
    // The exercise player keeps the run of the "Colours" drill for assignment 103 (finished there).
    sessionStorage.setItem(
      `eigo.exerciseRun.${EXERCISE.coloursPronunciation}.${ASSIGNMENT.doneBeforeDue}`,
      JSON.stringify({ status: 'in-progress', questions: [] }),
    );
    await renderApp('/', { as: HANA });
    const card = await continueCard(lang);
    expect(card).toHaveTextContent(t.midWay);
    expect(within(card).getByRole('link', { name: t.resume }).getAttribute('href')).toMatch(
      exerciseHref('coloursPronunciation', ASSIGNMENT.doneBeforeDue),
    );
  });

  it('else offers the assignment due soonest with exercises left, at its first one left', async () => {
    await renderApp('/', { as: HANA });
    const card = await continueCard(lang);
    // Unit 5 (open, due 11/27) before Unit 4 (overdue) and before the finished ones.
    expect(card).toHaveTextContent(t.assignment);
    expect(card).toHaveTextContent('School Life Sentences');
    expect(within(card).getByRole('link', { name: t.start }).getAttribute('href')).toMatch(
      exerciseHref('schoolLifeTyping', ASSIGNMENT.tryIt),
    );
  });

  it('else offers the first exercise not done of a recommended course', async () => {
    mockServer.use(
      http.get('*/api/v1/assignments/mine/', () =>
        HttpResponse.json({ activeAssignments: [], historicalTotal: 3 }),
      ),
    );
    await renderApp('/', { as: HANA });
    const card = await continueCard(lang);
    expect(card).toHaveTextContent(t.recommended);
    expect(card).toHaveTextContent('Travel English');
    const href = within(card).getByRole('link', { name: t.start }).getAttribute('href');
    expect(href).toMatch(new RegExp(`^/exercise/${COURSE.travelEnglish}/[a-z-]+/[0-9a-f-]+$`));
  });

  it('gives a learner with no history a first exercise to tap', async () => {
    await renderApp('/', { as: KEN });
    const card = await continueCard(lang);
    expect(card).toHaveTextContent(t.recommended);
    expect(card).toHaveTextContent('Hello and Goodbye');
    expect(card).toHaveTextContent('First Steps in English');
    expect(within(card).getByRole('link', { name: t.start }).getAttribute('href')).toMatch(
      exerciseHref('helloGoodbyeDemo'),
    );
    // No empty list of recent exercises under it.
    expect(screen.queryByRole('region', { name: t.recent })).not.toBeInTheDocument();
  });

  it("puts the card first, then in the spec's order the notification request and the class banner with a lobby button", async () => {
    // A browser that can be asked for notifications, not asked yet.
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn() });
    const { user, router } = await renderApp('/', { as: KEN });
    const card = await continueCard(lang);
    const banners = await screen.findByRole('region', { name: t.live });
    const notification = await screen.findByRole('complementary', { name: t.notification });
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(card, notification)).toBe(true);
    expect(follows(notification, banners)).toBe(true);

    const lobby = within(banners).getByRole('link', { name: t.lobby });
    expect(lobby).toHaveAttribute('href', '/live/lobby');
    await user.click(lobby);
    await waitFor(() => expect(router.state.location.pathname).toBe('/live/lobby'));
  });

  it('shows at most three recent exercises with a link to the history, and no course twice', async () => {
    await renderApp('/', { as: HANA });
    const recent = await screen.findByRole('region', { name: t.recent }, SLOW);
    const rows = within(recent).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(recent).getByRole('link', { name: t.history })).toHaveAttribute(
      'href',
      '/learning-history/summary',
    );

    const courseTitles = [t.bookmarked, t.recommendedCourses].flatMap((name) => {
      const region = screen.getByRole('region', { name });
      expect(within(region).getByRole('link', { name: t.moreCourses })).toHaveAttribute(
        'href',
        '/course/explore/',
      );
      return within(region)
        .getAllByRole('listitem')
        .map((card) => within(card).getByRole('link').textContent);
    });
    // Travel English is bookmarked and recommended: it shows once.
    expect(courseTitles.filter((title) => title === 'Travel English')).toHaveLength(1);
    expect(new Set(courseTitles).size).toBe(courseTitles.length);
  });
});

it('a class under way invites the learner to join it', async () => {
  await liveSessions.insert({
    id: 901,
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
  expect(within(banners).getByRole('link', { name: '授業に参加する' })).toHaveAttribute(
    'href',
    '/live/lobby',
  );
});
