import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { isSlip } from '../../../../lib/rules/marking/answer-match';
import { useIntl } from 'react-intl';
import { useKeyboardTips } from '../../../../hooks/use-keyboard-tips';
import { logEvent } from '../../../../lib/services/log-event';
import type { DictationAnswerRequest } from '../../../../api/generated/model/dictationAnswerRequest';
import type { DictationCorrectionWord } from '../../../../api/generated/model/dictationCorrectionWord';
import type { DictationUserAction } from '../../../../api/generated/model/dictationUserAction';
import type { AnsweredProps, ExerciseKind, PlayerQuestion, QuestionProps } from '../kind';
import { bodyItemOf, logSkipCall, skippedOutcome } from '../text-entry/calls';
import { isComposing, isSubmitEnter } from '../text-entry/keys';
import { useElapsed } from '../text-entry/text-answer';
import {
  MAX_USER_ACTIONS,
  answerSentence,
  answerWords,
  detailWords,
  keptWords,
  nextAttemptOf,
  placeholderOf,
  usedUpAttemptsOf,
  type DictationAnswer,
  type DictationDetail,
} from './dictation-rules';
import { dictationMessages as m } from './messages';
import './dictation.css';

// Dictation (type 3): listen (the player plays the page's audio) and write the sentence. The
// attempt's slots show fixed words as text and a small field per word to write, sized by its
// letters, with the first letters given on later attempts (the placeholder has as many places as
// the word has letters, the hint's among them). Tab or Space goes to the next word, Enter checks
// (never while an IME is composing). A wrong answer with attempts left comes back as the next
// attempt with the previous marks above, and the words it got right stay written and marked
// 正解 (they are sent again as they were); the last miss is final: it shows the sentence, says
// the attempts are used up and logs the invalid retry (spec 4.3).

const problemOf = (question: PlayerQuestion) => bodyItemOf(question, 'DICTATION_PROBLEM');
const questionTextOf = (question: PlayerQuestion) =>
  bodyItemOf(question, 'DICTATION_QUESTION')?.question ?? '';

type Mark = DictationCorrectionWord['status'] | 'slip';
type StatusKey = 'statusCorrect' | 'statusWrong' | 'statusSlip' | 'statusMissing' | 'statusExtra';
const STATUS: Record<Mark, StatusKey> = {
  correct: 'statusCorrect',
  wrong: 'statusWrong',
  slip: 'statusSlip',
  missing: 'statusMissing',
  extra: 'statusExtra',
};

/**
 * A word the backend marks wrong that is a slip of the right one (`usuall` for `usually`) shows as
 * a spelling slip, in the colour of 「おしい」, as the sheet's verdict says (docs/marking-and-
 * feedback.md): it still counts as not right, as dictation's skill is the spelling.
 */
const markOf = (word: DictationCorrectionWord): Mark =>
  word.status === 'wrong' &&
  word.given !== null &&
  word.expected !== null &&
  isSlip(word.given, word.expected)
    ? 'slip'
    : word.status;

