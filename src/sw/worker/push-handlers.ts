/// <reference lib="webworker" />
// The service worker's side of push (issue 29): a push from the backend (mock-server/push/
// push-message.ts: kind, title and body in Japanese and English, the learner's language, the app
// path to open and a tag) becomes a notification with the product's icon, and a click on it
// brings the app to that path, in a tab already open when there is one.

/** The product's icon (public/icons/, the same as the web app manifest's). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';

type Text = { ja?: unknown; en?: unknown };
type Language = 'ja' | 'en';

type ShownPush = {
  title: string;
  body: string;
  tag: string;
  url: string;
  kind: string;
};

/** What a push without a readable payload shows: the browser insists on a notification. */
const FALLBACK: Record<Language, { title: string; body: string }> = {
  ja: { title: 'Eigo', body: '新しいお知らせがあります。' },
  en: { title: 'Eigo', body: 'You have a new notification.' },
};

function textIn(text: unknown, lang: Language): string | null {
  if (typeof text === 'string') return text;
  if (typeof text !== 'object' || text === null) return null;
  const value = (text as Text)[lang] ?? (text as Text).ja ?? (text as Text).en;
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Only this app is opened: a payload naming another site (or `//host`, or `javascript:`) opens
 * home instead.
 */
export function appUrlOf(value: unknown, origin: string): string {
  const home = `${origin}/`;
  if (typeof value !== 'string' || value.startsWith('//')) return home;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? url.href : home;
  } catch {
    return home;
  }
}

/** The notification a push's payload (JSON text, or nothing) asks for. */
function pushToShow(payload: string | null, origin: string): ShownPush {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = payload ? JSON.parse(payload) : null;
    if (typeof parsed === 'object' && parsed !== null) data = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the fallback text below.
  }
  const lang: Language = data.lang === 'en' ? 'en' : 'ja';
  const title = textIn(data.title, lang);
  const body = textIn(data.body, lang);
  const kind = typeof data.kind === 'string' ? data.kind : 'message';
  return {
    title: title ?? FALLBACK[lang].title,
    body: title ? (body ?? '') : FALLBACK[lang].body,
    // One notification per announcement: the same one pushed again replaces it.
    tag: typeof data.tag === 'string' && data.tag !== '' ? data.tag.slice(0, 64) : kind,
    url: appUrlOf(data.url, origin),
    kind,
  };
}

function readPayload(event: PushEvent): string | null {
  try {
    return event.data?.text() ?? null;
  } catch {
    return null;
  }
}

/**
 * Waits on `work` where the event allows it. A synthetic event (the e2e test dispatches a click
 * from the worker) refuses waitUntil; the work runs all the same.
 */
function keepAlive(event: ExtendableEvent, work: Promise<unknown>): void {
  try {
    event.waitUntil(work);
  } catch {
    // untrusted event: nothing to extend
  }
}

/** Focuses a tab of the app and takes it to `url`; opens one when none is open. */
async function openAppAt(sw: ServiceWorkerGlobalScope, url: string): Promise<void> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tabs = windows.filter((client) => new URL(client.url).origin === sw.location.origin);
  // The tab the learner looked at last first.
  const tab =
    tabs.find((client) => client.focused) ??
    tabs.find((c) => c.visibilityState === 'visible') ??
    tabs[0];
  if (tab) {
    // Focusing needs the click's user activation; without it (or refused) the tab still moves.
    const focused = await tab.focus().catch(() => tab);
    if (focused.url === url) return;
    try {
      // Only a tab this worker controls can be navigated: otherwise a new window.
      if (await focused.navigate(url)) return;
    } catch {
      // not controlled by this worker
    }
  }
  await sw.clients.openWindow(url);
}

export function registerPushHandlers(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event: PushEvent) => {
    const shown = pushToShow(readPayload(event), sw.location.origin);
    keepAlive(
      event,
      sw.registration.showNotification(shown.title, {
        body: shown.body,
        icon: NOTIFICATION_ICON,
        badge: NOTIFICATION_ICON,
        tag: shown.tag,
        data: { url: shown.url, kind: shown.kind },
      }),
    );
  });

  sw.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    keepAlive(event, openAppAt(sw, appUrlOf(data?.url, sw.location.origin)));
  });
}
