import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TranslationQuizAnswerRequest } from '../../../../api/generated/model/translationQuizAnswerRequest';
import type { ExerciseKind, PlayerQuestion, QuestionProps } from '../kind';
import { AnswerInput } from '../text-entry/answer-input';
import { bodyItemOf, logSkipCall, skippedOutcome } from '../text-entry/calls';
import { displayText, useElapsed, type TextAnswer } from '../text-entry/text-answer';
import { quizTranslationMessages as m } from './messages';
import './quiz-translation.css';

// Translation quiz (type 11): write the Japanese sentence in English. Hint words show when hints
// are on; the model answer's word count is always shown. submitTranslationQuizAnswer judges it.

const itemOf = (question: PlayerQuestion) => bodyItemOf(question, 'TRANSLATION_QUIZ_PROBLEM');

function QuizTranslationForm({ question, onAnswer, disabled, hints }: QuestionProps<TextAnswer>) {
  const intl = useIntl();
  const elapsed = useElapsed();
  const [text, setText] = useState('');
  const item = itemOf(question);
  if (!item) return null;
  const countId = `quiz-translation-count-${item.problemUuid}`;
  return (
    <div className="quiz-translation">
      <p className="quiz-translation__instruction">{intl.formatMessage(m.instruction)}</p>
      <p className="quiz-translation__prompt" lang="ja">
        {item.prompt}
      </p>
      <p className="quiz-translation__count" id={countId}>
        {intl.formatMessage(m.wordCount, { count: item.wordCount })}
      </p>
      {hints && item.hintWords.length > 0 && (
        <ul className="quiz-translation__hints" aria-label={intl.formatMessage(m.hintsLabel)}>
          {item.hintWords.map((word, index) => (
            <li key={`${word}-${index}`} className="quiz-translation__hint" lang="en">
              {word}
            </li>
          ))}
        </ul>
      )}
      <AnswerInput
        value={text}
        onChange={setText}
        onSubmit={(value) => onAnswer({ text: value, responseTime: elapsed() })}
        disabled={disabled}
        label={intl.formatMessage(m.answerLabel)}
        describedBy={countId}
      />
    </div>
  );
}

function QuizTranslationQuestion(props: QuestionProps<TextAnswer>) {
  return <QuizTranslationForm key={`${props.question.problemUuid}:${props.attempt}`} {...props} />;
}

export const quizTranslationKind: ExerciseKind<
  TextAnswer,
  'submitTranslationQuizAnswer' | 'logExerciseAnswer'
> = {
  Question: QuizTranslationQuestion,
  compareWords: true,
  // Its questions are in the downloaded content: offline, its answers wait to be marked.
  deferredOffline: true,
  reviewText: (question) => itemOf(question)?.prompt ?? '',
  answerCall: (answer, run, question) => {
    const body: TranslationQuizAnswerRequest = {
      logId: run.logId,
      problemUuid: question.problemUuid,
      answer: answer.text,
      responseTime: answer.responseTime,
    };
    return {
      operation: 'submitTranslationQuizAnswer',
      args: [run.courseUuid, run.exerciseType, run.exerciseUuid, body],
    };
  },
  skipCall: (run, question) => logSkipCall(run, question.problemUuid),
  outcome: (result, answer, question) => {
    const meaning = itemOf(question)?.prompt ?? null;
    if (answer === null) return skippedOutcome(result, null, meaning);
    const correct = result?.value.isCorrect ?? false;
    return {
      correct,
      skipped: false,
      given: displayText(answer.text),
      // Right with slips: the accepted answer it was compared with, to mark them (verdict.ts).
      correction: result?.value.correction ?? null,
      meaning,
      nextAttempt: null,
      learnStatus: null,
    };
  },
};
