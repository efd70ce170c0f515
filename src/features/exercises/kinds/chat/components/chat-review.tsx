import { useIntl, type MessageDescriptor } from 'react-intl';
import { CheckIcon, CrossIcon, TriangleIcon } from '../../../../../components/ui/glyph-icons';
import { langOf } from '../../../player/components/answered-sheet';
import type { ChatScript } from '../chat-script';
import { reviewRowsOf } from '../chat-feedback';
import type { ChatState, LearnerVerdict } from '../chat-state';
import { chatMessages } from '../messages';

type Judged = 'correct' | 'close' | 'missed';
const JUDGED: Record<Judged, { message: MessageDescriptor; Mark: typeof CheckIcon }> = {
  correct: { message: chatMessages.reviewCorrect, Mark: CheckIcon },
  close: { message: chatMessages.reviewClose, Mark: TriangleIcon },
  missed: { message: chatMessages.reviewMissed, Mark: CrossIcon },
};

const judgedOf = (verdict: LearnerVerdict): Judged =>
  verdict === 'correct' ? 'correct' : verdict === 'close' ? 'close' : 'missed';

/**
 * The review's answer sheet: each turn she reached, what she was asked, each answer she gave with
 * how it was taken (a mark and words), and after a miss what she could have said.
 */
export function ChatReview({ state, script }: { state: ChatState; script: ChatScript }) {
  const intl = useIntl();
  const rows = reviewRowsOf(state, script);
  if (rows.length === 0) return null;
  return (
    <section className="chat-review" aria-labelledby="chat-review-answers">
      <h2 id="chat-review-answers" className="chat-review__heading">
        {intl.formatMessage(chatMessages.reviewAnswers)}
      </h2>
      <ol className="chat-review__list">
        {rows.map((row, index) => (
          <li
            key={row.problemUuid}
            className="chat-review__turn"
            aria-label={intl.formatMessage(chatMessages.reviewTurn, { number: index + 1 })}
          >
            {row.task ? (
              <p className="chat-review__task" lang={langOf(row.task)}>
                {row.task}
              </p>
            ) : null}
            <ul className="chat-review__answers">
              {row.answers.map((answer) => {
                const judged = JUDGED[judgedOf(answer.verdict)];
                return (
                  <li key={answer.id} className="chat-review__answer">
                    <span
                      className={`chat-review__verdict chat-review__verdict--${judgedOf(answer.verdict)}`}
                    >
                      <judged.Mark />
                      {intl.formatMessage(judged.message)}
                    </span>
                    <span className="visually-hidden">
                      {intl.formatMessage(chatMessages.reviewYou)}:{' '}
                    </span>
                    <span lang="en">{answer.text}</span>
                  </li>
                );
              })}
            </ul>
            {row.model ? (
              <p className="chat-review__model">
                <span className="chat-review__label">
                  {intl.formatMessage(chatMessages.reviewModel)}
                </span>
                <span lang="en">{row.model}</span>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