/** The word-by-word marks of an answer: each word with its status in words, not only colour. */
function CorrectionWords({ words, label }: { words: DictationCorrectionWord[]; label: string }) {
  const intl = useIntl();
  return (
    <ol className="dictation-marks" aria-label={label}>
      {words.map((word, index) => (
        <li key={index} className={`dictation-marks__word dictation-marks__word--${markOf(word)}`}>
          <span className="dictation-marks__status">
            {intl.formatMessage(m[STATUS[markOf(word)]])}
          </span>
          <span className="dictation-marks__given" lang="en">
            {word.given ?? intl.formatMessage(m.noWord)}
          </span>
          {word.status !== 'correct' && word.expected !== null && (
            <span className="dictation-marks__expected" lang="en">
              {intl.formatMessage(m.expected, { word: word.expected })}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

function DictationForm({
  question,
  attempt,
  previous,
  onAnswer,
  disabled,
}: QuestionProps<DictationAnswer>) {
  const intl = useIntl();
  const keyboardTips = useKeyboardTips();
  const elapsed = useElapsed();
  const problem = problemOf(question);
  const attempts = problem?.attempts ?? [];
  const slots = (attempts[attempt] ?? attempts[attempts.length - 1])?.slots ?? [];
  // The words the previous attempt got right stay, as written, and are sent again.
  const [kept] = useState(() => keptWords(previous?.detail, slots));
  const [values, setValues] = useState<string[]>(() => kept.map((word) => word ?? ''));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const actions = useRef<DictationUserAction[]>([]);
  const lastEdited = useRef<number | null>(null);
  /** The slots to write now (not given, not kept from the previous attempt). */
  const typed = slots
    .map((slot, index) => (slot.fixed || kept[index] !== null ? null : index))
    .filter((i) => i !== null);
  /** Every word to write, kept or not, numbered as the labels say (1番目の単語…). */
  const written = slots.map((slot, index) => (slot.fixed ? null : index)).filter((i) => i !== null);
  const hasAnswer = typed.some((index) => (values[index] ?? '').trim() !== '');
  const ready = hasAnswer && !disabled;

  useEffect(() => {
    inputs.current.find(Boolean)?.focus();
  }, []);

  const record = (action: DictationUserAction['action']) => {
    if (actions.current.length < MAX_USER_ACTIONS)
      actions.current.push({ action, elapsedMs: elapsed() });
  };

  const change = (index: number, value: string) => {
    const before = values[index] ?? '';
    if (value === '' && before !== '') {
      record('CLEAR');
      lastEdited.current = null;
    } else if (lastEdited.current !== index) {
      record('EDIT');
      lastEdited.current = index;
    }
    setValues((current) => current.map((v, i) => (i === index ? value : v)));
  };

  const clearAll = () => {
    if (!typed.some((index) => values[index])) return;
    record('CLEAR');
    lastEdited.current = null;
    setValues(kept.map((word) => word ?? ''));
    inputs.current.find(Boolean)?.focus();
  };

  const submit = () => {
    if (!ready) return;
    onAnswer({
      words: answerWords(slots, values),
      userActions: [...actions.current],
      responseTime: elapsed(),
    });
  };

  const focusTyped = (from: number, step: 1 | -1) => {
    const at = typed.indexOf(from) + step;
    const target = typed[at];
    if (target === undefined) return false;
    inputs.current[target]?.focus();
    return true;
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (isSubmitEnter(event)) {
      event.preventDefault();
      submit();
    } else if ((event.key === ' ' || event.key === '\u3000') && !isComposing(event)) {
      event.preventDefault();
      focusTyped(index, 1);
    } else if (
      event.key === 'Backspace' &&
      !isComposing(event) &&
      event.currentTarget.value === '' &&
      focusTyped(index, -1)
    ) {
      event.preventDefault();
    }
  };

  if (!problem) return null;
  const previousWords = previous ? detailWords(previous.detail) : null;
  return (
    <div className="dictation">
      <div className="dictation__question">
        {bodyItemOf(question, 'DICTATION_QUESTION') && (
          <img
            className="dictation__avatar"
            src={bodyItemOf(question, 'DICTATION_QUESTION')!.avatar}
            alt=""
            width={48}
            height={48}
          />
        )}
        <p className="dictation__text" lang="ja">
          {questionTextOf(question)}
        </p>
      </div>
      {previous && (
        <div className="dictation__previous">
          <p className="dictation__try-again">{intl.formatMessage(m.tryAgain)}</p>
          {previousWords && previousWords.length > 0 && (
            <CorrectionWords words={previousWords} label={intl.formatMessage(m.previousLabel)} />
          )}
        </div>
      )}
      <div
        role="group"
        className="dictation__slots"
        aria-label={intl.formatMessage(m.sentenceLabel)}
      >
        {slots.map((slot, index) => {
          if (slot.fixed) {
            return (
              <span key={index} className="dictation__fixed" lang="en">
                {slot.text}
              </span>
            );
          }
          const position = written.indexOf(index) + 1;
          const right = kept[index];
          if (right != null) {
            return (
              <span key={index} className="dictation__slot dictation__slot--kept">
                <span
                  className="dictation__kept"
                  lang="en"
                  style={{ minWidth: `${Math.max(slot.letters, 2) + 1.5}ch` }}
                >
                  {right}
                </span>
                <span className="dictation__letters dictation__letters--kept">
                  <span aria-hidden="true">✓ </span>
                  {intl.formatMessage(m.statusCorrect)}
                </span>
              </span>
            );
          }
          const label = slot.hint
            ? intl.formatMessage(m.slotLabelHint, {
                position,
                letters: slot.letters,
                hint: slot.hint,
              })
            : intl.formatMessage(m.slotLabel, { position, letters: slot.letters });
          return (
            <span key={index} className="dictation__slot">
              <input
                ref={(element) => {
                  inputs.current[index] = element;
                }}
                type="text"
                className="dictation__input"
                style={{ width: `${Math.max(slot.letters, 2) * 1.25 + 1}ch` }}
                lang="en"
                autoCapitalize="off"
                autoCorrect="off"
                autoComplete="off"
                spellCheck={false}
                enterKeyHint="done"
                maxLength={200}
                aria-label={label}
                placeholder={placeholderOf(slot)}
                value={values[index] ?? ''}
                disabled={disabled}
                onChange={(event) => change(index, event.target.value)}
                onKeyDown={(event) => onKeyDown(index, event)}
              />
              <span className="dictation__letters" aria-hidden="true">
                {intl.formatMessage(m.letters, { letters: slot.letters })}
              </span>
            </span>
          );
        })}
      </div>
      {keyboardTips ? <p className="dictation__keys">{intl.formatMessage(m.keysHint)}</p> : null}
      <div className="dictation__actions">
        <button
          type="button"
          className="dictation__clear button button--secondary"
          disabled={disabled || !typed.some((index) => values[index])}
          onClick={clearAll}
        >
          {intl.formatMessage(m.clear)}
        </button>
        <button
          type="button"
          className="dictation__check button button--primary"
          disabled={!ready}
          onClick={submit}
        >
          {intl.formatMessage(m.check)}
        </button>
      </div>
    </div>
  );
}

function DictationQuestion(props: QuestionProps<DictationAnswer>) {
  return <DictationForm key={`${props.question.problemUuid}:${props.attempt}`} {...props} />;
}

function DictationAnswered({ outcome }: AnsweredProps) {
  const intl = useIntl();
  const words = detailWords(outcome.detail);
  const usedUp = usedUpAttemptsOf(outcome.detail);
  return (
    <>
      {usedUp !== null && (
        <p className="dictation__used-up">
          {intl.formatMessage(m.attemptsUsedUp, { attempts: usedUp })}
        </p>
      )}
      {words && words.length > 0 && (
        <CorrectionWords words={words} label={intl.formatMessage(m.correctionLabel)} />
      )}
    </>
  );
}

export const dictationKind: ExerciseKind<
  DictationAnswer,
  'submitDictationAnswer' | 'logExerciseAnswer'
> = {
  Question: DictationQuestion,
  Answered: DictationAnswered,
  reviewText: questionTextOf,
  answerCall: (answer, run, question, attempt) => {
    const problem = problemOf(question);
    const body: DictationAnswerRequest = {
      logId: run.logId,
      problemUuid: question.problemUuid,
      answer: answer.words,
      question: questionTextOf(question).slice(0, 500),
      retry: attempt,
      sentenceIndex: problem?.sentenceIndex ?? 0,
      userActions: answer.userActions.slice(0, MAX_USER_ACTIONS),
      responseTime: answer.responseTime,
    };
    return {
      operation: 'submitDictationAnswer',
      args: [run.courseUuid, run.exerciseType, run.exerciseUuid, body],
    };
  },
  skipCall: (run, question) => logSkipCall(run, question.problemUuid),
  outcome: (result, answer, question, attempt) => {
    if (answer === null) return skippedOutcome(result, null, null);
    const attempts = problemOf(question)?.attempts.length ?? 1;
    const judged = result?.operation === 'submitDictationAnswer' ? result.value : null;
    const correct = judged?.isCorrect ?? false;
    const nextAttempt = judged ? nextAttemptOf(judged, attempt, attempts) : null;
    // Spec 4.3: a miss with no attempt left is an invalid retry, logged and told on the sheet.
    const usedUp = judged && !correct && nextAttempt === null;
    if (usedUp)
      logEvent('dictation-invalid-retry', {
        problemUuid: question.problemUuid,
        attempt,
        attempts,
        attemptsLeft: judged.attemptsLeft,
      });
    const detail: DictationDetail = {
      words: judged?.correction ?? [],
      usedUpAttempts: usedUp ? attempt + 1 : null,
      slots: answer.words.map((word) => word.text),
    };
    const wrongWords = detail.words.filter((word) => word.status !== 'correct').length;
    return {
      correct,
      // 「おしい！」 only when one word (or a fifth of the sentence) was wrong.
      verdict: correct
        ? 'correct'
        : wrongWords > 0 && wrongWords <= Math.max(1, detail.words.length / 5)
          ? 'close'
          : 'incorrect',
      skipped: false,
      given: answerSentence(answer.words),
      // Only a final miss reveals the sentence (spec 4.3's "invalid retry": no attempt left).
      correction: correct || nextAttempt !== null ? null : (judged?.sentence ?? null),
      meaning: null,
      nextAttempt,
      learnStatus: null,
      detail,
    };
  },
};
