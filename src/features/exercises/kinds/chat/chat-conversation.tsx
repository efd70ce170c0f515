import '../../exercises.css';
import './chat.css';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/ui/button';
import { audioService } from '../../../../lib/services/audio/audio-service';
import { answeredMessages, playerMessages, resultMessages } from '../../messages';
import { afterPaint } from '../../player/after-paint';
import { scrollToShow } from '../../player/sheet-scroll';
import { RunResult } from '../../player/components/run-result';
import { SavingStatus } from '../../player/components/saving-status';
import { RunBar } from '../../player/components/run-bar';
import type { KindScreenProps } from '../kind';
import {
  attemptOf,
  componentOf,
  expectedTextOf,
  type ChatLine,
  type ChatScript,
} from './chat-script';
import {
  chatProgress,
  isBotPlaying,
  runStatusOf,
  type ChatState,
  type FeedbackEntry,
} from './chat-state';
import { ChatFooter } from './components/chat-footer';
import { ChatProgress } from './components/chat-progress';
import { ChatReview } from './components/chat-review';
import { ChatTranscript } from './components/chat-transcript';
import { chatMessages } from './messages';
import { useChatRun } from './use-chat-run';

const linesOf = (script: ChatScript): ChatLine[] => [
  ...script.intro,
  ...script.order.flatMap((uuid) => script.turns[uuid]?.lines ?? []),
  ...script.closing,
];

/** The coach's latest word, if any. */
const lastFeedback = (state: ChatState): FeedbackEntry | null =>
  state.transcript.findLast((entry): entry is FeedbackEntry => entry.type === 'feedback') ?? null;

/** How near her last miss of the current problem was (null: not measured, or no miss). */
function previousCloseness(state: ChatState) {
  const feedback = lastFeedback(state);
  return feedback && feedback.problemUuid === state.problemUuid ? feedback.closeness : null;
}

/**
 * What a screen reader hears when the learner's turn comes (after a close miss 「おしい！」 with
 * the help), or an answer is judged (after the last miss, what she could have said).
 */
function useAnnouncement(state: ChatState): string {
  const intl = useIntl();
  const [text, setText] = useState('');
  const { status, problemUuid, attempt, judged, script } = state;
  const turn = problemUuid ? script?.turns[problemUuid] : undefined;
  let next: string | null = null;
  if (status === 'ProblemWaitingForUserAnswer' && turn) {
    const { components } = attemptOf(turn.problem, attempt);
    const task = componentOf(components, 'INSTRUCTION')?.text ?? '';
    const help =
      componentOf(components, 'MODEL_ANSWER')?.text ??
      componentOf(components, 'KEY_PHRASE')?.text ??
      task;
    next =
      attempt === 0
        ? intl.formatMessage(chatMessages.announceTurn, { task })
        : intl.formatMessage(
            previousCloseness(state) === 'close'
              ? chatMessages.announceClose
              : chatMessages.announceRetry,
            { help },
          );
  } else if (status === 'ProblemFinished' && judged?.isCorrect) {
    next = intl.formatMessage(answeredMessages.correct);
  } else if (status === 'ProblemFinished' && judged?.transition) {
    const model = lastFeedback(state)?.correction ?? (turn ? expectedTextOf(turn.problem) : '');
    next = intl.formatMessage(chatMessages.announceMissed, { model });
  }
  // Derived during render; between the moments that say something, the last word stays.
  if (next !== null && next !== text) setText(next);
  return next ?? text;
}

/**
 * The chat conversation (exercise type 1), a messenger-like transcript with the speaking panel
 * as its footer: the scene, the start, the bot's lines played one by one, the learner's turns
 * with growing help over the attempts, the branches the server chooses, the closing lines and
 * the trophy. The chat kind's own screen (./chat-kind.ts), in the player's frame, on the run
 * core (./use-chat-run.ts, ./chat-state.ts).
 */
