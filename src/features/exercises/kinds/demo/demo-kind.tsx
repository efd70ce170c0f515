import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useKeyboardTips } from '../../../../hooks/use-keyboard-tips';
import { useAudioState } from '../../../../lib/services/audio/use-audio-state';
import { Button } from '../../../../components/ui/button';
import type { ExerciseAnswerLogRequest } from '../../../../api/generated/model/exerciseAnswerLogRequest';
import type { AnswerCall, ExerciseKind, PlayerQuestion, QuestionProps, RunContext } from '../kind';
import { itemOfType, useResponseClock } from '../choice/choice-answer';
import { demoLineWords, demoMessages as m } from './messages';
import './demo.css';

// Demo (type 2): the model dialogue, one line a step, to listen to and repeat (not judged). The
// player plays the line (the cue says to listen); then it is the learner's turn, given time to
// say it (words × 0.6 s + 1.5 s, a calm bar filling meanwhile; the cue says to say it), then the
// button turns primary (the cue says to go on once said). The words follow what the learner has
// done: nothing says "again" before the learner has said anything. One tap on it (or Enter) logs the line as
// said and goes straight on to the next line, which plays: no feedback sheet in between. The run
// counts lines, not questions ("3 / 8 行目").

/** What a demo line sends: how long the learner took. The answer logged is the line itself. */
export type DemoAnswer = { responseTime: number };

const WORD_MS = 600;
const REST_MS = 1500;

/** How long to give the learner to repeat the line, in ms. */
export function repeatPaceMs(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return words * WORD_MS + REST_MS;
}

const itemOf = (question: PlayerQuestion) => itemOfType(question, 'DEMO_LINE');

const logExerciseAnswerCall = (
  run: RunContext,
  body: ExerciseAnswerLogRequest,
): AnswerCall<'logExerciseAnswer'> => ({
  operation: 'logExerciseAnswer',
  args: [run.courseUuid, run.exerciseType, run.exerciseUuid, body],
});

/** Enter goes to the element when it is a control of its own (or inside a dialog). */
function enterBelongsElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    target.closest(
      'button, a[href], input, textarea, select, summary, [role="button"], dialog, [role="dialog"], [role="alertdialog"]',
    ) !== null
  );
}

/** The cue before the learner speaks (listen, then say it) and after (go on). */
const CUES = { listen: m.listenCue, turn: m.repeatCue, ready: m.readyCue } as const;

function DemoQuestion({ question, onAnswer, disabled }: QuestionProps<DemoAnswer>) {
  const intl = useIntl();
  const keyboardTips = useKeyboardTips();
  const elapsed = useResponseClock();
  const item = itemOf(question);
  const pace = repeatPaceMs(item?.text ?? '');
  const [ready, setReady] = useState(false);
  // The line (or any sound) playing: the learner listens first; the turn starts when it ends.
  const listening = useAudioState().playing !== null;
  const phase: 'listen' | 'turn' | 'ready' = ready ? 'ready' : listening ? 'listen' : 'turn';

  useEffect(() => {
    if (ready || listening) return undefined;
    const timer = window.setTimeout(() => setReady(true), pace);
    return () => window.clearTimeout(timer);
  }, [pace, ready, listening]);

  const next = () => {
    if (!disabled) onAnswer({ responseTime: elapsed() });
  };
  const nextRef = useRef(next);
  useEffect(() => {
    nextRef.current = next;
  });

  useEffect(() => {
    if (disabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.isComposing || event.keyCode === 229 || event.repeat)
        return;
      if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.defaultPrevented || enterBelongsElsewhere(event.target)) return;
      event.preventDefault();
      nextRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [disabled]);

  if (!item) return null;
  return (
    <div className={`demo-line demo-line--${item.speaker.role}`}>
      <p className="demo-line__instruction">{intl.formatMessage(m.instruction)}</p>
      <p className="demo-line__speaker">
        <img className="demo-line__avatar" src={item.speaker.avatarUrl} alt="" />
        <span>{item.speaker.name}</span>
      </p>
      <div className="demo-line__bubble">
        <p className="demo-line__text" lang="en">
          {item.text}
        </p>
        <p className="demo-line__translation" lang="ja">
          {item.translation}
        </p>
      </div>
      <div className="demo-line__repeat">
        <p className="demo-line__cue">{intl.formatMessage(CUES[phase])}</p>
        <div className="demo-line__pace" aria-hidden="true">
          {phase !== 'listen' ? (
            <div className="demo-line__pace-fill" style={{ animationDuration: `${pace}ms` }} />
          ) : null}
        </div>
      </div>
      <div className="demo-line__actions">
        <Button
          variant={ready ? 'primary' : 'secondary'}
          className="demo-line__next"
          onClick={next}
          disabled={disabled}
          aria-keyshortcuts="Enter"
        >
          {intl.formatMessage(m.next)}
        </Button>
        {keyboardTips ? (
          <span className="demo-line__hint" aria-hidden="true">
            {intl.formatMessage(m.enterHint)}
          </span>
        ) : null}
      </div>
    </div>
  );
}

export const demoKind: ExerciseKind<DemoAnswer, 'logExerciseAnswer'> = {
  Question: DemoQuestion,
  reviewText: (question) => itemOf(question)?.text ?? '',
  answerCall: (answer, run, question) =>
    logExerciseAnswerCall(run, {
      logId: run.logId,
      problemUuid: question.problemUuid,
      answer: itemOf(question)?.text ?? '',
      skipped: false,
      responseTime: answer.responseTime,
    }),
  skipCall: (run, question) =>
    logExerciseAnswerCall(run, {
      logId: run.logId,
      problemUuid: question.problemUuid,
      answer: null,
      skipped: true,
    }),
  outcome: (_result, answer, question) => ({
    correct: null,
    skipped: answer === null,
    given: null,
    correction: null,
    meaning: itemOf(question)?.translation ?? null,
    nextAttempt: null,
    learnStatus: null,
  }),
  // Not judged: nothing of the backend's answer is read, so it plays offline as it does online.
  judgeOffline: () => null,
  unjudged: true,
  advancesOnAnswer: true,
  stepWords: demoLineWords,
};
