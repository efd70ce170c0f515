import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/ui/button';
import { ArrowRightIcon, CheckIcon, CrossIcon } from '../../../../components/ui/glyph-icons';
import type { ExerciseKind, Outcome, PlayerQuestion } from '../../kinds/kind';
import { answeredMessages, resultMessages } from '../../messages';
import { langOf } from './answered-sheet';
import { ConcealedText } from './concealed-text';

function verdict(outcome: Outcome | undefined) {
  if (!outcome || outcome.skipped)
    return { tone: 'skipped', message: answeredMessages.skipped, mark: ArrowRightIcon };
  if (outcome.correct === true)
    return { tone: 'correct', message: answeredMessages.correct, mark: CheckIcon };
  if (outcome.correct === false)
    return { tone: 'incorrect', message: answeredMessages.missed, mark: CrossIcon };
  return { tone: 'done', message: answeredMessages.done, mark: CheckIcon };
}

/**
 * The review: every question in order with what was answered and the correction; the prompt,
 * the correction and the meaning behind 「・・・」 when the display language hides their language.
 */
export function RunReview({
  kind,
  questions,
  outcomes,
  onBack,
}: {
  kind: ExerciseKind<unknown>;
  questions: PlayerQuestion[];
  outcomes: Record<string, Outcome>;
  onBack: () => void;
}) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="run-review" aria-labelledby="run-review-title">
      <h1 id="run-review-title" ref={heading} tabIndex={-1}>
        {intl.formatMessage(resultMessages.reviewTitle)}
      </h1>
      <ol className="run-review__list">
        {questions.map((question) => {
          const outcome = outcomes[question.problemUuid];
          const v = verdict(outcome);
          return (
            <li key={question.problemUuid} className={`run-review__row run-review__row--${v.tone}`}>
              <span className="run-review__mark">
                <v.mark />
              </span>
              <div className="run-review__body">
                <p className="run-review__prompt">
                  <ConcealedText
                    text={kind.reviewText(question)}
                    lang={langOf(kind.reviewText(question))}
                  />
                </p>
                <p className="run-review__verdict">{intl.formatMessage(v.message)}</p>
                {outcome?.given && !outcome.skipped ? (
                  <p>
                    {intl.formatMessage(answeredMessages.yourAnswer)}:{' '}
                    <span lang={langOf(outcome.given)}>{outcome.given}</span>
                  </p>
                ) : null}
                {outcome?.correction && outcome.correct !== true ? (
                  <p>
                    {intl.formatMessage(answeredMessages.correctAnswer)}:{' '}
                    <ConcealedText text={outcome.correction} lang={langOf(outcome.correction)} />
                  </p>
                ) : null}
                {outcome?.meaning && outcome.meaning !== kind.reviewText(question) ? (
                  <p lang="ja">
                    <ConcealedText text={outcome.meaning} lang="ja" />
                  </p>
                ) : null}
                {outcome && kind.ReviewDetail ? (
                  <kind.ReviewDetail question={question} outcome={outcome} />
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      <div className="run-actions">
        <Button onClick={onBack}>{intl.formatMessage(resultMessages.backToResult)}</Button>
      </div>
    </section>
  );
}
