import type { ComponentType } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { CheckIcon, TriangleIcon } from '../../../../components/ui/glyph-icons';
import { drillPronunciationMessages as m, tipMessages } from './messages';
import { pointsOf, tipOf, type PhoneLevel, type ShownPhone } from './phones';

// The word's sounds as chips (ELSA's pattern): each one named by the letters of the word that
// make it ("th"), its phonetic symbol small beneath; coloured by its level once evaluated (said well
// or to work on, ./sounds-verdict.ts), with a mark and the score in points beside the colour; tapping one plays the model and shows the tip
// for that sound, where the phonetic symbol is explained.

const LEVELS: Record<PhoneLevel, { Mark: ComponentType; message: MessageDescriptor }> = {
  good: { Mark: CheckIcon, message: m.levelGood },
  'work-on': { Mark: TriangleIcon, message: m.levelWorkOn },
};

/** A sound by the letters that make it, else by its place in the word (never the bare IPA). */
export function soundName(
  intl: IntlShape,
  letters: readonly string[] | null,
  index: number,
): string {
  const spelled = letters?.[index];
  return spelled
    ? intl.formatMessage(m.sound, { letters: spelled })
    : intl.formatMessage(m.soundNumber, { n: index + 1 });
}

type PhonemeChipsProps = {
  phones: ShownPhone[];
  /** The letters of the word that make each sound; null when they could not be found. */
  letters: readonly string[] | null;
  selected: number | null;
  onSelect: (index: number) => void;
  /** The tip the chips open (aria-controls). */
  tipId: string;
  labelId: string;
};

export function PhonemeChips({
  phones,
  letters,
  selected,
  onSelect,
  tipId,
  labelId,
}: PhonemeChipsProps) {
  const intl = useIntl();
  return (
    <ul className="phoneme-chips" aria-labelledby={labelId}>
      {phones.map((phone, index) => {
        const level = phone.level ? LEVELS[phone.level] : null;
        const name = soundName(intl, letters, index);
        const label =
          level && phone.score !== null
            ? intl.formatMessage(m.phone, {
                sound: name,
                level: intl.formatMessage(level.message),
                points: pointsOf(phone.score),
              })
            : name;
        return (
          <li key={`${index}:${phone.symbol}`}>
            <button
              type="button"
              className={`phoneme-chip${phone.level ? ` phoneme-chip--${phone.level}` : ''}${
                selected === index ? ' phoneme-chip--selected' : ''
              }`}
              aria-label={label}
              aria-expanded={selected === index}
              aria-controls={tipId}
              onClick={() => onSelect(index)}
            >
              <span className="phoneme-chip__letters" lang="en">
                {letters?.[index] ?? index + 1}
              </span>
              <span className="phoneme-chip__symbol">/{phone.symbol}/</span>
              {level && phone.score !== null ? (
                <span className="phoneme-chip__score" aria-hidden="true">
                  <span className="phoneme-chip__mark">
                    <level.Mark />
                  </span>
                  {intl.formatMessage(m.points, { points: pointsOf(phone.score) })}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function LegendMark({ level }: { level: PhoneLevel }) {
  const { Mark } = LEVELS[level];
  return (
    <span className="phoneme-legend__mark">
      <Mark />
    </span>
  );
}

/** What the marks mean, in words. */
export function PhoneLegend() {
  const intl = useIntl();
  return (
    <ul className="phoneme-legend" aria-label={intl.formatMessage(m.legend)}>
      {(Object.keys(LEVELS) as PhoneLevel[]).map((level) => (
        <li key={level} className={`phoneme-legend__item phoneme-legend__item--${level}`}>
          <LegendMark level={level} />
          {intl.formatMessage(LEVELS[level].message)}
        </li>
      ))}
    </ul>
  );
}

/** The tip for the sound tapped. */
export function SoundTip({
  phone,
  name,
  id,
}: {
  phone: ShownPhone | null;
  /** The sound's name (soundName). */
  name: string;
  id: string;
}) {
  const intl = useIntl();
  return (
    <div id={id} className="sound-tip" aria-live="polite" hidden={phone === null}>
      {phone ? (
        <>
          <p className="sound-tip__title">{intl.formatMessage(m.tipTitle, { sound: name })}</p>
          <p className="sound-tip__text">{intl.formatMessage(tipMessages[tipOf(phone.symbol)])}</p>
          <p className="sound-tip__ipa">
            {intl.formatMessage(m.ipaNote, { phoneme: phone.symbol })}
          </p>
        </>
      ) : null}
    </div>
  );
}
