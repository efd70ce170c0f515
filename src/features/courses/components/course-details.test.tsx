import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { bookmarkKey, bookmarks } from '../../../../mock-server/db/bookmarks';
import { mockServer } from '../../../../mock-server/node';
import { COURSE, EXERCISE } from '../../../../mock-server/seed/content-catalogue';
import { ALIAS } from '../../../../mock-server/seed/demo-identities';
import { problemResponse } from '../../../../tests/support/problem-response';
import { HANA, renderApp, SLOW } from '../../../../tests/support/render-app';
import { language, openedChapters } from '../../../lib/services/storage';

const details = (courseUuid: string) => `/course/details/${courseUuid}`;

const problem = (status: number) => () => problemResponse(status, 'Failure', 'It went wrong.');

/**
 * Holds the bookmark changes (PUT and DELETE) until `release()`, then lets the mock's own handler
 * answer them: until then, only the app's optimistic change can show.
 */
function holdBookmarkChanges() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = async () => {
    await released;
  };
  mockServer.use(
    http.put('*/api/v1/courses/:courseUuid/bookmarked/', hold),
    http.delete('*/api/v1/courses/:courseUuid/bookmarked/', hold),
  );
  return release;
}

const title = (name: string) => screen.findByRole('heading', { level: 1, name }, SLOW);
const bookmarkButton = () => screen.getByRole('button', { name: 'ブックマーク' });
const chapterButton = (name: RegExp) => screen.getByRole('button', { name });

