// `npm run bench:speech`: how long the learner waits for the recognition result after they stop
// speaking, over each speech path, against the mock backend (run from its bundle, as `npm run
// mock` runs it) on loopback. The app's own recognisers (src/lib/services/speech) send the same recording
// N times per path and format:
// - basic: the finished WAV posted with recognizeSpeech; the clock starts when the recording is
//   complete (the learner stopped) and stops when the result is in;
// - turbo: the websocket, fed 100 ms frames in real time as a recorder would while the learner
//   speaks; the clock starts when the last audio frame is handed over and stops at the final
//   result.
// It prints the median and p95 (and the range) of that wait, and when the first partial result
// showed after the learner began speaking. BENCH_SPEECH_RUNS sets N (default 20);
// BENCH_SPEECH_REALTIME=0 sends the turbo frames without pacing.
import { spawn } from 'node:child_process';
import { configureHttpClient } from '../../src/api/http-client';
import { readWav } from '../../src/lib/rules/wav';
import { createBasicRecognizer } from '../../src/lib/services/speech/basic-recognizer';
import type { PcmFormat } from '../../src/lib/services/speech/pcm';
import { createTurboRecognizer } from '../../src/lib/services/speech/turbo-recognizer';
import { buildWav } from '../../tests/support/wav-builder';

const RUNS = Number(process.env.BENCH_SPEECH_RUNS ?? 20);
const REALTIME = process.env.BENCH_SPEECH_REALTIME !== '0';
const WARM_UP = 3;
const PORT = 4520;
const APP_KEY = 'bench';
const FRAME_MS = 100;
const SECONDS = 2;
const EXPECTED = 'I would like to book a table for two at seven, please.';

const FORMATS: { name: string; format: PcmFormat }[] = [
  { name: '16 kHz mono', format: { sampleRate: 16000, channels: 1 } },
  { name: '44.1 kHz stereo', format: { sampleRate: 44100, channels: 2 } },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(5);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${PORT}/api/v1${path}`, {
    ...init,
    headers: { 'X-App-Key': APP_KEY, 'Content-Type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95), min: sorted[0]!, max: sorted.at(-1)! };
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);

const mock = spawn(process.execPath, ['build/mock-server/main.mjs', '--port', String(PORT)], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitFor(`http://127.0.0.1:${PORT}/build-info.json`, 15000);
  const { authToken } = await call<{ authToken: string }>('/auth/individual/', {
    method: 'POST',
    body: JSON.stringify({ email: 'hana@sakura.example', password: 'sakura2026' }),
  });
  const aliases = await call<{ uuid: string; orgName: string }[]>('/user/aliases/', {
    headers: { Authorization: `Token ${authToken}` },
  });
  const aliasUuid = aliases.find((alias) => alias.orgName.startsWith('Sakura'))!.uuid;
  configureHttpClient({
    baseUrl: `http://127.0.0.1:${PORT}/api/v1`,
    appKey: APP_KEY,
    validateResponses: false,
    credentials: () => ({ token: authToken, aliasUuid, language: 'en' }),
  });
  const basic = createBasicRecognizer();
  const turbo = createTurboRecognizer({ frameMs: FRAME_MS });

  console.log(
    `\nspeech recognition benchmark: ${RUNS} runs per path and format, a ${SECONDS} s recording of "${EXPECTED}", mock backend on loopback${REALTIME ? '' : ', turbo frames unpaced'}\n`,
  );
  console.log(`${''.padEnd(34)} wait from the end of speaking to the result`);
  console.log(
    `${'path'.padEnd(6)} ${'format'.padEnd(16)} ${'audio'.padStart(9)}  ${'median'.padStart(9)} ${'p95'.padStart(9)} ${'min'.padStart(9)} ${'max'.padStart(9)}   first partial shown`,
  );

  for (const { name, format } of FORMATS) {
    const wav = buildWav([{ seconds: SECONDS, frequency: 220, amplitude: 0.5 }], format);
    const pcm = readWav(wav)!.data;
    const frameBytes = (format.sampleRate * format.channels * 2 * FRAME_MS) / 1000;
    const expected = await basic.recognize(wav, { expectedText: EXPECTED });

    // Basic: the whole recording goes up once the learner has stopped.
    const basicWaits: number[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const stopped = performance.now();
      const result = await basic.recognize(wav, { expectedText: EXPECTED });
      if (run >= WARM_UP) basicWaits.push(performance.now() - stopped);
      if (result.text !== expected.text) throw new Error('basic answered another result');
    }

    // Turbo: frames go out while the learner speaks.
    const turboWaits: number[] = [];
    const firstPartials: number[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      let lastFrameAt = 0;
      let firstPartialAt: number | null = null;
      const began = performance.now();
      async function* speaking() {
        for (let offset = 0, index = 0; offset < pcm.byteLength; offset += frameBytes, index++) {
          if (REALTIME) await sleep(began + (index + 1) * FRAME_MS - performance.now());
          yield pcm.subarray(offset, Math.min(pcm.byteLength, offset + frameBytes));
        }
        lastFrameAt = performance.now();
      }
      const result = await turbo.recognize(
        { format, chunks: speaking() },
        {
          expectedText: EXPECTED,
          onPartial: () => (firstPartialAt ??= performance.now() - began),
        },
      );
      if (run >= WARM_UP) {
        turboWaits.push(performance.now() - lastFrameAt);
        if (firstPartialAt !== null) firstPartials.push(firstPartialAt);
      }
      if (JSON.stringify(result) !== JSON.stringify(expected))
        throw new Error('turbo answered another result than basic');
    }

    const upload = `${(wav.byteLength / 1024).toFixed(0)} KiB`.padStart(9);
    for (const [path, waits] of [
      ['basic', basicWaits],
      ['turbo', turboWaits],
    ] as const) {
      const s = stats(waits);
      const partial =
        path === 'turbo' && firstPartials.length > 0
          ? `${stats(firstPartials).median.toFixed(0)} ms after speaking began (median)`
          : '—';
      console.log(
        `${path.padEnd(6)} ${name.padEnd(16)} ${upload}  ${ms(s.median)} ${ms(s.p95)} ${ms(s.min)} ${ms(s.max)}   ${partial}`,
      );
    }
  }
  console.log('');
} finally {
  mock.kill();
}
