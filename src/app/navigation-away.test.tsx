import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, type ComponentType } from 'react';
import { createMemoryRouter, Link, Outlet, useNavigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { ModalProvider } from '../components/ui/modal/modal-provider';
import { NavigationAwayHost, useConfirmNavigationAway } from './navigation-away';

/** The question a screen asks (the exercises' is ExitConfirmModal). */
const askToLeave = (stay: () => void, leave: () => void) => (
  <div role="alertdialog" aria-label="Leave?">
    <button onClick={stay}>Stay</button>
    <button onClick={leave}>Leave</button>
  </div>
);

function ExerciseInProgress() {
  useConfirmNavigationAway(true, askToLeave);
  return <Link to="/elsewhere">elsewhere</Link>;
}

/** The app's root (with the host of the one blocker) over `routes`, at `start`. */
function renderRoutes(routes: { path: string; Component: ComponentType }[], start: string) {
  const router = createMemoryRouter(
    [
      {
        Component: () => (
          <NavigationAwayHost>
            <Outlet />
          </NavigationAwayHost>
        ),
        children: routes,
      },
    ],
    { initialEntries: [start] },
  );
  render(
    <ModalProvider>
      <RouterProvider router={router} />
    </ModalProvider>,
  );
  return { router, user: userEvent.setup() };
}

const renderGuardedScreen = () =>
  renderRoutes(
    [
      { path: '/exercise', Component: ExerciseInProgress },
      { path: '/elsewhere', Component: () => <h1>elsewhere</h1> },
    ],
    '/exercise',
  );

describe('navigation-away confirmation', () => {
  it('asks before leaving; staying keeps the screen', async () => {
    const { router, user } = renderGuardedScreen();

    await user.click(await screen.findByRole('link', { name: 'elsewhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave?' });
    await user.click(screen.getByRole('button', { name: 'Stay' }));

    expect(dialog).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/exercise');
  });

  it('leaves when confirmed', async () => {
    const { router, user } = renderGuardedScreen();

    await user.click(await screen.findByRole('link', { name: 'elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));

    expect(await screen.findByRole('heading', { name: 'elsewhere' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks from the moment the guarded screen is shown: a "back" at once is asked about too', async () => {
    // Goes back in the commit that shows the screen, before any passive effect has run (a quick
    // "back" on a busy device): react-router's own useBlocker would register only after them.
    function BackAtOnce() {
      const navigate = useNavigate();
      useLayoutEffect(() => {
        void navigate(-1);
      }, [navigate]);
      return null;
    }
    function GuardedScreen() {
      useConfirmNavigationAway(true, askToLeave);
      return <h1>exercise</h1>;
    }
    const { router, user } = renderRoutes(
      [
        { path: '/lobby', Component: () => <Link to="/exercise">exercise</Link> },
        {
          path: '/exercise',
          Component: () => (
            <>
              <GuardedScreen />
              <BackAtOnce />
            </>
          ),
        },
      ],
      '/lobby',
    );

    await user.click(await screen.findByRole('link', { name: 'exercise' }));

    expect(await screen.findByRole('alertdialog', { name: 'Leave?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/exercise');
  });
});
