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
