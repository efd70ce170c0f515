import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserHistory, createMemoryHistory, NavigationType } from './history';
import {
  Link,
  LocationContext,
  Navigate,
  NavigatorContext,
  NavLink,
  useLocation,
  useNavigate,
  useSearchParams,
  type Navigator,
} from './navigation';

/** The contexts over a memory history, re-rendering on every move (what the app's router does). */
function renderAt(path: string, ui: ReactNode) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const listeners = new Set<() => void>();
  const navigate = vi.fn<Navigator['navigate']>((to, options) => {
    if (typeof to === 'number') history.go(to);
    else if (options?.replace) history.replace(to, options.state);
    else history.push(to, options?.state);
    for (const listener of listeners) listener();
    // The app's router answers with a promise (once the next screen is in).
    return Promise.resolve();
  });
  const navigator: Navigator = { navigate, createHref: (to) => history.createHref(to) };
  function Harness() {
    const location = useSyncExternalStore(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      () => history.location,
    );
    const value = useMemo(() => ({ location, navigationType: history.action }), [location]);
    return (
      <NavigatorContext.Provider value={navigator}>
        <LocationContext.Provider value={value}>{ui}</LocationContext.Provider>
      </NavigatorContext.Provider>
    );
  }
  render(<Harness />);
  return { history, navigate };
}

function Where() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

describe('Link', () => {
  it('moves without loading a page on a plain click, replacing when it leads where the learner is', async () => {
    const { navigate } = renderAt(
      '/a',
      <>
        <Link to="/b?x=1" state={{ from: 'a' }}>
          to b
        </Link>
        <Link to="/b?x=1">here</Link>
        <Where />
      </>,
    );
    expect(screen.getByRole('link', { name: 'to b' })).toHaveAttribute('href', '/b?x=1');
    await userEvent.click(screen.getByRole('link', { name: 'to b' }));
    expect(screen.getByRole('status')).toHaveTextContent('/b?x=1');
    expect(navigate).toHaveBeenLastCalledWith('/b?x=1', { replace: false, state: { from: 'a' } });
    await userEvent.click(screen.getByRole('link', { name: 'here' }));
    expect(navigate).toHaveBeenLastCalledWith('/b?x=1', { replace: true, state: undefined });
  });

  it('leaves a click with a modifier, another target or its own preventDefault to the browser', async () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { navigate } = renderAt(
      '/a',
      <>
        <Link to="/b">plain</Link>
        <Link to="/b" target="_blank">
          new tab
        </Link>
        <Link to="/b" onClick={onClick}>
          handled
        </Link>
        <Link to="https://example.com/">out</Link>
      </>,
    );
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'plain' }));
    await user.keyboard('{/Control}');
    await user.click(screen.getByRole('link', { name: 'new tab' }));
    await user.click(screen.getByRole('link', { name: 'handled' }));
    expect(onClick).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'out' })).toHaveAttribute(
      'href',
      'https://example.com/',
    );
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('NavLink', () => {
  it.each([
    ['/learning-history/summary', false, true],
    ['/learning-history/summary/more', false, true],
    ['/learning-history/summary/more', true, false],
    ['/learning-history/summaryx', false, false],
    ['/Learning-History/Summary', true, true],
  ])('at %s (end: %s) is active: %s', (path, end, active) => {
    renderAt(
      path,
      <NavLink to="/learning-history/summary" end={end} className="nav">
        summary
      </NavLink>,
    );
    const link = screen.getByRole('link', { name: 'summary' });
    expect(link).toHaveClass('nav');
    expect(link.classList.contains('active')).toBe(active);
    expect(link.getAttribute('aria-current')).toBe(active ? 'page' : null);
  });

  it('to home is active on home alone', () => {
    renderAt('/course/explore/', <NavLink to="/">home</NavLink>);
    expect(screen.getByRole('link', { name: 'home' })).not.toHaveAttribute('aria-current');
  });
});

describe('useSearchParams', () => {
  function Filters() {
    const [params, setParams] = useSearchParams();
    return (
      <>
        <p>year {params.get('year') ?? 'none'}</p>
        <button
          type="button"
          onClick={() =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('year', '2026');
                return next;
              },
              { replace: true },
            )
          }
        >
          2026
        </button>
        <button type="button" onClick={() => setParams({})}>
          clear
        </button>
        <Where />
      </>
    );
  }

  it('reads the query and moves to the same path with another', async () => {
    const { history } = renderAt('/assignment/explore/?status=open#top', <Filters />);
    expect(screen.getByText('year none')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2026' }));
    expect(screen.getByText('year 2026')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '/assignment/explore/?status=open&year=2026',
    );
    expect(history.action).toBe(NavigationType.Replace);
    await userEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^\/assignment\/explore\/$/);
    expect(history.action).toBe(NavigationType.Push);
  });
});

describe('useNavigate', () => {
  it('returns nothing, so an effect may return its call (React takes what it returns as a clean-up)', () => {
    function Redirect() {
      const navigate = useNavigate();
      useEffect(() => navigate('/next', { replace: true }), [navigate]);
      return <Where />;
    }
    const { navigate } = renderAt('/old', <Redirect />);
    expect(navigate).toHaveBeenCalledWith('/next', { replace: true });
    expect(screen.getByRole('status')).toHaveTextContent('/next');
    expect(() => cleanup()).not.toThrow();
  });
});

describe('Navigate', () => {
  it('moves once rendered', () => {
    const { navigate } = renderAt('/old', <Navigate to="/new" replace />);
    expect(navigate).toHaveBeenCalledWith('/new', { replace: true, state: undefined });
  });
});

describe('outside the router', () => {
  it('says where it was used', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Where />)).toThrow(/useLocation\(\) may be used only inside/);
    quiet.mockRestore();
  });
});

describe('createBrowserHistory', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it('writes entries in react-router’s state shape and hears back and forward with their step', async () => {
    window.history.replaceState(null, '', '/start');
    const history = createBrowserHistory();
    expect(window.history.state).toMatchObject({ idx: 0 });
    expect(history.location).toMatchObject({ pathname: '/start', key: 'default' });

    history.push('/next?q=1#h', { n: 1 });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/next?q=1#h',
    );
    expect(window.history.state).toMatchObject({ usr: { n: 1 }, idx: 1 });
    expect(history.location).toMatchObject({ pathname: '/next', state: { n: 1 } });
    expect(history.location.key).toBe((window.history.state as { key: string }).key);

    history.replace('/other');
    expect(window.history.state).toMatchObject({ idx: 1 });

    const heard = vi.fn();
    const stop = history.listen(heard);
    const popped = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    history.go(-1);
    await popped;
    expect(history.action).toBe(NavigationType.Pop);
    expect(heard).toHaveBeenCalledWith({
      location: expect.objectContaining({ pathname: '/start' }),
      delta: -1,
    });
    stop();
  });
});
