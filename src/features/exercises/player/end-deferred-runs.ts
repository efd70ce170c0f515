// Ends the runs with deferred marks once their answers are settled, whatever screen is open (also
// after their tab was closed): the offline calls (./offline-calls.ts) tell it each call delivered or
// failed for good, it notes the results of a run's deferred answers in the run's kept end
// (./deferred-run-end.ts), and once every answer of the run is settled it makes the end call with
// the counts the screen would make, under the end's own key (one end per run, whoever makes it).
import { kindOfType } from './kind-lookup';
import type { AnswerCall } from '../kinds/kind';
import type { EndOperation } from './call-operations';
import {
  claimRunEnd,
  noteSettled,
  runEndOf,
  settledEndCall,
  settledRunEnds,
  type RunEnd,
  type SettledAnswer,
} from './deferred-run-end';
import { ownerOf, type CallOwner } from './signed-in-learner';

/** How the end is made: an offline call (./offline-calls.ts's enqueue). */
type MakeEnd = (
  call: AnswerCall<EndOperation> & {
    scope: string;
    idempotencyKey: string;
    owner?: CallOwner | null;
  },
) => { id: string; idempotencyKey: string };

/** What the offline calls tell of each settled call, and the ends due at their start. */
export function endDeferredRuns(makeEnd: MakeEnd) {
  /**
   * Makes the end of a run whose deferred answers are all settled, with the counts the screen
   * would make, unless a screen (or an earlier page) made it meanwhile: one end per run.
   */
  async function endRun(entry: RunEnd): Promise<void> {
    // The kinds' code loads only when a run is to be ended (the app shell does not carry it).
    const kind = await kindOfType(entry.target.exerciseType);
    // Null when a result cannot be read: left unended rather than with counts the backend refuses.
    const call = kind ? await settledEndCall(kind, entry) : null;
    const now = runEndOf(entry.logId);
    if (!call || !now || now.endQueued) return;
    const { id, idempotencyKey } = makeEnd({
      ...call,
      scope: entry.scope,
      ...(entry.owner ? { owner: ownerOf(entry.owner) } : {}),
      idempotencyKey: entry.idempotencyKey,
    });
    claimRunEnd(entry.logId, {
      callId: id,
      call: { operation: call.operation, args: call.args, idempotencyKey },
    });
  }

  return {
    /** A call was delivered (its result) or failed for good. */
    noteSettled(call: { idempotencyKey: string }, settled: SettledAnswer): void {
      for (const entry of noteSettled(call, settled)) void endRun(entry);
    },
    /** The runs whose answers were all settled before their page went, but whose end was not made. */
    endSettled(): void {
      for (const entry of settledRunEnds()) void endRun(entry);
    },
  };
}
