import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ModalProvider } from '../components/ui/modal/modal-provider';
import ja from '../i18n/ja/index';
import { useConfirmNavigationAway } from './navigation-away';
import { RouterProvider } from 'react-router/dom';

function ExerciseInProgress() {
  useConfirmNavigationAway(true);
  return <Link to="/elsewhere">elsewhere</Link>;
}

function renderGuardedScreen() {
  const router = createMemoryRouter(
    [
      { path: '/exercise', Component: ExerciseInProgress },
      { path: '/elsewhere', Component: () => <h1>elsewhere</h1> },
    ],
    { initialEntries: ['/exercise'] },
  );
  render(
    <IntlProvider locale="ja" messages={ja}>
      <ModalProvider>
        <RouterProvider router={router} />
      </ModalProvider>
    </IntlProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('navigation-away confirmation', () => {
  it('asks before leaving; staying keeps the screen', async () => {
    const { router, user } = renderGuardedScreen();

    await user.click(await screen.findByRole('link', { name: 'elsewhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'このページを離れますか?' });
    await user.click(screen.getByRole('button', { name: 'このページにとどまる' }));

    expect(dialog).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/exercise');
  });

  it('leaves when confirmed', async () => {
    const { router, user } = renderGuardedScreen();

    await user.click(await screen.findByRole('link', { name: 'elsewhere' }));
    await user.click(await screen.findByRole('button', { name: '離れる' }));

    expect(await screen.findByRole('heading', { name: 'elsewhere' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });
});
