/**
 * The mock backend inside the browser (a static demo with no server), as src/main.tsx starts it:
 * zod is told not to probe for eval first (./zod-jitless.ts), then the mock comes in
 * (./browser-worker.ts). In that order, by awaiting one import before the next: a module's static
 * imports, and the chunks it shares with the app (the generated schemas, which the app's parse
 * of stored answers uses too), run before its own code, so a first `import './zod-jitless'` of
 * the worker's module ran after the schemas it was to come before, and the page's
 * Content-Security-Policy reported the probe.
 */
export async function startBrowserMock(options: { buildHash: string }): Promise<void> {
  await import('./zod-jitless');
  const { startBrowserWorker } = await import('./browser-worker');
  await startBrowserWorker(options);
}
