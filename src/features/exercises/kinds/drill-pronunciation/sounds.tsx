import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ContentAudio } from '../../../../api/generated/model/contentAudio';
import { audioService } from '../../../../lib/services/audio/audio-service';
import { PhoneLegend, PhonemeChips, SoundTip, soundName } from './phoneme-chips';
import type { ShownPhone } from './phones';
import { soundSpellings } from './sound-spellings';

/**
 * The word's sounds with what goes with them: their label (hidden on the question, where the
 * word names them; the summary of the scores on the feedback sheet), the hint or the legend of
 * the marks, and the tip of the sound tapped, which plays the model too.
 */
export function Sounds({
  word,
  sounds,
  model,
  label,
  labelVisible,
  hint,
  canPlay = true,
}: {
  /** The word, whose letters name its sounds. */
  word: string;
  sounds: ShownPhone[];
  model: ContentAudio;
  label: string;
  labelVisible: boolean;
  /** Shown under unscored sounds. */
  hint?: string;
  /** False while recording: the model would be recorded too. */
  canPlay?: boolean;
}) {
  const intl = useIntl();
  const labelId = useId();
  const tipId = useId();
  const [selected, setSelected] = useState<number | null>(null);
  const scored = sounds.some((sound) => sound.level !== null);
  const chosen = selected !== null ? (sounds[selected] ?? null) : null;
  const letters = soundSpellings(
    word,
    sounds.map((sound) => sound.symbol),
  );
  if (sounds.length === 0) return null;
  return (
    <div className="pronunciation-sounds">
      <p id={labelId} className={labelVisible ? 'pronunciation-sounds__label' : 'visually-hidden'}>
        {label}
      </p>
      <PhonemeChips
        phones={sounds}
        letters={letters}
        selected={selected}
        onSelect={(index) => {
          setSelected(index);
          if (canPlay) void audioService.play(model);
        }}
        tipId={tipId}
        labelId={labelId}
      />
      {scored ? (
        <PhoneLegend />
      ) : hint ? (
        <p className="pronunciation-sounds__hint">{hint}</p>
      ) : null}
      <SoundTip
        phone={chosen}
        name={selected !== null ? soundName(intl, letters, selected) : ''}
        id={tipId}
      />
    </div>
  );
}
