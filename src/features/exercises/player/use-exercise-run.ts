import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  startExercise,
  startPracticeMode,
} from '../../../api/generated/endpoints/exercises/exercises';
import { startPersonalizedExercise } from '../../../api/generated/endpoints/practice/practice';
import type { ExerciseDetails } from '../../../api/generated/model/exerciseDetails';
import type { StartExerciseRequest } from '../../../api/generated/model/startExerciseRequest';
import type { ExerciseKind, Outcome, RunContext, RunTarget } from '../kinds/kind';
import {
  allPracticeQuestions,
  drillQuestion,
  practiceQuestions,
  questionsOfPages,
} from './run-questions';
import { isProvisionalLogId, provisionalLogId } from './provisional-log-id';
import { currentOwner } from './signed-in-learner';
import { offlineCalls } from './offline-calls';
import { isNetworkAway as isOffline } from './network-away';
import { runSnapshotKey } from './run-snapshot';
import { startsOffline } from '../../../lib/rules/offline-start';
import { deferredEndCall, runWaitingForMarks } from './deferred-run-end';
import {
  DEFERRED,
  endCallOf,
  markedOutcome,
  unloggedOutcome,
  unmarkedOutcomeOf,
  type RunEndTarget,
} from './run-outcomes';
import {
  awaitingMarks,
  currentQuestion,
  initialRunState,
  keptRunState,
  restoreRunState,
  runReducer,
  type RunEvent,
  type RunState,
} from './run-state';
import type { CallResult, OperationName } from './call-operations';
import { scopeOf, useRunCore, type RunCoreScreen } from './use-run-core';
import { useCallResults } from './use-call-results';

/** Spec 9: a click within 500 ms of the last one does nothing. */
const CLICK_THROTTLE_MS = 500;

type ExerciseTypeNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

/**
 * What an answer comes to: the backend's result of its call, the kind's judgement on the device
 * (null: nothing to tell, the demo) or DEFERRED (its marking waits for the network).
 */
type AnswerResult = CallResult | null | typeof DEFERRED;

/** How an answer's result reads as the question's outcome (a skip: skipped, and wrong if judged). */
function outcomeOf(
  kind: ExerciseKind<unknown>,
  result: AnswerResult,
  state: RunState,
): RunEvent | null {
  const { pending } = state;
  if (!pending) return null;
  const outcome =
    result === DEFERRED
      ? unmarkedOutcomeOf(kind, state, pending)
      : markedOutcome(kind, result, state, pending);
  return outcome && { type: 'answered', problemUuid: pending.problemUuid, outcome };
}

/**
 * Runs one exercise session of the question player on the run core (./use-run-core.ts): the
 * start, one queued call per answer (the kind's), the end with the counts (or the kind's score).
 */
