// The React side of the router: what screens use to read the address and move (Link, NavLink,
// Navigate, Outlet, useLocation, useNavigate, useParams, useSearchParams), with react-router's
// names and behaviour for the parts the app uses. The app's router (src/app/routing) provides the
// contexts.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { createPath, parsePath, type Location, type NavigationType, type To } from './history';
import type { Params } from './match-routes';

export type NavigateOptions = { replace?: boolean; state?: unknown };

/** How the router moves: a path (or a history step) and how to write a link to a path. */
export type Navigator = {
  navigate(to: To | number, options?: NavigateOptions): void | Promise<void>;
  createHref(to: To): string;
};

export type LocationState = { location: Location; navigationType: NavigationType };
export type RouteState = { outlet: ReactNode; params: Params };

export const NavigatorContext = createContext<Navigator | null>(null);
export const LocationContext = createContext<LocationState | null>(null);
export const RouteContext = createContext<RouteState>({ outlet: null, params: {} });

function useRouterContext<T>(context: React.Context<T | null>, hook: string): T {
  const value = useContext(context);
  if (!value) throw new Error(`${hook}() may be used only inside the app's router`);
  return value;
}

export function useLocation(): Location {
  return useRouterContext(LocationContext, 'useLocation').location;
}

export function useNavigationType(): NavigationType {
  return useRouterContext(LocationContext, 'useNavigationType').navigationType;
}

/** The parameters of the path's route (":courseUuid" → params.courseUuid). */
export function useParams<K extends string = string>(): Readonly<Partial<Record<K, string>>> {
  return useContext(RouteContext).params as Partial<Record<K, string>>;
}

/** The child route's element, inside a layout route. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
};

/**
 * Moves to a path (or back and forward by a number of entries). Stable across renders. Returns
 * nothing, as react-router's does: `useEffect(() => navigate(…))` must not hand React a promise
 * as its clean-up.
 */
export function useNavigate(): NavigateFunction {
  const navigator = useRouterContext(NavigatorContext, 'useNavigate');
  return useCallback(
    ((to: To | number, options?: NavigateOptions) => {
      void navigator.navigate(to, options);
    }) as NavigateFunction,
    [navigator],
  );
}

type SearchInit = URLSearchParams | string | Record<string, string>;

/**
 * The address's query, and a setter that moves to the same path with another query (the hash is
 * dropped, as react-router does). The setter takes the next query or a function of the current.
 */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchInit | ((current: URLSearchParams) => SearchInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const current = useRef(params);
  current.current = params;
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(current.current)) : next;
      navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [navigate],
  );
  return [params, setParams];
}

/** Moves to `to` once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const path = typeof to === 'string' ? to : createPath(to);
  useEffect(() => {
    navigate(path, { replace, state });
    // A redirect moves once per target, whatever state object it carries.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigate, path, replace]);
  return null;
}

const isExternal = (to: To) => typeof to === 'string' && /^([a-z][a-z\d+.-]*:|\/\/)/i.test(to);

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * An <a> that moves within the app: a plain left click moves without loading a page; a click with
 * a modifier key, another target, or a link out of the app is the browser's.
 */
export function Link({ to, replace, state, onClick, target, ref, ...rest }: LinkProps) {
  const navigator = useRouterContext(NavigatorContext, 'Link');
  const location = useLocation();
  const external = isExternal(to);
  const href = external ? (to as string) : navigator.createHref(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      external ||
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return;
    }
    event.preventDefault();
    const next = typeof to === 'string' ? parsePath(to) : to;
    // A link to where the learner already is replaces the entry rather than adding the same one.
    const same = createPath(location) === createPath({ pathname: location.pathname, ...next });
    void navigator.navigate(to, { replace: replace ?? same, state });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}

export type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on exactly this path, not on the paths below it. */
  end?: boolean;
  className?: string;
};

/** A Link that knows it leads to the current page: class "active" and aria-current="page". */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = (typeof to === 'string' ? parsePath(to).pathname : to.pathname) ?? pathname;
  const here = pathname.toLowerCase();
  const there = target.toLowerCase();
  const slashAt = there !== '/' && there.endsWith('/') ? there.length - 1 : there.length;
  const active = here === there || (!end && here.startsWith(there) && here.charAt(slashAt) === '/');
  return (
    <Link
      {...rest}
      to={to}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
