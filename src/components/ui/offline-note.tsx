import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { inJapan, isSameJapanDay, japanMonthDay } from '../../lib/rules/japan-time';
import { answersFromDevice, subscribeAnswersFromDevice } from '../../sw/answers-from-device';
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

/** The oldest of the answers a screen shows (0s, answers not there, are left out), or null. */
export function oldestSavedAt(updatedAt: readonly number[]): number | null {
  const known = updatedAt.filter((value) => value > 0);
  return known.length === 0 ? null : Math.min(...known);
}

/** Whether the device is online, as TanStack Query sees it (it pauses queries while offline). */
function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/**
 * Says that a screen shows answers saved on the device, and from when. Offline is either the
 * browser saying so (queries wait; the saved query cache shows, each answer with its time,
 * `updatedAt`: the queries' dataUpdatedAt), or the service worker answering from its cache
 * because the network failed (src/sw/answers-from-device.ts: the time the backend made them).
 * Nothing while online or while no answer is there. Home, the assignments list and the course
 * lists show it above their lists.
 */
export function OfflineNote({ updatedAt }: { updatedAt: readonly number[] }) {
  const online = useOnline();
  const device = useSyncExternalStore(subscribeAnswersFromDevice, answersFromDevice, () =>
    answersFromDevice(),
  );
  const savedAt = oldestSavedAt(
    device.savedAt === null ? updatedAt : [...updatedAt, device.savedAt],
  );
  if ((online && !device.fromDevice) || savedAt === null) return null;
  return (
    <p className="notice offline-note" role="status">
      <FormattedMessage {...offlineNoteMessages.text} values={{ time: savedAtLabel(savedAt) }} />
    </p>
  );
}
