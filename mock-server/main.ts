import { prepareWritingChecker } from './rules/writing-checker';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import {
  describeListening,
  LISTEN_OPTIONS,
  listenSettings,
  listeningWarning,
} from './operations/listening';
import { consoleUrl } from './operations/console';
import { tokenLifetimeMs } from './rules/token-lifetime';
import { startMockServer } from './server';

// `npm run mock`: the mock backend on MOCK_PORT (4010). Options (./operations/listening.ts):
//   --state-file <path> (or MOCK_STATE_FILE)  keep state across restarts in a SQLite file
//                                             (demo.json → demo.sqlite; docs/mock-backend-state.md)
//   --host <address> (or MOCK_HOST)            listen on this address (default 127.0.0.1 only)
//   --open                                     listen on every interface (open to the network)
//   --control / --no-control (or MOCK_CONTROL=on|off)
//                                              the /__mock control operations: on by default on
//                                              loopback, off by default when open
//   MOCK_TOKEN_LIFETIME_DAYS                   how long an auth token lasts (default 30 days)
//   MOCK_CONSOLE_DIR                           the built console served at /__console/ while
//                                              control is on (default build/console)
try {
  const started = Date.now();
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'state-file': { type: 'string' },
      ...LISTEN_OPTIONS,
    },
  });
  const port = Number(values.port ?? process.env.MOCK_PORT ?? 4010);
  const stateFile = values['state-file'] ?? process.env.MOCK_STATE_FILE ?? undefined;
  const listening = listenSettings('mock', values, process.env);
  tokenLifetimeMs(process.env.MOCK_TOKEN_LIFETIME_DAYS); // refuse a bad setting at start
  // The spelling checker set up before the first request rather than during one (the e2e run).
  if (process.env.MOCK_PREPARE_WRITING_CHECKER === '1') await prepareWritingChecker();
  const server = await startMockServer(port, {
    control: listening.control,
    host: listening.host,
    stateFile,
    handleSignals: true,
  });
  const address = server.address() as AddressInfo;
  const warning = listeningWarning(listening);
  if (warning) console.warn(`[mock] warning: ${warning}`);
  console.log(
    `[mock] backend on ${describeListening(listening, address)}${stateFile ? `, state file ${stateFile}` : ''}; API at /api/v1, ready in ${Date.now() - started} ms`,
  );
  if (listening.control) console.log(`[mock] console at ${consoleUrl(address)}`);
} catch (error) {
  console.error(
    `[mock] could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
