import { describe, expect, it } from 'vitest';
import type { Outcome, PlayerQuestion } from '../kinds/kind';
import {
  endCounts,
  initialRunState,
  questionsDone,
  runReducer,
  unansweredQuestions,
  type RunEvent,
  type RunState,
} from './run-state';

const question = (problemUuid: string): PlayerQuestion => {
  const item = { type: 'PLAIN_TEXT', text: problemUuid, translation: null } as const;
  return { problemUuid, item, body: [item], footer: [], audio: null };
};

const outcome = (over: Partial<Outcome> = {}): Outcome => ({
  correct: true,
  skipped: false,
  given: 'a',
  correction: null,
  meaning: null,
  nextAttempt: null,
  learnStatus: null,
  ...over,
});

const call = { operation: 'logExerciseAnswer' as const, args: [], idempotencyKey: 'k' };
const run = (events: RunEvent[], from: RunState = initialRunState) =>
  events.reduce(runReducer, from);
const started = run([
  { type: 'started', logId: 7, questions: [question('p1'), question('p2')], mode: 'test' },
]);
const answer = (problemUuid: string, result: Outcome, callId = `c-${problemUuid}`): RunEvent[] => [
  {
    type: 'answer-sent',
    pending: { callId, call, problemUuid, attempt: 0, answer: 'a', skipped: false },
  },
  { type: 'answered', problemUuid, outcome: result },
];

describe('the exercise session state machine', () => {
  it('starts in progress at the first question', () => {
    expect(initialRunState.status).toBe('initial');
    expect(started).toMatchObject({
      status: 'in-progress',
      screen: 'question',
      index: 0,
      logId: 7,
    });
  });

  it('stays initial when a start has no question', () => {
    expect(run([{ type: 'started', logId: 1, questions: [], mode: 'test' }]).status).toBe(
      'initial',
    );
  });

  it('goes question → answered → next question, and to finishing after the last', () => {
    const one = run(answer('p1', outcome()), started);
    expect(one.screen).toBe('answered');
    expect(questionsDone(one)).toBe(1);
    const two = run([{ type: 'continue' }], one);
    expect(two).toMatchObject({ screen: 'question', index: 1, attempt: 0 });
    const end = run([...answer('p2', outcome({ correct: false })), { type: 'continue' }], two);
    expect(end.screen).toBe('finishing');
    expect(unansweredQuestions(end)).toEqual([]);
  });

  it('ignores a second answer while one is on its way, and a result for another problem', () => {
    const sent = run(answer('p1', outcome()).slice(0, 1), started);
    const again = runReducer(sent, {
      type: 'answer-sent',
      pending: { callId: 'x', call, problemUuid: 'p1', attempt: 0, answer: 'b', skipped: false },
    });
    expect(again.pending?.callId).toBe('c-p1');
    expect(runReducer(sent, { type: 'answered', problemUuid: 'p2', outcome: outcome() })).toBe(
      sent,
    );
  });

  it('shows the same question again when the outcome allows another attempt (dictation)', () => {
    const missed = run(answer('p1', outcome({ correct: false, nextAttempt: 1 })), started);
    expect(questionsDone(missed)).toBe(0);
    const retry = runReducer(missed, { type: 'continue' });
    expect(retry).toMatchObject({ screen: 'question', index: 0, attempt: 1 });
  });

  it('goes back to the question when the answer failed for good', () => {
    const sent = run(answer('p1', outcome()).slice(0, 1), started);
    expect(runReducer(sent, { type: 'answer-failed' })).toMatchObject({
      screen: 'question',
      pending: null,
    });
  });

  it('counts the end from the latest outcome of each question; unjudged ones count nowhere', () => {
    const state = run(
      [
        ...answer('p1', outcome({ correct: false, nextAttempt: 1 })),
        { type: 'continue' },
        ...answer('p1', outcome({ correct: true }), 'c2'),
        { type: 'continue' },
        ...answer('p2', outcome({ correct: false, skipped: true })),
      ],
      started,
    );
    expect(endCounts(state)).toEqual({
      numCorrectAnswers: 1,
      numIncorrectAnswers: 0,
      numSkipped: 1,
    });
    const demo = run(answer('p1', outcome({ correct: null })), started);
    expect(endCounts(demo)).toEqual({
      numCorrectAnswers: 0,
      numIncorrectAnswers: 0,
      numSkipped: 0,
    });
  });

  it('finishes only from finishing, then moves between result and review', () => {
    const result = {
      trophy: 2 as const,
      prevBestTrophy: null,
      moreCorrectAnswers: 1,
      finalScore: { correctCount: 1, incorrectCount: 1, skippedCount: 0 },
    };
    expect(runReducer(started, { type: 'ended', result })).toBe(started);
    const finishing = run(
      [
        ...answer('p1', outcome()),
        { type: 'continue' },
        ...answer('p2', outcome()),
        { type: 'continue' },
      ],
      started,
    );
    const finished = runReducer(finishing, { type: 'ended', result });
    expect(finished).toMatchObject({ status: 'finished', screen: 'result', result });
    expect(runReducer(finished, { type: 'show-review' }).screen).toBe('review');
    expect(run([{ type: 'show-review' }, { type: 'show-result' }], finished).screen).toBe('result');
  });
});

describe('the learned status of a drill card', () => {
  const card = (uuid: string, learnedStatus: 0 | 1 | 2 | 3): PlayerQuestion => {
    const item = {
      type: 'DRILL_VOCABULARY',
      question: {
        uuid,
        type: 4,
        prompt: uuid,
        translation: null,
        options: [],
        audio: null,
        learnedStatus,
      },
    } as unknown as PlayerQuestion['item'];
    return { problemUuid: uuid, item, body: [item], footer: [], audio: null };
  };
  const statusOf = (state: RunState, uuid: string) => {
    const found = state.questions.find((q) => q.problemUuid === uuid)!;
    const item = found.item as { question: { learnedStatus: number } };
    expect(found.body[0]).toBe(found.item);
    return item.question.learnedStatus;
  };
  const moved = (newLearnStatus: 0 | 1 | 2 | 3) =>
    outcome({
      correct: newLearnStatus > 0,
      learnStatus: { newLearnStatus, hasIncreased: false, hasNewLearnedBadge: false },
    });

  it('is the latest an answer gave, for the rest of the run and the practice run after it', () => {
    const test = run([
      { type: 'started', logId: 1, questions: [card('c1', 1), card('c2', 2)], mode: 'test' },
      ...answer('c1', moved(0)),
    ]);
    expect(statusOf(test, 'c1')).toBe(0);
    expect(statusOf(test, 'c2')).toBe(2);
    // The practice pages still carry the status the exercise was loaded with.
    const practice = run(
      [{ type: 'started', logId: 2, questions: [card('c1', 1)], mode: 'practice' }],
      test,
    );
    expect(statusOf(practice, 'c1')).toBe(0);
    const again = run(
      [
        ...answer('c1', moved(1)),
        { type: 'started', logId: 3, questions: [card('c1', 0)], mode: 'practice' },
      ],
      practice,
    );
    expect(statusOf(again, 'c1')).toBe(1);
  });

  it('is left as it was for an answer that tells none', () => {
    const state = run([
      { type: 'started', logId: 1, questions: [card('c1', 2)], mode: 'test' },
      ...answer('c1', outcome()),
    ]);
    expect(statusOf(state, 'c1')).toBe(2);
  });
});
