// Leaving the app for an external page (the AI chat, spec 7: "the browser navigates there").

/** Only https addresses are followed out of the app. */
export function isHttpsUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The page's own navigation, in an object so the tests can watch it (jsdom cannot navigate). */
export const externalNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};

/** How long a leaving page waits for what it still has to send (the action log) at most. */
export const LEAVE_WAIT_MS = 1_000;

/**
 * Waits for `pending` (never failing) but no longer than LEAVE_WAIT_MS, then navigates the page
 * to `url`: the app is left in the same tab, as spec 7 says.
 */
export async function leaveAppFor(url: string, pending: Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, LEAVE_WAIT_MS)));
  await Promise.race([pending.catch(() => undefined), waited]);
  clearTimeout(timer);
  externalNavigation.go(url);
}
