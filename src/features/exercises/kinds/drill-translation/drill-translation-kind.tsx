import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useKeyboardTips } from '../../../../hooks/use-keyboard-tips';
import type { ExerciseKind, PlayerQuestion, QuestionProps } from '../kind';
import { AnswerInput } from '../text-entry/answer-input';
import {
  bodyItemOf,
  footerTypeOf,
  logAnswerCall,
  logSkipCall,
  skippedOutcome,
} from '../text-entry/calls';
import { isComposing } from '../text-entry/keys';
import { displayText, useElapsed, type TextAnswer } from '../text-entry/text-answer';
import { drillTranslationMessages as m } from './messages';
import './drill-translation.css';

// Translation drill (type 12): put the English word tiles in order to translate the Japanese
// sentence. Tap a tile (or press its number) to add it to the answer line, tap an answer tile to
// put it back, Backspace takes back the last one, Enter checks once every tile is used. When the
// page's footer asks for TEXT instead of TILES, the sentence is typed. logExerciseAnswer judges
// the tiles joined by spaces.

const itemOf = (question: PlayerQuestion) => bodyItemOf(question, 'TRANSLATION_DRILL_PROBLEM');

/** True when a key press belongs to a text field (tiles must not steal its keys). */
function inTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && !['button', 'checkbox', 'radio'].includes(target.type))
  );
}

function TilesForm({ question, onAnswer, disabled }: QuestionProps<TextAnswer>) {
  const intl = useIntl();
  const keyboardTips = useKeyboardTips();
  const elapsed = useElapsed();
  const item = itemOf(question);
  const tiles = item?.tiles ?? [];
  /** Indices into `tiles`, in answer order. */
  const [placed, setPlaced] = useState<number[]>([]);
  const poolRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const checkRef = useRef<HTMLButtonElement | null>(null);
  const complete = tiles.length > 0 && placed.length === tiles.length;
  const ready = complete && !disabled;

  const focusAfterPlacing = (next: number[]) => {
    requestAnimationFrame(() => {
      const free = tiles.findIndex((_, index) => !next.includes(index));
      (free === -1 ? checkRef.current : poolRefs.current[free])?.focus();
    });
  };

  const place = (index: number) => {
    if (disabled || placed.includes(index)) return;
    const next = [...placed, index];
    setPlaced(next);
    return next;
  };

  const unplace = (position: number) => {
    if (disabled) return;
    const index = placed[position];
    setPlaced((current) => current.filter((_, at) => at !== position));
    if (index !== undefined) requestAnimationFrame(() => poolRefs.current[index]?.focus());
  };

  const submit = () => {
    if (!ready) return;
    onAnswer({ text: placed.map((i) => tiles[i]).join(' '), responseTime: elapsed() });
  };

  // The keys, listened to on the window for as long as the form is there, act on its latest state.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || isComposing(event) || inTextField(event.target)) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (disabled) return;
    if (/^[1-9]$/.test(event.key)) {
      const index = Number(event.key) - 1;
      if (index < tiles.length && !placed.includes(index)) {
        event.preventDefault();
        place(index);
      }
    } else if (event.key === 'Backspace' && placed.length > 0) {
      event.preventDefault();
      setPlaced(placed.slice(0, -1));
    } else if (event.key === 'Enter' && !event.shiftKey && ready) {
      event.preventDefault();
      submit();
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  if (!item) return null;
  return (
    <div className="drill-translation">
      <p className="drill-translation__instruction">{intl.formatMessage(m.instruction)}</p>
      <p className="drill-translation__prompt" lang="ja">
        {item.prompt}
      </p>
      <ol className="drill-translation__answer" aria-label={intl.formatMessage(m.answerLine)}>
        {placed.length === 0 && (
          <li className="drill-translation__placeholder" aria-hidden="true">
            {intl.formatMessage(m.answerEmpty)}
          </li>
        )}
        {placed.map((index, position) => (
          <li key={index}>
            <button
              type="button"
              className="drill-translation__tile drill-translation__tile--placed"
              lang="en"
              disabled={disabled}
              aria-label={intl.formatMessage(m.returnTile, { word: tiles[index]! })}
              onClick={() => unplace(position)}
            >
              {tiles[index]}
            </button>
          </li>
        ))}
      </ol>
      <ul className="drill-translation__pool" aria-label={intl.formatMessage(m.tiles)}>
        {tiles.map((word, index) => {
          const used = placed.includes(index);
          const key = index < 9 ? String(index + 1) : null;
          return (
            <li key={index} className="drill-translation__slot">
              {used ? (
                <span className="drill-translation__gap" aria-hidden="true" />
              ) : (
                <button
                  ref={(element) => {
                    poolRefs.current[index] = element;
                  }}
                  type="button"
                  className="drill-translation__tile"
                  disabled={disabled}
                  aria-keyshortcuts={key ?? undefined}
                  onClick={() => {
                    const next = place(index);
                    if (next) focusAfterPlacing(next);
                  }}
                >
                  {key && (
                    <kbd className="drill-translation__key" aria-hidden="true">
                      {key}
                    </kbd>
                  )}
                  <span lang="en">{word}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {keyboardTips ? (
        <p className="drill-translation__keys">{intl.formatMessage(m.keysHint)}</p>
      ) : null}
      <button
        ref={checkRef}
        type="button"
        className="drill-translation__check button button--primary"
        disabled={!ready}
        onClick={submit}
      >
        {intl.formatMessage(m.check)}
      </button>
    </div>
  );
}

function TextForm({ question, onAnswer, disabled }: QuestionProps<TextAnswer>) {
  const intl = useIntl();
  const elapsed = useElapsed();
  const [text, setText] = useState('');
  const item = itemOf(question);
  if (!item) return null;
  return (
    <div className="drill-translation">
      <p className="drill-translation__instruction">{intl.formatMessage(m.textInstruction)}</p>
      <p className="drill-translation__prompt" lang="ja">
        {item.prompt}
      </p>
      <AnswerInput
        value={text}
        onChange={setText}
        onSubmit={(value) => onAnswer({ text: value, responseTime: elapsed() })}
        disabled={disabled}
        label={intl.formatMessage(m.answerLabel)}
      />
    </div>
  );
}

function DrillTranslationQuestion(props: QuestionProps<TextAnswer>) {
  const key = `${props.question.problemUuid}:${props.attempt}`;
  return footerTypeOf(props.question) === 'TEXT' ? (
    <TextForm key={key} {...props} />
  ) : (
    <TilesForm key={key} {...props} />
  );
}

export const drillTranslationKind: ExerciseKind<TextAnswer, 'logExerciseAnswer'> = {
  Question: DrillTranslationQuestion,
  compareWords: true,
  // A drill: its result always offers the test again and practice of the missed sentences.
  practiceRun: true,
  // Its questions are in the downloaded content: offline, its answers wait to be marked.
  deferredOffline: true,
  reviewText: (question) => itemOf(question)?.prompt ?? '',
  answerCall: (answer, run, question) =>
    logAnswerCall(run, question.problemUuid, answer.text, answer.responseTime),
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
