import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/ui/button';
import { useDisplayLanguage } from '../../hooks/use-display-language';
import { concealedMessages } from '../../messages';

/**
 * A line of English or translation as the user's display language asks (spec 3): shown, or
 * hidden behind a 「・・・」 the learner presses once they have tried to recall it.
 */
export function ConcealedText({ text, lang }: { text: string; lang: 'en' | 'ja' }) {
  const intl = useIntl();
  const { showEnglish, showTranslation } = useDisplayLanguage();
  const [revealed, setRevealed] = useState(false);
  const hidden = !revealed && (lang === 'en' ? !showEnglish : !showTranslation);
  if (!hidden) return <span lang={lang}>{text}</span>;
  return (
    <Button
      variant="link"
      aria-label={intl.formatMessage(
        lang === 'en' ? concealedMessages.revealEnglish : concealedMessages.revealTranslation,
      )}
      onClick={() => setRevealed(true)}
    >
      ・・・
    </Button>
  );
}
