// `npm run bench:web:replay -- <folder> [--scale <chunk>=<factor>]… [--drop <text>]…`: Lighthouse's
// simulation again, over one run that `BENCH_WEB_ARTIFACTS` kept, with requests made smaller or
// larger or taken out, to tell before building what a change of size or of calls would do to the
// simulated first and largest paint (docs/performance.md).
//   --scale framework=0.86   the /assets/framework-….js transfer at 86 % of its size
//   --drop courses/recommended   every request whose URL contains the text, taken out
// It prints the run as measured and as changed. The simulation moves in 150 ms round trips, so a
// change shows as a step or as nothing; replay several runs.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import lighthouse from 'lighthouse';

type DevtoolsEvent = { method: string; params: Record<string, unknown> & { requestId?: string } };
type Edits = { scale: [chunk: string, factor: number][]; drop: string[] };

export function parseEdits(args: string[]): Edits {
  const edits: Edits = { scale: [], drop: [] };
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (value === undefined) throw new Error(`${flag ?? ''} needs a value`);
    if (flag === '--drop') edits.drop.push(value);
    else if (flag === '--scale') {
      const [chunk, factor] = value.split('=');
      if (!chunk || !(Number(factor) > 0))
        throw new Error(`--scale wants <chunk>=<factor>, not ${value}`);
      edits.scale.push([chunk, Number(factor)]);
    } else throw new Error(`unknown option ${flag}`);
  }
  return edits;
}

/** The network log with the edits made: sizes scaled, requests dropped. */
export function editLog(log: DevtoolsEvent[], edits: Edits): DevtoolsEvent[] {
  const urls = new Map<string, string>();
  for (const event of log) {
    const request = event.params.request as { url?: string } | undefined;
    if (event.method === 'Network.requestWillBeSent' && event.params.requestId && request?.url) {
      urls.set(event.params.requestId, request.url);
    }
  }
  const urlOf = (event: DevtoolsEvent) => urls.get(event.params.requestId ?? '') ?? '';
  return log
    .filter((event) => !edits.drop.some((text) => urlOf(event).includes(text)))
    .map((event) => {
      const scale = edits.scale.find(([chunk]) => urlOf(event).includes(`/assets/${chunk}-`));
      const size = event.params.encodedDataLength;
      if (!scale || typeof size !== 'number') return event;
      if (event.method !== 'Network.loadingFinished' && event.method !== 'Network.dataReceived') {
        return event;
      }
      return {
        ...event,
        params: { ...event.params, encodedDataLength: Math.round(size * scale[1]) },
      };
    });
}

async function simulate(folder: string, signedIn: boolean): Promise<{ fcp: number; lcp: number }> {
  const result = await lighthouse(undefined, {
    auditMode: folder,
    // As bench:web gathered them (Lighthouse refuses other settings).
    disableStorageReset: signedIn,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
  });
  const audits = result?.lhr.audits;
  const value = (id: string) => Math.round(audits?.[id]?.numericValue ?? NaN);
  return { fcp: value('first-contentful-paint'), lcp: value('largest-contentful-paint') };
}

async function main() {
  const [folder, ...args] = process.argv.slice(2);
  if (!folder)
    throw new Error(
      'usage: bench:web:replay -- <artifacts folder of one run> [--scale x=f] [--drop text]',
    );
  const edits = parseEdits(args);
  // bench:web keeps the storage of the signed-in pages (its folders: <page>-<run>).
  const signedIn = !basename(folder).startsWith('sign-in');
  const copy = mkdtempSync(join(tmpdir(), 'replay-'));
  try {
    cpSync(folder, copy, { recursive: true });
    const logFile = join(copy, 'devtoolslog.json');
    const measured = await simulate(copy, signedIn);
    const log = JSON.parse(readFileSync(logFile, 'utf8')) as DevtoolsEvent[];
    writeFileSync(logFile, JSON.stringify(editLog(log, edits)));
    const changed = await simulate(copy, signedIn);
    console.log(`measured: FCP ${measured.fcp} ms, LCP ${measured.lcp} ms`);
    console.log(`changed:  FCP ${changed.fcp} ms, LCP ${changed.lcp} ms`);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
