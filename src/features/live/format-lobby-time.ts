import { format } from 'date-fns';
import { dateLocale } from '../../i18n/date-locale';
import { inJapan, isSameJapanDay } from '../../lib/japan-time';
import type { Language } from '../../lib/storage';

const PATTERNS = {
  ja: { time: 'H:mm', dateTime: 'M月d日（E） H:mm' },
  en: { time: 'h:mm a', dateTime: 'EEE, MMM d, h:mm a' },
} as const;

/**
 * A class's start or end in Japan time (the schools set them in Japan time), in the screen
 * language: the time alone when it falls on the same Japan day as `sameDayAs`, else with the date.
 */
export function formatLobbyTime(instant: string, sameDayAs: Date | string, language: Language) {
  const pattern = PATTERNS[language];
  return format(instant, isSameJapanDay(instant, sameDayAs) ? pattern.time : pattern.dateTime, {
    locale: dateLocale(language),
    in: inJapan,
  });
}
