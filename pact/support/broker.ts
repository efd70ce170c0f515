import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

// The Pact Broker (or PactFlow) path of `npm run pact:publish` and `npm run pact:can-i-deploy`,
// through the pact CLI (@pact-foundation/pact-cli, `pact-broker …`). The CLI reads the broker's
// address and credentials from the environment itself: PACT_BROKER_BASE_URL, and
// PACT_BROKER_TOKEN (PactFlow, bearer) or PACT_BROKER_USERNAME / PACT_BROKER_PASSWORD (basic).

/** The broker's address, or null (then nothing is published or asked, and the scripts say so). */
export function brokerBaseUrl(): string | null {
  return process.env.PACT_BROKER_BASE_URL?.trim() || null;
}

function git(...args: string[]): string | null {
  try {
    return execFileSync('git', args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/**
 * The consumer version: PACT_CONSUMER_VERSION, else the git commit (with `+dirty` when the
 * working tree has changes, so a local run never passes for the commit).
 */
export function consumerVersion(): string {
  const fromEnv = process.env.PACT_CONSUMER_VERSION?.trim();
  if (fromEnv) return fromEnv;
  const commit = git('rev-parse', 'HEAD');
  if (!commit)
    throw new Error('pact: no PACT_CONSUMER_VERSION and no git commit to name the version');
  return git('status', '--porcelain')?.length ? `${commit}+dirty` : commit;
}

/** The branch: PACT_CONSUMER_BRANCH, else the git branch (none on a detached head). */
export function consumerBranch(): string | null {
  const fromEnv = process.env.PACT_CONSUMER_BRANCH?.trim();
  if (fromEnv) return fromEnv;
  const branch = git('rev-parse', '--abbrev-ref', 'HEAD');
  return branch && branch !== 'HEAD' ? branch : null;
}

/** Runs `pact-broker <args>` (the pact CLI's broker client), printing its output; its status. */
export function pactBroker(args: string[]): number {
  const bin = createRequire(import.meta.url).resolve(
    '@pact-foundation/pact-cli/bin/pact-broker.js',
  );
  const { status, error } = spawnSync(process.execPath, [bin, ...args], { stdio: 'inherit' });
  if (error) throw error;
  return status ?? 1;
}
