// Links the backend answers are paths of the learner app (/user/password-change/…?token=…). The
// console shows them on the learner app's origin: the one typed in the console, else this page's
// own (right for serve:demo and for the dev server's /__console/, which proxies to the mock).

/** The origin of a typed address (`http://192.168.1.20:5173/` → `http://192.168.1.20:5173`), or null. */
export function originOf(address: string): string | null {
  const text = address.trim();
  if (text === '') return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The absolute link of an app path on `origin`. */
export function appLink(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href;
}
