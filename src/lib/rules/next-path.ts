// The `nextPath` query of the login page (spec 2.2): only a path of this app is followed, so a
// crafted link cannot send a freshly signed-in user to another site.
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  // Control characters (a smuggled newline or tab) make the path suspect.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  return value;
}

/** The path, query and hash to come back to, without an `aliasUuid` query already acted on. */
export function nextPathOf(location: { pathname: string; search: string; hash: string }): string {
  const query = new URLSearchParams(location.search);
  query.delete('aliasUuid');
  const search = query.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}
