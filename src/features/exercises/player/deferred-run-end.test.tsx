import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExerciseAnswerLogResult } from '../../../api/generated/model/exerciseAnswerLogResult';
import type { ExerciseKind, Outcome, PlayerQuestion } from '../kinds/kind';
import type { SentCall } from './call-operations';
import type { CallResult, EndOperation } from './call-operations';
import { RUN_ENDS_STORAGE_KEY } from './waiting-calls';
import {
  claimRunEnd,
  keepRunEnd,
  noteSettled,
  openRunEndOf,
  runEndOf,
  settledEndCall,
  settledRunEnds,
} from './deferred-run-end';
import { initialRunState, type RunState } from './run-state';
import { unmarkedOutcome } from './run-outcomes';

// The end of a run with deferred marks kept beside the offline calls (./deferred-run-end.ts): what it keeps, the
// results it notes, when it is due, its counts, that a result read back is its operation's, and
// that it is queued once.

const sent = (key: string): SentCall => ({
  callId: `call-${key}`,
  call: { operation: 'logExerciseAnswer', args: [{ logId: -7 }], idempotencyKey: key },
});
const question = (problemUuid: string) => ({ problemUuid }) as unknown as PlayerQuestion;
const outcome = (correct: boolean | null): Outcome => ({
  correct,
  skipped: false,
  given: null,
  correction: null,
  meaning: null,
  nextAttempt: null,
  learnStatus: null,
});
const pending = (problemUuid: string, key: string, skipped = false) => ({
  ...sent(key),
  problemUuid,
  attempt: 0,
  answer: skipped ? null : { optionId: 'x' },
  skipped,
});

/** A finishing run: p1 marked right online, p2 and p3 answered offline, p4 skipped offline. */
const state: RunState = {
  ...initialRunState,
  status: 'in-progress',
  screen: 'finishing',
  logId: -7,
  questions: ['p1', 'p2', 'p3', 'p4'].map(question),
  outcomes: {
    p1: outcome(true),
    p2: unmarkedOutcome(false),
    p3: unmarkedOutcome(false),
    p4: unmarkedOutcome(true),
  },
  deferred: { p2: pending('p2', 'k2'), p3: pending('p3', 'k3'), p4: pending('p4', 'k4', true) },
};

/** logExerciseAnswer's result as the backend answers it (and the queue notes it). */
const logged = (isCorrect: boolean): ExerciseAnswerLogResult => ({
  problemUuid: '0b7a3a52-6c1e-4f3b-9d7e-2a1f7c9e4b10',
  isCorrect,
  retry: 0,
  learnStatus: null,
  correction: isCorrect ? null : 'b',
});

/** A kind reading `isCorrect` as the choice kinds do. */
const kind = {
  outcome: (result: CallResult<'logExerciseAnswer'>) => outcome(result.value.isCorrect),
} as unknown as ExerciseKind<unknown>;

const target = {
  personalised: false,
  courseUuid: 'course',
  exerciseType: 7,
  exerciseUuid: 'exercise',
};
const HANA = { userUuid: 'hana', aliasUuid: 'alias' };
const keep = (owner: { userUuid: string; aliasUuid: string } | null = HANA) =>
  keepRunEnd({ logId: -7, snapshotKey: 'exerciseRun.e.-', scope: 'run:-7', owner, target, state });

beforeEach(() => localStorage.removeItem(RUN_ENDS_STORAGE_KEY));

