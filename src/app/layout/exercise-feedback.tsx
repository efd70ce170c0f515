import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { provideCallsClient } from '../../features/exercises/player/calls-client';
import { invalidateExerciseResults } from '../../features/exercises/player/invalidate-results';
import { provideKinds } from '../../features/exercises/player/kind-lookup';
import { onQueueDrained } from '../../features/exercises/player/queue-drained';
import {
  currentOwner,
  onSignedInLearnerChange,
} from '../../features/exercises/player/signed-in-learner';
import { somethingWaitsFor } from '../../features/exercises/player/waiting-calls';

/**
 * The offline calls are mutations of the app's query client, and a run finished offline is ended
 * with the kind's reading of the backend's answers, also when no exercise screen is open: the app
 * gives the player its query client and the kind table (loaded only then) as it builds its routes
 * (./router.tsx), before any screen or call runs.
 */
export function provideKindsToPlayer(queryClient: QueryClient): void {
  provideCallsClient(queryClient);
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
 * Answers still waiting from an earlier visit (a reload, a closed tab while offline) or for the
 * learner who signs in (a shared device) are sent as soon as the app starts or she signs in,
 * whatever screen it opens on; once they are delivered, the screens that show results load again.
 */
export function useResumeOfflineCalls(): void {
  const queryClient = useQueryClient();
  // Answers delivered after the run's screen went (home, a list, a reload offline): what shows
  // results loads again once none waits, without a reload.
  useEffect(() => onQueueDrained(() => void invalidateExerciseResults(queryClient)), [queryClient]);
  useEffect(() => {
    // The calls' code loads only when something waits (once loaded, it follows the sign-ins).
    const resume = () => {
      if (somethingWaitsFor(currentOwner()))
        void import('../../features/exercises/player/offline-calls').then((m) => m.offlineCalls());
    };
    resume();
    return onSignedInLearnerChange(resume);
  }, []);
}
