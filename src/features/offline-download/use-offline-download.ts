// The download of a list of exercises (an assignment, a course chapter): its progress, and how it
// ended. The work is ./download-plan.ts over the query cache and the media cache
// (./offline-cache.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { distinctExercises, downloadExercises, type OfflineExerciseRef } from './download-plan';
import { browserDownloadSteps, offlineCacheAvailable } from './offline-cache';
import { useQuerySession } from '../../hooks/use-query-session';
import { announceOfflineChange } from './use-exercise-ready';

export type DownloadState =
  | { phase: 'idle' }
  | { phase: 'downloading'; done: number; total: number }
  | { phase: 'done'; total: number }
  | { phase: 'failed'; failed: number; total: number }
  /** The device is offline: nothing was tried. */
  | { phase: 'offline' };

export function useOfflineDownload(exercises: readonly OfflineExerciseRef[]) {
  const queryClient = useQueryClient();
  const session = useQuerySession();
  const [state, setState] = useState<DownloadState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  // Leaving the screen stops the download between two exercises.
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async () => {
    if (running.current) return;
    if (globalThis.navigator?.onLine === false) {
      setState({ phase: 'offline' });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    const list = distinctExercises(exercises);
    const outcome = await downloadExercises(
      list,
      browserDownloadSteps(queryClient, session),
      ({ done, total }) => {
        if (!controller.signal.aborted) setState({ phase: 'downloading', done, total });
      },
      controller.signal,
    );
    running.current = null;
    announceOfflineChange();
    if (controller.signal.aborted) return;
    setState(
      outcome.failed.length > 0
        ? { phase: 'failed', failed: outcome.failed.length, total: list.length }
        : { phase: 'done', total: list.length },
    );
  }, [exercises, queryClient, session]);

  return { state, start, available: offlineCacheAvailable() };
}
