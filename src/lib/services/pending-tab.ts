// A new tab opened on the user's click (pop-up blockers allow only that) and pointed at its
// address once the address is known. The tab gets no handle on the app (opener cut, as noopener
// does: noopener itself would leave us no tab to point later).
export type PendingTab = { go: (url: string) => void; cancel: () => void };

/** Opens a blank tab now; null when the browser refused. */
export function openPendingTab(): PendingTab | null {
  const tab = window.open('about:blank', '_blank');
  if (!tab) return null;
  tab.opener = null;
  return {
    go: (url) => tab.location.replace(url),
    cancel: () => tab.close(),
  };
}

/** Only https addresses are followed out of the app. */
export function isHttpsUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
