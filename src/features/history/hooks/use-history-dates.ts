import { format } from 'date-fns';
import { useMemo } from 'react';
import { dateLocale } from '../../../i18n/date-locale';
import { useLanguage } from '../../../i18n/language-context';
import { inJapan } from '../../../lib/rules/japan-time';

const PATTERNS = {
  ja: {
    dateTime: 'yyyy年M月d日（E） H:mm',
    date: 'yyyy年M月d日（E）',
    day: 'M/d',
    monthDay: 'M月d日',
  },
  en: {
    dateTime: 'EEE, MMM d, yyyy, h:mm a',
    date: 'EEE, MMM d, yyyy',
    day: 'M/d',
    monthDay: 'MMM d',
  },
} as const;

/** A calendar day (YYYY-MM-DD) as a local Date, for formatting it as it is. */
const calendarDay = (isoDate: string): Date => {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(year, month - 1, day);
};

/**
 * History dates in the screen language. Instants are read in Japan time, the days the history
 * counts in (the backend's activity days and log filters are Japan days too).
 */
export function useHistoryDates() {
  const { language } = useLanguage();
  return useMemo(() => {
    const locale = dateLocale(language);
    const patterns = PATTERNS[language];
    return {
      dateTime: (instant: string) => format(instant, patterns.dateTime, { locale, in: inJapan }),
      date: (instant: string) => format(instant, patterns.date, { locale, in: inJapan }),
      /** A calendar day, short (chart labels). */
      day: (isoDate: string) => format(calendarDay(isoDate), patterns.day, { locale }),
      /** A calendar day with its month spelled (sentences). */
      monthDay: (isoDate: string) => format(calendarDay(isoDate), patterns.monthDay, { locale }),
      /** A calendar day in full (table rows). */
      fullDay: (isoDate: string) => format(calendarDay(isoDate), patterns.date, { locale }),
    };
  }, [language]);
}