export function ChatConversation(props: KindScreenProps) {
  const { details, target } = props;
  const intl = useIntl();
  const run = useChatRun(details, target);
  const { state, script } = run;
  const [hints, setHints] = useState(false);
  const announcement = useAnnouncement(state);
  const startButton = useRef<HTMLButtonElement>(null);
  const reviewHeading = useRef<HTMLHeadingElement>(null);

  const runStatus = runStatusOf(state);
  const { onStatusChange } = props;
  useEffect(() => onStatusChange(runStatus), [runStatus, onStatusChange]);

  useEffect(() => {
    audioService.configure(props.audio);
  }, [props.audio]);

  // Every line's sound is fetched one after another, so the next one is ready when it is said.
  useEffect(() => {
    if (!script) return;
    audioService.preload(
      linesOf(script).flatMap((line) => (line.type === 'bot' && line.audio ? [line.audio] : [])),
    );
  }, [script]);

  // Each new bubble (and the learner's turn) comes into view with the footer, the least
  // distance: on a small screen a tall footer (the typed answer open) follows the newest bubble
  // instead of pushing it (the learner's miss and its verdict) under the top bar.
  const entries = state.transcript.length;
  const { status } = state;
  const screen = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (entries === 0) return;
    return afterPaint(() => {
      const root = screen.current;
      const newest = root?.querySelector('.chat-log__list > li:last-child');
      const footer = root?.querySelector('.chat-footer');
      if (!newest) return;
      const distance = scrollToShow(
        [newest, ...(footer ? [footer] : [])].map((element) => element.getBoundingClientRect()),
        root?.querySelector('.run-bar')?.getBoundingClientRect().bottom ?? 0,
        window.innerHeight,
      );
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      if (distance !== 0)
        window.scrollBy?.({ top: distance, behavior: reduce ? 'instant' : 'smooth' });
    });
  }, [entries, status]);

  // The start button takes the focus once the scene is set.
  useEffect(() => {
    if (status !== 'IntroWaitForUser') return;
    return afterPaint(() => {
      const active = document.activeElement;
      if (!active || active === document.body) startButton.current?.focus();
    });
  }, [status]);

  useEffect(() => {
    if (state.review) reviewHeading.current?.focus();
  }, [state.review]);

  const ended = status === 'Ended';
  const progress = chatProgress(state);
  const conversing = state.logId !== null && !state.ending && state.status !== 'ShowTrophy';

  return (
    <div ref={screen} className="exercise-player chat">
      <RunBar
        progress={
          state.logId !== null && !ended ? (
            <ChatProgress done={progress.done} total={progress.total} />
          ) : null
        }
        title={details.exercise.title}
        hints={hints}
        onHintsChange={setHints}
        onExit={props.onExit}
        settings={props.settings}
      />
      <SavingStatus />
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      {!script ? (
        <div className="notice notice--warning chat__problem" role="alert">
          <p>{intl.formatMessage(chatMessages.loadError)}</p>
          <Button variant="secondary" onClick={props.onExit}>
            {intl.formatMessage(chatMessages.back)}
          </Button>
        </div>
      ) : ended && !state.review && state.result ? (
        <RunResult
          result={state.result}
          delay={0}
          practice={false}
          // Without a trophy the conversation may be had again; a branching talk has no
          // "practise the ones you missed".
          retry="without-trophy"
          retryWords={chatMessages.again}
          missed={[]}
          all={state.asked}
          questionCount={state.asked.length}
          busy={false}
          nextExercise={props.onNextExercise}
          onReview={run.showReview}
          onRetryTest={run.restart}
          onFinish={() => props.onFinish(state.logId)}
        />
      ) : (
        <>
          <header className="chat__header">
            <p className="run-overview__where">
              {details.course.title} › {details.section.title}
            </p>
            {state.review ? (
              <h1 ref={reviewHeading} tabIndex={-1} className="chat__title">
                {intl.formatMessage(resultMessages.reviewTitle)}
              </h1>
            ) : (
              <h1 className="chat__title">{details.exercise.title}</h1>
            )}
            {details.exercise.instructions && !state.review ? (
              <p className="chat__instructions">{details.exercise.instructions}</p>
            ) : null}
          </header>

          {state.review ? (
            <>
              <ChatReview state={state} script={script} />
              <h2 className="chat-review__heading">{intl.formatMessage(chatMessages.reviewLog)}</h2>
            </>
          ) : null}

          <ChatTranscript
            entries={state.transcript}
            speaking={state.speaking}
            botBusy={isBotPlaying(status)}
          />

          {run.error === 'answer' ? (
            <p className="notice notice--warning" role="alert">
              {intl.formatMessage(playerMessages.answerError)}
            </p>
          ) : null}

          {state.logId === null ? (
            <div className="chat-footer chat-footer--start">
              {run.error === 'start' || run.error === 'start-offline' ? (
                <p className="notice notice--warning" role="alert">
                  {intl.formatMessage(
                    run.error === 'start' ? playerMessages.startError : playerMessages.startOffline,
                  )}
                </p>
              ) : null}
              <p className="chat-footer__note">{intl.formatMessage(chatMessages.startNote)}</p>
              <Button
                ref={startButton}
                className="chat-footer__start"
                disabled={status !== 'IntroWaitForUser' || run.starting}
                onClick={() => void run.begin()}
              >
                {intl.formatMessage(chatMessages.start)}
              </Button>
            </div>
          ) : conversing ? (
            <ChatFooter
              state={state}
              script={script}
              hints={hints}
              onToggleHints={() => setHints((shown) => !shown)}
              courseUuid={details.course.uuid}
              exerciseUuid={details.exercise.uuid}
              onAnswer={run.answer}
            />
          ) : state.review ? (
            <div className="chat-footer chat-footer--end">
              <Button onClick={run.showResult}>
                {intl.formatMessage(resultMessages.backToResult)}
              </Button>
            </div>
          ) : (
            <div className="chat-footer chat-footer--end">
              <p className="chat-footer__over">{intl.formatMessage(chatMessages.over)}</p>
              {state.endFailed ? (
                <div className="notice notice--warning" role="alert">
                  <p>{intl.formatMessage(playerMessages.endError)}</p>
                  <Button onClick={run.retryEnd}>{intl.formatMessage(playerMessages.retry)}</Button>
                </div>
              ) : status === 'ShowTrophy' ? (
                <p role="status">
                  {intl.formatMessage(
                    state.result ? resultMessages.waiting : playerMessages.finishing,
                  )}
                </p>
              ) : null}
            </div>
          )}
        </>
      )}
    </div>
  );
}
