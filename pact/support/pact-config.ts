import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Names, folders and log levels shared by the consumer specs, the provider verification and the CLI.

// The native core reports usage to pact's servers unless told not to; tests stay offline.
process.env.PACT_DO_NOT_TRACK ??= 'true';

/** The pacticipants: this web client and the learner backend it talks to. */
export const CONSUMER = 'eigo-learner-web';
export const PROVIDER = 'eigo-learner-api';
/**
 * The second pact: the teacher's console (src/console/) and the mock backend's control operations
 * (`/__mock/…`, the backend of a demo environment) it drives a live class with.
 */
const CONSOLE_CONSUMER = 'eigo-console';
const MOCK_CONTROL_PROVIDER = 'eigo-mock-control';

/** A consumer and the provider it has a pact with. */
export type Pacticipants = { consumer: string; provider: string };
export const LEARNER_PACT: Pacticipants = { consumer: CONSUMER, provider: PROVIDER };
export const CONSOLE_PACT: Pacticipants = {
  consumer: CONSOLE_CONSUMER,
  provider: MOCK_CONTROL_PROVIDER,
};
/** Every pact of this repository: the file of each is pactFileName(pact). */
export const PACTS: readonly Pacticipants[] = [LEARNER_PACT, CONSOLE_PACT];

export const PACT_ROOT = resolve(import.meta.dirname, '..');
/** The committed pact files: what a backend team verifies. */
export const PACTS_DIR = join(PACT_ROOT, 'pacts');
/** Where a consumer run writes before its output is compared with (or copied to) PACTS_DIR. */
export const CONSUMER_OUTPUT_DIR = join(PACT_ROOT, '.tmp', 'consumer');
const LOGS_DIR = join(PACT_ROOT, 'logs');
/** The name pact gives the file of a consumer and provider. */
export const pactFileName = ({ consumer, provider }: Pacticipants) =>
  `${consumer}-${provider}.json`;
/** The learner pact's file (the default of the CLI and the drift test). */
export const PACT_FILE_NAME = pactFileName(LEARNER_PACT);
export const CONSOLE_PACT_FILE_NAME = pactFileName(CONSOLE_PACT);

/** PACT_VERBOSE=1 (or --verbose on the CLI) shows pact's own logs; otherwise only errors. */
export function isVerbose(): boolean {
  return process.env.PACT_VERBOSE === '1' || process.env.PACT_VERBOSE === 'true';
}

/** Level of pact's JavaScript logger, which writes to the console. */
export function consoleLogLevel(): 'debug' | 'error' {
  return isVerbose() ? 'debug' : 'error';
}

/** Level of the native core's log, which goes to a file under pact/logs/. */
export function fileLogLevel(): 'debug' | 'warn' {
  return isVerbose() ? 'debug' : 'warn';
}

/** A fresh log file under pact/logs/ (gitignored): the native core would append to an old one. */
export function logFile(name: string): string {
  mkdirSync(LOGS_DIR, { recursive: true });
  const path = join(LOGS_DIR, `${name}.log`);
  writeFileSync(path, '');
  return path;
}
