import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import ja from '../i18n/ja/index';
import { lazyRoute } from './lazy-route';
import { RouteErrorScreen } from './route-error-screen';
import { RouterProvider } from 'react-router/dom';

function renderRoute(load: Parameters<typeof lazyRoute>[0]) {
  const router = createMemoryRouter([
    {
      Component: Outlet,
      ErrorBoundary: RouteErrorScreen,
      children: [{ path: '/', lazy: lazyRoute(load) }],
    },
  ]);
  render(
    <IntlProvider locale="ja" messages={ja}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
}

describe('route error screen', () => {
  it('shows the chunk-load error with a reload button when a screen cannot be downloaded', async () => {
    renderRoute(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

    expect(
      await screen.findByRole('heading', { level: 1, name: '画面を読み込めませんでした' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/ChunkLoadError/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeInTheDocument();
  });

  it('shows the general error for anything else', async () => {
    renderRoute(async () => ({
      default: () => {
        throw new Error('broken screen');
      },
    }));

    expect(
      await screen.findByRole('heading', { level: 1, name: '問題が発生しました' }),
    ).toBeInTheDocument();
  });
});
