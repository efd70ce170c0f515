// Where a downloaded exercise is kept, in the caches the service worker answers from offline
// (src/sw/shared/cache-names.ts): its content's API answer in CACHE_NAMES.api under the worker's own key
// (src/sw/shared/api-cache-key.ts: the URL plus the user, alias and language it was asked for), its
// sounds and pictures in CACHE_NAMES.media under their URLs, and its course's tree (the exercise
// root route reads it) in CACHE_NAMES.api too. Whether an exercise is ready is read from there:
// its course and content are kept and every file the content names is.
import type { QueryClient } from '@tanstack/react-query';
import { getGetCourseUrl } from '../../api/generated/endpoints/courses/courses';
import { getGetExerciseUrl } from '../../api/generated/endpoints/exercises/exercises';
import type { ExerciseDetails } from '../../api/generated/model/exerciseDetails';
import { apiConnection, resolveUrl } from '../../api/http-client';
import { courseQuery } from '../../api/queries/courses';
import { exerciseQuery } from '../../api/queries/exercises';
import type { QuerySession } from '../../api/queries/session-key';
import { apiCacheKey } from '../../sw/shared/api-cache-key';
import { CACHE_NAMES } from '../../sw/shared/cache-names';
import type { DownloadSteps, OfflineExerciseRef } from './download-plan';
import { mediaUrlsOf } from './media-urls';

type ExerciseTypeNumber = Parameters<typeof getGetExerciseUrl>[1];
type Language = 'ja' | 'en';

/** The Cache API is there (a secure context: https or localhost). */
export const offlineCacheAvailable = (): boolean => typeof caches !== 'undefined';

const pageBase = () => globalThis.location?.href ?? 'http://localhost/';

/** Media matched by URL whatever the answer's Vary, as the worker does. */
const MATCH = { ignoreVary: true } as const;

/**
 * The key the service worker keeps an API answer under (an API path, as the generated request
 * function asks for it) for the signed-in learner; null without a session (nothing is kept then).
 */
function apiKey(path: string): string | null {
  const url = new URL(resolveUrl(path), pageBase()).href;
  // What the HTTP client sends with it (src/api/http-client.ts), which the worker keys by.
  const { credentials } = apiConnection();
  return apiCacheKey(url, {
    token: credentials.token ?? null,
    aliasUuid: credentials.aliasUuid ?? null,
    language: credentials.language ?? 'ja',
  });
}

/** The key of this exercise's content, in the language the screen asks in. */
const contentKey = (exercise: OfflineExerciseRef, language: Language) =>
  apiKey(
    getGetExerciseUrl(
      exercise.courseUuid,
      exercise.exerciseType as ExerciseTypeNumber,
      exercise.exerciseUuid,
      { lang: language },
    ),
  );

const courseKey = (courseUuid: string) => apiKey(getGetCourseUrl(courseUuid));

/** Keeps an API answer under its key (a JSON copy of what the query cache holds). */
async function keepAnswer(key: string | null, data: unknown): Promise<void> {
  if (!key) throw new Error('Not signed in');
  const cache = await caches.open(CACHE_NAMES.api);
  await cache.put(
    key,
    new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } }),
  );
}

/** The steps of a download (./download-plan.ts) over the query cache and the worker's caches. */
export function browserDownloadSteps(
  queryClient: QueryClient,
  session: QuerySession,
): DownloadSteps<ExerciseDetails> {
  const { language } = session;
  return {
    // The exercise root route's own query (writing opens there; the others read it for the
    // next exercise).
    keepCourse: async (courseUuid) => {
      const course = await queryClient.fetchQuery({
        ...courseQuery(courseUuid, session),
        staleTime: 0,
      });
      await keepAnswer(courseKey(courseUuid), course);
    },
    // The exercise screen's own query (same key and request): the query cache, persisted on the
    // device, holds it too. Asked afresh: a download is the moment to take the latest.
    fetchContent: (exercise) =>
      queryClient.fetchQuery({
        ...exerciseQuery(
          { ...exercise, exerciseType: exercise.exerciseType as ExerciseTypeNumber },
          session,
        ),
        staleTime: 0,
      }),
    mediaOf: (content) => mediaUrlsOf(content, pageBase()),
    cacheMedia: async (url) => {
      const cache = await caches.open(CACHE_NAMES.media);
      if (await cache.match(url, MATCH)) return;
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      await cache.put(url, response);
    },
    keepContent: (exercise, content) => keepAnswer(contentKey(exercise, language), content),
  };
}

/** Whether the exercise's course, its content and every file it names are in the caches. */
export async function isExerciseReady(
  exercise: OfflineExerciseRef,
  language: Language,
): Promise<boolean> {
  if (!offlineCacheAvailable()) return false;
  const key = contentKey(exercise, language);
  const course = courseKey(exercise.courseUuid);
  if (!key || !course) return false;
  const api = await caches.open(CACHE_NAMES.api);
  if (!(await api.match(course, MATCH))) return false;
  const kept = await api.match(key, MATCH);
  if (!kept) return false;
  const content: unknown = await kept.json().catch(() => null);
  if (content === null) return false;
  const media = await caches.open(CACHE_NAMES.media);
  const found = await Promise.all(
    mediaUrlsOf(content, pageBase()).map((url) => media.match(url, MATCH)),
  );
  return found.every(Boolean);
}
