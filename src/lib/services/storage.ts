// The one typed module for everything the client keeps in Web Storage (spec 3, client state):
// local storage for what outlives the tab, session storage for the exercise runs under way.
// Learner keys are versioned (`eigo.v1.<name>`): a future change of shape bumps the version instead
// of misreading old values. Every read is checked by a parser; a missing, malformed or unreadable
// value (private mode, quota, someone editing devtools) gives the default and never throws.
import {
  arrayOf,
  bool,
  nonEmptyStr,
  nonNegativeInt,
  nullable,
  objectOf,
  oneOf,
  positiveInt,
  recordOf,
  str,
  type Parser,
} from './storage-parsers';

const PREFIX = 'eigo.v1.';
/** Everything the app keeps in session storage is under this prefix (cleared on sign-out). */
const SESSION_PREFIX = 'eigo.';

export type StoredItem<T> = {
  readonly key: string;
  read(): T;
  write(value: T): void;
  clear(): void;
};

type Listener = () => void;
const listeners = new Map<string, Set<Listener>>();

function notify(key: string): void {
  listeners.get(key)?.forEach((listener) => listener());
}

type Area = 'localStorage' | 'sessionStorage';

function backend(area: Area): Storage | null {
  try {
    return typeof globalThis[area] === 'undefined' ? null : globalThis[area];
  } catch {
    // Some browsers throw on the mere access when storage is disabled.
    return null;
  }
}

if (typeof window !== 'undefined') {
  // Another tab changed a value (for example signed out): tell this tab's subscribers.
  window.addEventListener('storage', (event) => {
    if (event.key === null) listeners.forEach((set) => set.forEach((listener) => listener()));
    else if (event.key.startsWith(PREFIX)) notify(event.key);
  });
}

function item<T>(area: Area, key: string, parse: Parser<T>, fallback: T): StoredItem<T> {
  return {
    key,
    read() {
      try {
        const text = backend(area)?.getItem(key);
        if (text === null || text === undefined) return structuredClone(fallback);
        const parsed = parse(JSON.parse(text));
        return parsed === undefined ? structuredClone(fallback) : parsed;
      } catch {
        return structuredClone(fallback);
      }
    },
    write(value) {
      try {
        backend(area)?.setItem(key, JSON.stringify(value));
      } catch {
        // Full or disabled storage: the app keeps working, the value is simply not remembered.
      }
      notify(key);
    },
    clear() {
      try {
        backend(area)?.removeItem(key);
      } catch {
        // As above.
      }
      notify(key);
    },
  };
}

const storedItem = <T>(name: string, parse: Parser<T>, fallback: T) =>
  item('localStorage', PREFIX + name, parse, fallback);

/**
 * A local-storage item under a key of its own, for an area outside the learner app's versioned
 * keys (the teacher console's `eigo.console.*`), with the same checks and never-throw reads.
 */
export function localItem<T>(key: string, parse: Parser<T>, fallback: T): StoredItem<T> {
  return item('localStorage', key, parse, fallback);
}

/**
 * Local storage as plain text under the caller's key, for a module that keeps its own format and
 * checks it (the offline calls: features/exercises/player/waiting-calls-store.ts). Never throws: storage
 * that is off reads as empty and forgets what is written.
 */
export const localText: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem(key) {
    try {
      return backend('localStorage')?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  setItem(key, value) {
    try {
      backend('localStorage')?.setItem(key, value);
    } catch {
      // Full or disabled storage: the caller keeps its value in memory.
    }
  },
  removeItem(key) {
    try {
      backend('localStorage')?.removeItem(key);
    } catch {
      // As above.
    }
  },
};

/**
 * A session-storage item (`eigo.<name>`): what a reload of the tab must find again, such as an
 * exercise run under way (`exerciseRun.<exerciseUuid>.<assignmentId>`). Any JSON value the
 * caller's parser accepts can be kept; absent or malformed reads as `fallback`. Gone when the tab
 * closes or the user signs out (clearSessionItems).
 */
export function sessionItem<T>(name: string, parse: Parser<T>, fallback: T): StoredItem<T> {
  return item('sessionStorage', SESSION_PREFIX + name, parse, fallback);
}

/** Forgets everything the app keeps in session storage (sign-out: it was the previous user's). */
export function clearSessionItems(): void {
  try {
    const storage = backend('sessionStorage');
    if (!storage) return;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.startsWith(SESSION_PREFIX)) storage.removeItem(key);
  } catch {
    // Storage refused (private mode): nothing was kept.
  }
}

