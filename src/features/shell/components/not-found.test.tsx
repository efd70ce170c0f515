import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HANA, renderApp } from '../../../../tests/support/render-app';

describe('404 page', () => {
  it('shows 404 and the requested path in the signed-out frame', async () => {
    await renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログイン画面へ' })).toHaveAttribute(
      'href',
      '/user/login',
    );
    expect(screen.getByRole('combobox', { name: '表示言語' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'メインメニュー' })).not.toBeInTheDocument();
  });

  it('shows 404 and the requested path in the signed-in frame with the navigation bar', async () => {
    await renderApp('/courses/typo', { as: HANA });

    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('/courses/typo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ホームへ戻る' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'メインメニュー' });
    expect(within(nav).getByRole('link', { name: 'ホーム' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: '設定' })).toBeInTheDocument();
  });
});
