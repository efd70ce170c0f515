import './speaking-panel.css';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { LevelMeter } from '../../../components/ui/level-meter';
import { RecordButton } from '../../../components/ui/record-button';
import { RecordingPlayback } from '../../../components/ui/recording-playback';
import { audioService } from '../../../lib/services/audio/audio-service';
import { useKeyboardTips } from '../../../hooks/use-keyboard-tips';
import { isFreeSpace } from '../../../lib/services/keyboard-targets';
import { speakingMessages } from './messages';
import type { SpeakingTurn, SpeakingProblem } from './use-speaking-turn';

const PROBLEM_MESSAGES: Record<SpeakingProblem, MessageDescriptor> = {
  'permission-denied': speakingMessages.permissionDenied,
  'no-device': speakingMessages.noDevice,
  unsupported: speakingMessages.unsupported,
  unknown: speakingMessages.unknown,
  silent: speakingMessages.silent,
  timeout: speakingMessages.timeout,
  'not-heard': speakingMessages.notHeard,
  'recognition-failed': speakingMessages.recognitionFailed,
  connection: speakingMessages.connection,
};

export type SpeakingPanelProps = {
  turn: SpeakingTurn;
  disabled: boolean;
  /** Offer "can't speak now": a typed answer (recognition tasks only). */
  allowTyping?: boolean;
  /** Shown above the record button (what to say). */
  children?: ReactNode;
  /** The panel's own player of the learner's last recording (off when the kind shows it). */
  showPlayback?: boolean;
};

/**
 * "Can't speak now" lasts: once the learner types an answer, the next speaking questions of the
 * visit open with the typed field, until they record again.
 */
let typingPreferred = false;

/**
 * The answer control of a speaking question (learner-ux "Speaking"): one record button, press to
 * start and press to stop (Space does the same when no field or button has focus; the tip saying
 * so only for keyboard users), a level meter and a clear recording state, what is heard so far,
 * the learner's own recording to play next to the model, spec 8's messages, the switch to basic
 * mode on a connection problem, and a typed answer for a learner who cannot speak right now.
 */
export function SpeakingPanel({
  turn,
  disabled,
  allowTyping = false,
  children,
  showPlayback = true,
}: SpeakingPanelProps) {
  const intl = useIntl();
  const keyboardTips = useKeyboardTips();
  const [typing, setTyping] = useState(() => allowTyping && typingPreferred);
  const [typed, setTyped] = useState('');
  const typedId = useId();
  const noteId = useId();
  const typedField = useRef<HTMLInputElement>(null);
  const recording = turn.phase === 'recording';
  const busy =
    disabled ||
    turn.phase === 'processing' ||
    turn.phase === 'answered' ||
    turn.switching === 'saving';
  const percent = Math.round(turn.level * 100);

  // Space records when nothing else would take it (captured first, so the replay key does not).
  const { toggle } = turn;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isFreeSpace(event) || event.ctrlKey || event.repeat) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      toggle();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [toggle]);

  useEffect(() => {
    if (typing) typedField.current?.focus();
  }, [typing]);

  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() === '') return;
    typingPreferred = true;
    turn.answerTyped(typed);
    setTyped('');
  };

  return (
    <div className="speaking-panel">
      {children}
      <div className="speaking-panel__controls">
        <RecordButton
          recording={recording}
          label={intl.formatMessage(recording ? speakingMessages.stop : speakingMessages.record)}
          className="speaking-panel__record"
          onClick={() => {
            typingPreferred = false;
            turn.toggle();
          }}
          disabled={busy && !recording}
          aria-pressed={recording}
          aria-keyshortcuts="Space"
        />
        {recording ? (
          <LevelMeter
            level={turn.level}
            label={intl.formatMessage(speakingMessages.level)}
            valueText={intl.formatMessage(speakingMessages.levelText, { percent })}
          />
        ) : keyboardTips && !busy ? (
          // Only while Space can record: no "Space records too" beside a closed recorder.
          <span className="speaking-panel__key">
            {intl.formatMessage(speakingMessages.recordKey)}
          </span>
        ) : null}
      </div>

      <div className="speaking-panel__status" aria-live="polite">
        {turn.phase === 'requesting' ? (
          <p>{intl.formatMessage(speakingMessages.requesting)}</p>
        ) : null}
        {recording ? <p>{intl.formatMessage(speakingMessages.recording)}</p> : null}
        {turn.phase === 'processing' ? (
          <p>{intl.formatMessage(speakingMessages.processing)}</p>
        ) : null}
        {(recording || turn.phase === 'processing') && turn.partial ? (
          <p className="speaking-panel__partial" lang="en">
            <span className="visually-hidden">
              {intl.formatMessage(speakingMessages.heardSoFar)}:{' '}
            </span>
            {turn.partial}
          </p>
        ) : null}
      </div>

      {turn.problem ? (
        <div
          className={`speaking-panel__problem${turn.problem === 'connection' ? ' speaking-panel__problem--connection' : ''}`}
          role="alert"
        >
          <p>{intl.formatMessage(PROBLEM_MESSAGES[turn.problem])}</p>
          {turn.problem === 'connection' ? (
            <Button
              onClick={() => void turn.switchToBasic()}
              disabled={turn.switching === 'saving'}
            >
              {intl.formatMessage(
                turn.switching === 'saving'
                  ? speakingMessages.switching
                  : speakingMessages.switchToBasic,
              )}
            </Button>
          ) : null}
          {turn.switching === 'failed' ? (
            <p>{intl.formatMessage(speakingMessages.switchFailed)}</p>
          ) : null}
        </div>
      ) : null}

      {showPlayback && turn.ownRecordingUrl && !recording ? (
        <RecordingPlayback
          className="speaking-panel__playback"
          url={turn.ownRecordingUrl}
          onStart={() => audioService.stop()}
        />
      ) : null}

      {allowTyping ? (
        <div className="speaking-panel__typing">
          {typing ? (
            <form className="speaking-panel__typed-form" onSubmit={submitTyped}>
              <label htmlFor={typedId}>{intl.formatMessage(speakingMessages.typedLabel)}</label>
              <div className="speaking-panel__typed-row">
                <input
                  id={typedId}
                  ref={typedField}
                  className="speaking-panel__typed-field"
                  lang="en"
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  onKeyDown={(event) => {
                    // Never answer while an IME is composing (learner-ux).
                    if (
                      event.key === 'Enter' &&
                      (event.nativeEvent.isComposing || event.keyCode === 229)
                    )
                      event.preventDefault();
                  }}
                  autoComplete="off"
                  autoCapitalize="off"
                  autoCorrect="off"
                  spellCheck={false}
                  enterKeyHint="done"
                  disabled={busy}
                  aria-describedby={noteId}
                />
                <Button type="submit" disabled={busy || typed.trim() === ''}>
                  {intl.formatMessage(speakingMessages.typedSend)}
                </Button>
              </div>
              <p id={noteId} className="speaking-panel__typed-note">
                {intl.formatMessage(speakingMessages.typedNote)}
              </p>
            </form>
          ) : (
            <Button variant="link" onClick={() => setTyping(true)} disabled={busy}>
              {intl.formatMessage(speakingMessages.typeInstead)}
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}
