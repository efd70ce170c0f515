import { useIntl, type MessageDescriptor } from 'react-intl';
import { drillPronunciationMessages as m, tipMessages } from './messages';
import { percentOf, tipOf, type PhoneLevel, type ShownPhone } from './phones';

// The word's sounds as chips (ELSA's pattern): each one coloured by its score once evaluated,
// with a mark and the score in words beside the colour; tapping one plays the model and shows
// the tip for that sound.

export const LEVELS: Record<PhoneLevel, { mark: string; message: MessageDescriptor }> = {
  good: { mark: '✓', message: m.levelGood },
  close: { mark: '△', message: m.levelClose },
  'try-again': { mark: '✗', message: m.levelTryAgain },
};

type PhonemeChipsProps = {
  phones: ShownPhone[];
  selected: number | null;
  onSelect: (index: number) => void;
  /** The tip the chips open (aria-controls). */
  tipId: string;
  labelId: string;
};

export function PhonemeChips({ phones, selected, onSelect, tipId, labelId }: PhonemeChipsProps) {
  const intl = useIntl();
  return (
    <ul className="phoneme-chips" aria-labelledby={labelId}>
      {phones.map((phone, index) => {
        const level = phone.level ? LEVELS[phone.level] : null;
        const label =
          level && phone.score !== null
            ? intl.formatMessage(m.phone, {
                phoneme: phone.symbol,
                level: intl.formatMessage(level.message),
                percent: percentOf(phone.score),
              })
            : phone.symbol;
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
              <span className="phoneme-chip__symbol">{phone.symbol}</span>
              {level && phone.score !== null ? (
                <span className="phoneme-chip__score" aria-hidden="true">
                  <span className="phoneme-chip__mark">{level.mark}</span>
                  {percentOf(phone.score)}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** What the marks mean, in words. */
export function PhoneLegend() {
  const intl = useIntl();
  return (
    <ul className="phoneme-legend" aria-label={intl.formatMessage(m.legend)}>
      {(Object.keys(LEVELS) as PhoneLevel[]).map((level) => (
        <li key={level} className={`phoneme-legend__item phoneme-legend__item--${level}`}>
          <span className="phoneme-legend__mark" aria-hidden="true">
            {LEVELS[level].mark}
          </span>
          {intl.formatMessage(LEVELS[level].message)}
        </li>
      ))}
    </ul>
  );
}

/** The tip for the sound tapped. */
export function SoundTip({ phone, id }: { phone: ShownPhone | null; id: string }) {
  const intl = useIntl();
  return (
    <div id={id} className="sound-tip" aria-live="polite" hidden={phone === null}>
      {phone ? (
        <>
          <p className="sound-tip__title">
            {intl.formatMessage(m.tipTitle, { phoneme: phone.symbol })}
          </p>
          <p className="sound-tip__text">{intl.formatMessage(tipMessages[tipOf(phone.symbol)])}</p>
        </>
      ) : null}
    </div>
  );
}
