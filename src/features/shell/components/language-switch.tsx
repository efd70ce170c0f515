import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../../i18n/language-context';
import { LANGUAGES, type Language } from '../../../lib/services/storage';
import { languageSwitchMessages } from '../messages';

const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

/** Chooses the screen language (remembered on this device). */
export function LanguageSwitch() {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const id = useId();
  return (
    <div className="language-switch">
      <label htmlFor={id}>{intl.formatMessage(languageSwitchMessages.label)}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLanguage(event.target.value);
        }}
      >
        {/* Each language is named in itself, so it can be found whatever the current one is. */}
        <option value="ja" lang="ja">
          {intl.formatMessage(languageSwitchMessages.ja)}
        </option>
        <option value="en" lang="en">
          {intl.formatMessage(languageSwitchMessages.en)}
        </option>
      </select>
    </div>
  );
}
