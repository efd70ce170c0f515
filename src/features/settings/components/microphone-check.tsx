import { useIntl, type MessageDescriptor } from 'react-intl';
import { RecordButton } from '../../../components/ui/record-button';
import { LevelMeter } from '../../../components/ui/level-meter';
import { RecordingPlayback } from '../../../components/ui/recording-playback';
import { audioService } from '../../../lib/services/audio/audio-service';
import type { RecorderErrorCode } from '../../../lib/services/audio/recorder/recorder-error';
import { useRecorder } from '../../../lib/services/audio/recorder/use-recorder';
import { settingsMessages } from '../messages';
import './microphone-check.css';

/** Spec 8's microphone messages, per reason recording could not start. */
const ERROR_MESSAGES: Record<RecorderErrorCode, MessageDescriptor> = {
  'permission-denied': settingsMessages.microphoneDenied,
  'no-device': settingsMessages.microphoneNoDevice,
  unsupported: settingsMessages.microphoneUnsupported,
  unknown: settingsMessages.microphoneUnknown,
};

/**
 * Tries the microphone with the app's recorder: press to record (the browser asks for the
 * microphone the first time), a level meter while recording, press again to stop, then listen.
 * Says when the soft timeout stopped it, when nothing was heard, and why recording could not start.
 */
export function MicrophoneCheck() {
  const intl = useIntl();
  const { status, error, recording, url, level, toggle } = useRecorder();
  const recordingNow = status === 'recording';
  const percent = Math.round(level * 100);

  return (
    <section aria-labelledby="settings-microphone-heading" className="panel settings-section">
      <h2 id="settings-microphone-heading">
        {intl.formatMessage(settingsMessages.microphoneHeading)}
      </h2>
      <p>{intl.formatMessage(settingsMessages.microphoneIntro)}</p>
      <div className="microphone-check__controls">
        <RecordButton
          recording={recordingNow}
          label={intl.formatMessage(
            recordingNow ? settingsMessages.microphoneStop : settingsMessages.microphoneRecord,
          )}
          onClick={toggle}
        />
        {recordingNow ? (
          <LevelMeter
            level={level}
            label={intl.formatMessage(settingsMessages.microphoneLevel)}
            valueText={intl.formatMessage(settingsMessages.microphoneLevelText, { percent })}
          />
        ) : null}
      </div>
      <div className="microphone-check__status" aria-live="polite">
        {status === 'requesting' ? (
          <p>{intl.formatMessage(settingsMessages.microphoneRequesting)}</p>
        ) : null}
        {recordingNow ? <p>{intl.formatMessage(settingsMessages.microphoneRecording)}</p> : null}
        {recording?.timedOut ? (
          <p>{intl.formatMessage(settingsMessages.microphoneTimedOut)}</p>
        ) : null}
        {recording?.silent ? (
          <p className="microphone-check__warning">
            {intl.formatMessage(settingsMessages.microphoneSilent)}
          </p>
        ) : null}
        {recording && !recording.silent && !recording.timedOut ? (
          <p>{intl.formatMessage(settingsMessages.microphoneDone)}</p>
        ) : null}
      </div>
      {recording && !recording.silent && url ? (
        <RecordingPlayback
          className="microphone-check__playback"
          url={url}
          onStart={() => audioService.stop()}
        />
      ) : null}
      {error ? (
        <p role="alert" className="microphone-check__error">
          {intl.formatMessage(ERROR_MESSAGES[error])}
        </p>
      ) : null}
    </section>
  );
}
