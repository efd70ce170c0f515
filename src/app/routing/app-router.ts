// The app's router, over the router library in src/lib/router (history, route matching, Link,
// NavLink, useNavigate…; first react-router's data router, then react-router's components over a
// router of ours, each step cut from the first load: README "Performance"). What it does: the
// route table with lazily loaded screens and handles, one error boundary, blocking a navigation
// until the learner confirms, and scroll restoration.
import type { ComponentType } from 'react';
import {
  createBrowserHistory,
  createLocation,
  createMemoryHistory,
  matchRoutes,
  NavigationType,
  type History,
  type Location,
  type NavigateOptions,
  type Navigator,
  type Params,
  type To,
} from '../../lib/router';

/** One route of the table: a path and either a component or a lazily loaded one. */
export type AppRoute = {
  id?: string;
  path?: string;
  index?: boolean;
  Component?: ComponentType;
  /** Loads the route's component (router.tsx: `lazyRoute`), once, when first matched. */
  lazy?: () => Promise<{ Component: ComponentType }>;
  /** Shown in place of the route's subtree when rendering or loading it fails. */
  ErrorBoundary?: ComponentType;
  /** Shown while the first screen's lazily loaded parts download. */
  HydrateFallback?: ComponentType;
  handle?: unknown;
  children?: AppRoute[];
};

export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: NavigationType;
}) => boolean;

export type Blocker =
  | { state: 'unblocked'; location?: undefined; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; location: Location; proceed: () => void; reset: () => void };

const UNBLOCKED: Blocker = { state: 'unblocked' };

export type RouterState = {
  /** False until the first address's lazily loaded screens are in (HydrateFallback till then). */
  initialized: boolean;
  location: Location;
  historyAction: NavigationType;
  /** The state of the active blocker (useBlocker), if any. */
  blocker: Blocker;
};

export type AppRouter = {
  readonly routes: AppRoute[];
  readonly state: RouterState;
  readonly navigator: Navigator;
  /** Moves to `to` (a path or a history step), unless a blocker holds the navigation. */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** The active blocker's decision function (one at a time: the latest registered wins). */
  setBlocker(key: string, decide: BlockerFunction | null): void;
  /** The scroll position each visited entry was left at (ScrollRestoration). */
  readonly scrollPositions: Map<string, number>;
  dispose(): void;
};

const lazyLoads = new WeakMap<AppRoute, Promise<{ Component: ComponentType }>>();
const loadedComponents = new WeakMap<AppRoute, ComponentType>();

/** A route's lazily loaded component, asked for once (a failure stays: the error screen). */
export function loadRoute(route: AppRoute): Promise<{ Component: ComponentType }> | null {
  if (!route.lazy) return null;
  let load = lazyLoads.get(route);
  if (!load) {
    load = route.lazy();
    lazyLoads.set(route, load);
    load.then(
      ({ Component }) => loadedComponents.set(route, Component),
      () => undefined,
    );
  }
  return load;
}

/** A lazily loaded route's component once it is in (null while loading or after a failure). */
export function loadedComponent(route: AppRoute): ComponentType | null {
  return loadedComponents.get(route) ?? null;
}

/**
 * Loads the screens a path shows before the router moves there, as react-router's data router
 * does: the current screen stays until the next one can render at once (no Suspense fallback, and
 * no waiting on React's throttle of Suspense reveals). A failed download is left for the screen's
 * render, where the error boundary shows it.
 */
async function loadMatched(matched: AppRoute[]): Promise<void> {
  await Promise.all(matched.map((route) => loadRoute(route)?.catch(() => undefined)));
}

