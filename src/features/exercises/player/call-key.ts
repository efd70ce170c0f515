// The first element of every offline call's mutation key (./call-operations.ts): small, for the
// session (src/app/session.ts), which keeps these mutations when the signed-in learner changes
// (./offline-calls.ts moves them to their owner's store itself).
import type { Mutation } from '@tanstack/react-query';

export const CALL_KEY = 'call';

/** Whether a mutation is one of the offline calls (an answer, a log, an end, a feedback). */
export const isOfflineCall = (mutation: Pick<Mutation, 'options'>): boolean =>
  mutation.options.mutationKey?.[0] === CALL_KEY;
