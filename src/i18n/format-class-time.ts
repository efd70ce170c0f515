import { format } from 'date-fns';
import { inJapan, isSameJapanDay } from '../lib/rules/japan-time';
import type { Language } from '../lib/services/storage';
import { dateLocale } from './date-locale';

const PATTERNS = {
  ja: { time: 'H:mm', dateTime: 'M月d日（E） H:mm' },
  en: { time: 'h:mm a', dateTime: 'EEE, MMM d, h:mm a' },
} as const;

/**
 * A live class's start or end in Japan time (the schools set them in Japan time), in the screen
 * language: the time alone when it falls on the same Japan day as `sameDayAs`, else with the date.
 * Home's banners and the live lobby both show it.
 */
export function formatClassTime(
  instant: string,
  sameDayAs: Date | string,
  language: Language,
): string {
  const pattern = PATTERNS[language];
  return format(instant, isSameJapanDay(instant, sameDayAs) ? pattern.time : pattern.dateTime, {
    locale: dateLocale(language),
    in: inJapan,
  });
}
