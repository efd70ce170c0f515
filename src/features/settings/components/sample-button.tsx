import { useIntl } from 'react-intl';
import { SpeakerIcon } from '../../../components/ui/speaker-icon';
import { audioService } from '../../../lib/services/audio/audio-service';
import { useAudioState } from '../../../lib/services/audio/use-audio-state';
import { settingsMessages } from '../messages';

/** A sentence in both voices ("Good evening. Welcome to the Park Hotel."), for trying the settings. */
const SAMPLE_SOURCE = { url: '/audio/sample-us.mp3', britishUrl: '/audio/sample-gb.mp3' };

/** Plays the sample sentence at the chosen accent and speed, so the learner hears the choice. */
export function SampleButton({ accent, speed }: { accent: number; speed: number }) {
  const intl = useIntl();
  const { playing } = useAudioState();
  const busy = playing === SAMPLE_SOURCE.url || playing === SAMPLE_SOURCE.britishUrl;
  return (
    <button
      type="button"
      className="button button--secondary sample-button"
      aria-pressed={busy}
      onClick={() => {
        audioService.configure({ accent, speed });
        void audioService.play(SAMPLE_SOURCE);
      }}
    >
      <SpeakerIcon className="sample-button__icon" />
      {intl.formatMessage(settingsMessages.sample)}
    </button>
  );
}
