import { describe, expect, it } from 'vitest';
import type { EndExerciseResponse } from '../../../../api/generated/model/endExerciseResponse';
import type { RecognizedAnswer } from '../../speaking/speaking-task';
import { conversationAnswerBody } from './chat-answer';
import { chatScriptOf, expectedTextOf, type ChatScript } from './chat-script';
import {
  CHAT_STATUSES,
  chatEndCounts,
  chatProgress,
  chatReducer,
  initialChatState,
  isBotPlaying,
  isFooterEnabled,
  restoreChatState,
  runStatusOf,
  type ChatAnswerResult,
  type ChatEvent,
  type ChatState,
  type ChatStatus,
} from './chat-state';
import { CHAT_PAGES, P } from './test-fixture';
import type { SentCall } from '../../player/call-operations';

const script = chatScriptOf(CHAT_PAGES) as ChatScript;
const run = (events: ChatEvent[], from: ChatState = initialChatState) =>
  events.reduce(chatReducer, from);

/** Lets the bot say everything it has queued (each line shown, then played). */
function playAll(state: ChatState): ChatState {
  let current = state;
  for (let guard = 0; isBotPlaying(current.status) && guard < 50; guard += 1) {
    const event: ChatEvent =
      current.speaking !== null
        ? { type: 'line-played', id: current.speaking }
        : current.queue.length > 0
          ? { type: 'line-shown' }
          : { type: 'line-played', id: null };
    current = chatReducer(current, event);
  }
  return current;
}

const result = (
  isCorrect: boolean,
  transition: boolean,
  nextProblemUuid: string | null = null,
): ChatAnswerResult => ({ isCorrect, transition, nextProblemUuid });

const sent = (callId: string): SentCall<'submitConversationAnswer'> => ({
  callId,
  call: { operation: 'submitConversationAnswer', args: [], idempotencyKey: `key-${callId}` },
});

const endSent = (callId: string): SentCall<'endExercise'> => ({
  callId,
  call: { operation: 'endExercise', args: [], idempotencyKey: `key-${callId}` },
});

/** From the learner's turn: an answer, judged. */
const answer = (state: ChatState, judged: ChatAnswerResult, text = 'Hello', callId = 'c1') =>
  run(
    [
      { type: 'answer-sent', sent: sent(callId), text, input: 'voice' },
      { type: 'answer-result', callId, result: judged },
    ],
    state,
  );

const toIntroEnd = () => playAll(run([{ type: 'opened', script }]));
/** At the learner's turn of the first problem. */
const firstTurn = () =>
  run([{ type: 'problem-shown' }], playAll(run([{ type: 'started', logId: 9 }], toIntroEnd())));
const toTurn = (state: ChatState) => run([{ type: 'problem-shown' }], playAll(state));

describe('chatScriptOf', () => {
  it('reads the scene, the turns in page order, their lines and the closing lines', () => {
    expect(script.intro.map((line) => line.type)).toEqual(['image', 'narration']);
    expect(script.order).toEqual([P.hello, P.club, P.tennis, P.noClub, P.bye]);
    expect(script.turns[P.club]!.lines.map((line) => line.type === 'bot' && line.text)).toEqual([
      'Nice to meet you.',
      'Are you in a club?',
    ]);
    expect(script.turns[P.club]!.problem.attempts).toHaveLength(3);
    expect(script.closing).toEqual([
      expect.objectContaining({
        type: 'bot',
        text: 'Have a nice day!',
        translation: 'Have a nice day!（訳）',
      }),
    ]);
    expect(expectedTextOf(script.turns[P.hello]!.problem)).toBe("Hi, I'm Haru.");
  });

  it('is null for pages that make no conversation', () => {
    expect(chatScriptOf(undefined)).toBeNull();
    expect(chatScriptOf([CHAT_PAGES[0]!])).toBeNull();
    const withoutProblem = { ...CHAT_PAGES[1]!, body: CHAT_PAGES[1]!.body.slice(0, 1) };
    expect(chatScriptOf([CHAT_PAGES[0]!, withoutProblem])).toBeNull();
  });

  it('listens for the key phrase when no attempt has a model answer', () => {
    const problem = script.turns[P.hello]!.problem;
    const noModel = { ...problem, attempts: problem.attempts.slice(0, 2) };
    expect(expectedTextOf(noModel)).toBe('Hi,');
  });
});

