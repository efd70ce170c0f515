// The query client the offline calls live in (./offline-calls.ts): the app's, wired in as it builds
// its routes (provideKindsToPlayer, src/app/layout/exercise-feedback.tsx), like the kind table
// (./kind-lookup.ts), so that the calls made outside React (a screen's queue, the feedback, the
// end of a run whose tab closed) are mutations of the client the screens read with
// useMutationState.
import type { QueryClient } from '@tanstack/react-query';

let provided: QueryClient | null = null;

/** The app's query client: the calls are its mutations. */
export function provideCallsClient(client: QueryClient): void {
  provided = client;
}

/** The query client provided (null before the app has built its routes). */
export function callsClient(): QueryClient | null {
  return provided;
}
