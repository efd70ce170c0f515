// The log id of a run started offline (docs/offline-download.md): until its queued start is
// delivered the run has no server log id, so it takes a provisional one (a negative number, never
// a server's) that its later calls carry; the start's answer says the real one, kept in storage
// (a reload, another tab) so every call is sent with it. What the offline calls need of this is
// here, apart from the queue: making provisional ids, knowing them, resolving them.

/** A call names a provisional log id whose start failed for good (or was lost): it cannot go. */
export class UnresolvedLogIdError extends Error {
  constructor(logId: number) {
    super(`No log id for the provisional run ${logId}`);
    this.name = 'UnresolvedLogIdError';
  }
}

/** Provisional log ids are negative: the server's are positive, so the two never meet. */
export const isProvisionalLogId = (logId: number | null): logId is number =>
  logId !== null && logId < 0;

/** A new provisional log id for a run started before its start call is delivered. */
export function provisionalLogId(random: () => number = Math.random): number {
  return -(1 + Math.floor(random() * 2 ** 31));
}

/**
 * The arguments with every `logId` property that is a provisional id replaced by its real one;
 * `missing` gets the provisional ids with none.
 */
export function withRealLogIds(
  value: unknown,
  real: (provisional: number) => number | null,
  missing: number[] = [],
): unknown {
  if (Array.isArray(value)) return value.map((item) => withRealLogIds(item, real, missing));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (key === 'logId' && typeof item === 'number' && isProvisionalLogId(item)) {
        const found = real(item);
        if (found === null) missing.push(item);
        return [key, found ?? item];
      }
      return [key, withRealLogIds(item, real, missing)];
    }),
  );
}

/** Provisional → real log ids are kept this long (a run left offline for weeks starts anew). */
const LOG_ID_KEEP_MS = 30 * 24 * 60 * 60 * 1000;
type LogIdMap = Record<string, { logId: number; at: number }>;

function isLogIdMap(value: unknown): value is LogIdMap {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as { logId?: unknown }).logId === 'number' &&
        typeof (entry as { at?: unknown }).at === 'number',
    )
  );
}

type LogIdStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The real log ids of runs started offline, in storage under `key` (and in memory). */
export function createLogIdStore(storage: LogIdStorage, key: string) {
  const memory = new Map<number, number>();

  function read(): LogIdMap {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
      return isLogIdMap(parsed) ? parsed : {};
    } catch {
      return {};
    }
  }

  return {
    /** The start of the run `provisional` was delivered: its real log id is `logId`. */
    keep(provisional: number, logId: number): void {
      const now = Date.now();
      const kept = Object.entries(read()).filter(([, entry]) => now - entry.at < LOG_ID_KEEP_MS);
      const map: LogIdMap = Object.fromEntries([
        ...kept,
        [String(provisional), { logId, at: now }],
      ]);
      try {
        storage.setItem(key, JSON.stringify(map));
      } catch {
        // Storage full: the calls of this page load still get it from memory.
      }
      memory.set(provisional, logId);
    },
    /** The server's log id of a run: itself when real, null while its start is not delivered. */
    realLogId(logId: number): number | null {
      if (!isProvisionalLogId(logId)) return logId;
      return memory.get(logId) ?? read()[String(logId)]?.logId ?? null;
    },
  };
}
