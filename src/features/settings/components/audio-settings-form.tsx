import { useIntl } from 'react-intl';
import { Accent } from '../../../api/generated/model/accent';
import type { SpeechSpeed } from '../../../api/generated/model/speechSpeed';
import type { UserProfileUpdate } from '../../../api/generated/model/userProfileUpdate';
import { settingsMessages } from '../messages';
import { ChoiceGroup } from './choice-group';
import { SampleButton } from './sample-button';

/** Spec 9: the speaking speeds in percent. */
const SPEEDS: SpeechSpeed[] = [50, 75, 90, 100, 110, 125];
/** US and British only: the Australian voice exists in the backend but is not offered (spec 3). */
const ACCENTS: Accent[] = [Accent.US, Accent.BRITISH];

type AudioSettingsFormProps = {
  accent: number;
  speed: number;
  useOnlyHttp: boolean;
  onChange: (change: UserProfileUpdate) => void;
  error: string | null;
  /** The speech-recognition connection method too (the settings page; not an exercise's popup). */
  withConnection?: boolean;
};

/**
 * Accent (US or British: the Australian voice exists in the backend but is not offered, as in the
 * reading of spec 3 that lists two), speed, and the speech-recognition connection method.
 */
export function AudioSettingsForm({
  accent,
  speed,
  useOnlyHttp,
  onChange,
  error,
  withConnection = true,
}: AudioSettingsFormProps) {
  const intl = useIntl();
  return (
    <section aria-labelledby="audio-settings-heading" className="panel settings-section">
      <h2 id="audio-settings-heading">{intl.formatMessage(settingsMessages.audioHeading)}</h2>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      <ChoiceGroup<number>
        layout="segmented"
        legend={intl.formatMessage(settingsMessages.accent)}
        value={accent}
        onChange={(next) => {
          const chosen = ACCENTS.find((a) => a === next);
          if (chosen !== undefined) onChange({ accent: chosen });
        }}
        choices={[
          { value: Accent.US, label: intl.formatMessage(settingsMessages.accentUs) },
          { value: Accent.BRITISH, label: intl.formatMessage(settingsMessages.accentBritish) },
        ]}
      />
      <ChoiceGroup<number>
        layout="segmented"
        legend={intl.formatMessage(settingsMessages.speed)}
        value={speed}
        onChange={(next) => {
          const chosen = SPEEDS.find((s) => s === next);
          if (chosen !== undefined) onChange({ speed: chosen });
        }}
        choices={SPEEDS.map((value) => ({
          value,
          label: intl.formatMessage(settingsMessages.speedOption, { speed: value }),
        }))}
      />
      <SampleButton accent={accent} speed={speed} />
      {withConnection ? (
        <ChoiceGroup<boolean>
          legend={intl.formatMessage(settingsMessages.connection)}
          value={useOnlyHttp}
          onChange={(next) => onChange({ useOnlyHttp: next })}
          choices={[
            {
              value: false,
              label: intl.formatMessage(settingsMessages.connectionTurbo),
              hint: intl.formatMessage(settingsMessages.connectionTurboHint),
            },
            {
              value: true,
              label: intl.formatMessage(settingsMessages.connectionBasic),
              hint: intl.formatMessage(settingsMessages.connectionBasicHint),
            },
          ]}
        />
      ) : null}
    </section>
  );
}
