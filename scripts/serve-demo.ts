// `npm run serve:demo`: a demo environment in one process, what a container or a process
// manager runs. The built app (`npm run build` → dist/) and the mock backend's API on one port,
// the store kept in a state file (a snapshot and its journal: every change is on the disk before
// its answer leaves), /healthz for the orchestrator, and a graceful stop on SIGTERM or SIGINT
// (requests in flight finish, the journal is flushed, a last snapshot written, exit 0).
//
//   PORT (or --port)                   the port, default 8080 (every interface; HOST to narrow)
//   MOCK_STATE_FILE (or --state-file)  the state file, default .mock-state/demo.json
//   DEMO_APP_DIR (or --app-dir)        the built app, default dist
//   MOCK_CONTROL=on                    turns the /__mock control operations on (off by default)
//   MOCK_BUILD_HASH                    the published build (default: the built app's own)
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'state-file': { type: 'string' },
    'app-dir': { type: 'string' },
  },
});

const port = Number(values.port ?? process.env.PORT ?? 8080);
const host = values.host ?? process.env.HOST ?? undefined;
const stateFile = resolve(
  values['state-file'] ?? process.env.MOCK_STATE_FILE ?? '.mock-state/demo.json',
);
const appDir = resolve(values['app-dir'] ?? process.env.DEMO_APP_DIR ?? 'dist');
const control = process.env.MOCK_CONTROL === 'on';

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
  await startMockServer(port, { control, stateFile, host, appDir, handleSignals: true });
  console.log(
    `[demo] app and API on http://${host ?? 'localhost'}:${port}/ (state file ${stateFile}, control ${control ? 'on' : 'off'}) ready in ${Date.now() - started} ms`,
  );
} catch (error) {
  console.error(
    `[demo] could not start: ${error instanceof Error ? error.message : String(error)} (the app and the API code come from npm run build)`,
  );
  process.exit(1);
}
