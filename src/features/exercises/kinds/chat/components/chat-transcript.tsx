import { useState, type ComponentType } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  CheckIcon,
  CrossIcon,
  EllipsisIcon,
  RetryIcon,
  TriangleIcon,
} from '../../../../../components/ui/glyph-icons';
import { SpeakerIcon } from '../../../../../components/ui/speaker-icon';
import { audioService } from '../../../../../lib/services/audio/audio-service';
import { WordComparison } from '../../../components/word-comparison';
import { comparisonOf } from '../chat-feedback';
import type { FeedbackEntry, LearnerEntry, LearnerVerdict, TranscriptEntry } from '../chat-state';
import { chatMessages } from '../messages';

const VERDICT: Record<LearnerVerdict, { message: MessageDescriptor; Mark: ComponentType }> = {
  checking: { message: chatMessages.checking, Mark: EllipsisIcon },
  correct: { message: chatMessages.correct, Mark: CheckIcon },
  close: { message: chatMessages.close, Mark: TriangleIcon },
  retry: { message: chatMessages.retry, Mark: RetryIcon },
  missed: { message: chatMessages.missed, Mark: CrossIcon },
};

type BotEntry = Extract<TranscriptEntry, { type: 'bot' }>;

function BotMessage({
  entry,
  speaking,
  busy,
}: {
  entry: BotEntry;
  speaking: boolean;
  busy: boolean;
}) {
  const intl = useIntl();
  const [translated, setTranslated] = useState(false);
  const translationId = `chat-translation-${entry.id}`;
  const { audio, translation, speaker } = entry;
  return (
    <li className="chat-entry chat-entry--bot">
      {speaker?.avatarUrl ? (
        <img className="chat-entry__avatar" src={speaker.avatarUrl} alt="" width={40} height={40} />
      ) : (
        <span className="chat-entry__avatar chat-entry__avatar--blank" aria-hidden="true" />
      )}
      <div className="chat-entry__body">
        {speaker ? <p className="chat-entry__name">{speaker.name}</p> : null}
        <div className={`chat-bubble chat-bubble--bot${speaking ? ' chat-bubble--speaking' : ''}`}>
          <p className="chat-bubble__text" lang="en">
            {entry.text}
          </p>
          {translation ? (
            <p
              id={translationId}
              className="chat-bubble__translation"
              lang="ja"
              hidden={!translated}
            >
              {translation}
            </p>
          ) : null}
        </div>
        {audio || translation ? (
          <div className="chat-entry__tools">
            {audio ? (
              <button
                type="button"
                className="chat-tool chat-tool--icon"
                disabled={busy}
                aria-label={intl.formatMessage(chatMessages.replayLine, { text: entry.text })}
                title={intl.formatMessage(chatMessages.replayLine, { text: entry.text })}
                onClick={() => void audioService.play(audio)}
              >
                <SpeakerIcon className="chat-tool__icon" />
              </button>
            ) : null}
            {translation ? (
              <button
                type="button"
                className="chat-tool"
                aria-expanded={translated}
                aria-controls={translationId}
                onClick={() => setTranslated((open) => !open)}
              >
                {intl.formatMessage(chatMessages.translation)}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

function LearnerMessage({ entry }: { entry: LearnerEntry }) {
  const intl = useIntl();
  const verdict = VERDICT[entry.verdict];
  return (
    <li className="chat-entry chat-entry--learner">
      <div className="chat-entry__body">
        <div className={`chat-bubble chat-bubble--learner chat-bubble--${entry.verdict}`}>
          <p className="chat-bubble__text">
            <span className="visually-hidden">{intl.formatMessage(chatMessages.you)}: </span>
            <span lang="en">{entry.text}</span>
          </p>
        </div>
        <p className={`chat-entry__verdict chat-entry__verdict--${entry.verdict}`}>
          {/* The mark and the words wrap as one line of text (a long English verdict). */}
          <span className="chat-entry__verdict-words">
            <span className="chat-entry__mark">
              <verdict.Mark />
            </span>{' '}
            {intl.formatMessage(verdict.message)}
          </span>
          {entry.input === 'typed' ? (
            <span className="chat-entry__typed">{intl.formatMessage(chatMessages.typed)}</span>
          ) : null}
        </p>
      </div>
    </li>
  );
}

/** The words of the coach's bubble: how near the miss was, or what she could have said. */
function feedbackWords(entry: FeedbackEntry): MessageDescriptor {
  if (entry.last) {
    return entry.closeness === 'close' ? chatMessages.feedbackLastClose : chatMessages.feedbackLast;
  }
  if (entry.closeness === 'far') return chatMessages.feedbackFar;
  return entry.correction ? chatMessages.feedbackClose : chatMessages.feedbackCloseAgain;
}

/**
 * The coach's word after a miss, on the partner's side in the colour of its verdict: 「おしい！」
 * with the words to change (a close miss), the way to the next attempt's help (a far one), or
 * after the last miss 「こう言えばよかったね」 with the answer (marked against hers when it was
 * close), and the model answer's sound.
 */
function FeedbackMessage({ entry, busy }: { entry: FeedbackEntry; busy: boolean }) {
  const intl = useIntl();
  const comparison = comparisonOf(entry);
  const tone = entry.closeness === 'close' ? 'close' : entry.last ? 'model' : 'far';
  const { audio } = entry;
  return (
    <li className="chat-entry chat-entry--feedback">
      <span className={`chat-entry__coach chat-entry__coach--${tone}`} aria-hidden="true">
        {tone === 'close' ? <TriangleIcon /> : tone === 'model' ? <CheckIcon /> : <RetryIcon />}
      </span>
      <div className="chat-entry__body">
        <div className={`chat-bubble chat-bubble--feedback chat-bubble--coach-${tone}`}>
          <p className="chat-bubble__lead">
            <span className="visually-hidden">{intl.formatMessage(chatMessages.coach)}: </span>
            {intl.formatMessage(feedbackWords(entry))}
          </p>
          {comparison ? (
            <WordComparison words={comparison} />
          ) : entry.last && entry.correction ? (
            <p className="chat-bubble__text chat-bubble__model" lang="en">
              {entry.correction}
            </p>
          ) : null}
        </div>
        {entry.last && audio ? (
          <div className="chat-entry__tools">
            <button
              type="button"
              className="chat-tool chat-tool--icon"
              disabled={busy}
              aria-label={intl.formatMessage(chatMessages.playModel)}
              title={intl.formatMessage(chatMessages.playModel)}
              onClick={() => void audioService.play(audio)}
            >
              <SpeakerIcon className="chat-tool__icon" />
            </button>
          </div>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The conversation so far, as a messenger shows it: the scene, the bot's bubbles on the left
 * (each can be heard again and its Japanese shown), the learner's on the right with how each was
 * taken, and after a miss the coach's word on the left. A log region: screen readers hear each
 * new bubble.
 */
export function ChatTranscript({
  entries,
  speaking,
  botBusy,
}: {
  entries: TranscriptEntry[];
  /** The entry whose sound plays now. */
  speaking: string | null;
  /** The bot is talking: its earlier lines wait to be heard again. */
  botBusy: boolean;
}) {
  const intl = useIntl();
  return (
    <div className="chat-log" role="log" aria-label={intl.formatMessage(chatMessages.transcript)}>
      <ol className="chat-log__list">
        {entries.map((entry) => {
          switch (entry.type) {
            case 'image':
              return (
                <li key={entry.id} className="chat-entry chat-entry--scene">
                  <figure className="chat-scene">
                    <img className="chat-scene__image" src={entry.url} alt={entry.alt} />
                  </figure>
                </li>
              );
            case 'narration':
              return (
                <li key={entry.id} className="chat-entry chat-entry--narration">
                  <div className="chat-narration">
                    <p lang="en">{entry.text}</p>
                    {entry.translation ? (
                      <p className="chat-narration__translation" lang="ja">
                        {entry.translation}
                      </p>
                    ) : null}
                  </div>
                </li>
              );
            case 'bot':
              return (
                <BotMessage
                  key={entry.id}
                  entry={entry}
                  speaking={speaking === entry.id}
                  busy={botBusy}
                />
              );
            case 'learner':
              return <LearnerMessage key={entry.id} entry={entry} />;
            case 'feedback':
              return <FeedbackMessage key={entry.id} entry={entry} busy={botBusy} />;
          }
        })}
      </ol>
    </div>
  );
}
