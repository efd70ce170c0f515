import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { matchesAnyAnswer } from '../../../../lib/rules/marking/answer-match';
import { ConcealedText } from '../../player/components/concealed-text';
import type { ExerciseKind, PlayerQuestion, QuestionProps } from '../kind';
import { AnswerInput } from '../text-entry/answer-input';
import { bodyItemOf, logAnswerCall, logSkipCall, skippedOutcome } from '../text-entry/calls';
import { displayText, useElapsed, type TextAnswer } from '../text-entry/text-answer';
import { drillTypingMessages as m } from './messages';
import { checkTyping, prepareTarget, type TypingProgress } from './typing-progress';
import './drill-typing.css';

// Typing drill (type 9): type the sentence shown. Mistakes show as the learner types: the part
// typed right so far is marked on the sentence and the first wrong character is pointed out. The
// comparison is one pass (typing-progress.ts) over a deferred copy of the text, so the field
// itself never waits for it, and what the verdict accepts (the shared marking rule: spaces at the
// end, digits for number words, contractions) is never shown as a mistake. logExerciseAnswer judges the answer; offline, the sentence shown is
// the one accepted answer (the mock's key is that sentence), so the device judges it the same way
// with the shared marking rules.

const itemOf = (question: PlayerQuestion) => bodyItemOf(question, 'TYPING_PROBLEM');

/** The sentence with the part typed right so far marked. */
const Sentence = memo(function Sentence({
  sentence,
  doneUpTo,
}: {
  sentence: string;
  doneUpTo: number;
}) {
  const done = sentence.slice(0, doneUpTo);
  const rest = sentence.slice(done.length);
  return (
    <p className="drill-typing__sentence" lang="en">
      {done && <span className="drill-typing__done">{done}</span>}
      {rest}
    </p>
  );
});

/** The progress line under the field (counts, and the first mistake in words and colour). */
const Progress = memo(function Progress({
  id,
  typed,
  progress,
  total,
}: {
  id: string;
  typed: string;
  progress: TypingProgress;
  total: number;
}) {
  const intl = useIntl();
  const { firstWrong } = progress;
  const percent = total === 0 ? 0 : Math.round((progress.matched / total) * 100);
  const wrongChar = firstWrong === null ? '' : String.fromCodePoint(typed.codePointAt(firstWrong)!);
  // A space where the sentence goes on with letters ends the word too early ("basebal after"):
  // the word is what to look at, never a 「␣」.
  const wordBefore = /\s/.test(wrongChar)
    ? (typed
        .slice(0, firstWrong ?? 0)
        .split(/\s+/)
        .pop() ?? '')
    : '';
  return (
    <div className="drill-typing__progress">
      <div className="drill-typing__bar" aria-hidden="true">
        <div className="drill-typing__bar-fill" style={{ width: `${percent}%` }} />
      </div>
      <p id={id} className="drill-typing__count">
        {progress.complete
          ? intl.formatMessage(m.complete)
          : intl.formatMessage(m.progress, { done: progress.matched, total })}
        {firstWrong !== null && (
          <>
            {' '}
            <span className="drill-typing__mistake">
              {!/\s/.test(wrongChar)
                ? intl.formatMessage(m.mistake, { char: wrongChar })
                : wordBefore
                  ? intl.formatMessage(m.mistake, { char: wordBefore })
                  : intl.formatMessage(m.mistakeSpace)}
            </span>
          </>
        )}
      </p>
      {firstWrong !== null && (
        <p className="drill-typing__mirror" lang="en" aria-hidden="true">
          <span>{typed.slice(0, firstWrong)}</span>
          <mark className="drill-typing__wrong">{typed.slice(firstWrong)}</mark>
        </p>
      )}
    </div>
  );
});

function DrillTypingForm({ question, onAnswer, disabled }: QuestionProps<TextAnswer>) {
  const intl = useIntl();
  const elapsed = useElapsed();
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const item = itemOf(question);
  const sentence = item?.sentence ?? '';
  const target = useMemo(() => prepareTarget(sentence), [sentence]);
  const progress = useMemo(
    () => checkTyping(deferred, sentence, target),
    [deferred, sentence, target],
  );
  if (!item) return null;
  const progressId = `drill-typing-progress-${item.problemUuid}`;
  return (
    <div className="drill-typing">
      <p className="drill-typing__instruction">{intl.formatMessage(m.instruction)}</p>
      <Sentence sentence={sentence} doneUpTo={progress.doneUpTo} />
      <p className="drill-typing__translation">
        <ConcealedText text={item.translation} lang="ja" />
      </p>
      <AnswerInput
        value={text}
        onChange={setText}
        onSubmit={(value) => onAnswer({ text: value, responseTime: elapsed() })}
        disabled={disabled}
        label={intl.formatMessage(m.answerLabel)}
        describedBy={progressId}
        invalid={progress.firstWrong !== null}
      >
        <Progress id={progressId} typed={deferred} progress={progress} total={target.length} />
      </AnswerInput>
    </div>
  );
}

function DrillTypingQuestion(props: QuestionProps<TextAnswer>) {
  return <DrillTypingForm key={`${props.question.problemUuid}:${props.attempt}`} {...props} />;
}

export const drillTypingKind: ExerciseKind<TextAnswer, 'logExerciseAnswer'> = {
  Question: DrillTypingQuestion,
  compareWords: true,
  // A drill: its result always offers the test again and practice of the missed sentences.
  practiceRun: true,
  reviewText: (question) => itemOf(question)?.sentence ?? '',
  answerCall: (answer, run, question) =>
    logAnswerCall(run, question.problemUuid, answer.text, answer.responseTime),
  skipCall: (run, question) => logSkipCall(run, question.problemUuid),
  judgeOffline: (answer, question) => {
    const sentence = itemOf(question)?.sentence ?? '';
    const isCorrect = answer !== null && matchesAnyAnswer(answer.text, [sentence]);
    return {
      operation: 'logExerciseAnswer',
      value: {
        problemUuid: question.problemUuid,
        isCorrect,
        retry: 0,
        learnStatus: null,
        correction: isCorrect ? null : sentence,
      },
    };
  },
  outcome: (result, answer, question) => {
    const item = itemOf(question);
    const sentence = item?.sentence ?? null;
    const meaning = item?.translation ?? null;
    if (answer === null) return skippedOutcome(result, sentence, meaning);
    const correct = result?.value.isCorrect ?? false;
    return {
      correct,
      skipped: false,
      given: displayText(answer.text),
      correction: correct ? null : (result?.value.correction ?? sentence),
      meaning,
      nextAttempt: null,
      learnStatus: null,
    };
  },
};
