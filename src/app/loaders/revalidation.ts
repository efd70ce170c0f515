// When a route's loader runs again. react-router reruns every matched loader on any change of the
// address, the search parameters included; but a sort or a filter of a list (assignment explore's
// ?status=&year=&sort=, the feedback prompt's ?feedback=) changes only what the screen shows from
// the answers it already has. Such a navigation is a render, not a round of loaders: the loaders
// here would only start again what is cached (and ask again for the profile and the flags once
// they are stale). A loader that reads search parameters names them, and runs again when they
// change.
import type { ShouldRevalidateFunction } from 'react-router';

/**
 * Reruns the loader as react-router would, except on a navigation within the same path that
 * changes none of `readParams` (the search parameters the loader reads).
 */
export function revalidateOnSearch(readParams: readonly string[] = []): ShouldRevalidateFunction {
  return ({ currentUrl, nextUrl, formMethod, actionResult, defaultShouldRevalidate }) => {
    if (formMethod !== undefined || actionResult !== undefined) return defaultShouldRevalidate;
    // The same address (an explicit revalidation) or another path: react-router's own rule.
    if (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search) {
      return defaultShouldRevalidate;
    }
    const read = (url: URL) => readParams.map((name) => url.searchParams.getAll(name).join('\n'));
    const before = read(currentUrl);
    const after = read(nextUrl);
    return before.some((value, i) => value !== after[i]) ? defaultShouldRevalidate : false;
  };
}

/**
 * Reruns the loader of a layout route on every navigation to another path (another screen, or the
 * same screen for other params), as a screen's own loader runs, and otherwise as
 * revalidateOnSearch() does: the signed-in layout's check (./screen-loader.ts signedInOnly) is made
 * wherever a screen's loader made it before.
 */
export function revalidateOnEveryPath(): ShouldRevalidateFunction {
  const withinPath = revalidateOnSearch();
  return (args) => args.currentUrl.pathname !== args.nextUrl.pathname || withinPath(args);
}
