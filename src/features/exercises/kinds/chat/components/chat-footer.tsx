import { useEffect, useId, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { SpeakerIcon } from '../../../../../components/ui/speaker-icon';
import { audioService } from '../../../../../lib/services/audio/audio-service';
import { playerMessages } from '../../../messages';
import { afterPaint } from '../../../player/after-paint';
import { langOf } from '../../../player/components/answered-sheet';
import { SpeakingPanel } from '../../../speaking/speaking-panel';
import type {
  SpeakingAnswer,
  SpeakingLogContext,
  SpeakingTask,
} from '../../../speaking/speaking-task';
import { useSpeakingTurn } from '../../../speaking/use-speaking-turn';
import { attemptOf, componentOf, expectedTextOf, type ChatScript } from '../chat-script';
import { previousAnswer, saidThePhrase } from '../chat-feedback';
import { isFooterEnabled, type ChatState } from '../chat-state';
import { chatMessages } from '../messages';

/**
 * The help of the current attempt: the task, then the key phrase or the model answer. A key phrase
 * she has already said is no news: the help says she has that part and asks for the rest.
 */
function AttemptHelp({
  state,
  script,
  hints,
  onToggleHints,
}: {
  state: ChatState;
  script: ChatScript;
  hints: boolean;
  onToggleHints: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const turn = state.problemUuid ? script.turns[state.problemUuid] : undefined;
  if (!turn) return null;
  const { components, hints: help } = attemptOf(turn.problem, state.attempt);
  const instruction = componentOf(components, 'INSTRUCTION');
  const phrase = componentOf(components, 'KEY_PHRASE');
  const model = componentOf(components, 'MODEL_ANSWER');
  const words = help?.words ?? [];
  const showWords = hints || turn.problem.showHints;
  const said = previousAnswer(state);
  const phraseSaid = phrase !== null && said !== null && saidThePhrase(said, phrase.text);
  return (
    <div className="chat-help" key={`${turn.problemUuid}:${state.attempt}`}>
      {instruction ? (
        <p className="chat-help__task" lang={langOf(instruction.text)}>
          {instruction.text}
        </p>
      ) : null}
      {phrase ? (
        <div className="chat-help__line">
          <span className="chat-help__label">
            {intl.formatMessage(phraseSaid ? chatMessages.keyPhraseSaid : chatMessages.keyPhrase)}
          </span>
          <span className="chat-help__phrase" lang="en">
            {phrase.text}
          </span>
        </div>
      ) : null}
      {model ? (
        <div className="chat-help__line chat-help__line--model">
          <span className="chat-help__label">{intl.formatMessage(chatMessages.modelAnswer)}</span>
          <span className="chat-help__phrase-row">
            <span className="chat-help__phrase" lang="en">
              {model.text}
            </span>
            {model.audio ? (
              <button
                type="button"
                className="chat-tool chat-tool--icon"
                aria-label={intl.formatMessage(chatMessages.playModel)}
                title={intl.formatMessage(chatMessages.playModel)}
                onClick={() => void audioService.play(model.audio!)}
              >
                <SpeakerIcon className="chat-tool__icon" />
              </button>
            ) : null}
          </span>
        </div>
      ) : null}
      {words.length > 0 ? (
        <div className="chat-help__hints">
          {turn.problem.showHints ? (
            <span className="chat-help__label" id={`${id}-label`}>
              {intl.formatMessage(chatMessages.hintWords)}
            </span>
          ) : (
            <button
              type="button"
              id={`${id}-label`}
              className="chat-tool"
              aria-expanded={showWords}
              aria-controls={`${id}-words`}
              onClick={onToggleHints}
            >
              {intl.formatMessage(chatMessages.hintWords)}
            </button>
          )}
          <ul
            id={`${id}-words`}
            className="chat-help__words"
            aria-labelledby={`${id}-label`}
            hidden={!showWords}
          >
            {words.map((word, index) => (
              <li key={index} lang="en">
                {word}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {state.status === 'ProblemProcessing' ? (
        <p className="chat-help__sending" role="status">
          {intl.formatMessage(playerMessages.sending)}
        </p>
      ) : null}
    </div>
  );
}

const isLostFocus = (element: Element | null) =>
  !element ||
  element === document.body ||
  !element.isConnected ||
  ((element instanceof HTMLButtonElement || element instanceof HTMLInputElement) &&
    element.disabled);

/**
 * The footer of the conversation, within thumb reach: whose turn it is, the attempt's help and
 * hint words, and the speaking panel (record, or type when speaking is not possible now). It is
 * disabled while the bot talks or an answer is being checked (spec 4.3).
 */
export function ChatFooter({
  state,
  script,
  hints,
  onToggleHints,
  courseUuid,
  exerciseUuid,
  onAnswer,
}: {
  state: ChatState;
  script: ChatScript;
  hints: boolean;
  onToggleHints: () => void;
  courseUuid: string;
  exerciseUuid: string;
  onAnswer: (answer: SpeakingAnswer) => void;
}) {
  const intl = useIntl();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const lastFocused = useRef<HTMLElement | null>(null);
  const turn = state.problemUuid ? script.turns[state.problemUuid] : undefined;
  const expectedText = turn ? expectedTextOf(turn.problem) : '';
  const task = useMemo<SpeakingTask>(() => ({ kind: 'recognize', expectedText }), [expectedText]);
  const log = useMemo<SpeakingLogContext>(
    () => ({
      courseUuid,
      exerciseType: 1,
      exerciseUuid,
      logId: state.logId,
      problemUuid: state.problemUuid,
    }),
    [courseUuid, exerciseUuid, state.logId, state.problemUuid],
  );
  const enabled = isFooterEnabled(state);
  const speaking = useSpeakingTurn({ task, log, disabled: !enabled, onAnswer });

  // Ready for the next answer (another attempt, another turn) once the last one is judged.
  const { phase, reset } = speaking;
  useEffect(() => {
    if (enabled && phase === 'answered') reset();
  }, [enabled, phase, reset]);

  // The focus never stays lost: back where it was (the record button, the typed answer), else
  // on this footer's heading.
  useEffect(
    () =>
      afterPaint(() => {
        if (!isLostFocus(document.activeElement)) return;
        const previous = lastFocused.current;
        if (previous && !isLostFocus(previous)) previous.focus();
        else heading.current?.focus();
      }),
    [enabled, state.problemUuid, state.attempt],
  );

  const showsTurn =
    state.problemUuid !== null &&
    [
      'ProblemDisplaying',
      'ProblemWaitingForUserAnswer',
      'ProblemProcessing',
      'ProblemFinished',
    ].includes(state.status);
  const talker = [...state.transcript].reverse().find((entry) => entry.type === 'bot');
  const name = talker?.type === 'bot' ? talker.speaker?.name : undefined;
  const attempts = turn?.problem.attempts.length ?? 1;

  return (
    <section
      className={`chat-footer${enabled ? ' chat-footer--ready' : ''}`}
      aria-labelledby={headingId}
      onFocus={(event) => {
        lastFocused.current = event.target;
      }}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="chat-footer__title">
        {showsTurn ? (
          <>
            {intl.formatMessage(chatMessages.yourTurn)}{' '}
            {state.attempt > 0 ? (
              <span className="chat-footer__attempt">
                {intl.formatMessage(chatMessages.attempt, {
                  attempt: state.attempt + 1,
                  attempts,
                })}
              </span>
            ) : null}
          </>
        ) : name ? (
          intl.formatMessage(chatMessages.talking, { name })
        ) : (
          intl.formatMessage(chatMessages.partnerTalking)
        )}
      </h2>
      <SpeakingPanel
        key={state.problemUuid ?? 'none'}
        turn={speaking}
        disabled={!enabled}
        allowTyping
      >
        {showsTurn ? (
          <AttemptHelp state={state} script={script} hints={hints} onToggleHints={onToggleHints} />
        ) : null}
      </SpeakingPanel>
    </section>
  );
}
