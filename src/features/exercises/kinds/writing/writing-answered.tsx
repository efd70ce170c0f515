import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { WritingAnswerResult } from '../../../../api/generated/model/writingAnswerResult';
import type { WritingAnswerResultNotSentencesItem } from '../../../../api/generated/model/writingAnswerResultNotSentencesItem';
import type { WritingFeedbackItem } from '../../../../api/generated/model/writingFeedbackItem';
import type { WritingIssue } from '../../../../api/generated/model/writingIssue';
import { AlertIcon, CheckIcon } from '../../../../components/ui/glyph-icons';
import type { AnsweredProps } from '../kind';
import { writingMessages as m } from './messages';
import { slipInContext, type SlipInContext } from './slip-context';

// What the sheet shows under the learner's text after a writing answer, and the review under the
// row: why a list of words is not sentences yet, the slips the backend flagged (the words marked
// with a few words around them, the fix next to them, what to check in our own words by kind),
// the content's model answer(s), then the backend's advice. Each part only when the result has it
// (a backend without a checker leaves the slips out).

const GOOD_CODES: readonly WritingFeedbackItem['code'][] = ['GOOD_LENGTH', 'USED_PHRASE'];

const REASONS: Record<WritingAnswerResultNotSentencesItem, MessageDescriptor> = {
  FEW_LINKING_WORDS: m.fewLinkingWords,
  NO_VERBS: m.noVerbs,
  MANY_MISTAKES: m.manyMistakes,
};

const SLIP_KINDS: Record<WritingIssue['kind'], MessageDescriptor> = {
  SPELLING: m.spelling,
  AGREEMENT: m.agreement,
  GRAMMAR: m.grammar,
};

/**
 * An outcome's detail as the writing result it was made from (the run's outcomes are kept across
 * a reload as JSON, so it is checked before it is shown).
 */
function isWritingDetail(value: unknown): value is WritingAnswerResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    'feedback' in value &&
    Array.isArray((value as { feedback: unknown }).feedback)
  );
}

function NotSentences({ reasons }: { reasons: WritingAnswerResultNotSentencesItem[] }) {
  const intl = useIntl();
  return (
    <div className="writing-refusal">
      <ul className="writing-refusal__reasons">
        {reasons.map((reason) => (
          <li key={reason}>{intl.formatMessage(REASONS[reason])}</li>
        ))}
      </ul>
      <p className="writing-refusal__next">{intl.formatMessage(m.rewrite)}</p>
    </div>
  );
}

function Slip({ slip }: { slip: SlipInContext }) {
  const intl = useIntl();
  const { issue } = slip;
  return (
    <li className="writing-slips__item">
      <span className="writing-slips__place" lang="en">
        {slip.cutBefore ? '…' : ''}
        {slip.before}
        <del className={`writing-slips__word writing-slips__word--${issue.kind.toLowerCase()}`}>
          <span className="visually-hidden" lang={intl.locale}>
            {intl.formatMessage(m.slipMarked)}
          </span>
          {issue.text}
        </del>
        {issue.suggestion ? (
          <>
            {' '}
            <ins className="writing-slips__fix">
              <span className="visually-hidden" lang={intl.locale}>
                {intl.formatMessage(m.slipFix)}
              </span>
              {issue.suggestion}
            </ins>
          </>
        ) : null}
        {slip.after}
        {slip.cutAfter ? '…' : ''}
      </span>
      <span className="writing-slips__message">
        {intl.formatMessage(SLIP_KINDS[issue.kind])}
        {issue.suggestion ? null : ` ${intl.formatMessage(m.noSuggestion)}`}
      </span>
    </li>
  );
}

function Slips({ text, issues }: { text: string; issues: WritingIssue[] }) {
  const intl = useIntl();
  const title = useId();
  const slips = issues
    .map((issue) => slipInContext(text, issue))
    .filter((slip): slip is SlipInContext => slip !== null);
  if (slips.length === 0) return null;
  return (
    <section className="writing-slips" aria-labelledby={title}>
      <h3 id={title} className="writing-answered__title">
        {intl.formatMessage(m.slipsLabel)}
      </h3>
      <ul className="writing-slips__list">
        {slips.map((slip) => (
          <Slip key={`${slip.issue.start}-${slip.issue.end}`} slip={slip} />
        ))}
      </ul>
      <p className="writing-slips__note">{intl.formatMessage(m.checkerNote)}</p>
    </section>
  );
}

function ModelAnswers({ answers }: { answers: string[] }) {
  const intl = useIntl();
  const title = useId();
  return (
    <section className="writing-model" aria-labelledby={title}>
      <h3 id={title} className="writing-answered__title">
        {intl.formatMessage(m.modelLabel, { count: answers.length })}
      </h3>
      {answers.map((answer, index) => (
        <p key={index} className="writing-model__text" lang="en">
          {answer}
        </p>
      ))}
    </section>
  );
}

function Advice({ feedback }: { feedback: WritingFeedbackItem[] }) {
  const intl = useIntl();
  if (feedback.length === 0) return null;
  return (
    <ul className="writing-feedback" aria-label={intl.formatMessage(m.feedbackLabel)}>
      {feedback.map((item, index) => {
        const good = GOOD_CODES.includes(item.code);
        return (
          <li
            key={`${item.code}-${index}`}
            className={`writing-feedback__item writing-feedback__item--${good ? 'good' : 'improve'}`}
          >
            <span className="writing-feedback__icon" aria-hidden="true">
              {good ? <CheckIcon /> : <AlertIcon />}
            </span>
            <span className="visually-hidden">
              {intl.formatMessage(good ? m.good : m.toImprove)}
            </span>
            <span className="writing-feedback__message">{item.message}</span>
          </li>
        );
      })}
    </ul>
  );
}

export function WritingAnswered({ outcome }: AnsweredProps) {
  const result = outcome.detail;
  if (!isWritingDetail(result)) return null;
  const text = outcome.given ?? '';
  return (
    <div className="writing-answered">
      {result.notSentences?.length ? <NotSentences reasons={result.notSentences} /> : null}
      {result.issues?.length ? <Slips text={text} issues={result.issues} /> : null}
      {result.modelAnswers?.length ? <ModelAnswers answers={result.modelAnswers} /> : null}
      <Advice feedback={result.feedback} />
    </div>
  );
}

/** The review's row: the slips and the model answer (the advice stays on the sheet). */
export function WritingReviewDetail({ outcome }: AnsweredProps) {
  const result = outcome.detail;
  if (!isWritingDetail(result) || outcome.skipped) return null;
  const text = outcome.given ?? '';
  return (
    <div className="writing-answered writing-answered--review">
      {result.notSentences?.length ? <NotSentences reasons={result.notSentences} /> : null}
      {result.issues?.length ? <Slips text={text} issues={result.issues} /> : null}
      {result.modelAnswers?.length ? <ModelAnswers answers={result.modelAnswers} /> : null}
    </div>
  );
}
