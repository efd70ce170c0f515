// The browser's Notification API, where there is one (not in every browser or web view).
import type { BrowserPermission } from '../../lib/rules/push-call-to-action';

const api = (): typeof Notification | null =>
  typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null;

export function browserPermission(): BrowserPermission {
  return api()?.permission ?? 'unsupported';
}

/** Asks the browser for the permission (it may answer without asking, once decided). */
export async function requestBrowserPermission(): Promise<BrowserPermission> {
  const notification = api();
  if (!notification) return 'unsupported';
  try {
    return await notification.requestPermission();
  } catch {
    // Some web views reject instead of answering: what they report afterwards is the answer.
    return browserPermission();
  }
}
