import { useEffect, useLayoutEffect, useRef } from 'react';
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
import { ANSWER_MARK, scrollToShow } from '../sheet-scroll';
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
 * a keyboard is used, and says what Enter does here. The sheet follows the question in the page;
 * "continue" keeps to the bottom of the screen, and what the sheet is about is scrolled into sight
 * above it (./sheet-scroll.ts).
 */
export function AnsweredSheet({ kind, question, outcome, last, onContinue }: AnsweredSheetProps) {
  const intl = useIntl();
  const button = useRef<HTMLButtonElement>(null);
  const section = useRef<HTMLElement>(null);
  const summary = useRef<HTMLDivElement>(null);
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
        const sheet = section.current;
        const footer = sheet?.querySelector<HTMLElement>('.run-footer');
        if (!sheet || !summary.current || !footer) return;
        // What the sheet talks about (its verdict and answers, and what the question or the
        // kind's part marks) is scrolled, the least distance, between the exercise's top bar and
        // "continue", which keeps to the bottom of the screen; the rest follows in the page.
        const player = sheet.parentElement;
        const marks = [summary.current, ...(player?.querySelectorAll(`[${ANSWER_MARK}]`) ?? [])];
        const distance = scrollToShow(
          marks.map((mark) => mark.getBoundingClientRect()),
          player?.querySelector('.run-bar')?.getBoundingClientRect().bottom ?? 0,
          window.innerHeight - footer.offsetHeight,
        );
        if (distance !== 0)
          document.scrollingElement?.scrollBy?.({ top: distance, behavior: 'instant' });
      }),
    [],
  );
  // Listening from the commit that shows the sheet (a layout effect), not from an effect after
  // it: an Enter pressed as soon as the sheet is on the screen, before the focus has moved to
  // "continue", was lost on a loaded machine in between (clone 60, console.spec.ts by keyboard).
  useLayoutEffect(() => {
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
      ref={section}
      className={`answered-sheet answered-sheet--${verdict.tone}`}
      aria-labelledby="answered-verdict"
    >
      {/* The verdict and the answers first; the kind's part (what was heard, the meanings, the
          recordings) after them. The sheet is part of the page and scrolls with it: nothing in
          it scrolls on its own, nothing stays under "continue". */}
      <div ref={summary} className="answered-sheet__summary">
        <h2 id="answered-verdict" className="answered-sheet__verdict">
          <Mark className="answered-sheet__mark" /> {intl.formatMessage(verdict.message)}
        </h2>
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
      </div>
      {Answered ? (
        <div className="answered-sheet__more">
          <Answered question={question} outcome={outcome} />
        </div>
      ) : null}
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
