// The session history the router moves through: the browser's (the address bar, back and
// forward) or one in memory (tests). Entries carry react-router's state shape ({ usr, key, idx }),
// so the history of a tab opened before the app had its own router reads the same.

export const NavigationType = { Pop: 'POP', Push: 'PUSH', Replace: 'REPLACE' } as const;
export type NavigationType = (typeof NavigationType)[keyof typeof NavigationType];

export type Path = { pathname: string; search: string; hash: string };
/** An entry of the history: a path, the state it was pushed with and a key of its own. */
export type Location = Path & { state: unknown; key: string };
/** Where to go: a path string ("/a?b#c", or "?b" to stay on the path) or its parts. */
export type To = string | Partial<Path>;

export type HistoryUpdate = { location: Location; delta: number | null };

export type History = {
  readonly action: NavigationType;
  readonly location: Location;
  createHref(to: To): string;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  /** Called on back and forward (a pop); pushes and replaces are the caller's own. */
  listen(listener: (update: HistoryUpdate) => void): () => void;
};

/** "/a?b#c" as its parts (a part the string lacks is left out). */
export function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + query + fragment;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** The entry `to` makes from `current`: a part `to` lacks keeps the current path, not its query. */
export function createLocation(
  current: Path,
  to: To,
  state: unknown = null,
  key = newKey(),
): Location {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: parts.pathname ?? current.pathname,
    // An empty query or fragment ("?", "#") is none, as the browser's location reads it.
    search: parts.search && parts.search !== '?' ? parts.search : '',
    hash: parts.hash && parts.hash !== '#' ? parts.hash : '',
    state,
    key,
  };
}

type EntryState = { usr?: unknown; key?: string; idx?: number } | null;

export function createBrowserHistory(): History {
  const entryState = () => (window.history.state ?? null) as EntryState;
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const state = entryState();
    return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
  };
  let action: NavigationType = NavigationType.Pop;
  let index = entryState()?.idx;
  if (index === undefined) {
    index = 0;
    window.history.replaceState({ ...entryState(), idx: index }, '');
  }
  let listener: ((update: HistoryUpdate) => void) | null = null;
  const onPop = () => {
    action = NavigationType.Pop;
    const next = entryState()?.idx;
    const delta = next === undefined || index === undefined ? null : next - index;
    index = next;
    listener?.({ location: read(), delta });
  };

  const write = (to: To, state: unknown, replace: boolean) => {
    const location = createLocation(read(), to, state);
    index = replace ? (entryState()?.idx ?? 0) : (entryState()?.idx ?? -1) + 1;
    const entry = { usr: location.state, key: location.key, idx: index };
    const url = createPath(location);
    try {
      if (replace) window.history.replaceState(entry, '', url);
      else window.history.pushState(entry, '', url);
    } catch (error) {
      // A state the browser cannot keep is the caller's bug; a full history (iOS caps it) is not:
      // the page loads the address instead.
      if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
      window.location[replace ? 'replace' : 'assign'](url);
    }
  };

  return {
    get action() {
      return action;
    },
    get location() {
      return read();
    },
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    push(to, state) {
      action = NavigationType.Push;
      write(to, state, false);
    },
    replace(to, state) {
      action = NavigationType.Replace;
      write(to, state, true);
    },
    go: (delta) => window.history.go(delta),
    listen(next) {
      if (listener) throw new Error('a browser history takes one listener');
      window.addEventListener('popstate', onPop);
      listener = next;
      return () => {
        window.removeEventListener('popstate', onPop);
        listener = null;
      };
    },
  };
}

/** A history in memory, at `initialEntries[initialIndex]` (the last entry by default). */
export function createMemoryHistory({
  initialEntries = ['/'],
  initialIndex,
}: { initialEntries?: string[]; initialIndex?: number } = {}): History {
  const root: Path = { pathname: '/', search: '', hash: '' };
  const entries = initialEntries.map((entry, i) =>
    createLocation(root, entry, null, i === 0 ? 'default' : undefined),
  );
  const clamp = (i: number) => Math.min(Math.max(i, 0), entries.length - 1);
  let index = clamp(initialIndex ?? entries.length - 1);
  let action: NavigationType = NavigationType.Pop;
  let listener: ((update: HistoryUpdate) => void) | null = null;
  return {
    get action() {
      return action;
    },
    get location() {
      return entries[index]!;
    },
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    push(to, state) {
      action = NavigationType.Push;
      const location = createLocation(entries[index]!, to, state);
      index += 1;
      entries.splice(index, entries.length, location);
    },
    replace(to, state) {
      action = NavigationType.Replace;
      entries[index] = createLocation(entries[index]!, to, state);
    },
    go(delta) {
      action = NavigationType.Pop;
      index = clamp(index + delta);
      listener?.({ location: entries[index]!, delta });
    },
    listen(next) {
      listener = next;
      return () => {
        listener = null;
      };
    },
  };
}
