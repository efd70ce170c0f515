// Every sound and picture an exercise's content names, as the absolute URLs the page asks for
// (and the service worker keeps, cache-first, in CACHE_NAMES.media). Pure: it walks the content
// the API answered (getExercise), whatever its page items, so a new item type with an audio or a
// picture is downloaded too without a change here.
import { isContentMedia } from '../../sw/shared/routes-of-the-worker';

/** Properties that hold a media URL in the content (ContentAudio, pictures, chat images). */
const MEDIA_KEYS = new Set(['url', 'britishUrl', 'imageUrl', 'avatarUrl']);

function collect(value: unknown, found: Set<string>, base: string): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, found, base);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, item] of Object.entries(value)) {
    if (MEDIA_KEYS.has(key) && typeof item === 'string' && item !== '') {
      const url = toUrl(item, base);
      if (url && isContentMedia(url)) found.add(url.href);
    } else {
      collect(item, found, base);
    }
  }
}

function toUrl(text: string, base: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

/**
 * The content audio and image URLs of an exercise's content (both accents: the learner may switch
 * in the settings offline), absolute against `base` (the page's address), each once.
 */
export function mediaUrlsOf(content: unknown, base: string): string[] {
  const found = new Set<string>();
  collect(content, found, base);
  return [...found];
}
