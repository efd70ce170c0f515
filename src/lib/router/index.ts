// The app's own router library (README "Performance": react-router's components and hooks were
// 11 kB of Brotli in front of every first paint; this is the part of them the app uses).
export {
  createBrowserHistory,
  createLocation,
  createMemoryHistory,
  createPath,
  NavigationType,
  parsePath,
  type History,
  type HistoryUpdate,
  type Location,
  type Path,
  type To,
} from './history';
export { matchRoutes, type Params, type RouteLike, type RouteMatch } from './match-routes';
export {
  Link,
  LocationContext,
  Navigate,
  NavigatorContext,
  NavLink,
  Outlet,
  RouteContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
  type LinkProps,
  type NavigateFunction,
  type NavigateOptions,
  type Navigator,
  type NavLinkProps,
} from './navigation';