describe('course details', () => {
  it('shows the course with its subtitle, CEFR-J, Eiken and TOEIC levels, categories and progress', async () => {
    await renderApp(details(COURSE.everydayConversation), { as: HANA });
    expect(await title('Everyday Conversation')).toBeInTheDocument();
    expect(screen.getByText('毎日の英会話：自己紹介と学校生活')).toBeInTheDocument();

    const pairs = screen
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual(['CEFR-J A1.2', '英検 4級', 'TOEIC 165〜185点']);
    expect(screen.getByRole('list', { name: 'カテゴリー' })).toHaveTextContent('会話');
    expect(await screen.findByText(/7 個のエクササイズのうち \d 個を完了/)).toBeInTheDocument();
    await waitFor(() => expect(bookmarkButton()).toHaveAttribute('aria-pressed', 'true'));
  });

  it('opens and closes chapters, remembering them per alias and course', async () => {
    const { user, unmount } = await renderApp(details(COURSE.everydayConversation), { as: HANA });
    await title('Everyday Conversation');
    const meeting = await screen.findByRole('button', { name: /^Meeting People \d\/4 完了$/ });
    expect(meeting).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Nice to Meet You/ })).not.toBeInTheDocument();

    await user.click(meeting);
    expect(meeting).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'Greetings' })).toBeInTheDocument();
    const chat = screen.getByRole('link', {
      name: 'チャット Nice to Meet You 完了 最高: 金トロフィー',
    });
    expect(chat).toHaveAttribute(
      'href',
      `/exercise/${COURSE.everydayConversation}/chat/${EXERCISE.greetingsChat}`,
    );
    expect(
      screen.getByRole('link', { name: /^ライティング Write a Self-Introduction/ }),
    ).toHaveAttribute(
      'href',
      `/exercise/${COURSE.everydayConversation}/${EXERCISE.selfIntroductionWriting}`,
    );
    expect(openedChapters.read()).toEqual({
      [ALIAS.hanaSakura]: { [COURSE.everydayConversation]: [expect.any(String)] },
    });

    unmount();
    const view = await renderApp(details(COURSE.everydayConversation), { as: HANA });
    await title('Everyday Conversation');
    expect(chapterButton(/^Meeting People/)).toHaveAttribute('aria-expanded', 'true');
    expect(chapterButton(/^Daily Life/)).toHaveAttribute('aria-expanded', 'false');

    // Closing the last open chapter leaves nothing stored for the course (empty groups removed).
    await view.user.click(chapterButton(/^Meeting People/));
    expect(chapterButton(/^Meeting People/)).toHaveAttribute('aria-expanded', 'false');
    expect(openedChapters.read()).toEqual({});
  });

  it('opens an exercise', async () => {
    const { user, router } = await renderApp(details(COURSE.everydayConversation), { as: HANA });
    await title('Everyday Conversation');
    await user.click(await screen.findByRole('button', { name: /^Daily Life/ }));
    await user.click(screen.getByRole('link', { name: /^ディクテーション My School Day/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/exercise/${COURSE.everydayConversation}/dictation/${EXERCISE.schoolDayDictation}`,
      ),
    );
  });

  it('bookmarks and unbookmarks at once, the backend following', async () => {
    const { user } = await renderApp(details(COURSE.juniorHighGrammar), { as: HANA });
    await title('Junior High Grammar Basics');
    await waitFor(() => expect(bookmarkButton()).toBeEnabled());
    expect(bookmarkButton()).toHaveAttribute('aria-pressed', 'false');

    const stored = () => bookmarks.has(bookmarkKey(ALIAS.hanaSakura, COURSE.juniorHighGrammar));

    // The button changes before the backend has the change (the optimistic update comes a moment
    // after the click: it is waited for).
    let release = holdBookmarkChanges();
    await user.click(bookmarkButton());
    await waitFor(() => expect(bookmarkButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(stored()).toBe(false);
    release();
    await waitFor(() => expect(stored()).toBe(true));

    release = holdBookmarkChanges();
    await user.click(bookmarkButton());
    await waitFor(() => expect(bookmarkButton()).toHaveAttribute('aria-pressed', 'false'));
    expect(stored()).toBe(true);
    release();
    await waitFor(() => expect(stored()).toBe(false));
  });

  it('puts the bookmark back and says so when the change fails', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(
      http.delete('*/api/v1/courses/:courseUuid/bookmarked/', async () => {
        await released;
        return problem(500)();
      }),
    );
    const { user } = await renderApp(details(COURSE.everydayConversation), { as: HANA });
    await title('Everyday Conversation');
    await waitFor(() => expect(bookmarkButton()).toHaveAttribute('aria-pressed', 'true'));

    await user.click(bookmarkButton());
    await waitFor(() => expect(bookmarkButton()).toHaveAttribute('aria-pressed', 'false'));
    release();
    await waitFor(() => expect(bookmarkButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(
      await screen.findByText('ブックマークを変更できませんでした。もう一度お試しください。'),
    ).toBeInTheDocument();
    expect(bookmarks.has(bookmarkKey(ALIAS.hanaSakura, COURSE.everydayConversation))).toBe(true);
  });

  it("says another organisation's course is not found", async () => {
    await renderApp(details(COURSE.toeic600), { as: HANA });
    expect(await title('コースが見つかりません')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'コースをさがす' })).toHaveAttribute(
      'href',
      '/course/explore/',
    );
  });

  it('keeps the not-found answer its loader got while the profile is still on its way', async () => {
    // The route's loader asks for the course before the session's profile is in; the screen
    // must not ask again once it is (it used to: a spinner between two of the same answers).
    let releaseProfile!: () => void;
    const profileHeld = new Promise<void>((resolve) => (releaseProfile = resolve));
    let courseCalls = 0;
    mockServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === `/api/v1/courses/${COURSE.toeic600}/`) courseCalls += 1;
    });
    mockServer.use(
      http.get('*/api/v1/user/profile/', async () => {
        await profileHeld;
      }),
    );
    const { queryClient } = await renderApp(details(COURSE.toeic600), { as: HANA });
    const heading = await title('コースが見つかりません');
    releaseProfile();
    await waitFor(() =>
      expect(
        queryClient.getQueriesData({ queryKey: ['/user/profile/'] }).some(([, data]) => data),
      ).toBe(true),
    );
    expect(heading).toBeInTheDocument();
    expect(courseCalls).toBe(1);
    mockServer.events.removeAllListeners();
  });

  it('offers a retry when the course fails to load', async () => {
    mockServer.use(http.get('*/api/v1/courses/:courseUuid/', problem(500)));
    const { user } = await renderApp(details(COURSE.travelEnglish), { as: HANA });
    // The loading and the error state both carry this heading: wait for the error itself.
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(screen.getByRole('heading', { level: 1, name: 'コースの詳細' })).toBeInTheDocument();
    mockServer.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'もう一度読み込む' }));
    expect(await title('Travel English')).toBeInTheDocument();
  });

  it('still lists the chapters when the progress fails to load', async () => {
    mockServer.use(http.get('*/api/v1/user/history/courses/:courseUuid/', problem(500)));
    const { user } = await renderApp(details(COURSE.firstSteps), { as: HANA });
    await title('First Steps in English');
    expect(await screen.findByRole('alert')).toHaveTextContent('完了状況を表示できません');
    const chapters = screen.getAllByRole('button', { expanded: false });
    expect(chapters.length).toBeGreaterThan(0);
    await user.click(chapters[0]!);
    expect(
      screen.getAllByRole('link', {
        name: /^(お手本|単語ドリル|チャット|絵合わせ|リスニングドリル|発音ドリル) /,
      }).length,
    ).toBeGreaterThan(0);
  });

  it('speaks English', async () => {
    language.write('en');
    await renderApp(details(COURSE.eikenPre2), { as: HANA });
    expect(await title('Eiken Grade Pre-2 Practice')).toBeInTheDocument();
    const levels = screen
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(levels).toEqual(['CEFR-J A2.2', 'Eiken Grade 3, Grade Pre-2', 'TOEIC 410–545']);
    expect(screen.getByRole('list', { name: 'Categories' })).toHaveTextContent('Exam preparation');
    expect(await screen.findByText(/of \d+ exercises finished/)).toBeInTheDocument();
  });
});
