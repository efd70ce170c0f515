import { useListRecentExercises } from '../../../api/generated/endpoints/history/history';
import { useLanguage } from '../../../i18n/language-context';

/** The exercises played lately, titled in the screen language. */
export function useRecentExercises(enabled: boolean) {
  const { language } = useLanguage();
  return useListRecentExercises({ lang: language }, { query: { enabled } });
}
