import type { QueryClient } from '@tanstack/react-query';

/**
 * After an exercise ends, everything that shows results loads again: home's recent exercises and
 * assignments, the course's progress and trophies, the assignment's finished count and status,
 * the live lobby's list and the learning history. Keys are the generated ones (the operation's
 * path first).
 */
const SHOWS_RESULTS = [
  /^\/learning-history\//,
  /^\/assignments\//,
  /^\/user\/history\//,
  /^\/live\/sessions\//,
  /^\/courses\//,
];

export function invalidateExerciseResults(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const first = query.queryKey[0];
      return typeof first === 'string' && SHOWS_RESULTS.some((pattern) => pattern.test(first));
    },
  });
}
