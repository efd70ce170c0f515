import { format } from 'date-fns';
import { useMemo } from 'react';
import { dateLocale } from '../../../i18n/date-locale';
import { useLanguage } from '../../../i18n/language-context';
import { inJapan } from '../../../lib/rules/japan-time';

const PATTERNS = {
  ja: { full: 'yyyy年M月d日（E） H:mm', month: 'yyyy年M月' },
  en: { full: 'EEE, MMM d, yyyy, h:mm a', month: 'MMMM yyyy' },
} as const;

/**
 * Assignment dates in the screen language, read in Japan time (the schools' time, in which the
 * academic year and the due months are counted too). The cards' month/day needs no locale and
 * comes from lib/japan-time.ts, so date-fns stays off the home screen.
 */
export function useAssignmentDates() {
  const { language } = useLanguage();
  return useMemo(() => {
    const locale = dateLocale(language);
    const at = (instant: string, pattern: string) =>
      format(instant, pattern, { locale, in: inJapan });
    return {
      full: (instant: string) => at(instant, PATTERNS[language].full),
      /** The heading of a due month. */
      month: (year: number, month: number) =>
        format(new Date(year, month - 1, 1), PATTERNS[language].month, { locale }),
    };
  }, [language]);
}
