import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALIAS, USER } from '../../../../mock-server/seed/demo-identities';
import { HANA, renderApp } from '../../../../tests/support/render-app';

const TARO = { ...USER.taro, userUuid: USER.taro.uuid, aliasUuid: ALIAS.taroKaisha };

describe('navigation bar', () => {
  it('offers home, search, history, skills and settings', async () => {
    await renderApp('/skills/overview', { as: HANA });

    const nav = await screen.findByRole('navigation', { name: 'メインメニュー' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['ホーム', 'さがす', '学習履歴', 'スキル', '設定']);
    expect(within(nav).getByRole('link', { name: 'スキル' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).queryByRole('button', { name: 'AIチャット' })).not.toBeInTheDocument();
  });

  it('marks History on both history pages', async () => {
    await renderApp('/learning-history/exercise-logs', { as: HANA });

    const nav = await screen.findByRole('navigation', { name: 'メインメニュー' });
    expect(within(nav).getByRole('link', { name: '学習履歴' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'ホーム' })).not.toHaveAttribute('aria-current');
  });

  it('adds the AI chat item when the llm_conversation flag is on', async () => {
    await renderApp('/skills/overview', { as: TARO });

    const nav = await screen.findByRole('navigation', { name: 'メインメニュー' });
    expect(await within(nav).findByRole('button', { name: 'AIチャット' })).toBeInTheDocument();
  });
});
