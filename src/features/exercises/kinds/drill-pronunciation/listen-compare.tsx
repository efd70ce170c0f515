import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ContentAudio } from '../../../../api/generated/model/contentAudio';
import { SpeakerIcon } from '../../../../components/ui/speaker-icon';
import { audioService } from '../../../../lib/services/audio/audio-service';
import { useAudioState } from '../../../../lib/services/audio/use-audio-state';
import { drillPronunciationMessages as m } from './messages';

// The learner's own recording next to the model (learner-ux "Speaking"): two buttons side by
// side. The recording plays from this device when it still can, else from public storage.

/** Plays the first of `sources` that works; one sound at a time with the audio service. */
function useOwnPlayback(sources: readonly string[]) {
  const element = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const key = sources.join(' ');

  const stop = useCallback(() => {
    element.current?.pause();
    element.current = null;
    setPlaying(false);
  }, []);
  useEffect(() => stop, [key, stop]);
  // The sources as they are when the learner presses play (a new array of the same ones is no
  // new playback).
  const current = useRef(sources);
  useEffect(() => {
    current.current = sources;
  }, [sources]);

  const play = useCallback(() => {
    stop();
    audioService.stop();
    setFailed(false);
    const list = current.current;
    const attempt = (index: number) => {
      const src = list[index];
      if (src === undefined) {
        setPlaying(false);
        setFailed(true);
        return;
      }
      const audio = new Audio(src);
      element.current = audio;
      const next = () => {
        if (element.current === audio) attempt(index + 1);
      };
      audio.onended = () => {
        if (element.current === audio) setPlaying(false);
      };
      audio.onerror = next;
      setPlaying(true);
      audio.play().catch((error: unknown) => {
        // A play() cut short by pause() is no failure.
        if (!(error instanceof DOMException && error.name === 'AbortError')) next();
      });
    };
    attempt(0);
  }, [stop]);

  return { play, stop, playing, failed };
}

export function ListenCompare({
  model,
  own,
}: {
  model: ContentAudio;
  /** Where the learner's recording can be played, best first (empty: none kept); null: none made. */
  own: readonly (string | null)[] | null;
}) {
  const intl = useIntl();
  const labelId = useId();
  const sources = (own ?? []).filter((src): src is string => typeof src === 'string' && src !== '');
  const playback = useOwnPlayback(sources);
  const audioState = useAudioState();
  const modelPlaying = audioState.playing !== null;
  return (
    <div className="listen-compare" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="listen-compare__label">
        {intl.formatMessage(m.compare)}
      </p>
      <div className="listen-compare__buttons">
        <button
          type="button"
          className={`audio-button${modelPlaying ? ' audio-button--playing' : ''}`}
          onClick={() => {
            playback.stop();
            void audioService.play(model);
          }}
        >
          <SpeakerIcon className="audio-button__icon" /> {intl.formatMessage(m.model)}
        </button>
        {sources.length > 0 ? (
          <button
            type="button"
            className={`audio-button listen-compare__own${playback.playing ? ' audio-button--playing' : ''}`}
            onClick={playback.play}
          >
            <MicrophoneIcon /> {intl.formatMessage(m.own)}
          </button>
        ) : own ? (
          <span className="listen-compare__missing">{intl.formatMessage(m.ownMissing)}</span>
        ) : null}
      </div>
      {playback.failed ? (
        <p className="listen-compare__error" role="alert">
          {intl.formatMessage(m.ownError)}
        </p>
      ) : null}
    </div>
  );
}

function MicrophoneIcon() {
  return (
    <svg className="audio-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3z" fill="currentColor" />
      <path
        d="M6 11a6 6 0 0 0 12 0M12 17v4M9 21h6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
