import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  startExercise,
  startPracticeMode,
} from '../../../api/generated/endpoints/exercises/exercises';
import { startPersonalizedExercise } from '../../../api/generated/endpoints/practice/practice';
import type { EndExerciseResponse } from '../../../api/generated/model/endExerciseResponse';
import type { ExerciseDetails } from '../../../api/generated/model/exerciseDetails';
import type { ExerciseKind, Outcome, RunContext } from '../kinds/kind';
import { UnknownCallError } from './answer-queue';
import { afterPaint } from './after-paint';
import { answerQueue } from './app-answer-queue';
import { invalidateExerciseResults } from './invalidate-results';
import {
  allPracticeQuestions,
  drillQuestion,
  practiceQuestions,
  questionsOfPages,
} from './run-questions';
import { readRunSnapshot, runSnapshotKey, writeRunSnapshot } from './run-snapshot';
import {
  currentQuestion,
  endCounts,
  initialRunState,
  runReducer,
  type RunState,
} from './run-state';

/** Spec 9: a click within 500 ms of the last one does nothing. */
export const CLICK_THROTTLE_MS = 500;

type ExerciseTypeNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

export type RunTarget = {
  courseUuid: string;
  exerciseUuid: string;
  assignmentId: number | null;
  problemCount: number;
  schoolGrade: number;
  /** The live class the exercise is done in. */
  live: { sessionId: number; limitedModeId: number } | null;
  /** Personalised practice (skills): a drill type's practice operations. */
  personalised: boolean;
};

export type RunError = 'start' | 'answer' | 'end' | null;

/**
 * Runs one exercise session over the generated client and the answer queue: start, one queued
 * call per answer, the end once every answer is delivered; kept across reloads.
 */
