import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/ui/button';
import {
  ArrowRightIcon,
  CheckIcon,
  CrossIcon,
  TriangleIcon,
} from '../../../../components/ui/glyph-icons';
import type { ExerciseKind, Outcome, PlayerQuestion } from '../../kinds/kind';
import { answeredMessages, resultMessages } from '../../messages';
import { reviewRowOf } from '../review-row';
import type { VerdictTone } from '../verdict';
import { langOf } from './answered-sheet';
import { ConcealedText } from './concealed-text';

const MARKS: Record<VerdictTone, typeof CheckIcon> = {
  correct: CheckIcon,
  close: TriangleIcon,
  incorrect: CrossIcon,
  skipped: ArrowRightIcon,
  done: CheckIcon,
};

/**
 * The review: every question in order with the sheet's verdict (「おしい！」 for a close answer),
 * what was answered and the correction, each text once (../review-row.ts); the prompt,
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
  // The heading takes the focus in the commit that shows the review (a layout effect): never on
  // the page's body in between, where a key pressed would go nowhere.
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <section className="run-review" aria-labelledby="run-review-title">
      <h1 id="run-review-title" ref={heading} tabIndex={-1}>
        {intl.formatMessage(resultMessages.reviewTitle)}
      </h1>
      <ol className="run-review__list">
        {questions.map((question) => {
          const outcome = outcomes[question.problemUuid];
          const row = reviewRowOf(kind, question, outcome);
          const Mark = MARKS[row.tone];
          return (
            <li
              key={question.problemUuid}
              className={`run-review__row run-review__row--${row.tone}`}
            >
              <span className="run-review__mark">
                <Mark />
              </span>
              <div className="run-review__body">
                <p className="run-review__prompt">
                  <ConcealedText text={row.prompt} lang={langOf(row.prompt)} />
                </p>
                <p className="run-review__verdict">{intl.formatMessage(row.message)}</p>
                {row.given ? (
                  <p>
                    {intl.formatMessage(answeredMessages.yourAnswer)}:{' '}
                    <span lang={langOf(row.given)}>{row.given}</span>
                  </p>
                ) : null}
                {row.correction ? (
                  <p>
                    {intl.formatMessage(answeredMessages.correctAnswer)}:{' '}
                    <ConcealedText text={row.correction} lang={langOf(row.correction)} />
                  </p>
                ) : null}
                {row.meaning ? (
                  <p lang={langOf(row.meaning)}>
                    <ConcealedText text={row.meaning} lang={langOf(row.meaning)} />
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
