import { useIntl } from 'react-intl';
import { startsOffline } from '../../../lib/rules/offline-start';
import type { OfflineExerciseRef } from '../download-plan';
import { offlineDownloadMessages as m } from '../messages';
import { useReadyExercises } from '../use-exercise-ready';
import '../offline-download.css';

/**
 * A row's mark when the exercise is wholly in the caches and can be played there ("available
 * offline": `startsOffline`, the player's own rule; a chat or a writing opens offline but cannot
 * start); else nothing. On
 * a phone the words are only for screen readers (the row's title needs the room), the check stays.
 */
export function OfflineReadyMark({ exercise }: { exercise: OfflineExerciseRef }) {
  const intl = useIntl();
  const kept = useReadyExercises([exercise]);
  if (!startsOffline(exercise.exerciseType) || !kept?.has(exercise.exerciseUuid)) return null;
  return (
    <span className="offline-ready-mark" data-offline-ready="true">
      <span aria-hidden="true">✓</span>{' '}
      <span className="offline-ready-mark__text">{intl.formatMessage(m.ready)}</span>
    </span>
  );
}
