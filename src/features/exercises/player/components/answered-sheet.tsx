import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/ui/button';
import {
  ArrowRightIcon,
  CheckIcon,
  CrossIcon,
  StarIcon,
  TriangleIcon,
} from '../../../../components/ui/glyph-icons';
import { useKeyboardTips } from '../../../../hooks/use-keyboard-tips';
import { WordComparison } from '../../components/word-comparison';
import type { ExerciseKind, Outcome, PlayerQuestion } from '../../kinds/kind';
import { answeredMessages } from '../../messages';
import { afterPaint } from '../after-paint';
import { comparisonOf, verdictOf, type VerdictTone } from '../verdict';
import { ConcealedText } from './concealed-text';
import { LearnedMeter } from './learned-meter';

type AnsweredSheetProps = {
  kind: ExerciseKind<unknown>;
  question: PlayerQuestion;
  outcome: Outcome;
  last: boolean;
  onContinue: () => void;
};

/** Japanese text (a vocabulary meaning) or English (the rest), for the screen reader's voice. */
export const langOf = (text: string) => (/[\u3040-\u30ff\u3400-\u9fff]/.test(text) ? 'ja' : 'en');

const MARKS: Record<VerdictTone, typeof CheckIcon> = {
  correct: CheckIcon,
  close: TriangleIcon,
  incorrect: CrossIcon,
  skipped: ArrowRightIcon,
  done: CheckIcon,
};

/**
 * The feedback sheet after an answer: one verdict in colour, a drawn mark and words (never colour
 * alone; 「おしい！」 only when it was nearly right), a typed miss word by word against the
 * closest accepted answer, the correction and the Japanese meaning (each behind 「・・・」 when the
 * display language hides its language), the learned status of a drill card (with the new badge
 * celebrated), and "continue" (Enter) in the place of "check". The keyboard tip shows only where
 * a keyboard is used, and says what Enter does here.
 */
export function AnsweredSheet({ kind, question, outcome, last, onContinue }: AnsweredSheetProps) {
  const intl = useIntl();
  const button = useRef<HTMLButtonElement>(null);
  const verdict = verdictOf(outcome, kind);
  const comparison = comparisonOf(outcome, kind);
  const keyboardTips = useKeyboardTips();
  // Saved offline and not marked yet: the kind's part reads a mark there is not yet.
  const Answered = outcome.deferred ? undefined : kind.Answered;
  const again = outcome.nextAttempt !== null;
  const Mark = MARKS[verdict.tone];

  useEffect(
    () =>
      afterPaint(() => {
        button.current?.focus({ preventScroll: true });
        // The sheet keeps to the bottom of the screen; scrolling the page to its end puts what it
        // talks about (the marked options, the answer) right above it instead of under it.
        const page = document.scrollingElement;
        page?.scrollTo?.({ top: page.scrollHeight });
      }),
    [],
  );
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.isComposing || event.repeat) return;
      if (event.target instanceof HTMLButtonElement || event.target instanceof HTMLTextAreaElement)
        return;
      event.preventDefault();
      onContinue();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onContinue]);

  const learn = outcome.learnStatus;
  return (
    <section
      className={`answered-sheet answered-sheet--${verdict.tone}`}
      aria-labelledby="answered-verdict"
    >
      <h2 id="answered-verdict" className="answered-sheet__verdict">
        <Mark className="answered-sheet__mark" /> {intl.formatMessage(verdict.message)}
      </h2>
      {/* On a small screen the sheet keeps to the lower part: its body scrolls, the verdict and
          "continue" stay in sight. */}
      <div
        className="answered-sheet__body"
        role="group"
        aria-labelledby="answered-verdict"
        tabIndex={0}
      >
        {outcome.deferred && !outcome.skipped ? (
          <p className="answered-sheet__hint">
            {intl.formatMessage(answeredMessages.deferredNote)}
          </p>
        ) : null}
        {verdict.tone === 'close' && comparison ? (
          <p className="answered-sheet__hint">{intl.formatMessage(answeredMessages.closeHint)}</p>
        ) : null}
        {comparison ? <WordComparison words={comparison} /> : null}
        <dl className="answered-sheet__lines">
          {outcome.given !== null && !outcome.skipped && !comparison && !kind.marksInPlace ? (
            <div>
              <dt>{intl.formatMessage(answeredMessages.yourAnswer)}</dt>
              <dd lang={langOf(outcome.given)}>{outcome.given}</dd>
            </div>
          ) : null}
          {outcome.correction !== null && outcome.correct !== true && !kind.marksInPlace ? (
            <div>
              <dt>{intl.formatMessage(answeredMessages.correctAnswer)}</dt>
              <dd lang={langOf(outcome.correction)} className="answered-sheet__correction">
                <ConcealedText text={outcome.correction} lang={langOf(outcome.correction)} />
              </dd>
            </div>
          ) : null}
          {/* A kind with its own answered part shows the meanings there. */}
          {!Answered &&
          outcome.meaning &&
          outcome.meaning !== outcome.given &&
          outcome.meaning !== outcome.correction ? (
            <div>
              <dt>{intl.formatMessage(answeredMessages.meaning)}</dt>
              <dd lang="ja">
                <ConcealedText text={outcome.meaning} lang="ja" />
              </dd>
            </div>
          ) : null}
        </dl>
        {learn ? (
          <p className="answered-sheet__learned">
            <LearnedMeter
              status={learn.newLearnStatus}
              message={answeredMessages.learnedStatus}
              celebrate={learn.hasIncreased}
              showValue={false}
            />
            <span>
              {intl.formatMessage(
                learn.hasIncreased ? answeredMessages.learnedUp : answeredMessages.learnedStatus,
                { status: learn.newLearnStatus },
              )}
            </span>
          </p>
        ) : null}
        {learn?.hasNewLearnedBadge ? (
          <p className="learned-badge" role="note">
            <StarIcon className="learned-badge__icon" />
            {intl.formatMessage(answeredMessages.newBadge)}
          </p>
        ) : null}
        {Answered ? <Answered question={question} outcome={outcome} /> : null}
      </div>
      <div className="run-footer">
        <Button ref={button} onClick={onContinue} aria-keyshortcuts="Enter">
          {intl.formatMessage(
            again
              ? answeredMessages.tryAgain
              : last
                ? answeredMessages.finish
                : answeredMessages.continue,
          )}
        </Button>
        {keyboardTips ? (
          <span className="run-footer__hint" aria-hidden="true">
            {intl.formatMessage(
              again
                ? answeredMessages.enterRetryHint
                : last
                  ? answeredMessages.enterFinishHint
                  : answeredMessages.enterHint,
            )}
          </span>
        ) : null}
      </div>
    </section>
  );
}
