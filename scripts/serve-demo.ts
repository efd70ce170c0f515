// `npm run serve:demo`: a demo environment in one process, what a container or a process
// manager runs. The built app (`npm run build` → dist/) and the mock backend's API on one port,
// the store kept in a state file (SQLite: every change is committed before its answer leaves),
// /healthz for the orchestrator, and a graceful stop on SIGTERM or SIGINT (requests in flight
// finish, the state file is closed, exit 0).
//
//   PORT (or --port)                   the port, default 8080
//   MOCK_HOST or HOST (or --host)      the address, default 127.0.0.1 (loopback only); in a
//                                      container MOCK_HOST=0.0.0.0 (or --open: every interface)
//   MOCK_STATE_FILE (or --state-file)  the state file, default .mock-state/demo.json
//                                      (kept in .mock-state/demo.sqlite)
//   DEMO_APP_DIR (or --app-dir)        the built app, default dist
//   MOCK_CONTROL=on (or --control)     turns the /__mock control operations on (off by default),
//                                      and with them the console at /__console/
//   MOCK_CONSOLE_DIR                   the built console, default build/console (npm run build)
//   MOCK_TOKEN_LIFETIME_DAYS           how long an auth token lasts (default 30 days)
//   MOCK_BUILD_HASH                    the published build (default: the built app's own)
//   VITE_API_BASE_URL, CSP_CONTENT_ORIGINS, CSP_RECORDING_ORIGINS, CSP_REPORT_URI
//                                      the app's Content-Security-Policy, as for the build
//                                      (scripts/content-security-policy.ts)
// Where it listens and the control operations follow the same rule as `npm run mock`
// (mock-server/operations/listening.ts).
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  describeListening,
  LISTEN_OPTIONS,
  listenSettings,
  listeningWarning,
  type ListenSettings,
} from '../mock-server/operations/listening';
import { contentSecurityPolicy, cspSettingsFromEnv } from './content-security-policy';
import { tokenLifetimeMs } from '../mock-server/rules/token-lifetime';

let port = 8080;
let stateFile = '';
let appDir = '';
let listening: ListenSettings;
let policy = '';
try {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'state-file': { type: 'string' },
      'app-dir': { type: 'string' },
      ...LISTEN_OPTIONS,
    },
  });
  port = Number(values.port ?? process.env.PORT ?? 8080);
  stateFile = resolve(
    values['state-file'] ?? process.env.MOCK_STATE_FILE ?? '.mock-state/demo.json',
  );
  appDir = resolve(values['app-dir'] ?? process.env.DEMO_APP_DIR ?? 'dist');
  listening = listenSettings('demo', values, process.env);
  tokenLifetimeMs(process.env.MOCK_TOKEN_LIFETIME_DAYS); // refuse a bad setting at start
  policy = contentSecurityPolicy(cspSettingsFromEnv(process.env));
} catch (error) {
  console.error(
    `[demo] could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

try {
  // The build the app was made from is the published one, so no reload alert until a new one.
  if (!process.env.MOCK_BUILD_HASH) {
    const info = JSON.parse(readFileSync(join(appDir, 'build-info.json'), 'utf8')) as {
      commitHash?: string;
    };
    if (info.commitHash) process.env.MOCK_BUILD_HASH = info.commitHash;
  }
} catch {
  // No build info (an app built elsewhere): the mock publishes 'development'.
}

try {
  const started = Date.now();
  // Imported here, so that a tree without the generated API code fails with this message too.
  const { startMockServer } = await import('../mock-server/server');
  const { consoleUrl } = await import('../mock-server/operations/console');
  const server = await startMockServer(port, {
    control: listening.control,
    host: listening.host,
    stateFile,
    appDir,
    appHeaders: { 'Content-Security-Policy': policy },
    handleSignals: true,
  });
  const warning = listeningWarning(listening);
  if (warning) console.warn(`[demo] warning: ${warning}`);
  console.log(
    `[demo] app and API on ${describeListening(listening, server.address() as AddressInfo)}, state file ${stateFile}; ready in ${Date.now() - started} ms`,
  );
  if (listening.control)
    console.log(`[demo] console at ${consoleUrl(server.address() as AddressInfo)}`);
} catch (error) {
  console.error(
    `[demo] could not start: ${error instanceof Error ? error.message : String(error)} (the app and the API code come from npm run build)`,
  );
  process.exit(1);
}
