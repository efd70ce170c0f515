import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { PlayIcon, StopIcon } from './glyph-icons';
import { recordingPlaybackMessages as m } from './messages';
import './recording-playback.css';

/**
 * The learner's own recording (a blob URL) behind one of our buttons, instead of the browser's
 * grey player: "play my recording", then "stop" while it plays. At the recording's own speed;
 * `onStart` runs as it starts (the screens stop the app's other sounds there: this piece calls no
 * service), and it stops when the button goes away or the recording changes.
 */
export function RecordingPlayback({
  url,
  onStart,
  className,
}: {
  url: string;
  onStart: () => void;
  className?: string;
}) {
  const intl = useIntl();
  const [playing, setPlaying] = useState(false);
  const audio = useRef<HTMLAudioElement | null>(null);

  useEffect(() => {
    const element = new Audio(url);
    const stopped = () => setPlaying(false);
    element.addEventListener('ended', stopped);
    element.addEventListener('pause', stopped);
    element.addEventListener('error', stopped);
    audio.current = element;
    return () => {
      element.removeEventListener('ended', stopped);
      element.removeEventListener('pause', stopped);
      element.removeEventListener('error', stopped);
      element.pause();
      audio.current = null;
      setPlaying(false);
    };
  }, [url]);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (playing) {
      element.pause();
      return;
    }
    onStart();
    element.currentTime = 0;
    setPlaying(true);
    element.play().catch(() => setPlaying(false));
  };

  return (
    <button
      type="button"
      className={`recording-playback${playing ? ' recording-playback--playing' : ''}${
        className ? ` ${className}` : ''
      }`}
      onClick={toggle}
    >
      {playing ? <StopIcon /> : <PlayIcon />}
      {intl.formatMessage(playing ? m.stop : m.play)}
    </button>
  );
}