export function useExerciseRun(
  details: ExerciseDetails,
  kind: ExerciseKind<unknown>,
  target: RunTarget,
) {
  const queryClient = useQueryClient();
  const exercise = details.exercise;
  const type = exercise.type as ExerciseTypeNumber;
  const snapshotKey = runSnapshotKey(
    target.personalised ? `p${type}` : exercise.uuid,
    target.assignmentId,
  );
  const [state, dispatch] = useReducer(
    runReducer,
    snapshotKey,
    (key): RunState => readRunSnapshot(key) ?? initialRunState,
  );
  const [error, setError] = useState<RunError>(null);
  const [starting, setStarting] = useState(false);
  const lastAction = useRef(new Map<string, number>());
  const shownAt = useRef(Date.now());

  // The run is saved just after each change is painted, and at once when the page goes away.
  const latest = useRef({ snapshotKey, state });
  useEffect(() => {
    latest.current = { snapshotKey, state };
    return afterPaint(() => writeRunSnapshot(snapshotKey, state));
  }, [snapshotKey, state]);
  useEffect(() => {
    const flush = () => writeRunSnapshot(latest.current.snapshotKey, latest.current.state);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  const run: RunContext | null = useMemo(
    () =>
      state.logId === null
        ? null
        : {
            courseUuid: details.course.uuid,
            exerciseType: type,
            exerciseUuid: exercise.uuid,
            logId: state.logId,
            mode: state.mode,
            personalised: target.personalised,
          },
    [details.course.uuid, exercise.uuid, type, state.logId, state.mode, target.personalised],
  );
  const scope = `run:${state.logId ?? 0}`;

  /** The same action on the same question again within 500 ms (a double click or tap) does nothing. */
  const throttled = (action: string) => {
    const now = Date.now();
    if (now - (lastAction.current.get(action) ?? 0) < CLICK_THROTTLE_MS) return true;
    lastAction.current.set(action, now);
    return false;
  };

  const question = currentQuestion(state);
  useEffect(() => {
    if (state.screen === 'question') shownAt.current = Date.now();
  }, [state.screen, state.index, state.attempt]);

  // An answer that was on its way when the page was reloaded: its result still decides it.
  const pending = state.pending;
  useEffect(() => {
    if (!pending) return;
    let alive = true;
    const target = state.questions.find((q) => q.problemUuid === pending.problemUuid);
    const queue = answerQueue();
    queue
      .resultOf(pending.callId)
      // Delivered before a reload, its result gone with the page: the same key again brings the
      // backend's first answer back, and records nothing new.
      .catch((error: unknown) =>
        error instanceof UnknownCallError
          ? queue.enqueue({
              operation: pending.call.operation,
              args: pending.call.args,
              scope,
              idempotencyKey: pending.call.idempotencyKey,
            }).result
          : Promise.reject(error),
      )
      .then((result) => {
        if (!alive || !target) return;
        const outcome = kind.outcome(
          result,
          pending.skipped ? null : pending.answer,
          target,
          pending.attempt,
        );
        const final: Outcome = pending.skipped
          ? { ...outcome, skipped: true, correct: kind.unjudged ? null : false, nextAttempt: null }
          : outcome;
        dispatch({ type: 'answered', problemUuid: pending.problemUuid, outcome: final });
      })
      .catch(() => {
        if (!alive) return;
        setError('answer');
        dispatch({ type: 'answer-failed' });
      });
    return () => {
      alive = false;
    };
    // Only a new pending answer starts waiting for its result.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rest is read as it is then
  }, [pending?.callId]);

  const send = useCallback(
    (answer: unknown, skipped: boolean) => {
      if (!run || !question || state.pending || state.screen !== 'question') return;
      if (throttled(`answer:${question.problemUuid}:${state.attempt}`)) return;
      setError(null);
      const call = skipped
        ? kind.skipCall(run, question, state.attempt)
        : kind.answerCall(answer, run, question, state.attempt);
      const { id, idempotencyKey } = answerQueue().enqueue({ ...call, scope });
      dispatch({
        type: 'answer-sent',
        pending: {
          callId: id,
          call: { operation: call.operation, args: call.args, idempotencyKey },
          problemUuid: question.problemUuid,
          attempt: state.attempt,
          answer: skipped ? null : answer,
          skipped,
        },
      });
    },
    [run, question, state.pending, state.screen, state.attempt, kind, scope],
  );

  const begin = useCallback(
    async (options: { problemUuids?: string[] } = {}) => {
      if (starting || throttled('start')) return;
      setStarting(true);
      setError(null);
      try {
        if (target.personalised) {
          const all = questionsOfPages(exercise.pages);
          const chosen = options.problemUuids
            ? all.filter((q) => options.problemUuids!.includes(q.problemUuid))
            : all;
          const { logId } = await startPersonalizedExercise(type as 4 | 5 | 6, {
            assignmentId: target.assignmentId,
            cardSetUuid: exercise.cardSetUuid,
            problemUuids: chosen.map((q) => q.problemUuid),
            schoolGrade: target.schoolGrade as never,
          });
          dispatch({ type: 'started', logId, questions: chosen, mode: 'test' });
          return;
        }
        const response = await startExercise(details.course.uuid, type, exercise.uuid, {
          assignmentId: target.assignmentId,
          cardSetUuid: kind.drill ? exercise.cardSetUuid : undefined,
          problemUuids: options.problemUuids ?? null,
          limitedModeId: target.live?.limitedModeId ?? null,
          sessionId: target.live?.sessionId ?? null,
          schoolGrade: target.schoolGrade as never,
          problemCount: target.problemCount,
        });
        const questions = response.questions
          ? response.questions.map(drillQuestion)
          : questionsOfPages(exercise.pages).filter(
              (q) => !options.problemUuids || options.problemUuids.includes(q.problemUuid),
            );
        dispatch({ type: 'started', logId: response.logId, questions, mode: 'test' });
      } catch {
        setError('start');
      } finally {
        setStarting(false);
      }
    },
    [starting, target, exercise, details.course.uuid, type, kind.drill],
  );

  /** Practice mode (drills): the chosen cards again, after a test run; earns no trophy. */
  const practise = useCallback(
    async (asked: string[]) => {
      // The kind may practise other problems than the result names (reading: the words).
      const problemUuids = kind.practiceProblems
        ? kind.practiceProblems(
            asked,
            state.questions,
            state.outcomes,
            allPracticeQuestions(exercise.practicePages),
          )
        : asked;
      if (state.logId === null || problemUuids.length === 0 || starting || throttled('start'))
        return;
      setStarting(true);
      setError(null);
      try {
        const { logId } = await startPracticeMode(details.course.uuid, type, exercise.uuid, {
          problemUuids,
          logId: state.logId,
        });
        const questions = practiceQuestions(exercise.practicePages, problemUuids);
        dispatch({ type: 'started', logId, questions, mode: 'practice' });
      } catch {
        setError('start');
      } finally {
        setStarting(false);
      }
    },
    [
      state.logId,
      state.questions,
      state.outcomes,
      starting,
      details.course.uuid,
      type,
      exercise,
      kind,
    ],
  );

  // The end: once every answer is delivered, the end call (through the queue as well).
  const finishing = state.screen === 'finishing' && !state.endFailed;
  useEffect(() => {
    if (!finishing || state.logId === null) return;
    let alive = true;
    const queue = answerQueue();
    // A scored kind (single sentence reading) ends with its score instead of the counts.
    const outcomes = state.questions.flatMap((q) => state.outcomes[q.problemUuid] ?? []);
    const score = kind.endBody?.(outcomes, state.mode) ?? null;
    const body = { logId: state.logId, ...(score ?? endCounts(state)) };
    void queue
      .whenIdle(scope)
      .then(() => {
        const call = target.personalised
          ? { operation: 'endPersonalizedExercise' as const, args: [type, body] }
          : {
              operation: 'endExercise' as const,
              args: [details.course.uuid, type, exercise.uuid, body],
            };
        return queue.enqueue({ ...call, scope }).result;
      })
      .then((result) => {
        void invalidateExerciseResults(queryClient);
        if (alive) dispatch({ type: 'ended', result: result as EndExerciseResponse });
      })
      .catch(() => {
        if (!alive) return;
        setError('end');
        dispatch({ type: 'end-failed' });
      });
    return () => {
      alive = false;
    };
    // The end starts once per finishing run.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rest is read as it is then
  }, [finishing, state.logId]);

  return {
    state,
    /** The run's context once started (what the kinds' calls and logs name). */
    context: run,
    error,
    starting,
    begin,
    practise,
    answer: (answer: unknown) => send(answer, false),
    skip: () => send(null, true),
    next: () => {
      if (!throttled(`continue:${state.index}:${state.attempt}`)) dispatch({ type: 'continue' });
    },
    retryEnd: () => {
      setError(null);
      dispatch({ type: 'retry-end' });
    },
    showReview: () => dispatch({ type: 'show-review' }),
    showResult: () => dispatch({ type: 'show-result' }),
    reset: () => dispatch({ type: 'reset' }),
    responseTimeStart: shownAt,
  };
}

export type ExerciseRun = ReturnType<typeof useExerciseRun>;