describe('chatReducer: the intro', () => {
  it('starts Initializing, with the footer disabled and nothing to leave', () => {
    expect(initialChatState.status).toBe('Initializing');
    expect(isFooterEnabled(initialChatState)).toBe(false);
    expect(runStatusOf(initialChatState)).toBe('initial');
  });

  it('plays the scene line by line (shown, then played), then waits for the learner', () => {
    const opened = run([{ type: 'opened', script }]);
    expect(opened.status).toBe('IntroBotPlaying');
    expect(opened.queue).toHaveLength(2);
    const shown = chatReducer(opened, { type: 'line-shown' });
    expect(shown.transcript).toEqual([expect.objectContaining({ type: 'image', id: 'e1' })]);
    expect(shown.speaking).toBe('e1');
    // Nothing more appears while a line is being said, and another line's end changes nothing.
    expect(chatReducer(shown, { type: 'line-shown' })).toBe(shown);
    expect(chatReducer(shown, { type: 'line-played', id: 'e9' })).toBe(shown);
    const played = chatReducer(shown, { type: 'line-played', id: 'e1' });
    expect(played).toMatchObject({ status: 'IntroBotPlaying', speaking: null });
    const waiting = playAll(played);
    expect(waiting.status).toBe('IntroWaitForUser');
    expect(waiting.transcript.map((entry) => entry.type)).toEqual(['image', 'narration']);
    expect(isFooterEnabled(waiting)).toBe(false);
    expect(runStatusOf(waiting)).toBe('initial');
  });

  it('opens once, and goes straight to the start without a scene', () => {
    const opened = run([{ type: 'opened', script }]);
    expect(chatReducer(opened, { type: 'opened', script })).toBe(opened);
    const bare = run([{ type: 'opened', script: { ...script, intro: [] } }]);
    expect(chatReducer(bare, { type: 'line-played', id: null }).status).toBe('IntroWaitForUser');
  });

  it('starts the conversation only from IntroWaitForUser: the first turn, its bot lines', () => {
    const opened = run([{ type: 'opened', script }]);
    expect(chatReducer(opened, { type: 'started', logId: 9 })).toBe(opened);
    const started = run([{ type: 'started', logId: 9 }], toIntroEnd());
    expect(started).toMatchObject({
      status: 'MsgBotPlaying',
      logId: 9,
      problemUuid: P.hello,
      attempt: 0,
      asked: [P.hello],
    });
    expect(started.queue).toEqual([expect.objectContaining({ text: "Hi! I'm Emma." })]);
    expect(runStatusOf(started)).toBe('in-progress');
  });
});

