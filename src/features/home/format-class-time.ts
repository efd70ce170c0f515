import { format } from 'date-fns';
import { dateLocale } from '../../i18n/date-locale';
import { inJapan, isSameJapanDay } from '../../lib/japan-time';
import type { Language } from '../../lib/storage';

const PATTERNS = {
  ja: { time: 'H:mm', dateTime: 'M月d日（E） H:mm' },
  en: { time: 'h:mm a', dateTime: 'EEE, MMM d, h:mm a' },
} as const;

/** A live class's start or end in Japan time: the time alone today, else with the date. */
export function formatClassTime(instant: string, now: Date, language: Language): string {
  const pattern = PATTERNS[language];
  return format(instant, isSameJapanDay(instant, now) ? pattern.time : pattern.dateTime, {
    locale: dateLocale(language),
    in: inJapan,
  });
}
