import { parseArgs } from 'node:util';
import { startMockServer } from './server';

// `npm run mock`: the mock backend on MOCK_PORT (4010). Options:
//   --state-file <path> (or MOCK_STATE_FILE)  keep state across restarts in this JSON file
//   --host <address> (or MOCK_HOST)            listen on this address only (default: all)
//   --no-control (or MOCK_CONTROL=off)          disable the /__mock control operations
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'state-file': { type: 'string' },
    'no-control': { type: 'boolean', default: false },
  },
});

const port = Number(values.port ?? process.env.MOCK_PORT ?? 4010);
const control = !values['no-control'] && process.env.MOCK_CONTROL !== 'off';
const stateFile = values['state-file'] ?? process.env.MOCK_STATE_FILE ?? undefined;
const host = values.host ?? process.env.MOCK_HOST ?? undefined;

try {
  const started = Date.now();
  await startMockServer(port, { control, stateFile, host, handleSignals: true });
  console.log(
    `[mock] backend on http://localhost:${port}/api/v1 (control ${control ? 'on' : 'off'}${stateFile ? `, state file ${stateFile}` : ''}) ready in ${Date.now() - started} ms`,
  );
} catch (error) {
  console.error(
    `[mock] could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
