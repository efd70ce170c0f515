import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { ContentAudio } from '../../../../api/generated/model/contentAudio';
import { audioService } from '../../audio/audio-service';
import { useAudioState } from '../../audio/use-audio-state';
import { playerMessages } from '../../messages';

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Replay and a one-tap slower replay of the question's sound. Ctrl+Space replays anywhere, Space
 * too when no text field or button has focus.
 */
export function AudioControls({ audio }: { audio: ContentAudio }) {
  const intl = useIntl();
  const state = useAudioState();
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
        <span aria-hidden="true">🔊</span> {intl.formatMessage(playerMessages.replay)}
      </button>
      <button
        type="button"
        className="audio-button audio-button--slow"
        onClick={() => void audioService.play(audio, { slow: true })}
      >
        <span aria-hidden="true">🐢</span> {intl.formatMessage(playerMessages.replaySlow)}
      </button>
      <span className="audio-controls__key">{intl.formatMessage(playerMessages.replayKey)}</span>
      {state.error ? (
        <span className="audio-controls__error" role="alert">
          {intl.formatMessage(playerMessages.audioError)}
        </span>
      ) : null}
    </div>
  );
}
