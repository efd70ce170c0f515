import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../../mock-server/node';
import { USER } from '../../../../mock-server/seed/demo-identities';
import { serverError } from '../../../../tests/support/problem-response';
import { HANA, KEN, renderApp, SLOW } from '../../../../tests/support/render-app';
import { language, skillLevelIndexes } from '../../../lib/services/storage';

const PATH = '/skills/overview';

const card = (name: string) => screen.findByRole('listitem', { name }, SLOW);
const bands = (element: HTMLElement) =>
  within(within(element).getByRole('list', { name: '目安' }))
    .getAllByRole('listitem')
    .map((band) => band.textContent);

describe('skills overview', () => {
  it("shows hana's figures against the beginner, middle and advanced guidance", async () => {
    await renderApp(PATH, { as: HANA });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'スキル' }, SLOW),
    ).toBeInTheDocument();

    const reaction = await card('答えるまでの時間');
    expect(reaction).toHaveTextContent('あなた: 6.25 秒 中級');
    expect(bands(reaction)).toEqual([
      '初級 30 秒以上',
      '中級 3.75 秒以上 30 秒未満 いまのあなた',
      '上級 3.75 秒未満',
    ]);

    const retries = await card('やり直しの回数');
    expect(retries).toHaveTextContent('あなた: 0.15 回 上級');
    expect(bands(retries)).toEqual([
      '初級 2 回以上',
      '中級 0.3 回以上 2 回未満',
      '上級 0.3 回未満 いまのあなた',
    ]);

    const speed = await card('話す速さ');
    expect(speed).toHaveTextContent('あなた: 毎分 44.3 語 中級');
    expect(bands(speed)).toEqual([
      '初級 毎分 30 語未満',
      '中級 毎分 30 語以上 毎分 150 語未満 いまのあなた',
      '上級 毎分 150 語以上',
    ]);
  });

  it('says when there is nothing to measure yet (ken)', async () => {
    await renderApp(PATH, { as: KEN });
    const reaction = await card('答えるまでの時間');
    expect(
      await within(reaction).findByText('まだ計れるだけの記録がありません。'),
    ).toBeInTheDocument();
    expect(within(reaction).queryByText('いまのあなた')).not.toBeInTheDocument();
  });

  it('opens each practice at the level chosen, remembered per user', async () => {
    const { user, unmount } = await renderApp(PATH, { as: HANA });
    const vocabulary = await card('単語の練習');
    const start = within(vocabulary).getByRole('link', { name: '単語の練習を始める' });
    expect(start).toHaveAttribute('href', '/skills/practice/vocabulary?schoolGrade=5');
    const level = within(vocabulary).getByRole('combobox', { name: 'レベル' });
    expect(level).toHaveDisplayValue('小学5年');
    expect(within(level).getAllByRole('option')).toHaveLength(10);

    await user.selectOptions(level, '中学2年');
    expect(start).toHaveAttribute('href', '/skills/practice/vocabulary?schoolGrade=12');
    expect(skillLevelIndexes.read()).toEqual({ [USER.hana.uuid]: { '4': 5 } });
    expect(
      within(await card('発音の練習')).getByRole('link', { name: '発音の練習を始める' }),
    ).toHaveAttribute('href', '/skills/practice/pronunciation?schoolGrade=5');

    unmount();
    const view = await renderApp(PATH, { as: HANA });
    expect(
      within(await card('単語の練習')).getByRole('combobox', { name: 'レベル' }),
    ).toHaveDisplayValue('中学2年');
    await view.user.click(
      within(await card('リスニングの練習')).getByRole('link', {
        name: 'リスニングの練習を始める',
      }),
    );
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/skills/practice/listening'),
    );
    expect(view.router.state.location.search).toBe('?schoolGrade=5');
  });

  it("keeps another user's level apart", async () => {
    skillLevelIndexes.write({ [USER.hana.uuid]: { '4': 9 } });
    await renderApp(PATH, { as: KEN });
    expect(
      within(await card('単語の練習')).getByRole('combobox', { name: 'レベル' }),
    ).toHaveDisplayValue('小学5年');
  });

  it('offers a retry when the figures fail to load, the practices still there', async () => {
    mockServer.use(http.get('*/api/v1/learning-history/performance-summary/', serverError));
    const { user } = await renderApp(PATH, { as: HANA });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('スキルの記録を読み込めませんでした。');
    expect(await card('単語の練習')).toBeInTheDocument();
    mockServer.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'もう一度読み込む' }));
    expect(await card('答えるまでの時間')).toHaveTextContent('6.25 秒');
  });

  it('speaks English', async () => {
    language.write('en');
    await renderApp(PATH, { as: HANA });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Skills' }, SLOW),
    ).toBeInTheDocument();
    const speed = await card('Speaking speed');
    expect(speed).toHaveTextContent('You: 44.3 words per minute Middle');
    expect(
      within(within(speed).getByRole('list', { name: 'Guide' })).getAllByRole('listitem')[2],
    ).toHaveTextContent('Advanced 150 words per minute or more');
    expect(
      within(await card('Vocabulary practice')).getByRole('combobox', { name: 'Level' }),
    ).toHaveDisplayValue('Elementary, grade 5');
  });
});
