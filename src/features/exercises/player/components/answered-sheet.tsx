import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/ui/button';
import type { ExerciseKind, Outcome, PlayerQuestion } from '../../kinds/kind';
import { answeredMessages } from '../../messages';
import { afterPaint } from '../after-paint';
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

function verdictOf(outcome: Outcome) {
  if (outcome.skipped) return { tone: 'skipped', message: answeredMessages.skipped, mark: '→' };
  if (outcome.correct === true)
    return { tone: 'correct', message: answeredMessages.correct, mark: '✓' };
  if (outcome.correct === false)
    return { tone: 'incorrect', message: answeredMessages.incorrect, mark: '✗' };
  return { tone: 'done', message: answeredMessages.done, mark: '✓' };
}

/**
 * The feedback sheet after an answer: colour, mark and words (never colour alone), the answer
 * given, the correction and the Japanese meaning, the learned status of a drill card (with the new
 * badge celebrated), and "continue" (Enter) in the place of "check".
 */
export function AnsweredSheet({ kind, question, outcome, last, onContinue }: AnsweredSheetProps) {
  const intl = useIntl();
  const button = useRef<HTMLButtonElement>(null);
  const verdict = verdictOf(outcome);
  const Answered = kind.Answered;
  const again = outcome.nextAttempt !== null;

  useEffect(() => afterPaint(() => button.current?.focus()), []);
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
        <span aria-hidden="true" className="answered-sheet__mark">
          {verdict.mark}
        </span>{' '}
        {intl.formatMessage(verdict.message)}
      </h2>
      <dl className="answered-sheet__lines">
        {outcome.given !== null && !outcome.skipped ? (
          <div>
            <dt>{intl.formatMessage(answeredMessages.yourAnswer)}</dt>
            <dd lang={langOf(outcome.given)}>{outcome.given}</dd>
          </div>
        ) : null}
        {outcome.correction !== null && outcome.correct !== true ? (
          <div>
            <dt>{intl.formatMessage(answeredMessages.correctAnswer)}</dt>
            <dd lang={langOf(outcome.correction)} className="answered-sheet__correction">
              {outcome.correction}
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
            <dd lang="ja">{outcome.meaning}</dd>
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
          <span aria-hidden="true" className="learned-badge__icon">
            ★
          </span>
          {intl.formatMessage(answeredMessages.newBadge)}
        </p>
      ) : null}
      {Answered ? <Answered question={question} outcome={outcome} /> : null}
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
        <span className="run-footer__hint" aria-hidden="true">
          {intl.formatMessage(answeredMessages.enterHint)}
        </span>
      </div>
    </section>
  );
}
