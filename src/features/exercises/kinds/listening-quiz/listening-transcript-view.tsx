import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ContentAudio } from '../../../../api/generated/model/contentAudio';
import type { ListeningTranscriptLine } from '../../../../api/generated/model/listeningTranscriptLine';
import { ConcealedText } from '../../player/components/concealed-text';
import { listeningQuizMessages as m } from './messages';
import { ReplayButton } from './replay-button';

/**
 * What was heard, after answering: each English line with its Japanese (a dialogue names who
 * speaks, by voice), each language as the display language asks, and a button that plays the
 * recording again. Nothing without lines.
 */
export function ListeningTranscript({
  lines,
  audio,
}: {
  lines: readonly ListeningTranscriptLine[];
  audio: ContentAudio | null;
}) {
  const intl = useIntl();
  const labelId = useId();
  if (lines.length === 0) return null;
  const dialogue = lines.length > 1;
  return (
    <div className="listening-transcript" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="listening-transcript__label">
        {intl.formatMessage(m.transcriptLabel)}
      </p>
      {lines.map((line, index) => (
        <p key={index} className="listening-transcript__line">
          {dialogue ? (
            <span className="listening-transcript__speaker">
              {intl.formatMessage(line.voice === 'female' ? m.speakerFemale : m.speakerMale)}
            </span>
          ) : null}
          <span className="listening-transcript__text">
            <ConcealedText text={line.text} lang="en" />
            <span className="listening-transcript__translation">
              <ConcealedText text={line.translation} lang="ja" />
            </span>
          </span>
        </p>
      ))}
      {audio ? <ReplayButton audio={audio} label={m.replay} /> : null}
    </div>
  );
}
