// bench:web's second build, BENCH_WEB_BASELINE=<git ref>: the commit checked out in a temporary
// git worktree (removed at the end, also after a failure or Ctrl+C), with this checkout's
// node_modules linked in; its own contract code generated, its own build, and its own mock backend
// and vite preview started from its tree on free ports (an older commit's API, seed data and
// hosting may differ from this tree's), with the same build hash as this tree's build.
//
// The worktree goes in the system's temporary folder, not under node_modules/.cache: the build's
// chunk groups (vite.config.ts) tell the app's own modules by paths without "node_modules", so a
// tree in there would build differently. Its build is kept in node_modules/.cache by commit, for
// BENCH_WEB_SKIP_BUILD=1 to reuse.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  describeDifferences,
  lockDifferences,
  type LockDifference,
  type PackageLock,
} from './lock-differences';
import { atEnd, BenchFailure, freePort, run, start, waitFor } from './servers';

export type Baseline = {
  /** The commit's short hash, the column's heading. */
  label: string;
  /** The short hash and the commit's subject, for the header. */
  description: string;
  /** The app (its vite preview) and its mock's API. */
  origin: string;
  api: string;
};

const git = (...args: string[]) =>
  execFileSync('git', args, { stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 })
    .toString()
    .trim();

/** The commit a ref names, or a failure that says the ref names none. */
function commitOf(ref: string): string {
  try {
    return git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  } catch {
    throw new BenchFailure(`BENCH_WEB_BASELINE=${ref} names no commit of this repository`);
  }
}

/** The installed version at a lock path (`node_modules/vite`), or undefined. */
function installedVersion(lockPath: string): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(lockPath, 'package.json'), 'utf8')) as {
      version?: string;
    };
    return manifest.version;
  } catch {
    return undefined;
  }
}

/** What the commit's package-lock.json asks for that is not installed here. */
function differencesFromInstalled(commit: string): LockDifference[] {
  let lock: PackageLock;
  try {
    lock = JSON.parse(git('show', `${commit}:package-lock.json`)) as PackageLock;
  } catch {
    return [];
  }
  return lockDifferences(lock, installedVersion);
}

/** Checks the commit out in a temporary worktree, removed at the end; returns its folder. */
function checkOut(commit: string): string {
  const tree = mkdtempSync(join(tmpdir(), 'bench-web-baseline-'));
  atEnd(() => {
    // The link first, so that nothing below ever reaches this checkout's node_modules.
    rmSync(join(tree, 'node_modules'), { force: true });
    try {
      git('worktree', 'remove', '--force', tree);
    } catch {
      rmSync(tree, { recursive: true, force: true });
      git('worktree', 'prune');
    }
  });
  git('worktree', 'add', '--detach', '--quiet', tree, commit);
  symlinkSync(realpathSync('node_modules'), join(tree, 'node_modules'));
  return tree;
}

/**
 * Checks out, generates, builds and starts the baseline; `buildHash` is the hash this tree's
 * build and mock carry, `reuseBuild` reuses the commit's kept build when there is one.
 */
export async function startBaseline(
  ref: string,
  buildHash: string,
  reuseBuild: boolean,
): Promise<Baseline> {
  const commit = commitOf(ref);
  const label = git('rev-parse', '--short', commit);
  const subject = git('log', '-1', '--format=%s', commit);
  // The subject's first words: a commit's subject here can run to several lines' length.
  const short = subject.length > 90 ? `${subject.slice(0, 90).replace(/\s+\S*$/, '')}…` : subject;
  const description = `${label} ${short}`;
  const differences = differencesFromInstalled(commit);
  if (differences.length > 0) {
    console.log(
      `baseline ${label}: its package-lock.json asks for ${differences.length} package versions ` +
        `not installed here; it is built with this checkout's node_modules: ${describeDifferences(differences)}`,
    );
  }
  /** A failure of the baseline's own steps, with what may explain it. */
  const explain = (step: string, error: unknown) => {
    const detail = error instanceof Error ? error.message : String(error);
    const cause =
      differences.length > 0
        ? `, perhaps because its package-lock.json differs from the installed node_modules ` +
          `(${describeDifferences(differences)}): measure against a commit whose dependencies ` +
          `match this checkout's, or install the commit's in a checkout of its own`
        : '';
    return new BenchFailure(`the baseline ${label} could not ${step}${cause}.\n${detail}`);
  };

  const mockPort = await freePort();
  const appPort = await freePort();
  const env = {
    MOCK_PORT: String(mockPort),
    MOCK_BUILD_HASH: buildHash,
    BUILD_COMMIT_HASH: buildHash,
  };
  const outDir = resolve(`node_modules/.cache/bench-web-baseline-${commit.slice(0, 12)}`);
  console.log(`checking out the baseline ${label} and generating its contract code…`);
  const tree = checkOut(commit);
  try {
    await run(`baseline ${label}: npm run generate`, 'npm run -s generate', {}, tree);
  } catch (error) {
    throw explain('generate its contract code', error);
  }
  // Written after a whole build only, so that a build that failed halfway is never reused.
  const built = join(outDir, '.bench-web-built');
  const reused = reuseBuild && existsSync(built);
  console.log(
    `starting the baseline's mock backend on ${mockPort} and ${reused ? 'reusing its kept build' : 'building it'}…`,
  );
  const mock = start(`baseline ${label} mock`, 'npx tsx mock-server/main.ts', env, tree);
  if (!reused) {
    try {
      await run(
        `baseline ${label}: vite build`,
        `npx vite build --outDir ${outDir} --emptyOutDir --logLevel warn`,
        env,
        tree,
      );
    } catch (error) {
      throw explain('be built', error);
    }
    writeFileSync(built, `${commit}\n`);
  }
  const app = start(
    `baseline ${label} preview`,
    `npx vite preview --outDir ${outDir} --port ${appPort} --strictPort`,
    env,
    tree,
  );
  try {
    await waitFor(`http://127.0.0.1:${mockPort}/build-info.json`, 60_000, mock);
    await waitFor(`http://localhost:${appPort}/`, 60_000, app);
  } catch (error) {
    throw explain('start its mock backend and preview', error);
  }
  return {
    label,
    description,
    origin: `http://localhost:${appPort}`,
    api: `http://127.0.0.1:${mockPort}/api/v1`,
  };
}
