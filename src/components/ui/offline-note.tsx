import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { inJapan, isSameJapanDay, japanMonthDay } from '../../lib/rules/japan-time';
import './offline-note.css';

// Texts in src/i18n/<lang>/ui.ts (the spec has no wording for it: issue 29's).
const offlineNoteMessages = defineMessages({
  text: defineMessage<{ time: string }>({ id: 'ui.offlineNote.text' }),
});

const two = (value: number) => String(value).padStart(2, '0');

/**
 * The time a saved answer is from, in Japan time: "08:05" today, "11/19 08:05" on another day
 * (a list saved yesterday must not read as this morning's).
 */
export function savedAtLabel(savedAt: number, now: number = Date.now()): string {
  const date = inJapan(new Date(savedAt));
  const time = `${two(date.getHours())}:${two(date.getMinutes())}`;
  return isSameJapanDay(new Date(savedAt), new Date(now))
    ? time
    : `${japanMonthDay(new Date(savedAt))} ${time}`;
}

/**
 * Says that a screen shows answers saved on the device, and from when (`savedAt`, from
 * src/hooks/use-offline-saved-at.ts); nothing when that is null (online, or no answer there).
 * Home, the assignments list and the course lists show it above their lists.
 */
export function OfflineNote({ savedAt }: { savedAt: number | null }) {
  if (savedAt === null) return null;
  return (
    <p className="notice offline-note" role="status">
      <FormattedMessage {...offlineNoteMessages.text} values={{ time: savedAtLabel(savedAt) }} />
    </p>
  );
}
