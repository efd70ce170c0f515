// Events the spec says are "logged" without a message to the user (a redirect to login, a failed
// hash check, ...). They go to the console, where the browser's error tooling collects them.
export function logEvent(name: string, detail?: Record<string, unknown>): void {
  console.info(`[eigo] ${name}`, detail ?? {});
}
