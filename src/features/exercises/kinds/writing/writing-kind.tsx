import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { WritingAnswerRequest } from '../../../../api/generated/model/writingAnswerRequest';
import type { WritingAnswerResult } from '../../../../api/generated/model/writingAnswerResult';
import type { WritingFeedbackItem } from '../../../../api/generated/model/writingFeedbackItem';
import type { AnsweredProps, ExerciseKind, PlayerQuestion, QuestionProps } from '../kind';
import { AnswerInput } from '../text-entry/answer-input';
import { bodyItemOf, logSkipCall, skippedOutcome } from '../text-entry/calls';
import { useElapsed, type TextAnswer } from '../text-entry/text-answer';
import { writingMessages as m } from './messages';
import { countWords, insertPhrase } from './word-count';
import './writing.css';

// Free writing (type 13): write on the prompt between minWords and maxWords words. Useful phrases
// go in at the cursor; the word count shows live. Enter is a new line, Ctrl/Cmd+Enter checks.
// submitWritingAnswer is not judged: it answers with feedback, listed after answering.

const itemOf = (question: PlayerQuestion) => bodyItemOf(question, 'WRITING_PROBLEM');

const GOOD_CODES: readonly WritingFeedbackItem['code'][] = ['GOOD_LENGTH', 'USED_PHRASE'];

function WritingForm({ question, onAnswer, disabled, hints }: QuestionProps<TextAnswer>) {
  const intl = useIntl();
  const elapsed = useElapsed();
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const item = itemOf(question);
  if (!item) return null;
  const words = countWords(text);
  const { minWords: min, maxWords: max } = item;
  const countId = `writing-count-${item.problemUuid}`;
  const lengthNote =
    words < min
      ? intl.formatMessage(m.tooShort, { count: min - words })
      : words > max
        ? intl.formatMessage(m.tooLong, { count: words - max })
        : intl.formatMessage(m.goodLength);
  const lengthState = words < min ? 'short' : words > max ? 'long' : 'good';

  const addPhrase = (phrase: string) => {
    const element = field.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const next = insertPhrase(text, phrase, start, end);
    setText(next.text);
    requestAnimationFrame(() => {
      if (!element) return;
      element.focus();
      element.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <div className="writing">
      <p className="writing__instruction">{intl.formatMessage(m.instruction)}</p>
      <p className="writing__prompt" lang="en">
        {item.prompt}
      </p>
      {hints && (
        <p className="writing__translation" lang="ja">
          {item.translation}
        </p>
      )}
      {item.usefulPhrases.length > 0 && (
        <ul className="writing__phrases" aria-label={intl.formatMessage(m.phrasesLabel)}>
          {item.usefulPhrases.map((phrase, index) => (
            <li key={`${phrase}-${index}`}>
              <button
                type="button"
                className="writing__phrase"
                lang="en"
                disabled={disabled}
                aria-label={intl.formatMessage(m.insertPhrase, { phrase })}
                onClick={() => addPhrase(phrase)}
              >
                {phrase}
              </button>
            </li>
          ))}
        </ul>
      )}
      <AnswerInput
        variant="textarea"
        value={text}
        onChange={setText}
        onSubmit={(value) => onAnswer({ text: value, responseTime: elapsed() })}
        disabled={disabled}
        label={intl.formatMessage(m.answerLabel)}
        describedBy={countId}
        canSubmit={words >= 1}
        fieldRef={field}
        maxLength={5000}
      >
        <p id={countId} className={`writing__count writing__count--${lengthState}`}>
          <span className="writing__count-number">
            {intl.formatMessage(m.wordCount, { count: words, min, max })}
          </span>{' '}
          <span className="writing__count-note">{lengthNote}</span>{' '}
          <span className="writing__submit-hint">{intl.formatMessage(m.submitHint)}</span>
        </p>
      </AnswerInput>
    </div>
  );
}

function WritingQuestion(props: QuestionProps<TextAnswer>) {
  return <WritingForm key={`${props.question.problemUuid}:${props.attempt}`} {...props} />;
}

function isWritingResult(value: unknown): value is WritingAnswerResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    'feedback' in value &&
    Array.isArray((value as { feedback: unknown }).feedback)
  );
}

function WritingAnswered({ outcome }: AnsweredProps) {
  const intl = useIntl();
  if (!isWritingResult(outcome.detail) || outcome.detail.feedback.length === 0) return null;
  return (
    <ul className="writing-feedback" aria-label={intl.formatMessage(m.feedbackLabel)}>
      {outcome.detail.feedback.map((item, index) => {
        const good = GOOD_CODES.includes(item.code);
        return (
          <li
            key={`${item.code}-${index}`}
            className={`writing-feedback__item writing-feedback__item--${good ? 'good' : 'improve'}`}
          >
            <span className="writing-feedback__icon" aria-hidden="true">
              {good ? '✓' : '!'}
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

export const writingKind: ExerciseKind<TextAnswer> = {
  Question: WritingQuestion,
  Answered: WritingAnswered,
  reviewText: (question) => itemOf(question)?.prompt ?? '',
  answerCall: (answer, run, question) => {
    const body: WritingAnswerRequest = {
      logId: run.logId,
      problemUuid: question.problemUuid,
      text: answer.text,
      responseTime: answer.responseTime,
    };
    return {
      operation: 'submitWritingAnswer',
      args: [run.courseUuid, run.exerciseType, run.exerciseUuid, body],
    };
  },
  skipCall: (run, question) => logSkipCall(run, question.problemUuid),
  outcome: (result, answer) => {
    if (answer === null) return skippedOutcome(result, null, null, false);
    return {
      correct: null,
      skipped: false,
      given: answer.text.trim(),
      correction: null,
      meaning: null,
      nextAttempt: null,
      learnStatus: null,
      detail: isWritingResult(result)
        ? { wordCount: result.wordCount, feedback: result.feedback }
        : undefined,
    };
  },
};