/** Calls `listener` whenever the item changes, in this tab or another. Returns the unsubscribe. */
export function subscribe(item: StoredItem<unknown>, listener: Listener): () => void {
  const set = listeners.get(item.key) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(item.key, set);
  return () => set.delete(listener);
}

// --- session ------------------------------------------------------------------------------------

/** The login item: its presence decides whether the user counts as signed in (spec 2.2). */
export const authToken = storedItem<string | null>('authToken', nullable(nonEmptyStr), null);

/** The selected alias per user: userUuid → aliasUuid. */
export const selectedAliases = storedItem<Record<string, string>>(
  'selectedAliases',
  recordOf(nonEmptyStr),
  {},
);

export const LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The screen language chosen with the language switch (Japanese until one is chosen). */
export const language = storedItem<Language>('language', oneOf(LANGUAGES), 'ja');

// --- device -------------------------------------------------------------------------------------

const deviceUuidItem = storedItem<string | null>('deviceUuid', nullable(nonEmptyStr), null);

function randomUuid(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16));
  hex[12] = '4';
  return `${hex.slice(0, 8).join('')}-${hex.slice(8, 12).join('')}-${hex.slice(12, 16).join('')}-${hex.slice(16, 20).join('')}-${hex.slice(20).join('')}`;
}

/** This device's id (live-session ownership): generated and stored on first use. */
export function deviceUuid(): string {
  const stored = deviceUuidItem.read();
  if (stored) return stored;
  const created = randomUuid();
  deviceUuidItem.write(created);
  return created;
}

// --- live class ---------------------------------------------------------------------------------

export type AnnouncedLimitedMode = { sessionId: number; limitedModeId: number };

/**
 * The live class's limited mode this device has already announced, per alias (aliasUuid → its
 * ids): a reload during the class does not announce it again (spec 4.4).
 */
export const announcedLimitedModes = storedItem<Record<string, AnnouncedLimitedMode>>(
  'announcedLimitedModes',
  recordOf(
    objectOf<AnnouncedLimitedMode>({
      sessionId: [positiveInt, 0],
      limitedModeId: [positiveInt, 0],
    }),
  ),
  {},
);

// --- list preferences ---------------------------------------------------------------------------

export type ListPreferences = {
  bookmarkedLimitMultiplier: number;
  /** Not in spec 3's list; course explore's recommended list has a "show more" limit too. */
  recommendedLimitMultiplier: number;
  group: {
    limitMultiplier: number;
    examIndex: number;
    groupIndex: number;
    levelIndexes: number[];
    categoryIds: string[];
  };
  explore: { search: string; examIndex: number; levelIndexes: number[]; categoryIds: string[] };
};

export const listPreferences = storedItem<ListPreferences>(
  'listPreferences',
  objectOf<ListPreferences>({
    bookmarkedLimitMultiplier: [positiveInt, 1],
    recommendedLimitMultiplier: [positiveInt, 1],
    group: [
      objectOf<ListPreferences['group']>({
        limitMultiplier: [positiveInt, 1],
        examIndex: [nonNegativeInt, 0],
        groupIndex: [nonNegativeInt, 0],
        levelIndexes: [arrayOf(nonNegativeInt), []],
        categoryIds: [arrayOf(nonEmptyStr), []],
      }),
      { limitMultiplier: 1, examIndex: 0, groupIndex: 0, levelIndexes: [], categoryIds: [] },
    ],
    explore: [
      objectOf<ListPreferences['explore']>({
        search: [str, ''],
        examIndex: [nonNegativeInt, 0],
        levelIndexes: [arrayOf(nonNegativeInt), []],
        categoryIds: [arrayOf(nonEmptyStr), []],
      }),
      { search: '', examIndex: 0, levelIndexes: [], categoryIds: [] },
    ],
  }),
  {
    bookmarkedLimitMultiplier: 1,
    recommendedLimitMultiplier: 1,
    group: { limitMultiplier: 1, examIndex: 0, groupIndex: 0, levelIndexes: [], categoryIds: [] },
    explore: { search: '', examIndex: 0, levelIndexes: [], categoryIds: [] },
  },
);

