import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ContentAudio } from '../../../../api/generated/model/contentAudio';
import type { ContentChoiceOption } from '../../../../api/generated/model/contentChoiceOption';
import { ConcealedText } from '../../player/components/concealed-text';
import { ReplayButton } from '../listening-quiz/replay-button';
import { drillListeningMessages as m } from './messages';

/**
 * After answering a listening card: the word that was heard with its meaning (when the answer's
 * result tells which option it was), as the display language asks, and a button that plays it
 * again.
 */
export function HeardWord({
  word,
  audio,
}: {
  word: ContentChoiceOption | null;
  audio: ContentAudio | null;
}) {
  const intl = useIntl();
  const labelId = useId();
  if (!word && !audio) return null;
  return (
    <div className="heard-word" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="heard-word__label">
        {intl.formatMessage(m.heardLabel)}
      </p>
      {word ? (
        <p className="heard-word__word">
          <ConcealedText text={word.text} lang="en" />
          {word.translation ? (
            <span className="heard-word__meaning">
              <ConcealedText text={word.translation} lang="ja" />
            </span>
          ) : null}
        </p>
      ) : null}
      {audio ? <ReplayButton audio={audio} label={m.replay} /> : null}
    </div>
  );
}
