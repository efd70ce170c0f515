// How a run reads its calls (./offline-calls.ts: TanStack's mutations): with useMutationState,
// by each call's Idempotency-Key (the call a screen keeps over a reload is known by it) and by the
// run's scope. A screen waits for its calls' results this way, re-rendering as the mutation cache
// changes; a call none holds any more (delivered before a reload, its result gone with the page)
// is made again under its key, and the backend answers with its first answer.
import { useMutationState, type Mutation } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { callKey, type CallResult, type OperationName, type SentCall } from './call-operations';
import { offlineCalls, type CallVariables } from './offline-calls';

/** What became of a call: not delivered yet, delivered (its answer), or failed for good. */
type CallState =
  | { key: string; status: 'pending' }
  | { key: string; status: 'success'; value: unknown }
  | { key: string; status: 'error'; error: unknown };

const variablesOf = (mutation: Pick<Mutation, 'state'>) =>
  mutation.state.variables as CallVariables | undefined;

function stateOf(mutation: Mutation): CallState {
  const key = variablesOf(mutation)?.idempotencyKey ?? '';
  const { status, data, error } = mutation.state;
  if (status === 'success') return { key, status, value: data };
  if (status === 'error') return { key, status, error };
  return { key, status: 'pending' };
}

/** Of the calls made under one key, the one that tells most: delivered, else on its way. */
const RANK = { success: 0, pending: 1, error: 2 } as const;

/** The states of the calls made under `keys` (absent: no call under that key is held). */
function useCallStates(keys: readonly string[]): ReadonlyMap<string, CallState> {
  const states = useMutationState({
    filters: {
      mutationKey: callKey(),
      predicate: (mutation) => keys.includes(variablesOf(mutation)?.idempotencyKey ?? ''),
    },
    select: stateOf,
  });
  const byKey = new Map<string, CallState>();
  for (const state of states) {
    const before = byKey.get(state.key);
    if (!before || RANK[state.status] < RANK[before.status]) byKey.set(state.key, state);
  }
  return byKey;
}

/** Whether a call of the scope (a run's) is not delivered yet. */
export function useScopeBusy(scope: string): boolean {
  return (
    useMutationState({
      filters: {
        mutationKey: callKey(),
        status: 'pending',
        predicate: (mutation) => variablesOf(mutation)?.scope === scope,
      },
      select: () => true,
    }).length > 0
  );
}

/** A settled call: its result, typed by the operation it names, or its failure. */
export type Settled<N extends OperationName> = { result: CallResult<N> } | { error: unknown };

/**
 * Waits for the calls `sent` of the scope: `settled` is told each one's result (or failure) once.
 * A call no longer held (its result went with a reload) is made again under its key; one kept
 * for its owner while another learner is signed in is waited for, never made again.
 */
export function useCallResults<N extends OperationName, C extends SentCall<N>>(
  sent: readonly C[],
  scope: string,
  settled: (call: C, outcome: Settled<N>) => void,
): void {
  const states = useCallStates(sent.map((call) => call.call.idempotencyKey));
  const told = useRef(new Set<string>());
  const signature = sent
    .map((call) => `${call.callId}:${states.get(call.call.idempotencyKey)?.status ?? 'lost'}`)
    .join(' ');
  const onChange = useEffectEvent(() => {
    for (const call of sent) {
      if (told.current.has(call.callId)) continue;
      const { operation, args, idempotencyKey } = call.call;
      const state = states.get(idempotencyKey);
      // Made again under its key: the same call when one is still held (./offline-calls.ts).
      if (!state) offlineCalls().enqueue({ operation, args, scope, idempotencyKey });
      if (!state || state.status === 'pending') continue;
      told.current.add(call.callId);
      // A call is sent by its operation's mutation defaults (./call-operations.ts): what it
      // resolves with is the generated request function's answer for the operation it names.
      settled(
        call,
        state.status === 'success'
          ? { result: { operation, value: state.value } as CallResult<N> }
          : { error: state.error },
      );
    }
  });
  useEffect(() => onChange(), [signature]);
}
