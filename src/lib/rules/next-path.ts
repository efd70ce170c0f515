// The `nextPath` query of the login page (spec 2.2): only a path of this app is followed, so a
// crafted link cannot send a freshly signed-in user to another site.
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  // Control characters (a smuggled newline or tab) make the path suspect.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  return value;
}

type PathLocation = { pathname: string; search: string; hash: string };

// Only to take a path of this app apart with the platform's URL parser; never requested.
const PARSING_BASE = 'http://app.invalid';

/**
 * The path, query and hash to come back to after signing in, `aliasUuid` included: a teacher's
 * link names the organisation it is for, and the alias query acts on it once signed in (spec 2.2).
 */
export function nextPathOf(location: PathLocation): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The same location without its `aliasUuid` query, once that query has been acted on. */
export function withoutAliasUuid(location: PathLocation): string {
  const query = new URLSearchParams(location.search);
  query.delete('aliasUuid');
  const search = query.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}

/**
 * Where a sign-in screen (login, single sign-on, setting a password) goes once signed in, from its
 * own query: `nextPath`, else `fallback`. An `aliasUuid` on the sign-in link itself goes along
 * unless `nextPath` names one, so the organisation the link is for is the one the user lands in.
 */
export function pathAfterSignIn(search: string, fallback: string): string {
  const query = new URLSearchParams(search);
  const next = safeNextPath(query.get('nextPath')) ?? fallback;
  const aliasUuid = query.get('aliasUuid');
  if (!aliasUuid) return next;
  const url = new URL(next, PARSING_BASE);
  if (url.searchParams.has('aliasUuid')) return next;
  url.searchParams.set('aliasUuid', aliasUuid);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The query (`?…`) of a path of this app. */
export function searchOfPath(path: string): string {
  return new URL(path, PARSING_BASE).search;
}
