// Which routes of a nested route table a path renders, ranked as react-router ranks them: the
// most specific path wins (a static segment over a parameter, anything over "*"), and among
// equals the one listed first. Patterns: "/static", ":param", ":param?" (optional), a final "*".
// Static segments match regardless of case, as react-router's do.

export type Params = Record<string, string | undefined>;

export type RouteLike = { path?: string; index?: boolean; children?: RouteLike[] };

export type RouteMatch<R> = { route: R; params: Params };

type Branch<R> = { segments: string[]; score: number; routes: R[]; order: number[] };

const isParam = (segment: string) => /^:[\w-]+$/.test(segment);

/** react-router's computeScore: longer and more static paths rank higher. */
function scoreOf(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  let score = segments.length;
  if (segments.includes('*')) score -= 2;
  if (index) score += 2;
  for (const segment of segments) {
    if (segment === '*') continue;
    score += isParam(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

/** "/a/:b?" as the paths it stands for: "/a" and "/a/:b". */
function explodeOptional(path: string): string[] {
  let paths = [''];
  for (const segment of path.split('/').filter(Boolean)) {
    if (segment.endsWith('?')) {
      const required = segment.slice(0, -1);
      paths = paths.flatMap((head) => [`${head}/${required}`, head]);
    } else {
      paths = paths.map((head) => `${head}/${segment}`);
    }
  }
  return paths.map((path) => path || '/');
}

function joinPaths(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

function flatten<R extends RouteLike>(
  routes: readonly R[],
  branches: Branch<R>[] = [],
  parents: R[] = [],
  parentPath = '',
  parentOrder: number[] = [],
): Branch<R>[] {
  routes.forEach((route, i) => {
    const path = joinPaths(parentPath, route.path);
    const chain = [...parents, route];
    const order = [...parentOrder, i];
    if (route.children?.length) flatten(route.children as R[], branches, chain, path, order);
    // A route without a path (a layout) matches only through its children.
    if (route.path === undefined && !route.index) return;
    for (const exploded of explodeOptional(path || '/')) {
      branches.push({
        segments: exploded.split('/').filter(Boolean),
        score: scoreOf(exploded, route.index),
        routes: chain,
        order,
      });
    }
  });
  return branches;
}

/** Siblings keep their order; branches under different parents are equal. */
function compareOrder(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? a[a.length - 1]! - b[b.length - 1]! : 0;
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

function matchSegments(pattern: string[], pathname: string[]): Params | null {
  const params: Params = {};
  for (let i = 0; i < pattern.length; i++) {
    const segment = pattern[i]!;
    if (segment === '*') {
      params['*'] = pathname.slice(i).map(decode).join('/');
      return params;
    }
    const value = pathname[i];
    if (value === undefined) return null;
    if (isParam(segment)) params[segment.slice(1)] = decode(value);
    else if (segment.toLowerCase() !== decode(value).toLowerCase()) return null;
  }
  return pattern.length === pathname.length ? params : null;
}

const ranked = new WeakMap<readonly RouteLike[], Branch<RouteLike>[]>();

/** The routes `pathname` renders, outermost first, with its parameters; null when none does. */
export function matchRoutes<R extends RouteLike>(
  routes: readonly R[],
  pathname: string,
): RouteMatch<R>[] | null {
  let branches = ranked.get(routes) as Branch<R>[] | undefined;
  if (!branches) {
    branches = flatten(routes).sort((a, b) => b.score - a.score || compareOrder(a.order, b.order));
    ranked.set(routes, branches);
  }
  const segments = pathname.split('/').filter(Boolean);
  for (const branch of branches) {
    const params = matchSegments(branch.segments, segments);
    if (params) return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}