describe('chatReducer: a turn', () => {
  it('shows the problem after the bot, then waits for the answer with the footer enabled', () => {
    const displaying = playAll(run([{ type: 'started', logId: 9 }], toIntroEnd()));
    expect(displaying.status).toBe('ProblemDisplaying');
    expect(displaying.transcript.at(-1)).toMatchObject({ type: 'bot', text: "Hi! I'm Emma." });
    expect(isFooterEnabled(displaying)).toBe(false);
    const waiting = chatReducer(displaying, { type: 'problem-shown' });
    expect(waiting.status).toBe('ProblemWaitingForUserAnswer');
    expect(isFooterEnabled(waiting)).toBe(true);
    expect(chatReducer(waiting, { type: 'problem-shown' })).toBe(waiting);
  });

  it('enables the footer in no other status', () => {
    const enabled = CHAT_STATUSES.filter((status: ChatStatus) =>
      isFooterEnabled({ ...initialChatState, status }),
    );
    expect(enabled).toEqual(['ProblemWaitingForUserAnswer']);
  });

  it('takes an answer as a checking bubble and processes it; not a second one, not an empty one', () => {
    const waiting = firstTurn();
    expect(
      chatReducer(waiting, { type: 'answer-sent', sent: sent('c0'), text: '  ', input: 'voice' }),
    ).toBe(waiting);
    const processing = chatReducer(waiting, {
      type: 'answer-sent',
      sent: sent('c1'),
      text: " Hi, I'm Haru. ",
      input: 'typed',
    });
    expect(processing.status).toBe('ProblemProcessing');
    expect(isFooterEnabled(processing)).toBe(false);
    expect(processing.transcript.at(-1)).toEqual({
      type: 'learner',
      id: processing.pending!.entryId,
      problemUuid: P.hello,
      attempt: 0,
      text: "Hi, I'm Haru.",
      input: 'typed',
      verdict: 'checking',
    });
    expect(processing.pending).toMatchObject({ callId: 'c1', problemUuid: P.hello, attempt: 0 });
    expect(
      chatReducer(processing, { type: 'answer-sent', sent: sent('c2'), text: 'x', input: 'voice' }),
    ).toBe(processing);
  });

  it('needs a current problem for an answer', () => {
    const noProblem = { ...firstTurn(), problemUuid: null };
    expect(
      chatReducer(noProblem, { type: 'answer-sent', sent: sent('c1'), text: 'Hi', input: 'voice' }),
    ).toBe(noProblem);
    const waitingForStart = toIntroEnd();
    expect(
      chatReducer(waitingForStart, {
        type: 'answer-sent',
        sent: sent('c1'),
        text: 'Hi',
        input: 'voice',
      }),
    ).toBe(waitingForStart);
  });

  it('marks a correct answer and moves to the next turn in order', () => {
    const finished = answer(firstTurn(), result(true, true, P.club));
    expect(finished.status).toBe('ProblemFinished');
    expect(finished.transcript.at(-1)).toMatchObject({ type: 'learner', verdict: 'correct' });
    expect(finished.outcomes).toEqual({ [P.hello]: true });
    expect(isFooterEnabled(finished)).toBe(false);
    const next = chatReducer(finished, { type: 'continue' });
    expect(next).toMatchObject({ status: 'MsgBotPlaying', problemUuid: P.club, attempt: 0 });
    expect(next.queue).toHaveLength(2);
    expect(next.asked).toEqual([P.hello, P.club]);
  });

  it('ignores the result of another call and a continue before the judgement', () => {
    const waiting = firstTurn();
    const processing = chatReducer(waiting, {
      type: 'answer-sent',
      sent: sent('c1'),
      text: 'Hi',
      input: 'voice',
    });
    expect(
      chatReducer(processing, {
        type: 'answer-result',
        callId: 'other',
        result: result(true, true),
      }),
    ).toBe(processing);
    expect(chatReducer(processing, { type: 'continue' })).toBe(processing);
  });

  it('counts a retry after a miss with attempts left: the next attempt of the same problem', () => {
    const missed = answer(firstTurn(), result(false, false));
    expect(missed.transcript.at(-1)).toMatchObject({ verdict: 'retry', attempt: 0 });
    const second = chatReducer(missed, { type: 'continue' });
    expect(second).toMatchObject({ status: 'ProblemDisplaying', problemUuid: P.hello, attempt: 1 });
    const third = chatReducer(answer(toTurn(second), result(false, false), 'Hi', 'c2'), {
      type: 'continue',
    });
    expect(third).toMatchObject({ problemUuid: P.hello, attempt: 2 });
    // Past the last attempt, the last one's help stays.
    const beyond = chatReducer(answer(toTurn(third), result(false, false), 'Hi', 'c3'), {
      type: 'continue',
    });
    expect(beyond.attempt).toBe(2);
    expect(beyond.transcript.filter((entry) => entry.type === 'learner')).toHaveLength(3);
  });

  it('moves on after a final miss, counted incorrect, and a later right answer counts', () => {
    const finalMiss = answer(firstTurn(), result(false, true, P.club));
    expect(finalMiss.transcript.at(-2)).toMatchObject({ verdict: 'missed' });
    // A backend that does not name the answer: the model answer of the content is shown.
    expect(finalMiss.transcript.at(-1)).toMatchObject({
      type: 'feedback',
      last: true,
      closeness: null,
      correction: "Hi, I'm Haru.",
      audio: { url: `/content/audio/us/model-${P.hello}.mp3` },
    });
    expect(finalMiss.outcomes).toEqual({ [P.hello]: false });
    expect(chatReducer(finalMiss, { type: 'continue' }).problemUuid).toBe(P.club);
    // A miss, then the same problem answered right: it counts by its latest answer.
    const retried = chatReducer(answer(firstTurn(), result(false, false)), { type: 'continue' });
    const right = answer(toTurn(retried), result(true, true, P.club), 'Hi', 'c2');
    expect(chatEndCounts(right)).toEqual({
      numCorrectAnswers: 1,
      numIncorrectAnswers: 0,
      numSkipped: 0,
    });
  });

  it.each([
    // name, result → the learner's verdict, the coach's word (null: none)
    ['a backend that does not measure', result(false, false), 'retry', null],
    [
      'a close miss: the answer to compare with',
      { ...result(false, false), closeness: 'close', correction: "Hi, I'm Haru." },
      'close',
      { last: false, closeness: 'close', correction: "Hi, I'm Haru.", audio: null },
    ],
    [
      'a far miss: nothing given away',
      { ...result(false, false), closeness: 'far', correction: "Hi, I'm Haru." },
      'retry',
      { last: false, closeness: 'far', correction: null },
    ],
    [
      'the last miss, close: the nearest answer',
      { ...result(false, true, P.club), closeness: 'close', correction: "Hello, I'm Haru." },
      'missed',
      { last: true, closeness: 'close', correction: "Hello, I'm Haru.", audio: null },
    ],
    [
      'the last miss, far: the model answer with its sound',
      { ...result(false, true, P.club), closeness: 'far', correction: "Hi, I'm Haru." },
      'missed',
      {
        last: true,
        closeness: 'far',
        correction: "Hi, I'm Haru.",
        audio: { url: `/content/audio/us/model-${P.hello}.mp3`, britishUrl: null },
      },
    ],
    ['a right answer', { ...result(true, true, P.club), closeness: 'correct' }, 'correct', null],
  ] as const)('after %s', (_name, judged: ChatAnswerResult, verdict, feedback) => {
    const state = answer(firstTurn(), judged, "Hi, I'm");
    const learner = state.transcript.findLast((entry) => entry.type === 'learner');
    expect(learner).toMatchObject({ verdict, text: "Hi, I'm" });
    const coach = state.transcript.filter((entry) => entry.type === 'feedback');
    if (feedback === null) expect(coach).toEqual([]);
    else expect(coach).toEqual([expect.objectContaining({ ...feedback, given: "Hi, I'm" })]);
  });

  it('starts afresh from the result ("talk again"), only once the run has ended', () => {
    const turn = firstTurn();
    expect(chatReducer(turn, { type: 'restart' })).toBe(turn);
    const ended = { ...turn, status: 'Ended' as const, logId: 9, transcript: turn.transcript };
    expect(chatReducer(ended, { type: 'restart' })).toEqual(initialChatState);
  });

  it('branches by nextProblemUuid, skipping the turns of the other branch', () => {
    const club = toTurn(
      chatReducer(answer(firstTurn(), result(true, true, P.club)), { type: 'continue' }),
    );
    const toNoClub = chatReducer(answer(club, result(true, true, P.noClub), 'No', 'c2'), {
      type: 'continue',
    });
    expect(toNoClub).toMatchObject({ problemUuid: P.noClub, asked: [P.hello, P.club, P.noClub] });
    expect(toNoClub.queue).toEqual([expect.objectContaining({ text: "That's OK." })]);
    expect(chatProgress(toNoClub)).toEqual({ done: 3, total: 5 });
  });

  it('gives the answer back when it could not be sent: the bubble goes, the turn waits again', () => {
    const processing = chatReducer(firstTurn(), {
      type: 'answer-sent',
      sent: sent('c1'),
      text: 'Hi',
      input: 'voice',
    });
    expect(chatReducer(processing, { type: 'answer-failed', callId: 'other' })).toBe(processing);
    const failed = chatReducer(processing, { type: 'answer-failed', callId: 'c1' });
    expect(failed.status).toBe('ProblemWaitingForUserAnswer');
    expect(failed.pending).toBeNull();
    expect(failed.transcript.some((entry) => entry.type === 'learner')).toBe(false);
  });
});

