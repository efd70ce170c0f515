import { onlineManager } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetWaitingCalls } from '../../../../tests/support/waiting-calls';
import { ApiError } from '../../../api/http-client';
import type { CallVariables } from './offline-calls';
import { callsPage, type Execute } from './offline-calls-harness';
import { UnresolvedLogIdError } from './provisional-log-id';

// A run started offline: its start call waits first in its scope, and the answers and the end
// made after it (with the provisional log id) are sent with the id the start's answer gave.

const page = callsPage();

/** Records what each call was sent with; a start answers logId 4242. */
function recordingExecutor(fail?: (call: CallVariables) => unknown) {
  const sent: { operation: string; args: unknown[]; key: string }[] = [];
  const execute: Execute = (call, headers) => {
    sent.push({ operation: call.operation, args: call.args, key: headers['Idempotency-Key']! });
    const error = fail?.(call);
    if (error) return Promise.reject(error);
    return Promise.resolve(call.operation === 'startExercise' ? { logId: 4242 } : { ok: true });
  };
  return { execute, sent };
}

const goOnline = () => onlineManager.setOnline(true);

beforeEach(() => {
  forgetWaitingCalls();
  localStorage.removeItem('eigo.answerQueue.logIds');
});

describe('a run started offline', () => {
  it('sends its answers and its end with the log id the delivered start gave, once each', async () => {
    onlineManager.setOnline(false);
    const { execute, sent } = recordingExecutor();
    const queue = page.load(execute);
    const runId = -99;
    const start = queue.enqueue({
      operation: 'startExercise',
      args: ['c', 9, 'e', { assignmentId: 1 }],
      scope: 'run:-99',
      providesLogId: runId,
    });
    const answer = queue.enqueue({
      operation: 'logExerciseAnswer',
      args: ['c', 9, 'e', { logId: runId, problemUuid: 'p1' }],
      scope: 'run:-99',
    });
    const end = queue.enqueue({
      operation: 'endExercise',
      args: ['c', 9, 'e', { logId: runId, numCorrectAnswers: 1 }],
      scope: 'run:-99',
    });
    expect(queue.realLogId(runId)).toBeNull();
    expect(sent).toEqual([]);

    goOnline();
    await expect(page.result(start.id)).resolves.toEqual({ logId: 4242 });
    await expect(page.result(answer.id)).resolves.toEqual({ ok: true });
    await expect(page.result(end.id)).resolves.toEqual({ ok: true });
    expect(sent.map((s) => s.operation)).toEqual([
      'startExercise',
      'logExerciseAnswer',
      'endExercise',
    ]);
    expect(sent[1]!.args[3]).toEqual({ logId: 4242, problemUuid: 'p1' });
    expect(sent[2]!.args[3]).toEqual({ logId: 4242, numCorrectAnswers: 1 });
    expect(sent[0]!.key).toBe(start.idempotencyKey);
    expect(queue.realLogId(runId)).toBe(4242);
    expect(queue.realLogId(17)).toBe(17);
  });

  it('keeps the real log id over a reload, for calls the run queues later', async () => {
    const first = page.load(recordingExecutor().execute);
    const start = first.enqueue({
      operation: 'startExercise',
      args: ['c', 9, 'e', {}],
      scope: 'run:-5',
      providesLogId: -5,
    });
    await page.result(start.id);

    const { execute, sent } = recordingExecutor();
    const second = page.load(execute);
    expect(second.realLogId(-5)).toBe(4242);
    await page.result(
      second.enqueue({
        operation: 'logExerciseAnswer',
        args: ['c', 9, 'e', { logId: -5 }],
        scope: 'run:-5',
      }).id,
    );
    expect(sent[0]!.args[3]).toEqual({ logId: 4242 });
  });

  it('resumes a start and its answers queued before a reload, in order', async () => {
    onlineManager.setOnline(false);
    const first = page.load(recordingExecutor().execute);
    first.enqueue({
      operation: 'startExercise',
      args: ['c', 9, 'e', {}],
      scope: 'run:-6',
      providesLogId: -6,
    });
    const answer = first.enqueue({
      operation: 'logExerciseAnswer',
      args: ['c', 9, 'e', { logId: -6 }],
      scope: 'run:-6',
    });

    const { execute, sent } = recordingExecutor();
    page.load(execute);
    goOnline();
    await page.result(answer.id);
    expect(sent.map((s) => [s.operation, (s.args[3] as { logId?: number }).logId])).toEqual([
      ['startExercise', undefined],
      ['logExerciseAnswer', 4242],
    ]);
  });

  it('fails the calls of a run whose start failed for good, without sending them', async () => {
    const refused = new ApiError({ type: 'about:blank', title: 'x', status: 403 });
    const { execute, sent } = recordingExecutor((call) =>
      call.operation === 'startExercise' ? refused : null,
    );
    const queue = page.load(execute);
    const start = queue.enqueue({
      operation: 'startExercise',
      args: ['c', 9, 'e', {}],
      scope: 'run:-8',
      providesLogId: -8,
    });
    const answer = queue.enqueue({
      operation: 'logExerciseAnswer',
      args: ['c', 9, 'e', { logId: -8 }],
      scope: 'run:-8',
    });
    await expect(page.result(start.id)).rejects.toBe(refused);
    await expect(page.result(answer.id)).rejects.toBeInstanceOf(UnresolvedLogIdError);
    expect(sent.map((s) => s.operation)).toEqual(['startExercise']);
    expect(page.pending()).toEqual([]);
  });
});