function createRouter(
  routes: AppRoute[],
  history: History,
): AppRouter & { markInitialized(): void } {
  const listeners = new Set<(state: RouterState) => void>();
  let state: RouterState = {
    initialized: false,
    location: history.location,
    historyAction: history.action,
    blocker: UNBLOCKED,
  };
  let blocker: { key: string; decide: BlockerFunction } | null = null;
  let ignoreNextPop = false;
  let proceeding = false;
  const scrollPositions = new Map<string, number>();

  const update = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };

  const rememberScroll = () => {
    if (typeof window !== 'undefined') scrollPositions.set(state.location.key, window.scrollY);
  };

  const blocks = (nextLocation: Location, historyAction: NavigationType) =>
    !proceeding &&
    blocker !== null &&
    blocker.decide({ currentLocation: state.location, nextLocation, historyAction });

  const toLocation = (to: To, routerState: unknown): Location =>
    createLocation(state.location, to, routerState ?? null, 'next');

  const commit = (historyAction: NavigationType) => {
    proceeding = false;
    update({ location: history.location, historyAction, blocker: UNBLOCKED });
  };

  // Each move waits for its screens; a later move overtakes an earlier one still loading.
  let moves = 0;
  const afterLoading = async (pathname: string, move: () => void): Promise<void> => {
    const current = ++moves;
    const matched = matchAppRoutes(routes, pathname);
    // Screens already in (a new query on the same screen, a screen seen before): at once, in
    // the same task, as react-router's router does when there is nothing to load.
    if (matched.every((route) => !route.lazy || loadedComponent(route))) {
      move();
      return;
    }
    await loadMatched(matched);
    if (current === moves) move();
  };

  const unlisten = history.listen(({ location, delta }) => {
    if (ignoreNextPop) {
      ignoreNextPop = false;
      return;
    }
    if (delta !== null && delta !== 0 && blocks(location, NavigationType.Pop)) {
      // Back or forward while blocked: the browser has moved already, so it is moved back, and the
      // step is taken again if the learner proceeds.
      ignoreNextPop = true;
      history.go(-delta);
      update({
        blocker: {
          state: 'blocked',
          location,
          proceed: () => {
            proceeding = true;
            history.go(delta);
          },
          reset: () => update({ blocker: UNBLOCKED }),
        },
      });
      return;
    }
    void afterLoading(location.pathname, () => {
      rememberScroll();
      commit(NavigationType.Pop);
    });
  });

  const go = (to: To, pathname: string, options: NavigateOptions): Promise<void> =>
    afterLoading(pathname, () => {
      rememberScroll();
      if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
      commit(options.replace ? NavigationType.Replace : NavigationType.Push);
    });

  const navigate = (to: To | number, options: NavigateOptions = {}): Promise<void> => {
    if (typeof to === 'number') {
      history.go(to);
      return Promise.resolve();
    }
    const action = options.replace ? NavigationType.Replace : NavigationType.Push;
    const nextLocation = toLocation(to, options.state);
    if (blocks(nextLocation, action)) {
      update({
        blocker: {
          state: 'blocked',
          location: nextLocation,
          proceed: () => {
            proceeding = true;
            void go(to, nextLocation.pathname, options);
          },
          reset: () => update({ blocker: UNBLOCKED }),
        },
      });
      return Promise.resolve();
    }
    return go(to, nextLocation.pathname, options);
  };

  const navigator: Navigator = { navigate, createHref: (to) => history.createHref(to) };

  return {
    routes,
    get state() {
      return state;
    },
    navigator,
    navigate,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setBlocker(key, decide) {
      if (decide) blocker = { key, decide };
      else if (blocker?.key === key) {
        blocker = null;
        if (state.blocker.state === 'blocked') update({ blocker: UNBLOCKED });
      }
    },
    scrollPositions,
    dispose: unlisten,
    markInitialized: () => update({ initialized: true, location: history.location }),
  };
}

/** The routes a path renders, outermost first (the table's own objects), and its parameters. */
export function matchAppRoutesWithParams(
  routes: AppRoute[],
  pathname: string,
): { routes: AppRoute[]; params: Params } {
  const matches = matchRoutes(routes, pathname) ?? [];
  return { routes: matches.map((match) => match.route), params: matches[0]?.params ?? {} };
}

/** The routes a path renders, outermost first (the table's own objects). */
export function matchAppRoutes(routes: AppRoute[], pathname: string): AppRoute[] {
  return matchAppRoutesWithParams(routes, pathname).routes;
}

/** Loads the first address's screens; the router is initialized once they are in. */
function initialize(router: AppRouter & { markInitialized(): void }) {
  void loadMatched(matchAppRoutes(router.routes, router.state.location.pathname)).then(() =>
    router.markInitialized(),
  );
}

/** Resolves once the router's first address's screens are in (at once if they are). */
export function routerInitialized(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The browser's router (the address bar and its history). */
export function createAppBrowserRouter(routes: AppRoute[]): AppRouter {
  const router = createRouter(routes, createBrowserHistory());
  initialize(router);
  return router;
}

/** A router in memory (tests): starts at `initialEntries`' last entry. */
export function createAppMemoryRouter(
  routes: AppRoute[],
  options: { initialEntries?: string[] } = {},
): AppRouter {
  const entries = options.initialEntries ?? ['/'];
  const router = createRouter(
    routes,
    createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1 }),
  );
  initialize(router);
  return router;
}