const END: EndExerciseResponse = {
  trophy: 3,
  prevBestTrophy: null,
  moreCorrectAnswers: 0,
  finalScore: { correctCount: 1, incorrectCount: 0, skippedCount: 0 },
};

describe('chatReducer: the end', () => {
  const ending = () =>
    chatReducer(answer(firstTurn(), result(true, true, null)), { type: 'continue' });

  it('ends with the closing lines when the server names no next problem, then shows the trophy', () => {
    const closing = ending();
    expect(closing).toMatchObject({ status: 'MsgBotPlaying', ending: true, problemUuid: null });
    expect(closing.queue).toEqual([expect.objectContaining({ text: 'Have a nice day!' })]);
    expect(isFooterEnabled(closing)).toBe(false);
    expect(chatProgress(closing)).toEqual({ done: 5, total: 5 });
    const trophy = playAll(closing);
    expect(trophy.status).toBe('ShowTrophy');
    expect(trophy.transcript.at(-1)).toMatchObject({ type: 'bot', text: 'Have a nice day!' });
    expect(runStatusOf(trophy)).toBe('in-progress');
  });

  it('ends as well when the next problem is not in the script', () => {
    const lost = chatReducer(answer(firstTurn(), result(true, true, 'unknown')), {
      type: 'continue',
    });
    expect(lost).toMatchObject({ ending: true, problemUuid: null });
  });

  it('keeps the end call, shows the result, and the trophy after the wait (ShowTrophy, Ended)', () => {
    const trophy = playAll(ending());
    expect(chatReducer(trophy, { type: 'trophy-shown' })).toBe(trophy);
    const sentEnd = chatReducer(trophy, { type: 'end-sent', sent: endSent('end') });
    expect(sentEnd.endCall?.callId).toBe('end');
    const ended = chatReducer(sentEnd, { type: 'ended', result: END });
    expect(ended).toMatchObject({ status: 'ShowTrophy', result: END, endCall: null });
    expect(runStatusOf(ended)).toBe('finished');
    const shown = chatReducer(ended, { type: 'trophy-shown' });
    expect(shown.status).toBe('Ended');
    expect(chatReducer(shown, { type: 'show-review' }).review).toBe(true);
    expect(
      chatReducer(chatReducer(shown, { type: 'show-review' }), { type: 'show-result' }).review,
    ).toBe(false);
    expect(chatReducer(trophy, { type: 'show-review' })).toBe(trophy);
  });

  it('lets the learner try the end again after it failed', () => {
    const failed = chatReducer(playAll(ending()), { type: 'end-failed' });
    expect(failed.endFailed).toBe(true);
    expect(chatReducer(failed, { type: 'retry-end' }).endFailed).toBe(false);
  });
});

