import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../../mock-server/node';
import { serverError } from '../../../../tests/support/problem-response';
import { HANA, KEN, renderApp, SLOW } from '../../../../tests/support/render-app';
import { language, listPreferences } from '../../../lib/services/storage';

const region = (name: string) => screen.findByRole('region', { name }, SLOW);
const titlesIn = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('link')
    .map((link) => link.textContent);
/** The card (list item) of the course titled `title` in `element`. */
const cardOf = (element: HTMLElement, title: string) =>
  within(element)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('link', { name: title }))!;

describe('course explore', () => {
  it("lists hana's group, bookmarked and recommended courses with their levels and groups", async () => {
    await renderApp('/course/explore/', { as: HANA });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'コースをさがす' }, SLOW),
    ).toBeInTheDocument();

    const group = await region('グループのコース');
    await waitFor(() =>
      expect(titlesIn(group)).toEqual([
        'Junior High Grammar Basics',
        'Everyday Conversation',
        'Eiken Grade Pre-2 Practice',
      ]),
    );
    const grammar = cardOf(group, 'Junior High Grammar Basics');
    expect(grammar).toHaveTextContent('CEFR-J A1.3');
    expect(grammar).toHaveTextContent('グループ: 2-A');
    expect(within(grammar).getByRole('list', { name: 'カテゴリー' })).toHaveTextContent('文法');
    expect(cardOf(group, 'Eiken Grade Pre-2 Practice')).toHaveTextContent('全員向け');

    // Each list shows once its own answer is in (a spinner until then).
    const bookmarked = await region('ブックマークしたコース');
    await waitFor(() =>
      expect(titlesIn(bookmarked)).toEqual(['Everyday Conversation', 'Travel English']),
    );
    const recommended = await region('おすすめのコース');
    await waitFor(() =>
      expect(titlesIn(recommended)).toEqual([
        'Travel English',
        'Eiken Grade Pre-2 Practice',
        'First Steps in English',
      ]),
    );
    expect(within(group).getByRole('link', { name: 'Everyday Conversation' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/course\/details\/[0-9a-f-]+$/),
    );
  });

  it('searches every reachable course by title, case-insensitively, and remembers the search', async () => {
    const { user } = await renderApp('/course/explore/', { as: HANA });
    const search = await screen.findByRole('search', { name: 'コースの検索' }, SLOW);
    await region('おすすめのコース');
    const results = () => screen.getByRole('region', { name: 'コースを検索' });
    expect(results()).toHaveTextContent('コース名やキーワード（「旅行」「文法」など）を入力するか');

    await user.type(
      within(search).getByRole('searchbox', { name: 'コース名・キーワード' }),
      'ENGLISH',
    );
    await waitFor(() => expect(results()).toHaveTextContent('2 件のコースが見つかりました'));
    const found = within(results())
      .getAllByRole('list')
      .find((list) => list.classList.contains('course-tiles'))!;
    expect(titlesIn(found)).toEqual(['Travel English', 'First Steps in English']);
    expect(listPreferences.read().explore.search).toBe('ENGLISH');

    await user.clear(within(search).getByRole('searchbox', { name: 'コース名・キーワード' }));
    await user.type(within(search).getByRole('searchbox', { name: 'コース名・キーワード' }), 'zzz');
    expect(results()).toHaveTextContent('条件に合うコースは見つかりませんでした。');

    await user.click(within(search).getByRole('button', { name: '条件をクリア' }));
    expect(within(search).getByRole('searchbox', { name: 'コース名・キーワード' })).toHaveValue('');
    expect(listPreferences.read().explore).toEqual({
      search: '',
      examIndex: 0,
      levelIndexes: [],
      categoryIds: [],
    });
  });

  it('finds courses by category name and Japanese subtitle too, whatever the width or kana', async () => {
    const { user } = await renderApp('/course/explore/', { as: HANA });
    const search = await screen.findByRole('search', { name: 'コースの検索' }, SLOW);
    await region('おすすめのコース');
    const box = within(search).getByRole('searchbox', { name: 'コース名・キーワード' });
    const results = () => screen.getByRole('region', { name: 'コースを検索' });
    const found = () =>
      titlesIn(
        within(results())
          .getAllByRole('list')
          .find((list) => list.classList.contains('course-tiles'))!,
      );

    // 旅行 is a category of Travel English, and in its Japanese subtitle, shown on its card.
    await user.type(box, '旅行');
    await waitFor(() => expect(results()).toHaveTextContent('1 件のコースが見つかりました'));
    expect(found()).toEqual(['Travel English']);
    expect(cardOf(results(), 'Travel English')).toHaveTextContent('旅行で使える英語');

    // A word of a subtitle only, typed in hiragana for its katakana.
    await user.clear(box);
    await user.type(box, 'りすにんぐ');
    await waitFor(() => expect(found()).toEqual(['Eiken Grade Pre-2 Practice']));

    // Full-width Latin letters, as a Japanese keyboard may type them.
    await user.clear(box);
    await user.type(box, 'ＥＮＧＬＩＳＨ');
    await waitFor(() => expect(found()).toEqual(['Travel English', 'First Steps in English']));
  });

  it('filters by an Eiken grade mapped to CEFR-J levels, and by any chosen category', async () => {
    const { user } = await renderApp('/course/explore/', { as: HANA });
    const search = await screen.findByRole('search', { name: 'コースの検索' }, SLOW);
    await region('おすすめのコース');

    await user.selectOptions(
      within(search).getByRole('combobox', { name: 'レベルの基準' }),
      '英検',
    );
    const levels = within(search).getByRole('group', { name: 'レベル' });
    const grades = ['5級', '4級', '3級', '準2級', '2級', '準1級', '1級'];
    const boxes = within(levels).getAllByRole('checkbox');
    expect(boxes).toHaveLength(grades.length);
    boxes.forEach((box, i) => expect(box).toHaveAccessibleName(grades[i]));
    // Pre-2 covers CEFR-J 5-8: Travel English (A2.1) and the Eiken course (A2.2).
    await user.click(within(levels).getByRole('checkbox', { name: '準2級' }));
    const results = screen.getByRole('region', { name: 'コースを検索' });
    await waitFor(() => expect(results).toHaveTextContent('2 件のコースが見つかりました'));
    expect(within(results).getByRole('link', { name: 'Travel English' })).toBeInTheDocument();
    expect(
      within(results).getByRole('link', { name: 'Eiken Grade Pre-2 Practice' }),
    ).toBeInTheDocument();
    expect(listPreferences.read().explore).toMatchObject({ examIndex: 1, levelIndexes: [3] });

    // Adding grade 5 (CEFR-J 1-2) brings First Steps; then only travel courses.
    await user.click(within(levels).getByRole('checkbox', { name: '5級' }));
    await waitFor(() => expect(results).toHaveTextContent('3 件のコースが見つかりました'));
    await user.click(
      within(within(search).getByRole('group', { name: 'カテゴリー' })).getByRole('checkbox', {
        name: '旅行',
      }),
    );
    await waitFor(() => expect(results).toHaveTextContent('1 件のコースが見つかりました'));
    expect(within(results).getByRole('link', { name: 'Travel English' })).toBeInTheDocument();

    // TOEIC bands: another scale starts without levels.
    await user.selectOptions(
      within(search).getByRole('combobox', { name: 'レベルの基準' }),
      'TOEIC',
    );
    expect(
      within(within(search).getByRole('group', { name: 'レベル' })).getByRole('checkbox', {
        name: '945〜990点',
      }),
    ).not.toBeChecked();
    expect(listPreferences.read().explore).toMatchObject({ examIndex: 2, levelIndexes: [] });
  });

  it('starts with the remembered choices', async () => {
    listPreferences.write({
      ...listPreferences.read(),
      explore: { search: 'conversation', examIndex: 0, levelIndexes: [2], categoryIds: [] },
      group: { limitMultiplier: 1, examIndex: 0, groupIndex: 1, levelIndexes: [], categoryIds: [] },
    });
    await renderApp('/course/explore/', { as: HANA });
    const search = await screen.findByRole('search', { name: 'コースの検索' }, SLOW);
    expect(within(search).getByRole('searchbox', { name: 'コース名・キーワード' })).toHaveValue(
      'conversation',
    );
    expect(within(search).getByRole('checkbox', { name: 'A1.2' })).toBeChecked();
    const results = screen.getByRole('region', { name: 'コースを検索' });
    await waitFor(() => expect(results).toHaveTextContent('1 件のコースが見つかりました'));
    expect(
      within(results).getByRole('link', { name: 'Everyday Conversation' }),
    ).toBeInTheDocument();

    const group = await region('グループのコース');
    await waitFor(() =>
      expect(titlesIn(group)).toEqual(['Junior High Grammar Basics', 'Everyday Conversation']),
    );
    expect(within(group).getByRole('combobox', { name: 'グループ' })).toHaveDisplayValue('2-A');
    // Open at first, since the remembered choice narrows the list.
    expect(
      within(group).getByRole('button', { name: '絞り込む（1件選択中）', expanded: true }),
    ).toBeInTheDocument();
  });

  it('narrows the group courses by group, level and category', async () => {
    const { user } = await renderApp('/course/explore/', { as: HANA });
    const group = await region('グループのコース');
    // A real disclosure button, closed at first, says that it opens; its panel is hidden.
    const toggle = await within(group).findByRole('button', { name: '絞り込む', expanded: false });
    expect(within(group).queryByRole('combobox', { name: 'グループ' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const select = within(group).getByRole('combobox', { name: 'グループ' });
    // eslint-disable-next-line testing-library/no-node-access -- the disclosure's panel has no role or name, only the id its button's aria-controls names
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
      select,
    );
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['すべてのグループ', '2-A', '全員向けのコース']);
    await user.selectOptions(select, '全員向けのコース');
    await waitFor(() => expect(titlesIn(group)).toEqual(['Eiken Grade Pre-2 Practice']));
    expect(listPreferences.read().group.groupIndex).toBe(2);

    await user.selectOptions(select, 'すべてのグループ');
    await user.click(
      within(within(group).getByRole('group', { name: 'カテゴリー' })).getByRole('checkbox', {
        name: '会話',
      }),
    );
    await waitFor(() => expect(titlesIn(group)).toEqual(['Everyday Conversation']));
    await user.click(
      within(within(group).getByRole('group', { name: 'レベル' })).getByRole('checkbox', {
        name: 'C2',
      }),
    );
    expect(group).toHaveTextContent('条件に合うグループのコースはありません。');

    await user.click(within(group).getByRole('button', { name: '条件をクリア' }));
    await waitFor(() => expect(titlesIn(group)).toHaveLength(3));
  });

  it('shows more courses a step at a time, remembers how many, and moves focus to the first new one', async () => {
    const course = (n: number) => ({
      uuid: `00000000-0000-4000-8000-00000000000${n.toString(16)}`,
      title: `Course ${n}`,
      image: '/content/images/courses/first-steps.svg',
      cefrj: 1 + (n % 12),
      categories: [],
    });
    mockServer.use(
      http.get('*/api/v1/courses/recommended/', () =>
        HttpResponse.json(Array.from({ length: 14 }, (_, i) => course(i + 1))),
      ),
    );
    const { user } = await renderApp('/course/explore/', { as: HANA });
    const recommended = await region('おすすめのコース');
    await waitFor(() => expect(titlesIn(recommended)).toHaveLength(6));

    await user.click(within(recommended).getByRole('button', { name: 'もっと見る（残り 8 件）' }));
    expect(titlesIn(recommended)).toHaveLength(12);
    expect(within(recommended).getByRole('link', { name: 'Course 7' })).toHaveFocus();
    expect(listPreferences.read().recommendedLimitMultiplier).toBe(2);

    await user.click(within(recommended).getByRole('button', { name: 'もっと見る（残り 2 件）' }));
    expect(titlesIn(recommended)).toHaveLength(14);
    expect(within(recommended).getByRole('link', { name: 'Course 13' })).toHaveFocus();
    expect(
      within(recommended).queryByRole('button', { name: /もっと見る/ }),
    ).not.toBeInTheDocument();
  });

  it('says when a list is empty (ken has no bookmarks)', async () => {
    await renderApp('/course/explore/', { as: KEN });
    const bookmarked = await region('ブックマークしたコース');
    expect(
      await within(bookmarked).findByText(
        'ブックマークしたコースはありません。コースの詳細ページでブックマークできます。',
      ),
    ).toBeInTheDocument();
    const group = await region('グループのコース');
    await waitFor(() => expect(titlesIn(group)).toContain('First Steps in English'));
    expect(group).toHaveTextContent('グループ: 2-B');
  });

  it('offers a retry in a list that failed to load', async () => {
    mockServer.use(http.get('*/api/v1/courses/recommended/', serverError));
    const { user } = await renderApp('/course/explore/', { as: HANA });
    const recommended = await region('おすすめのコース');
    const alert = await within(recommended).findByRole('alert');
    expect(alert).toHaveTextContent('コースを読み込めませんでした。');
    const bookmarked = await region('ブックマークしたコース');
    await waitFor(() =>
      expect(titlesIn(bookmarked)).toEqual(['Everyday Conversation', 'Travel English']),
    );

    mockServer.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'もう一度読み込む' }));
    await waitFor(() => expect(titlesIn(recommended)).toHaveLength(3));
  });

  it('speaks English, categories included', async () => {
    language.write('en');
    const { user } = await renderApp('/course/explore/', { as: HANA });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find courses' }, SLOW),
    ).toBeInTheDocument();
    const search = screen.getByRole('search', { name: 'Course search' });
    await user.selectOptions(
      within(search).getByRole('combobox', { name: 'Level scale' }),
      'Eiken',
    );
    expect(within(search).getByRole('checkbox', { name: 'Grade Pre-2' })).toBeInTheDocument();
    await user.selectOptions(
      within(search).getByRole('combobox', { name: 'Level scale' }),
      'CEFR-J',
    );
    // "Exam" is in no title: the category Exam preparation finds the Eiken course.
    await user.type(within(search).getByRole('searchbox', { name: 'Title or keyword' }), 'exam');
    const results = screen.getByRole('region', { name: 'Search courses' });
    await waitFor(() => expect(results).toHaveTextContent('1 course found'));
    expect(cardOf(results, 'Eiken Grade Pre-2 Practice')).toHaveTextContent(
      'Eiken Grade Pre-2: words, listening and writing',
    );
    const group = await region('Group courses');
    expect(
      await within(group).findByRole('button', { name: 'Filter', expanded: false }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(group).getAllByRole('list', { name: 'Categories' })[0]).toHaveTextContent(
        'Grammar',
      ),
    );
  });
});
