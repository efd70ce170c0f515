import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  ANSWER_QUEUE_STORAGE_KEY,
  RUN_ENDS_STORAGE_KEY,
} from '../../features/exercises/player/answer-queue-key';
import { invalidateExerciseResults } from '../../features/exercises/player/invalidate-results';
import { provideKinds } from '../../features/exercises/player/kind-lookup';
import { onQueueDrained } from '../../features/exercises/player/queue-drained';
import { useSignedInLearnerFeed } from '../../features/exercises/player/signed-in-learner';
import { localText } from '../../lib/services/storage';

/**
 * The answer queue ends a run finished offline with the kind's reading of the backend's answers,
 * also when no exercise screen is open: the app gives it the kind table (loaded only then) as it
 * builds its routes (./router.tsx), before any screen or queue runs.
 */
export function provideKindsToPlayer(): void {
  provideKinds(() =>
    import('../../features/exercises/kinds/kind-table').then((module) => module.kindOf),
  );
}

const FeedbackPrompt = lazy(() =>
  import('../../features/exercises/components/feedback-prompt').then((module) => ({
    default: module.FeedbackPrompt,
  })),
);

/** The feedback form after an exercise, loaded only when the address asks for it (spec 2.2). */
export function ExerciseFeedback() {
  const [params] = useSearchParams();
  if (params.get('withFeedback') !== 'true') return null;
  return (
    <Suspense fallback={null}>
      <FeedbackPrompt />
    </Suspense>
  );
}

/**
 * Answers still waiting from an earlier visit (a reload, a closed tab while offline) are sent as
 * soon as the app starts, whatever screen it opens on; once the queue has delivered them, the
 * screens that show results load again.
 */
export function useResumeAnswerQueue(): void {
  const queryClient = useQueryClient();
  // Who is signed in, for the queue: each learner's calls go only with her own token.
  useSignedInLearnerFeed();
  // Answers delivered after the run's screen went (home, a list, a reload offline): what shows
  // results loads again once the queue is empty, without a reload.
  useEffect(() => onQueueDrained(() => void invalidateExerciseResults(queryClient)), [queryClient]);
  useEffect(() => {
    // The queue removes its key when it empties; '[]' counts as empty too.
    const stored = localText.getItem(ANSWER_QUEUE_STORAGE_KEY);
    // A run finished offline whose end is not queued yet (its answers went before the page did).
    const endWaiting = localText.getItem(RUN_ENDS_STORAGE_KEY)?.includes('"endQueued":null');
    if ((stored !== null && stored !== '[]') || endWaiting)
      void import('../../features/exercises/player/app-answer-queue').then((m) => m.answerQueue());
  }, []);
}
