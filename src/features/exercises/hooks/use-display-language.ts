import { useCallback, useContext, useState } from 'react';
import { SessionContext } from '../../../hooks/use-session';
import { useStoredItem } from '../../../hooks/use-stored-item';
import { displayLanguages, type DisplayLanguage } from '../../../lib/services/storage';

type Shown = 'english' | 'translation';

/** The display language after showing or hiding one language: never both hidden. */
function toggled(hidden: DisplayLanguage, language: Shown, show: boolean): DisplayLanguage {
  if (!show) return hidden === 'none' ? language : hidden;
  return hidden === language ? 'none' : hidden;
}

/**
 * Whether exercises show the English and the translation (spec 3, display language), kept per
 * user so the choice holds on every exercise, after leaving and after a reload. Outside a
 * signed-in session (a screen rendered alone) the choice lasts as long as the screen.
 */
export function useDisplayLanguage() {
  const userUuid = useContext(SessionContext)?.userUuid ?? null;
  const [stored, write] = useStoredItem(displayLanguages);
  const [unsaved, setUnsaved] = useState<DisplayLanguage>('none');
  const hidden = userUuid ? (stored[userUuid] ?? 'none') : unsaved;

  const show = useCallback(
    (language: Shown, shown: boolean) => {
      const next = toggled(hidden, language, shown);
      if (userUuid) write({ ...displayLanguages.read(), [userUuid]: next });
      else setUnsaved(next);
    },
    [hidden, userUuid, write],
  );

  return {
    showEnglish: hidden !== 'english',
    showTranslation: hidden !== 'translation',
    /** Which language is the only one shown (it cannot be hidden too), or null. */
    onlyShown: hidden === 'english' ? 'translation' : hidden === 'translation' ? 'english' : null,
    show,
  } as const;
}
