// Which exercises are ready offline, read from the caches (./offline-cache.ts) and read again
// whenever a download on this page ends, so every row's mark follows what is really kept.
import { useEffect, useEffectEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../../hooks/use-session';
import type { OfflineExerciseRef } from './download-plan';
import { isExerciseReady } from './offline-cache';

const changes = new EventTarget();

/** Tells every mark to look at the caches again (a download ended). */
export function announceOfflineChange(): void {
  changes.dispatchEvent(new Event('change'));
}

/** The screen's language, as the exercise screen asks for the content in. */
function useContentLanguage(): 'ja' | 'en' {
  return useIntl().locale === 'en' ? 'en' : 'ja';
}

/**
 * The uuids of the exercises whose content and files are all in the caches (null until known).
 */
export function useReadyExercises(exercises: readonly OfflineExerciseRef[]): Set<string> | null {
  const language = useContentLanguage();
  // The caches are keyed by the learner and the alias (src/sw/shared/api-cache-key.ts): they are read
  // once the session knows both (after a reload offline, the alias comes a moment later).
  const { status, aliasUuid } = useSession();
  const known = status === 'signed-in' && aliasUuid !== null;
  const [ready, setReady] = useState<Set<string> | null>(null);
  const key = exercises.map((e) => `${e.courseUuid}/${e.exerciseType}/${e.exerciseUuid}`).join(' ');
  // The list is named by its key: a new array of the same exercises asks nothing again; the
  // exercises are read as they are when the caches are looked at.
  const look = useEffectEvent((alive: () => boolean) => {
    void Promise.all(
      exercises.map(async (exercise) =>
        (await isExerciseReady(exercise, language).catch(() => false))
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
  }, [key, language, known, aliasUuid]);
  return ready;
}