export function useExerciseRun(
  details: ExerciseDetails,
  kind: ExerciseKind<unknown>,
  target: RunTarget,
) {
  const exercise = details.exercise;
  const type = exercise.type as ExerciseTypeNumber;
  const snapshotKey = runSnapshotKey(
    target.personalised ? `p${type}` : exercise.uuid,
    target.assignmentId,
  );
  const endTarget: RunEndTarget = {
    personalised: target.personalised,
    courseUuid: details.course.uuid,
    exerciseType: type,
    exerciseUuid: exercise.uuid,
  };
  const screen: RunCoreScreen<RunState, RunEvent, OperationName, null | typeof DEFERRED> = {
    snapshotKey,
    reducer: runReducer,
    initial: initialRunState,
    // A run finished with answers unmarked whose tab was closed comes back from its end waiting
    // in the stored calls (./deferred-run-end.ts): its marks and end's result show as in the tab.
    restore: (saved) => restoreRunState(saved) ?? runWaitingForMarks(snapshotKey, currentOwner()),
    keep: keptRunState,
    logIdOf: (state) => state.logId,
    scopePrefix: 'run',
    answer: {
      pending: (state) => state.pending,
      judged: (result, state) => outcomeOf(kind, result, state),
      failed: () => ({ type: 'answer-failed' }),
      // A run started offline is judged on the device, every answer of it (one judge per run).
      // A kind whose key stays on the server defers the marking of an answer given while the
      // device is offline, in a run started offline or not: the learner goes on meanwhile.
      local: (state) => {
        const { pending } = state;
        const question = state.questions.find((q) => q.problemUuid === pending?.problemUuid);
        if (!pending || !question) return null;
        if (kind.judgeOffline && isProvisionalLogId(state.logId))
          return { result: kind.judgeOffline(pending.skipped ? null : pending.answer, question) };
        // Not in a live class: the teacher follows its answers as they come.
        const defers = kind.deferredOffline && target.live === null && isOffline();
        return defers ? { result: DEFERRED } : null;
      },
    },
    end: {
      due: (state) => state.screen === 'finishing' && !state.endFailed,
      // Queued behind the answers: a run judged on the device, or one with answers not marked
      // yet, whose end's counts must match the logged answers: it is counted from their marks
      // when it goes (./deferred-run-end.ts), also if this tab is closed meanwhile.
      atOnce: (state) =>
        awaitingMarks(state) > 0 || (isProvisionalLogId(state.logId) && Boolean(kind.judgeOffline)),
      sent: (state) => state.endSent ?? null,
      sentEvent: (sent) => ({ type: 'end-sent', sent }),
      // A scored kind (single sentence reading) ends with its score instead of the counts.
      call: (state, logId) =>
        awaitingMarks(state) > 0
          ? deferredEndCall({ logId, snapshotKey, target: endTarget, state })
          : endCallOf(kind, state, logId, endTarget),
      ended: (result) => ({ type: 'ended', result }),
      failed: { type: 'end-failed' },
    },
  };
  const { state, dispatch, error, setError, enqueue } = useRunCore(screen);
  const [starting, setStarting] = useState(false);
  const lastAction = useRef(new Map<string, number>());
  const [createdAt] = useState(() => Date.now());
  const shownAt = useRef(createdAt);

  // Answers whose marking was deferred: each outcome comes from the backend's answer once the
  // call is delivered (also after a reload: the same call, made again under its key if its result
  // went with the page). An answer that fails for good was never logged: the backend counts its
  // problem as skipped, and so does the run. A result the kind cannot read stays unmarked (the
  // end keeps waiting) rather than guessed.
  const deferred = Object.values(state.deferred ?? {});
  useCallResults(deferred, scopeOf('run', state.logId), (answer, settled) => {
    let outcome: Outcome | null = null;
    try {
      outcome =
        'result' in settled
          ? markedOutcome(kind, settled.result, state, answer)
          : unloggedOutcome();
    } catch {
      // Unread: stays unmarked.
    }
    if (outcome) dispatch({ type: 'marked', problemUuid: answer.problemUuid, outcome });
  });

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

  const send = useCallback(
    (answer: unknown, skipped: boolean) => {
      if (!run || !question || state.pending || state.screen !== 'question') return;
      if (throttled(`answer:${question.problemUuid}:${state.attempt}`)) return;
      setError(null);
      const call = skipped
        ? kind.skipCall(run, question, state.attempt)
        : kind.answerCall(answer, run, question, state.attempt);
      dispatch({
        type: 'answer-sent',
        pending: {
          ...enqueue(call, run.logId),
          problemUuid: question.problemUuid,
          attempt: state.attempt,
          answer: skipped ? null : answer,
          skipped,
        },
      });
    },
    [run, question, state.pending, state.screen, state.attempt, kind, enqueue, dispatch, setError],
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
        const body: StartExerciseRequest = {
          assignmentId: target.assignmentId,
          cardSetUuid: kind.drill ? exercise.cardSetUuid : undefined,
          problemUuids: options.problemUuids ?? null,
          limitedModeId: target.live?.limitedModeId ?? null,
          sessionId: target.live?.sessionId ?? null,
          schoolGrade: target.schoolGrade as never,
          problemCount: target.problemCount,
        };
        const pageQuestions = () =>
          questionsOfPages(exercise.pages).filter(
            (q) => !options.problemUuids || options.problemUuids.includes(q.problemUuid),
          );
        // One key for the start, tried now and, if the network is away, queued: a start that
        // reached the backend before the connection dropped is never made twice.
        const idempotencyKey = crypto.randomUUID();
        // A kind judged on the device or with deferred marking, whose questions are the pages
        // (src/lib/rules/offline-start.ts: the rule the download panel marks rows by), may start
        // offline outside a live class (the teacher follows it live).
        const offlineRun = startsOffline(type) && target.live === null;
        const startOffline = () => {
          const logId = provisionalLogId();
          const args = [details.course.uuid, type, exercise.uuid, body];
          enqueue({ operation: 'startExercise', args }, logId, {
            idempotencyKey,
            providesLogId: logId,
          });
          dispatch({ type: 'started', logId, questions: pageQuestions(), mode: 'test' });
        };
        if (offlineRun && isOffline()) {
          startOffline();
          return;
        }
        try {
          const response = await startExercise(details.course.uuid, type, exercise.uuid, body, {
            headers: { 'Idempotency-Key': idempotencyKey },
          });
          const questions = response.questions
            ? response.questions.map(drillQuestion)
            : pageQuestions();
          dispatch({ type: 'started', logId: response.logId, questions, mode: 'test' });
        } catch (error) {
          if (offlineRun && isOffline(error)) startOffline();
          else setError(isOffline(error) ? 'start-offline' : 'start');
        }
      } catch (error) {
        setError(isOffline(error) ? 'start-offline' : 'start');
      } finally {
        setStarting(false);
      }
    },
    [starting, target, exercise, details.course.uuid, type, kind, enqueue, dispatch, setError],
  );

  /**
   * Practice mode (drills): the cards chosen on the overview, or the missed ones again after a
   * run. It earns no trophy and finishes no assignment, whatever the run before it was.
   */
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
      if (problemUuids.length === 0 || starting || throttled('start')) return;
      setStarting(true);
      setError(null);
      try {
        // After a run the practice follows it; from the overview it follows none.
        // A run started offline is named by its real log id once its start was delivered.
        const after = state.logId === null ? null : offlineCalls().realLogId(state.logId);
        const { logId } = await startPracticeMode(details.course.uuid, type, exercise.uuid, {
          problemUuids,
          ...(after === null ? {} : { logId: after }),
        });
        const questions = practiceQuestions(exercise.practicePages, problemUuids, exercise.pages);
        dispatch({ type: 'started', logId, questions, mode: 'practice' });
      } catch (error) {
        setError(isOffline(error) ? 'start-offline' : 'start');
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
      dispatch,
      setError,
    ],
  );

  return {
    state,
    /** The run's context once started (what the kinds' calls and logs name). */
    context: run,
    /** The backend's log id of the run (null while a start queued offline is not delivered). */
    serverLogId: () => (state.logId === null ? null : offlineCalls().realLogId(state.logId)),
    /** The run started offline and its end waits in the queue for the network. */
    queuedOffline: isProvisionalLogId(state.logId),
    /** How many answers wait to be marked by the backend (given offline, deferred marking). */
    awaitingMarks: awaitingMarks(state),
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
