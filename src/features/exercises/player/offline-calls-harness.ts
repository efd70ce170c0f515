// What the offline calls' own tests share: the real calls (TanStack's mutations, kept in local
// storage) in a query client of their own, sent by a test's executor, for a learner the test signs
// in and out; a "reload" is a new query client whose calls are the ones the last one kept.
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach } from 'vitest';
import { ApiError } from '../../../api/http-client';
import { createOfflineCalls, type CallVariables, type OfflineCallsDeps } from './offline-calls';
import type { CallOwner } from './signed-in-learner';

export type Execute = NonNullable<OfflineCallsDeps['execute']>;

export const apiError = (status: number) =>
  new ApiError({ type: 'about:blank', title: 'x', status });

/** An executor whose calls are answered by hand (`done <first argument>`). */
export function manualExecutor() {
  const tries: { call: CallVariables; key: string; settle: (error?: unknown) => void }[] = [];
  const execute: Execute = (call, headers) =>
    new Promise((resolve, reject) => {
      const settle = (error?: unknown) => (error ? reject(error) : resolve(`done ${call.args[0]}`));
      tries.push({ call, key: headers['Idempotency-Key']!, settle });
    });
  return { execute, tries };
}

/** The test's page: its query client, who is signed in, and the calls. */
export function callsPage() {
  const page = {
    client: new QueryClient(),
    who: null as CallOwner | null,
    listeners: new Set<() => void>(),
    calls: null as ReturnType<typeof createOfflineCalls> | null,
    /** A page load: new calls in a new query client, over what the last one kept. */
    load(execute: Execute) {
      page.calls?.dispose();
      page.client.unmount();
      page.client = new QueryClient();
      page.client.mount();
      page.calls = createOfflineCalls(page.client, {
        execute,
        random: () => 1,
        learnerSending: () => page.who,
        onLearnerChange: (listener) => {
          page.listeners.add(listener);
          return () => page.listeners.delete(listener);
        },
      });
      return page.calls;
    },
    signIn(next: CallOwner | null) {
      page.who = next;
      for (const listener of page.listeners) listener();
    },
    /**
     * The result of the call `id` (or of the call made under that Idempotency-Key) as the mutation
     * cache holds it: resolves once delivered, rejects once failed for good.
     */
    result(id: string): Promise<unknown> {
      const cache = page.client.getMutationCache();
      const find = () =>
        cache.getAll().find(({ state }) => {
          const call = state.variables as CallVariables | undefined;
          return call?.callId === id || call?.idempotencyKey === id;
        });
      return new Promise((resolve, reject) => {
        const check = () => {
          const { status, data, error } = find()?.state ?? {};
          if (status !== 'success' && status !== 'error') return;
          stop();
          if (status === 'success') resolve(data);
          else reject(error as Error);
        };
        const stop = cache.subscribe(check);
        check();
      });
    },
    /** The ids of the calls in the cache not delivered yet (of one scope), in order. */
    pending(scope?: string): string[] {
      return page.client
        .getMutationCache()
        .findAll({ status: 'pending' })
        .map(({ state }) => state.variables as CallVariables)
        .filter((call) => scope === undefined || call.scope === scope)
        .sort((a, b) => a.enqueuedAt - b.enqueuedAt)
        .map((call) => call.callId);
    },
  };
  beforeEach(() => {
    page.who = null;
    page.listeners.clear();
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    page.calls?.dispose();
    page.calls = null;
    page.client.unmount();
    onlineManager.setOnline(true);
  });
  return page;
}
