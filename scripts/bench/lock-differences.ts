// Where another commit's package-lock.json asks for packages other than those installed here:
// bench:web builds a baseline commit with this checkout's node_modules, so its figures are of its
// code with these versions, and a failed build of it may come from them.

type LockEntry = { version?: string; optional?: boolean; link?: boolean };
export type PackageLock = { packages?: Record<string, LockEntry> };

export type LockDifference = {
  /** The package's place in node_modules, e.g. `vite` or `foo/node_modules/bar`. */
  name: string;
  wanted: string;
  /** The version installed there, or undefined when nothing is. */
  installed: string | undefined;
};

/**
 * Each package of the lock whose installed version (`installedVersion` of its lock path, e.g.
 * `node_modules/vite`) is another or missing, the missing ones first, then those of another major
 * version. Links and missing optional packages (another platform's binaries) are left out.
 */
export function lockDifferences(
  lock: PackageLock,
  installedVersion: (lockPath: string) => string | undefined,
): LockDifference[] {
  const differences: LockDifference[] = [];
  for (const [lockPath, entry] of Object.entries(lock.packages ?? {})) {
    if (!lockPath.startsWith('node_modules/') || entry.link || !entry.version) continue;
    const installed = installedVersion(lockPath);
    if (installed === entry.version || (installed === undefined && entry.optional)) continue;
    differences.push({
      name: lockPath.slice('node_modules/'.length),
      wanted: entry.version,
      installed,
    });
  }
  // The likeliest to break a build first: missing, then another major version.
  const major = (version: string | undefined) => version?.split('.')[0];
  const rank = ({ wanted, installed }: LockDifference) =>
    installed === undefined ? 0 : major(installed) !== major(wanted) ? 1 : 2;
  return differences.sort((a, b) => rank(a) - rank(b));
}

/** One line: the first `shown` differences, then how many more. */
export function describeDifferences(differences: LockDifference[], shown = 8): string {
  const listed = differences
    .slice(0, shown)
    .map(
      ({ name, wanted, installed }) =>
        `${name} ${wanted} (${installed === undefined ? 'not installed' : `installed ${installed}`})`,
    );
  const more = differences.length - shown;
  return listed.join(', ') + (more > 0 ? ` and ${more} more` : '');
}
