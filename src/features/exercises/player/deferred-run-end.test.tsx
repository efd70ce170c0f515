import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExerciseAnswerLogResult } from '../../../api/generated/model/exerciseAnswerLogResult';
import type { ExerciseKind, Outcome, PlayerQuestion } from '../kinds/kind';
import type { CallResult, SentCall } from './call-operations';
import {
  DEFERRED_END,
  deferredEndCall,
  endCallWhenMarked,
  migrateRunEnds,
  runWaitingForMarks,
  type DeferredEnd,
  type SettledAnswer,
} from './deferred-run-end';
import { provideKinds } from './kind-lookup';
import { unmarkedOutcome } from './run-outcomes';
import { initialRunState, type RunState } from './run-state';
import { RUN_ENDS_STORAGE_KEY } from './waiting-calls';
import { putWaiting, readWaiting } from './waiting-calls-store';

// The end of a run finished with answers not marked yet (./deferred-run-end.ts): counted when it
// goes from its answers' results (a stored one read through its operation's schema), the run a new
// tab reopens from it, and the ends the app kept before in its own table, moved once.

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

/** logExerciseAnswer's result as the backend answers it. */
const logged = (isCorrect: boolean): ExerciseAnswerLogResult => ({
  problemUuid: '0b7a3a52-6c1e-4f3b-9d7e-2a1f7c9e4b10',
  isCorrect,
  retry: 0,
  learnStatus: null,
  correction: isCorrect ? null : 'b',
});

const reading = vi.fn((result: CallResult<'logExerciseAnswer'>) => outcome(result.value.isCorrect));
/** A kind reading `isCorrect` as the choice kinds do. */
const kind = { outcome: reading } as unknown as ExerciseKind<unknown>;

const target = { personalised: false, courseUuid: 'course', exerciseType: 7, exerciseUuid: 'e' };
const end: DeferredEnd = { logId: -7, snapshotKey: 'exerciseRun.e.-', target, state };
const HANA = { userUuid: 'hana', aliasUuid: 'alias' };

const results =
  (settled: Record<string, SettledAnswer>) =>
  (key: string): SettledAnswer | null =>
    settled[key] ?? null;

beforeEach(() => {
  localStorage.clear();
  reading.mockClear();
  provideKinds(() => Promise.resolve((type: number) => (type === 7 ? kind : null)));
});

describe('the end of a run waiting for its marks', () => {
  it('is counted from its answers’ results as the screen counts them, a failed one skipped', async () => {
    const call = await endCallWhenMarked(
      end,
      results({
        k2: { value: logged(false), stored: false },
        k3: { value: logged(true), stored: true },
        k4: { failed: true },
      }),
    );
    expect(call).toEqual({
      operation: 'endExercise',
      args: [
        'course',
        7,
        'e',
        { logId: -7, numCorrectAnswers: 2, numIncorrectAnswers: 1, numSkipped: 1 },
      ],
    });
    // A stored result reaches the kind as a result of its call's operation.
    expect(reading.mock.calls.map(([result]) => result)).toEqual([
      { operation: 'logExerciseAnswer', value: logged(false) },
      { operation: 'logExerciseAnswer', value: logged(true) },
    ]);
  });

  it.each([
    ['a field missing', { isCorrect: true }],
    ['a field of another type', { ...logged(true), isCorrect: 'yes' }],
    ['nothing', null],
  ])(
    'is not counted from a stored result that does not match its schema (%s)',
    async (_, value) => {
      const settledOf = results({
        k2: { value: logged(false), stored: false },
        k3: { value, stored: true },
        k4: { failed: true },
      });
      await expect(endCallWhenMarked(end, settledOf)).rejects.toThrow();
      // The kind never reads it (nor counts it as right).
      expect(reading.mock.calls.map(([result]) => result.value)).toEqual([logged(false)]);
    },
  );

  it('is not counted while an answer has no result, nor without its kind', async () => {
    await expect(
      endCallWhenMarked(end, results({ k2: { failed: true }, k4: { failed: true } })),
    ).rejects.toThrow();
    const unknownKind = { ...end, target: { ...target, exerciseType: 99 } };
    await expect(endCallWhenMarked(unknownKind, results({}))).rejects.toThrow();
  });

  it('reopens its run in a new tab for its owner only, with the end made', () => {
    const variables = {
      callId: 'end-call',
      idempotencyKey: 'end-key',
      ...deferredEndCall(end),
      scope: 'run:-7',
      enqueuedAt: 1,
      owner: HANA,
    };
    putWaiting('user.hana', [
      {
        mutationKey: ['call', DEFERRED_END],
        scope: { id: 'run:-7' },
        state: { status: 'pending', variables },
      },
    ]);
    expect(runWaitingForMarks('exerciseRun.e.-', HANA)).toEqual({
      ...state,
      endSent: {
        callId: 'end-call',
        call: { operation: DEFERRED_END, args: [end], idempotencyKey: 'end-key' },
      },
    });
    expect(runWaitingForMarks('exerciseRun.other.-', HANA)).toBeNull();
    expect(runWaitingForMarks('exerciseRun.e.-', { userUuid: 'ken', aliasUuid: 'k' })).toBeNull();
    expect(runWaitingForMarks('exerciseRun.e.-', null)).toBeNull();
  });
});