describe('restoreChatState', () => {
  it('brings back a conversation under way with the script, without replaying a line', () => {
    const saved = { ...firstTurn(), script: null, speaking: 'e3' };
    const restored = restoreChatState(JSON.parse(JSON.stringify(saved)), script);
    expect(restored).toMatchObject({
      status: 'ProblemWaitingForUserAnswer',
      logId: 9,
      speaking: null,
    });
    expect(restored?.script).toBe(script);
  });

  it('refuses anything else', () => {
    expect(restoreChatState(null, script)).toBeNull();
    expect(restoreChatState('junk', script)).toBeNull();
    expect(restoreChatState(toIntroEnd(), script)).toBeNull();
    expect(restoreChatState({ ...firstTurn(), status: 'Ended' }, script)).toBeNull();
    expect(restoreChatState({ ...firstTurn(), status: 'Dancing' }, script)).toBeNull();
    expect(restoreChatState({ ...firstTurn(), problemUuid: 'gone' }, script)).toBeNull();
  });
});

describe('conversationAnswerBody', () => {
  const spoken: RecognizedAnswer = {
    type: 'recognized',
    input: 'voice',
    recognition: {
      text: "hi i'm haru",
      displayText: "Hi, I'm Haru.",
      lexical: "hi i'm haru",
      pronScore: 87,
    },
    recordingUrl: '/recordings/r1.wav',
    seconds: 1.6,
    responseTimeMs: 2345.6,
    retries: 0,
  };

  it('sends the recognised text, its display form and the raw inputs; repeated after a miss', () => {
    expect(conversationAnswerBody(spoken, 9, P.hello, 1)).toEqual({
      logId: 9,
      problemUuid: P.hello,
      repeated: true,
      answer: "hi i'm haru",
      displayAnswer: "Hi, I'm Haru.",
      responseTime: 2346,
      rawInputs: {
        text: "hi i'm haru",
        displayText: "Hi, I'm Haru.",
        maskedDisplayText: "Hi, I'm Haru.",
        lexical: "hi i'm haru",
        maskedLexical: "hi i'm haru",
        pronScore: 87,
        utteranceUrl: '/recordings/r1.wav',
        seconds: 1.6,
      },
    });
    expect(conversationAnswerBody(spoken, 9, P.hello, 0).repeated).toBe(false);
  });

  it('keeps within the contract: no negative time, scores up to 100, texts up to 2000', () => {
    const odd: RecognizedAnswer = {
      ...spoken,
      input: 'typed',
      recognition: { text: 'a'.repeat(2100), displayText: '', lexical: 'a', pronScore: 140 },
      recordingUrl: null,
      responseTimeMs: -5,
    };
    const body = conversationAnswerBody(odd, 9, P.hello, 0);
    expect(body.answer).toHaveLength(2000);
    expect(body.displayAnswer).toHaveLength(2000);
    expect(body.responseTime).toBe(0);
    expect(body.rawInputs.pronScore).toBe(100);
    expect(body.rawInputs.utteranceUrl).toBeNull();
  });
});
