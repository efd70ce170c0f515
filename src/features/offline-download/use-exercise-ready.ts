// Which exercises are ready offline (./offline-cache.ts): read again whenever a download on this
// page ends, and whenever the query cache gains or loses one of their courses or contents (the
// saved cache restored after a reload), so every row's mark follows what is really kept.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { useQuerySession } from '../../hooks/use-query-session';
import { useSession } from '../../hooks/use-session';
import type { OfflineExerciseRef } from './download-plan';
import { isExerciseReady, keptInQueryCache } from './offline-cache';

const changes = new EventTarget();

/** Tells every mark to look at the caches again (a download ended). */
export function announceOfflineChange(): void {
  changes.dispatchEvent(new Event('change'));
}

/**
 * The uuids of the exercises whose course, content and files are all kept (null until known).
 */
export function useReadyExercises(exercises: readonly OfflineExerciseRef[]): Set<string> | null {
  const queryClient = useQueryClient();
  // The query keys name the alias and the language (src/api/queries/session-key.ts): the marks
  // are read once the session knows the alias (after a reload offline, it comes a moment later).
  const session = useQuerySession();
  const { status } = useSession();
  const known = status === 'signed-in' && session.aliasUuid !== null;
  const [ready, setReady] = useState<Set<string> | null>(null);
  const key = exercises.map((e) => `${e.courseUuid}/${e.exerciseType}/${e.exerciseUuid}`).join(' ');
  // What of them the query cache holds, as a string: a change of it (a restore, a download, an
  // answer dropped) reads the marks again; other changes of the cache do not.
  const kept = useSyncExternalStore(
    useCallback((listener) => queryClient.getQueryCache().subscribe(listener), [queryClient]),
    () => keptInQueryCache(queryClient, exercises, session),
  );
  // The list is named by its key: a new array of the same exercises asks nothing again; the
  // exercises are read as they are when the caches are looked at.
  const look = useEffectEvent((alive: () => boolean) => {
    void Promise.all(
      exercises.map(async (exercise) =>
        (await isExerciseReady(queryClient, exercise, session).catch(() => false))
          ? [exercise.exerciseUuid]
          : [],
      ),
    ).then((found) => {
      if (alive()) setReady(new Set(found.flat()));
    });
  });
  useEffect(() => {
    if (!known) return;
    let alive = true;
    const check = () => look(() => alive);
    check();
    changes.addEventListener('change', check);
    return () => {
      alive = false;
      changes.removeEventListener('change', check);
    };
  }, [key, known, session, kept]);
  return ready;
}
