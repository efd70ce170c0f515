import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { ContentAudio } from '../../../../api/generated/model/contentAudio';
import { audioService } from '../../../../lib/services/audio/audio-service';
import { useAudioState } from '../../../../lib/services/audio/use-audio-state';
import { playerMessages } from '../../messages';
import { SpeakerIcon } from '../../../../components/ui/speaker-icon';
import { isTextField } from '../../../../lib/services/keyboard-targets';
import { useKeyboardTips } from '../../../../hooks/use-keyboard-tips';

/**
 * Replay and a one-tap slower replay of the question's sound. Ctrl+Space replays anywhere, Space
 * too when no text field or button has focus (the tip saying so only for a keyboard user).
 */
export function AudioControls({ audio }: { audio: ContentAudio }) {
  const intl = useIntl();
  const state = useAudioState();
  const keyboardTips = useKeyboardTips();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space' && event.key !== ' ') return;
      const focusFree =
        !isTextField(event.target) &&
        !(event.target instanceof HTMLButtonElement) &&
        !(event.target instanceof HTMLAnchorElement);
      if (!event.ctrlKey && !focusFree) return;
      event.preventDefault();
      void audioService.play(audio);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [audio]);
  const playing = state.playing !== null;
  return (
    <div className="audio-controls">
      <button
        type="button"
        className={`audio-button${playing ? ' audio-button--playing' : ''}`}
        onClick={() => void audioService.play(audio)}
        aria-keyshortcuts="Control+Space"
      >
        <SpeakerIcon className="audio-button__icon" /> {intl.formatMessage(playerMessages.replay)}
      </button>
      <button
        type="button"
        className="audio-button audio-button--slow"
        onClick={() => void audioService.play(audio, { slow: true })}
      >
        <TurtleIcon /> {intl.formatMessage(playerMessages.replaySlow)}
      </button>
      {keyboardTips ? (
        <span className="audio-controls__key">{intl.formatMessage(playerMessages.replayKey)}</span>
      ) : null}
      {state.error ? (
        <span className="audio-controls__error" role="alert">
          {intl.formatMessage(playerMessages.audioError)}
        </span>
      ) : null}
    </div>
  );
}

function TurtleIcon() {
  return (
    <svg className="audio-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 15a7 5 0 0 1 14 0z" fill="currentColor" />
      <circle cx="20.5" cy="13.5" r="2" fill="currentColor" />
      <path d="M7 15v3M16 15v3" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
