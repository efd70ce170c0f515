import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { startsOffline } from '../../../lib/rules/offline-start';
import type { OfflineExerciseRef } from '../download-plan';
import { offlineDownloadMessages as m } from '../messages';
import { useReadyExercises } from '../use-exercise-ready';
import { useOfflineDownload } from '../use-offline-download';
import '../offline-download.css';

/**
 * "Download for offline" for a list of exercises (an assignment, a course chapter): how many are
 * ready, the button, the progress (n of m, a progressbar and a polite status) and how it ended.
 * Nothing shows where the browser keeps no caches (not a secure context).
 */
export function OfflineDownloadPanel({
  exercises,
  headingLevel = 2,
}: {
  exercises: readonly OfflineExerciseRef[];
  /** The panel's heading under the screen's own (a chapter's panel sits under its h2). */
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  const headingId = useId();
  const { state, start, available } = useOfflineDownload(exercises);
  const kept = useReadyExercises(exercises);
  if (!available || exercises.length === 0) return null;
  const total = new Set(exercises.map((e) => e.exerciseUuid)).size;
  // Ready: kept on the device and playable there (a chat or a writing opens but cannot start).
  const playable = new Set(
    exercises.filter((e) => startsOffline(e.exerciseType)).map((e) => e.exerciseUuid),
  );
  const readyCount = [...(kept ?? [])].filter((uuid) => playable.has(uuid)).length;
  const allKept = kept !== null && kept.size === total;
  const downloading = state.phase === 'downloading';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="offline-download" aria-labelledby={headingId}>
      <Heading id={headingId} className="offline-download__heading">
        {intl.formatMessage(m.heading)}
      </Heading>
      {kept ? (
        <p className="offline-download__count">
          {intl.formatMessage(m.readyCount, { ready: readyCount, total })}
        </p>
      ) : null}
      <Button
        variant={allKept ? 'secondary' : 'primary'}
        disabled={downloading}
        aria-describedby={`${headingId}-status`}
        onClick={() => void start()}
      >
        {intl.formatMessage(allKept ? m.downloadAgain : m.download)}
      </Button>
      {downloading ? (
        <progress
          className="offline-download__bar"
          aria-label={intl.formatMessage(m.progressLabel)}
          aria-valuetext={intl.formatMessage(m.progress, { done: state.done, total: state.total })}
          value={state.done}
          max={state.total}
        />
      ) : null}
      <p id={`${headingId}-status`} className="offline-download__status" role="status">
        {state.phase === 'downloading'
          ? intl.formatMessage(m.progress, { done: state.done, total: state.total })
          : state.phase === 'done'
            ? intl.formatMessage(m.done)
            : ''}
      </p>
      {state.phase === 'failed' ? (
        <div className="notice notice--warning" role="alert">
          <p>{intl.formatMessage(m.failed, { failed: state.failed, total: state.total })}</p>
          <p>{intl.formatMessage(m.failedNote)}</p>
        </div>
      ) : null}
      {state.phase === 'offline' ? (
        <p className="notice notice--warning" role="alert">
          {intl.formatMessage(m.offline)}
        </p>
      ) : null}
      <p className="offline-download__note">{intl.formatMessage(m.judgedOnline)}</p>
    </section>
  );
}
