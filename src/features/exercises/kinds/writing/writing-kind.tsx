import { useLayoutEffect, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { WritingAnswerRequest } from '../../../../api/generated/model/writingAnswerRequest';
import { useKeyboardTips } from '../../../../hooks/use-keyboard-tips';
import {
  countWords,
  writingEffortIssues,
  type WritingEffortIssue,
} from '../../../../lib/rules/writing-effort';
import type { ExerciseKind, Outcome, PlayerQuestion, QuestionProps } from '../kind';
import { AnswerInput } from '../text-entry/answer-input';
import { bodyItemOf, logSkipCall, skippedOutcome } from '../text-entry/calls';
import { useElapsed, type TextAnswer } from '../text-entry/text-answer';
import { writingMessages as m } from './messages';
import { insertStarter, startersOf } from './starter-phrases';
import { WritingAnswered, WritingReviewDetail } from './writing-answered';
import './writing.css';

// Free writing (type 13): write on the prompt between minWords and maxWords words. Sentence
// starters go in at the cursor as clean text; the word count shows live. The draft can be checked
// once it shows effort (src/lib/rules/writing-effort.ts, the check the backend makes too): until then
// the screen says what to add, and the check button is described by it. Enter is a new line,
// Ctrl/Cmd+Enter checks (the tip for keyboard users only). submitWritingAnswer is not judged: it
// answers with feedback, the slips it flagged and the model answer, shown after answering
// (./writing-answered.tsx). A list of words rather than sentences (src/lib/rules/writing-sentences.ts)
// is not done: 「まだ文になっていません」 with why, and another attempt starts from the same text.

const itemOf = (question: PlayerQuestion) => bodyItemOf(question, 'WRITING_PROBLEM');

const EFFORT_MESSAGES: Record<
  Exclude<WritingEffortIssue['code'], 'TOO_FEW_WORDS'>,
  MessageDescriptor
> = { REPEATED_WORDS: m.repeated, NOT_ENGLISH: m.notEnglish, NOT_WORDS: m.notWords };

function WritingForm({ question, onAnswer, disabled, hints, previous }: QuestionProps<TextAnswer>) {
  const intl = useIntl();
  const elapsed = useElapsed();
  const keyboardTips = useKeyboardTips();
  // Another attempt (after 「まだ文になっていません」) starts from the text sent.
  const [text, setText] = useState(previous?.given ?? '');
  const field = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  // Where the caret goes once a starter's text is on screen: placed in the same commit, before
  // any key the learner presses next (placed a frame later, it moved back over what they had
  // typed meanwhile, and the next starter went in there).
  const caretAfterStarter = useRef<number | null>(null);
  useLayoutEffect(() => {
    const caret = caretAfterStarter.current;
    const element = field.current;
    if (caret === null || !element) return;
    caretAfterStarter.current = null;
    element.focus();
    element.setSelectionRange(caret, caret);
  });
  const item = itemOf(question);
  if (!item) return null;
  const words = countWords(text);
  const { minWords: min, maxWords: max } = item;
  const issues = writingEffortIssues(text, min);
  const countId = `writing-count-${item.problemUuid}`;
  const effortId = `writing-effort-${item.problemUuid}`;
  const lengthState = words < min ? 'short' : words > max ? 'long' : 'good';
  const lengthNote =
    lengthState === 'long'
      ? intl.formatMessage(m.tooLong, { count: words - max })
      : lengthState === 'good'
        ? intl.formatMessage(m.goodLength)
        : null;

  const addStarter = (starter: string) => {
    const element = field.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const next = insertStarter(text, starter, start, end);
    caretAfterStarter.current = next.caret;
    setText(next.text);
  };

  const starters = startersOf(item.usefulPhrases);
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
      {starters.length > 0 && (
        <ul className="writing__phrases" aria-label={intl.formatMessage(m.phrasesLabel)}>
          {starters.map((phrase, index) => (
            <li key={`${phrase}-${index}`}>
              <button
                type="button"
                className="writing__phrase"
                lang="en"
                disabled={disabled}
                aria-label={intl.formatMessage(m.insertPhrase, { phrase })}
                onClick={() => addStarter(phrase)}
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
        describedBy={issues.length > 0 ? `${countId} ${effortId}` : countId}
        canSubmit={issues.length === 0}
        checkDescribedBy={issues.length > 0 ? effortId : undefined}
        fieldRef={field}
        maxLength={5000}
      >
        <p id={countId} className={`writing__count writing__count--${lengthState}`}>
          <span className="writing__count-number">
            {intl.formatMessage(m.wordCount, { count: words, min, max })}
          </span>
          {lengthNote ? (
            <>
              {' '}
              <span className="writing__count-note">{lengthNote}</span>
            </>
          ) : null}
          {keyboardTips ? (
            <span className="writing__submit-hint">{intl.formatMessage(m.submitHint)}</span>
          ) : null}
        </p>
        {issues.length > 0 ? (
          <div id={effortId} className="writing__effort">
            <p className="writing__effort-label">{intl.formatMessage(m.effortLabel)}</p>
            <ul className="writing__effort-list">
              {issues.map((issue) => (
                <li key={issue.code}>
                  {issue.code === 'TOO_FEW_WORDS'
                    ? intl.formatMessage(m.tooShort, { count: issue.missing })
                    : intl.formatMessage(EFFORT_MESSAGES[issue.code])}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </AnswerInput>
    </div>
  );
}

function WritingQuestion(props: QuestionProps<TextAnswer>) {
  return <WritingForm key={`${props.question.problemUuid}:${props.attempt}`} {...props} />;
}

export const writingKind: ExerciseKind<TextAnswer, 'submitWritingAnswer' | 'logExerciseAnswer'> = {
  Question: WritingQuestion,
  Answered: WritingAnswered,
  ReviewDetail: WritingReviewDetail,
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
  outcome: (result, answer, _question, attempt) => {
    if (answer === null) return skippedOutcome(result, null, null, false);
    const given = answer.text.trim();
    if (result?.operation !== 'submitWritingAnswer')
      return { ...notJudged(given), detail: undefined };
    const written = result.value;
    // The slips' places count from the text as sent; the answer is shown trimmed.
    const shift = answer.text.length - answer.text.trimStart().length;
    const detail = {
      ...written,
      issues: written.issues?.map((issue) => ({
        ...issue,
        start: issue.start - shift,
        end: issue.end - shift,
      })),
    };
    if (!written.notSentences?.length) return { ...notJudged(given), detail };
    return {
      ...notJudged(given),
      correct: false,
      verdict: 'incorrect',
      verdictMessage: m.notSentencesVerdict,
      nextAttempt: attempt + 1,
      detail,
    };
  },
};

function notJudged(given: string): Outcome {
  return {
    correct: null,
    skipped: false,
    given,
    correction: null,
    meaning: null,
    nextAttempt: null,
    learnStatus: null,
  };
}