/** Opened chapters: aliasUuid → courseUuid → uuids of the chapters left open. */
export const openedChapters = storedItem<Record<string, Record<string, string[]>>>(
  'openedChapters',
  recordOf(recordOf(arrayOf(nonEmptyStr))),
  {},
);

// --- learning history and skills ----------------------------------------------------------------

export type HistoryInputs = {
  startDate: string | null;
  endDate: string | null;
  exerciseType: number;
  skill: number;
};

const isoDate: Parser<string> = (v) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined;

export const historyInputs = storedItem<HistoryInputs>(
  'historyInputs',
  objectOf<HistoryInputs>({
    startDate: [nullable(isoDate), null],
    endDate: [nullable(isoDate), null],
    exerciseType: [nonNegativeInt, 0],
    skill: [nonNegativeInt, 0],
  }),
  { startDate: null, endDate: null, exerciseType: 0, skill: 0 },
);

/** Skill-level selection on the skills overview: userUuid → skill → selected level index. */
export const skillLevelIndexes = storedItem<Record<string, Record<string, number>>>(
  'skillLevelIndexes',
  recordOf(recordOf(nonNegativeInt)),
  {},
);

// --- exercises ----------------------------------------------------------------------------------

/**
 * Which language an exercise hides (spec 3, display language): none, the English or the
 * translation. Never both: a list with neither would show nothing to learn from.
 */
export const DISPLAY_LANGUAGES = ['none', 'english', 'translation'] as const;
export type DisplayLanguage = (typeof DISPLAY_LANGUAGES)[number];

/** The display language per user: userUuid → the language hidden. */
export const displayLanguages = storedItem<Record<string, DisplayLanguage>>(
  'displayLanguages',
  recordOf(oneOf(DISPLAY_LANGUAGES)),
  {},
);

// --- push notifications -------------------------------------------------------------------------

export const PUSH_PERMISSIONS = ['default', 'granted', 'denied'] as const;
export type PushPermission = (typeof PUSH_PERMISSIONS)[number];

export type PushState = {
  initialised: boolean;
  permission: PushPermission;
  /** The call-to-action decision per user: userUuid → permission chosen there. */
  callToActionByUser: Record<string, PushPermission>;
};

export const pushState = storedItem<PushState>(
  'pushState',
  objectOf<PushState>({
    initialised: [bool, false],
    permission: [oneOf(PUSH_PERMISSIONS), 'default'],
    callToActionByUser: [recordOf(oneOf(PUSH_PERMISSIONS)), {}],
  }),
  { initialised: false, permission: 'default', callToActionByUser: {} },
);

/** Whether the native wrapper's push prompt has been shown already. */
export const nativePushPromptShown = storedItem<boolean>('nativePushPromptShown', bool, false);

// --- native app versions ------------------------------------------------------------------------

/** Not opened from the Android app (a trusted web activity) at all. */
export const NOT_TWA = 'NOT_TWA';
/** Opened from the Android app, which did not say its version. */
export const NO_VERSION = 'NO_VERSION';

export const androidAppVersion = storedItem<string>('androidAppVersion', nonEmptyStr, NOT_TWA);
export const iosAppVersion = storedItem<string | null>(
  'iosAppVersion',
  nullable(nonEmptyStr),
  null,
);

/**
 * The native wrappers open the app with `?androidAppVersion=` / `?iosAppVersion=`. A present
 * parameter is remembered (an empty Android one as NO_VERSION); an absent one keeps what is stored,
 * since later in-app navigations drop the query.
 */
export function captureAppVersions(search: string): void {
  const query = new URLSearchParams(search);
  const android = query.get('androidAppVersion');
  if (android !== null) androidAppVersion.write(android.trim() || NO_VERSION);
  const ios = query.get('iosAppVersion');
  if (ios !== null && ios.trim() !== '') iosAppVersion.write(ios.trim());
}
