import { act, fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../../mock-server/node';
import { serverError } from '../../../../tests/support/problem-response';
import { HANA, KEN, renderApp, SLOW } from '../../../../tests/support/render-app';
import { historyInputs, language } from '../../../lib/services/storage';

const PATH = '/learning-history/exercise-logs';

const filters = () => screen.findByRole('group', { name: '絞り込み' }, SLOW);
const results = () => screen.getByRole('region', { name: /件の記録$|records?$/ });
const rows = () => within(results()).getAllByRole('listitem');
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/**
 * A screen `width` px wide for the app's `matchMedia` (jsdom has none): `(max-width: Npx)`
 * queries answer by it, and `resize` tells the lists listening for changes.
 */
function screenOfWidth(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  const matches = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return max ? current <= Number(max[1]) : false;
  };
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return matches(query);
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    resize(next: number) {
      current = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

describe('exercise logs', () => {
  it("lists hana's finished runs newest first, each opening its exercise", async () => {
    await renderApp(PATH, { as: HANA });
    expect(
      await screen.findByRole('heading', { level: 1, name: '学習ログ' }, SLOW),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: '学習の記録のページ' })).getByRole('link', {
        name: '学習ログ',
      }),
    ).toHaveAttribute('aria-current', 'page');
    expect(
      await screen.findByRole('heading', { level: 2, name: '167 件の記録' }, SLOW),
    ).toBeInTheDocument();
    expect(rows()).toHaveLength(20);

    const [first] = rows() as [HTMLElement];
    expect(within(first).getByText('2026年11月21日（土） 19:40')).toHaveAttribute(
      'datetime',
      '2026-11-21T10:40:00.000Z',
    );
    const link = within(first).getByRole('link', { name: '発音ドリル Colours' });
    expect(link.getAttribute('href')).toMatch(
      /^\/exercise\/[0-9a-f-]+\/drill-pronunciation\/[0-9a-f-]+\/103$/,
    );
    expect(first).toHaveTextContent(
      'コース: First Steps in English / 課題: Listening Check: Numbers and Colours',
    );
    expect(within(first).getByRole('img', { name: '銀トロフィー' })).toBeInTheDocument();
  });

  it('shows twenty more at a time, focus on the first new row', async () => {
    const { user } = await renderApp(PATH, { as: HANA });
    await screen.findByRole('heading', { level: 2, name: '167 件の記録' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'もっと見る（残り 147 件）' }));
    expect(rows()).toHaveLength(40);
    expect(within(rows()[20]!).getByRole('link')).toHaveFocus();
  });

  it('filters by dates and skill, offers only the skill’s types, and remembers the choices', async () => {
    const { user, unmount } = await renderApp(PATH, { as: HANA });
    const group = await filters();
    await screen.findByRole('heading', { level: 2, name: '167 件の記録' }, SLOW);

    fireEvent.change(within(group).getByLabelText('開始日'), { target: { value: '2026-11-15' } });
    fireEvent.change(within(group).getByLabelText('終了日'), { target: { value: '2026-11-21' } });
    await user.selectOptions(within(group).getByRole('combobox', { name: 'スキル' }), '話す');
    const types = within(group).getByRole('combobox', { name: 'エクササイズの種類' });
    expect(optionsOf(types)).toEqual(['すべて', 'チャット', '発音ドリル', '一文音読']);

    expect(
      await screen.findByRole('heading', { level: 2, name: '4 件の記録' }),
    ).toBeInTheDocument();
    await user.selectOptions(types, '発音ドリル');
    expect(
      await screen.findByRole('heading', { level: 2, name: '2 件の記録' }),
    ).toBeInTheDocument();
    expect(rows().map((row) => within(row).getByRole('link').textContent?.trim())).toEqual([
      'Colours',
      'Colours',
    ]);
    expect(historyInputs.read()).toEqual({
      startDate: '2026-11-15',
      endDate: '2026-11-21',
      exerciseType: 6,
      skill: 1,
    });

    // Back later: the same choices and the same list.
    unmount();
    await renderApp(PATH, { as: HANA });
    const again = await filters();
    expect(within(again).getByLabelText('開始日')).toHaveValue('2026-11-15');
    expect(within(again).getByRole('combobox', { name: 'エクササイズの種類' })).toHaveDisplayValue(
      '発音ドリル',
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: '2 件の記録' }, SLOW),
    ).toBeInTheDocument();

    // Another skill drops a type it does not cover; clearing starts over.
    await user.selectOptions(within(again).getByRole('combobox', { name: 'スキル' }), '聞く');
    expect(within(again).getByRole('combobox', { name: 'エクササイズの種類' })).toHaveDisplayValue(
      'すべて',
    );
    await user.click(within(again).getByRole('button', { name: '条件をクリア' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: '167 件の記録' }),
    ).toBeInTheDocument();
    expect(historyInputs.read()).toEqual({
      startDate: null,
      endDate: null,
      exerciseType: 0,
      skill: 0,
    });
  });

  it('says so when the end date is before the start date, asking nothing', async () => {
    historyInputs.write({
      startDate: '2026-11-20',
      endDate: '2026-11-10',
      exerciseType: 0,
      skill: 0,
    });
    let asked = false;
    mockServer.use(
      http.get('*/api/v1/learning-history/exercise-logs/', () => {
        asked = true;
      }),
    );
    await renderApp(PATH, { as: HANA });
    const group = await filters();
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      '終了日は開始日と同じか、それより後の日付にしてください。',
    );
    expect(within(group).getByLabelText('終了日')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: /件の記録$/ })).not.toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it('says when nothing matches (ken has no history)', async () => {
    await renderApp(PATH, { as: KEN });
    expect(
      await screen.findByText('この条件に合う学習ログはありません。', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '0 件の記録' })).toBeInTheDocument();
  });

  it('offers a retry when the logs fail to load', async () => {
    mockServer.use(http.get('*/api/v1/learning-history/exercise-logs/', serverError));
    const { user } = await renderApp(PATH, { as: HANA });
    const alert = await screen.findByRole('alert', {}, SLOW);
    mockServer.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'もう一度読み込む' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: '167 件の記録' }),
    ).toBeInTheDocument();
  });

  it('speaks English', async () => {
    language.write('en');
    await renderApp(PATH, { as: HANA });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Exercise logs' }, SLOW),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: '167 records' }, SLOW),
    ).toBeInTheDocument();
    const [first] = rows() as [HTMLElement];
    expect(first).toHaveTextContent('Sat, Nov 21, 2026, 7:40 PM');
    expect(first).toHaveTextContent(
      'Course: First Steps in English / Assignment: Listening Check: Numbers and Colours',
    );
    const group = screen.getByRole('group', { name: 'Filters' });
    expect(optionsOf(within(group).getByRole('combobox', { name: 'Skill' }))).toEqual([
      'All',
      'Speaking',
      'Listening',
      'Reading',
      'Writing',
    ]);
  });
});

