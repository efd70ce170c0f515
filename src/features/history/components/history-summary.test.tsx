import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { mockServer } from '../../../../mock-server/node';
import { serverError } from '../../../../tests/support/problem-response';
import { HANA, KEN, renderApp, SLOW } from '../../../../tests/support/render-app';
import { language } from '../../../lib/services/storage';
import * as barChart from './draw-bar-chart';

// The chart library needs a real canvas: here the drawing is observed, not done (a spy on the
// module's export, restored after each test: the files of a worker share their modules).
let drawBarChart: MockInstance<typeof barChart.drawBarChart>;

const region = (name: string) => screen.findByRole('region', { name }, SLOW);
const figure = (name: string) => screen.findByRole('figure', { name }, SLOW);
/** The rows of a chart's table alternative, as "header value" (each row's header comes first). */
const tableRows = (element: HTMLElement) =>
  within(within(element).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...within(row).queryAllByRole('rowheader'), ...within(row).queryAllByRole('cell')]
        .map((cell) => cell.textContent)
        .join(' '),
    );
const tiles = (element: HTMLElement) =>
  within(element)
    .getAllByRole('term')
    .slice(0, 3)
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

beforeEach(() => {
  // jsdom has no 2D canvas; the charts then keep to their text alternatives.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  drawBarChart = vi.spyOn(barChart, 'drawBarChart').mockImplementation(() => () => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('learning history summary', () => {
  it("shows hana's achievements with a trophies chart and its text alternatives", async () => {
    await renderApp('/learning-history/summary', { as: HANA });
    expect(
      await screen.findByRole('heading', { level: 1, name: '学習の記録' }, SLOW),
    ).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: '学習の記録のページ' });
    expect(within(pages).getByRole('link', { name: 'まとめ' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const achievements = await region('実績');
    await waitFor(() =>
      expect(tiles(achievements)).toEqual([
        '覚えた単語・表現 29',
        '終えたエクササイズ 188 回',
        '取り組んだエクササイズ 34 個',
      ]),
    );
    // Named for what they count: trophies held by colour, not levels nor times.
    const trophies = await figure('持っているトロフィー（金・銀・銅）');
    expect(trophies).toHaveTextContent('金 20 個、銀 8 個、銅 1 個のトロフィーを持っています。');
    expect(tableRows(trophies)).toEqual(['銅 1', '銀 8', '金 20']);
    expect(within(trophies).getByRole('columnheader', { name: 'トロフィー' })).toBeInTheDocument();
    expect(within(trophies).getByRole('columnheader', { name: '個数' })).toBeInTheDocument();
  });

  it('shows the last 30 days of activity as a chart, a sentence and a table of every day', async () => {
    await renderApp('/learning-history/summary', { as: HANA });
    const activity = await region('最近30日の学習');
    await waitFor(() =>
      expect(tiles(activity)).toEqual([
        '学習した日 22 日',
        '終えたエクササイズ 88 回',
        '学習時間 196 分',
      ]),
    );
    const chart = await figure('日ごとのエクササイズ数');
    expect(chart).toHaveTextContent(
      '10月24日〜11月22日に 22 日学習し、エクササイズを 88 回終えました（合計 196 分）。',
    );
    expect(chart).toHaveTextContent(/いちばん多かったのは \d+月\d+日 の \d+ 回です。/);
    const rows = tableRows(chart);
    expect(rows).toHaveLength(30);
    expect(rows[0]).toBe('2026年10月24日（土） 5');
    expect(rows[29]).toBe('2026年11月22日（日） 0');
  });

  it('shows the CEFR-J spread of the finished course exercises', async () => {
    await renderApp('/learning-history/summary', { as: HANA });
    const chart = await figure('CEFR-J レベル別の取り組み回数');
    expect(chart).toHaveTextContent(
      '188 回のうち、いちばん多く取り組んだレベルは A2.1（47 回）です。',
    );
    expect(tableRows(chart)).toEqual([
      'Pre A1 37',
      'A1.1 0',
      'A1.2 42',
      'A1.3 27',
      'A2.1 47',
      'A2.2 35',
      'B1.1 0',
      'B1.2 0',
      'B2.1 0',
      'B2.2 0',
      'C1 0',
      'C2 0',
    ]);
  });

  it('draws each chart once the chart library has loaded, when a canvas can draw', async () => {
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockReturnValue(
      {} as CanvasRenderingContext2D,
    );
    await renderApp('/learning-history/summary', { as: HANA });
    await figure('CEFR-J レベル別の取り組み回数');
    await waitFor(() => expect(drawBarChart).toHaveBeenCalledTimes(3));
    expect(drawBarChart).toHaveBeenCalledWith(expect.any(HTMLCanvasElement), {
      categories: ['銅', '銀', '金'],
      values: [1, 8, 20],
      colours: ['var(--color-bronze)', 'var(--color-silver)', 'var(--color-gold)'],
      valueTitle: '個数',
    });
  });

  it('shows the figures of every exercise type played and the recent exercises', async () => {
    await renderApp('/learning-history/summary', { as: HANA });
    const stats = await region('種類別の成績');
    const cards = await within(stats).findAllByRole('listitem', {}, SLOW);
    expect(cards).toHaveLength(13);
    const chat = cards.find((card) =>
      within(card).queryByRole('heading', { level: 3, name: 'チャット' }),
    )!;
    expect(chat).toHaveTextContent('回数17 回');
    expect(chat).toHaveTextContent(/正答率\d+%/);
    expect(chat).toHaveTextContent(/トロフィー金 \d+・銀 \d+・銅 \d+/);

    const recent = await region('最近のエクササイズ');
    const colours = within(recent).getByRole('link', {
      name: '発音ドリル Colours 課題 Listening Check: Numbers and Colours 銀トロフィー',
    });
    expect(colours.getAttribute('href')).toMatch(
      /^\/exercise\/[0-9a-f-]+\/drill-pronunciation\/[0-9a-f-]+\/103$/,
    );
  });

  it('says there is nothing yet for a learner without history', async () => {
    await renderApp('/learning-history/summary', { as: KEN });
    expect(
      await within(await region('実績')).findByText(
        'まだ記録がありません。エクササイズに取り組むと、ここに実績が表示されます。',
      ),
    ).toBeInTheDocument();
    expect(
      await within(await region('最近30日の学習')).findByText('この30日間はまだ学習していません。'),
    ).toBeInTheDocument();
    expect(
      await within(await region('レベル別のエクササイズ')).findByText(
        'まだコースのエクササイズを終えていません。',
      ),
    ).toBeInTheDocument();
    expect(
      await within(await region('種類別の成績')).findByText('まだ記録がありません。'),
    ).toBeInTheDocument();
    expect(
      await within(await region('最近のエクササイズ')).findByText(
        'まだエクササイズに取り組んでいません。',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('offers a retry where a part failed to load, the rest shown', async () => {
    mockServer.use(http.get('*/api/v1/learning-history/performance-summary/', serverError));
    const { user } = await renderApp('/learning-history/summary', { as: HANA });
    const levels = await region('レベル別のエクササイズ');
    const alert = await within(levels).findByRole('alert');
    expect(alert).toHaveTextContent('学習の記録を読み込めませんでした。');
    expect(await figure('持っているトロフィー（金・銀・銅）')).toBeInTheDocument();

    mockServer.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'もう一度読み込む' }));
    expect(await figure('CEFR-J レベル別の取り組み回数')).toBeInTheDocument();
  });

  it('speaks English, charts included', async () => {
    language.write('en');
    await renderApp('/learning-history/summary', { as: HANA });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Learning history' }, SLOW),
    ).toBeInTheDocument();
    const achievements = await region('Achievements');
    await waitFor(() =>
      expect(tiles(achievements)).toEqual([
        'Words and phrases learned 29',
        'Exercises finished 188 times',
        'Different exercises done 34',
      ]),
    );
    const trophies = await figure('Trophies held: gold, silver and bronze');
    expect(trophies).toHaveTextContent('You hold 20 gold, 8 silver and 1 bronze trophies.');
    expect(tableRows(trophies)).toEqual(['Bronze 1', 'Silver 8', 'Gold 20']);
    expect(within(trophies).getByRole('columnheader', { name: 'Trophies' })).toBeInTheDocument();
    const chart = await figure('Exercises per day');
    expect(chart).toHaveTextContent(
      'From Oct 24 to Nov 22 you studied on 22 days and finished 88 exercises (196 minutes in all).',
    );
    expect(tableRows(chart)[0]).toBe('Sat, Oct 24, 2026 5');
  });
});
