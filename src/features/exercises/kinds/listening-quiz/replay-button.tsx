import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import type { ContentAudio } from '../../../../api/generated/model/contentAudio';
import { SpeakerIcon } from '../../../../components/ui/speaker-icon';
import { audioService } from '../../../../lib/services/audio/audio-service';
import { useAudioState } from '../../../../lib/services/audio/use-audio-state';

/**
 * The app's own button that plays a recording again (never the browser's audio player), for the
 * feedback and the review of the listening kinds. The button says what it plays (`label`).
 */
export function ReplayButton({ audio, label }: { audio: ContentAudio; label: MessageDescriptor }) {
  const intl = useIntl();
  const { playing } = useAudioState();
  const active = playing !== null && (playing === audio.url || playing === audio.britishUrl);
  return (
    <button
      type="button"
      className={`audio-button${active ? ' audio-button--playing' : ''}`}
      onClick={() => void audioService.play(audio)}
    >
      <SpeakerIcon className="audio-button__icon" /> {intl.formatMessage(label)}
    </button>
  );
}