describe('the ends kept before in their own table (eigo.answerQueue.runEnds)', () => {
  const old = (extra: object = {}) => ({
    logId: -7,
    snapshotKey: 'exerciseRun.e.-',
    scope: 'run:-7',
    owner: HANA,
    target,
    idempotencyKey: 'end-key',
    state,
    results: { k2: { value: logged(false) }, k4: { failed: true } },
    endQueued: null,
    at: 5,
    ...extra,
  });

  it('are moved once to their owner’s calls: the end under its key, the results it counts', () => {
    localStorage.setItem(
      RUN_ENDS_STORAGE_KEY,
      JSON.stringify({ '-7': old(), '-8': old({ logId: -8, endQueued: { callId: 'x' } }) }),
    );
    migrateRunEnds();
    expect(localStorage.getItem(RUN_ENDS_STORAGE_KEY)).toBeNull();
    const kept = readWaiting('user.hana');
    expect(
      kept.map(({ mutationKey, state: { status, data, variables } }) => ({
        mutationKey,
        status,
        data,
        key: (variables as { idempotencyKey: string }).idempotencyKey,
      })),
    ).toEqual([
      {
        mutationKey: ['call', 'logExerciseAnswer'],
        status: 'success',
        data: logged(false),
        key: 'k2',
      },
      { mutationKey: ['call', 'logExerciseAnswer'], status: 'error', data: undefined, key: 'k4' },
      { mutationKey: ['call', DEFERRED_END], status: 'pending', data: undefined, key: 'end-key' },
    ]);
    expect(kept[2]!.state).toMatchObject({
      isPaused: true,
      variables: { operation: DEFERRED_END, args: [end], scope: 'run:-7', owner: HANA },
    });
    // The run reopens from it in a new tab, as one ended by this version.
    expect(runWaitingForMarks('exerciseRun.e.-', HANA)?.endSent?.call.idempotencyKey).toBe(
      'end-key',
    );
    migrateRunEnds();
    expect(readWaiting('user.hana')).toHaveLength(3);
  });

  it('moves nothing from malformed storage, and forgets it', () => {
    localStorage.setItem(RUN_ENDS_STORAGE_KEY, '{"x": {"logId": "no"}, "y": 3}');
    migrateRunEnds();
    localStorage.setItem(RUN_ENDS_STORAGE_KEY, 'not json');
    migrateRunEnds();
    expect(localStorage.getItem(RUN_ENDS_STORAGE_KEY)).toBeNull();
    expect(readWaiting('user.hana')).toEqual([]);
    expect(readWaiting('anyone')).toEqual([]);
  });
});
