// Where a downloaded exercise is kept. Its course's tree (the exercise root route reads it) and its
// content are TanStack Query answers under the screens' own keys (src/api/queries/), in the query
// cache that is saved on the device (IndexedDB, src/app/query-persistence*.ts) like every other
// answer the app shows offline; its sounds and pictures are in the service worker's media cache
// (CACHE_NAMES.media) under their URLs, which the worker answers from offline. Whether an exercise
// is ready is read from there: its course and content are in the query cache and every file the
// content names is in the media cache.
import type { QueryClient } from '@tanstack/react-query';
import type { ExerciseDetails } from '../../api/generated/model/exerciseDetails';
import { courseQuery } from '../../api/queries/courses';
import { exerciseQuery, type ExerciseTypeNumber } from '../../api/queries/exercises';
import type { QuerySession } from '../../api/queries/session-key';
import { CACHE_NAMES } from '../../sw/shared/cache-names';
import type { DownloadSteps, OfflineExerciseRef } from './download-plan';
import { mediaUrlsOf } from './media-urls';

/** The Cache API is there (a secure context: https or localhost). */
export const offlineCacheAvailable = (): boolean => typeof caches !== 'undefined';

const pageBase = () => globalThis.location?.href ?? 'http://localhost/';

/** Media matched by URL whatever the answer's Vary, as the worker does. */
const MATCH = { ignoreVary: true } as const;

/** The exercise screen's own query of this exercise (its key is the screen's). */
const contentQuery = (exercise: OfflineExerciseRef, session: QuerySession) =>
  exerciseQuery(
    { ...exercise, exerciseType: exercise.exerciseType as ExerciseTypeNumber },
    session,
  );

/** The steps of a download (./download-plan.ts) over the query cache and the media cache. */
export function browserDownloadSteps(
  queryClient: QueryClient,
  session: QuerySession,
): DownloadSteps<ExerciseDetails> {
  // Asked afresh (a download is the moment to take the latest), and tried twice at most: a
  // download fails where the network does (the app's queries keep trying while they hold an
  // answer, src/app/query-client.ts).
  const afresh = { staleTime: 0, retry: 1 } as const;
  return {
    // The exercise root route's own query (writing opens there; the others read it for the
    // next exercise).
    keepCourse: async (courseUuid) => {
      await queryClient.fetchQuery({ ...courseQuery(courseUuid, session), ...afresh });
    },
    // The exercise screen's own query (same key and request).
    fetchContent: (exercise) =>
      queryClient.fetchQuery({ ...contentQuery(exercise, session), ...afresh }),
    mediaOf: (content) => mediaUrlsOf(content, pageBase()),
    cacheMedia: async (url) => {
      const cache = await caches.open(CACHE_NAMES.media);
      if (await cache.match(url, MATCH)) return;
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      await cache.put(url, response);
    },
  };
}

/**
 * Whether the exercise's course and content are in the query cache (for this session: its alias
 * and language) and every file the content names is in the media cache.
 */
export async function isExerciseReady(
  queryClient: QueryClient,
  exercise: OfflineExerciseRef,
  session: QuerySession,
): Promise<boolean> {
  if (!offlineCacheAvailable()) return false;
  if (queryClient.getQueryData(courseQuery(exercise.courseUuid, session).queryKey) === undefined)
    return false;
  const content = queryClient.getQueryData(contentQuery(exercise, session).queryKey);
  if (content === undefined) return false;
  const media = await caches.open(CACHE_NAMES.media);
  const found = await Promise.all(
    mediaUrlsOf(content, pageBase()).map((url) => media.match(url, MATCH)),
  );
  return found.every(Boolean);
}

/**
 * Which of the exercises have their course and content in the query cache, as one string (a
 * character per exercise): it changes when a download or a restore from the device brings one.
 */
export function keptInQueryCache(
  queryClient: QueryClient,
  exercises: readonly OfflineExerciseRef[],
  session: QuerySession,
): string {
  return exercises
    .map((exercise) =>
      queryClient.getQueryData(courseQuery(exercise.courseUuid, session).queryKey) !== undefined &&
      queryClient.getQueryData(contentQuery(exercise, session).queryKey) !== undefined
        ? '1'
        : '0',
    )
    .join('');
}
