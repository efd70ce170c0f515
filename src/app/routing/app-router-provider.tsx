// The React side of the app's router (./app-router.ts): the route table rendered at the address
// once each screen's lazily loaded module is in (the router waits for it before moving), with the
// router library's contexts (src/lib/router) for Link, Outlet and the hooks; the root's error
// boundary, blocking (useBlocker) and scroll restoration.
import {
  Component,
  createContext,
  lazy,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  LocationContext,
  NavigationType,
  NavigatorContext,
  Outlet,
  RouteContext,
  useLocation,
  useNavigationType,
} from '../../lib/router';
import {
  loadedComponent,
  loadRoute,
  matchAppRoutesWithParams,
  type AppRoute,
  type AppRouter,
  type Blocker,
  type BlockerFunction,
  type RouterState,
} from './app-router';

const RouterContext = createContext<AppRouter | null>(null);
const RouterStateContext = createContext<RouterState | null>(null);
const RouteErrorContext = createContext<unknown>(undefined);

export function useAppRouter(): AppRouter {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useAppRouter must be used inside AppRouterProvider');
  return router;
}

function useRouterState(): RouterState {
  const state = useContext(RouterStateContext);
  if (!state) throw new Error('the router state is only known inside AppRouterProvider');
  return state;
}

/** The error the nearest route error boundary caught (its ErrorBoundary component reads it). */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

/**
 * While `when` holds (or returns true for a navigation), in-app navigations and back/forward are
 * held: the blocker is then 'blocked' until `proceed()` or `reset()`.
 */
export function useBlocker(when: boolean | BlockerFunction): Blocker {
  const router = useAppRouter();
  const { blocker } = useRouterState();
  const key = useId();
  useEffect(() => {
    router.setBlocker(key, typeof when === 'function' ? when : () => when);
  }, [router, key, when]);
  useEffect(() => () => router.setBlocker(key, null), [router, key]);
  return blocker;
}

const lazyComponents = new WeakMap<AppRoute, ComponentType>();

/**
 * The component a route renders: its own, its lazily loaded one (the router moves only once it is
 * in), or just its children. A screen whose download failed is rendered as a lazy component that
 * throws the failure, for the error boundary to show.
 */
function componentOf(route: AppRoute): ComponentType {
  if (route.Component) return route.Component;
  if (!route.lazy) return Outlet;
  const loaded = loadedComponent(route);
  if (loaded) return loaded;
  let pending = lazyComponents.get(route);
  if (!pending) {
    const Lazy = lazy(async () => ({ default: (await loadRoute(route)!).Component }));
    pending = function PendingScreen() {
      return (
        <Suspense fallback={null}>
          <Lazy />
        </Suspense>
      );
    };
    lazyComponents.set(route, pending);
  }
  return pending;
}

type BoundaryProps = { fallback: ComponentType; locationKey: string; children: ReactNode };
type BoundaryState = { failed: boolean; error: unknown; locationKey: string };

/** Shows the route's ErrorBoundary for an error below it, until the address changes. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, error: undefined, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.locationKey === state.locationKey
      ? null
      : { failed: false, error: undefined, locationKey: props.locationKey };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const Fallback = this.props.fallback;
    return (
      <RouteErrorContext.Provider value={this.state.error}>
        <Fallback />
      </RouteErrorContext.Provider>
    );
  }
}

function RouteElement({ route }: { route: AppRoute }) {
  const location = useLocation();
  const Screen = componentOf(route);
  const element = <Screen />;
  if (!route.ErrorBoundary) return element;
  return (
    <RouteErrorBoundary fallback={route.ErrorBoundary} locationKey={location.key}>
      {element}
    </RouteErrorBoundary>
  );
}

/** The root route's HydrateFallback while the first address's screens download. */
function FirstLoad({ routes }: { routes: AppRoute[] }) {
  const Fallback = routes.find((route) => route.HydrateFallback)?.HydrateFallback;
  return Fallback ? <Fallback /> : null;
}

/** The routes the address matches, each inside its parent's Outlet. */
function RouteTree({ routes }: { routes: AppRoute[] }) {
  const { pathname } = useLocation();
  const matched = useMemo(() => matchAppRoutesWithParams(routes, pathname), [routes, pathname]);
  let outlet: ReactNode = null;
  for (const route of [...matched.routes].reverse()) {
    outlet = (
      <RouteContext.Provider value={{ outlet, params: matched.params }}>
        <RouteElement route={route} />
      </RouteContext.Provider>
    );
  }
  return outlet;
}

/** Renders the router's route table at its current address. */
export function AppRouterProvider({ router }: { router: AppRouter }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    // Router updates render in a transition, as react-router's own router does: React renders the
    // next screen in slices between which the browser paints and answers input.
    const unsubscribe = router.subscribe((next) => startTransition(() => setState(next)));
    setState(router.state);
    return unsubscribe;
  }, [router]);
  const location = useMemo(
    () => ({ location: state.location, navigationType: state.historyAction }),
    [state.location, state.historyAction],
  );
  return (
    <RouterContext.Provider value={router}>
      <RouterStateContext.Provider value={state}>
        <NavigatorContext.Provider value={router.navigator}>
          <LocationContext.Provider value={location}>
            {state.initialized ? (
              <RouteTree routes={router.routes} />
            ) : (
              <FirstLoad routes={router.routes} />
            )}
          </LocationContext.Provider>
        </NavigatorContext.Provider>
      </RouterStateContext.Provider>
    </RouterContext.Provider>
  );
}

const SCROLL_STORAGE_KEY = 'eigo-scroll-positions';

/** The positions kept over a reload (written when the page is left). */
function restoreSavedPositions(router: AppRouter) {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<
      string,
      number
    >;
    for (const [key, y] of Object.entries(saved)) {
      if (!router.scrollPositions.has(key)) router.scrollPositions.set(key, y);
    }
  } catch {
    // Nothing kept (storage refused, or not ours): positions start empty.
  }
}

/**
 * Scroll restoration: a new screen starts at the top (or at the address's #fragment), back and
 * forward return to where that screen was left, also after a reload.
 */
export function ScrollRestoration() {
  const router = useAppRouter();
  const location = useLocation();
  const action = useNavigationType();
  const mounted = useRef(false);

  useEffect(() => {
    const { history } = window;
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const keep = () => {
      router.scrollPositions.set(router.state.location.key, window.scrollY);
      try {
        sessionStorage.setItem(
          SCROLL_STORAGE_KEY,
          JSON.stringify(Object.fromEntries(router.scrollPositions)),
        );
      } catch {
        // Storage refused: positions are kept for this page only.
      }
    };
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
      history.scrollRestoration = before;
    };
  }, [router]);

  useLayoutEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (first) restoreSavedPositions(router);
    const saved = router.scrollPositions.get(location.key);
    if (action === NavigationType.Pop && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    // The first screen of a visit stays where the browser put it.
    if (first) return;
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
    // Only a new address moves the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  return null;
}