describe('run ends kept beside the offline calls', () => {
  it('keeps one key per run, and the results noted so far, when kept again', () => {
    const first = keep();
    expect(noteSettled({ idempotencyKey: 'k2' }, { value: logged(false) })).toEqual([]);
    const again = keep();
    expect(again.idempotencyKey).toBe(first.idempotencyKey);
    expect(again.results).toEqual({ k2: { value: logged(false) } });
    expect(openRunEndOf('exerciseRun.e.-', HANA)?.logId).toBe(-7);
    // Another learner on the device never gets this run back.
    expect(
      openRunEndOf('exerciseRun.e.-', { userUuid: 'ken', aliasUuid: 'alias-of-ken' }),
    ).toBeNull();
  });

  it('is due once every deferred answer is settled, with the counts the screen makes', async () => {
    keep();
    noteSettled({ idempotencyKey: 'unrelated' }, { value: {} });
    noteSettled({ idempotencyKey: 'k2' }, { value: logged(false) });
    noteSettled({ idempotencyKey: 'k3' }, { value: logged(true) });
    expect(settledRunEnds()).toEqual([]);
    const due = noteSettled({ idempotencyKey: 'k4' }, { failed: true });
    expect(due.map((entry) => entry.logId)).toEqual([-7]);
    expect(await settledEndCall(kind, due[0]!)).toEqual({
      operation: 'endExercise',
      args: [
        'course',
        7,
        'exercise',
        { logId: -7, numCorrectAnswers: 2, numIncorrectAnswers: 1, numSkipped: 1 },
      ],
    });
  });

  it('counts an answer that failed for good as skipped, and leaves unreadable results unended', async () => {
    keep();
    noteSettled({ idempotencyKey: 'k2' }, { failed: true });
    noteSettled({ idempotencyKey: 'k3' }, { value: logged(true) });
    const [entry] = noteSettled({ idempotencyKey: 'k4' }, { value: logged(false) });
    const body = (await settledEndCall(kind, entry!))!.args[3];
    expect(body).toMatchObject({ numCorrectAnswers: 2, numIncorrectAnswers: 0, numSkipped: 2 });
    const throwing = {
      outcome: () => {
        throw new Error('unreadable');
      },
    } as unknown as ExerciseKind<unknown>;
    expect(await settledEndCall(throwing, entry!)).toBeNull();
  });

  it('hands the kind a stored result as a result of its call’s operation', async () => {
    keep();
    const reading = vi.fn((result: CallResult) => outcome(result.value !== null));
    const typed = { outcome: reading } as unknown as ExerciseKind<unknown>;
    noteSettled({ idempotencyKey: 'k2' }, { value: logged(false) });
    noteSettled({ idempotencyKey: 'k3' }, { value: logged(true) });
    const [entry] = noteSettled({ idempotencyKey: 'k4' }, { failed: true });
    expect(await settledEndCall(typed, entry!)).not.toBeNull();
    expect(reading.mock.calls.map(([result]) => result)).toEqual([
      { operation: 'logExerciseAnswer', value: logged(false) },
      { operation: 'logExerciseAnswer', value: logged(true) },
    ]);
  });

  it.each([
    ['a field missing', { isCorrect: true }],
    ['a field of another type', { ...logged(true), isCorrect: 'yes' }],
    ['a drill result', { submittedAnswer: 'a', learnStatus: null, correction: null }],
    ['nothing', null],
  ])(
    'leaves the run unended when a stored result does not match its schema (%s)',
    async (_, value) => {
      keep();
      const reading = vi.fn((result: CallResult<'logExerciseAnswer'>) =>
        outcome(result.value.isCorrect),
      );
      const trusting = { outcome: reading } as unknown as ExerciseKind<unknown>;
      noteSettled({ idempotencyKey: 'k2' }, { value: logged(false) });
      noteSettled({ idempotencyKey: 'k3' }, { value });
      const [entry] = noteSettled({ idempotencyKey: 'k4' }, { failed: true });
      expect(await settledEndCall(trusting, entry!)).toBeNull();
      // The kind never reads it (nor counts it as right).
      expect(reading.mock.calls.map(([result]) => result.value)).toEqual([logged(false)]);
    },
  );

  it('is queued once: the first claim wins, and the delivered end stays known', () => {
    const { idempotencyKey } = keep();
    const end: SentCall<EndOperation> = {
      callId: 'end',
      call: { operation: 'endExercise', args: [], idempotencyKey },
    };
    expect(claimRunEnd(-7, end)).toBe(true);
    expect(claimRunEnd(-7, { ...end, callId: 'end-2' })).toBe(false);
    expect(runEndOf(-7)?.endQueued?.callId).toBe('end');
    // Queued: not reopened in a new tab, not kept again, not due again.
    expect(openRunEndOf('exerciseRun.e.-', HANA)).toBeNull();
    expect(keep().endQueued?.callId).toBe('end');
    expect(settledRunEnds()).toEqual([]);
    noteSettled({ idempotencyKey }, { value: { trophy: null } });
    expect(runEndOf(-7)?.endQueued?.callId).toBe('end');
  });

  it('forgets an end that failed for good, so trying again makes a new one', () => {
    const { idempotencyKey } = keep();
    claimRunEnd(-7, {
      callId: 'end',
      call: { operation: 'endExercise', args: [], idempotencyKey },
    });
    noteSettled({ idempotencyKey }, { failed: true });
    expect(runEndOf(-7)).toBeNull();
  });

  it('reads malformed storage as nothing kept', () => {
    localStorage.setItem(RUN_ENDS_STORAGE_KEY, '{"x": {"logId": "no"}, "y": 3}');
    expect(runEndOf(-7)).toBeNull();
    localStorage.setItem(RUN_ENDS_STORAGE_KEY, 'not json');
    expect(settledRunEnds()).toEqual([]);
  });
});