describe('exercise-log filters on a narrow screen', () => {
  afterEach(() => {
    // jsdom has no matchMedia of its own.
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('fold away behind a button that tells how many are set, and open on a click', async () => {
    screenOfWidth(360);
    historyInputs.write({ startDate: '2026-11-01', endDate: null, exerciseType: 0, skill: 1 });
    const { user } = await renderApp(PATH, { as: HANA });
    const group = await filters();
    const toggle = within(group).getByRole('button', {
      name: '絞り込む（2件指定中）',
      expanded: false,
    });
    expect(within(group).queryByRole('combobox', { name: 'スキル' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: /件の記録$/ }, SLOW),
    ).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const skill = within(group).getByRole('combobox', { name: 'スキル' });
    expect(skill).toHaveDisplayValue('話す');
    await user.selectOptions(skill, 'すべて');
    expect(toggle).toHaveAccessibleName('絞り込む（1件指定中）');
    await user.click(within(group).getByRole('button', { name: '条件をクリア' }));
    expect(toggle).toHaveAccessibleName('絞り込む');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(group).queryByRole('combobox', { name: 'スキル' })).not.toBeInTheDocument();
  });

  it('still say what is wrong with the dates while folded away', async () => {
    screenOfWidth(360);
    historyInputs.write({
      startDate: '2026-11-20',
      endDate: '2026-11-10',
      exerciseType: 0,
      skill: 0,
    });
    await renderApp(PATH, { as: HANA });
    const group = await filters();
    expect(
      within(group).getByRole('button', { name: '絞り込む（2件指定中）', expanded: false }),
    ).toBeInTheDocument();
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      '終了日は開始日と同じか、それより後の日付にしてください。',
    );
  });

  it('stay open with no button on a wide screen, and fold when the screen narrows', async () => {
    const screenSize = screenOfWidth(1024);
    language.write('en');
    await renderApp(PATH, { as: HANA });
    const group = await screen.findByRole('group', { name: 'Filters' }, SLOW);
    expect(within(group).getByRole('combobox', { name: 'Skill' })).toBeInTheDocument();
    expect(within(group).queryByRole('button', { expanded: false })).not.toBeInTheDocument();

    screenSize.resize(400);
    // The fold is waited for, and the group found again: on a loaded clean clone the button was
    // once not in the group found before the resize (not reproduced since in 34 runs under load).
    const toggle = await screen.findByRole('button', { name: 'Filters', expanded: false });
    const folded = screen.getByRole('group', { name: 'Filters' });
    expect(folded).toContainElement(toggle);
    expect(within(folded).queryByRole('combobox', { name: 'Skill' })).not.toBeInTheDocument();
  });
});
