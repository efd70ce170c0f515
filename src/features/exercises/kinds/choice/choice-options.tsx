import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CheckIcon, CrossIcon } from '../../../../components/ui/glyph-icons';
import { useKeyboardTips } from '../../../../hooks/use-keyboard-tips';
import { useQuestionOutcome } from '../../player/question-outcome';
import { choiceDetailOf } from './choice-answer';
import { choiceMessages as m } from './messages';
import './choice-options.css';

// The options of a choice question as large buttons, each showing its number key (learner-ux.md:
// number keys pick options). Picking sends the answer at once (the player shows "continue" in
// the feedback sheet). Number keys 1-9 pick while no text field or dialog has focus; the arrow
// keys, Home and End move between the options (one tab stop, like a radio group). Once the
// answer is judged, the options stay in place, marked: the right one in green with a check and
// 「正解」, a wrong pick in red with a cross and 「あなたの答え」 (colour, mark and words), the
// others faded; an answer saved unmarked (deferred marking, offline) keeps the pick marked as
// chosen with 「あなたの答え」 and no verdict. The number-key hint shows only where a keyboard is
// used, until the question is answered.

type ChoiceOptionView = {
  id: string;
  /** What the button shows (text, or an image whose alt names it). */
  content: ReactNode;
  /** The language of a text option. */
  lang?: string;
};

type ChoiceOptionsProps = {
  options: readonly ChoiceOptionView[];
  onPick: (id: string) => void;
  disabled: boolean;
  /** The id of the element that names the group (the question, the word…). */
  labelledBy: string;
  layout?: 'list' | 'grid';
};

const TYPING_INPUTS = new Set([
  'text',
  'search',
  'email',
  'url',
  'tel',
  'password',
  'number',
  'date',
  'time',
]);

/** True when a key press should stay with the element (a text field, or a dialog over us). */
function keyBelongsElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement && TYPING_INPUTS.has(target.type)) return true;
  return target.closest('dialog, [role="dialog"], [role="alertdialog"]') !== null;
}

/** The option a number key picks (1-9), or null. */
function numberKeyIndex(event: globalThis.KeyboardEvent): number | null {
  if (event.repeat || event.isComposing || event.ctrlKey || event.altKey || event.metaKey)
    return null;
  if (!/^[1-9]$/.test(event.key)) return null;
  return Number(event.key) - 1;
}

export function ChoiceOptions({
  options,
  onPick,
  disabled,
  labelledBy,
  layout = 'list',
}: ChoiceOptionsProps) {
  const intl = useIntl();
  const hintId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const outcome = useQuestionOutcome();
  const keyboardTips = useKeyboardTips();
  // Saved unmarked (deferred marking): no verdict yet, the learner's pick stays marked as hers.
  const saved = outcome?.deferred === true;
  const judged = outcome && !saved ? choiceDetailOf(outcome.detail) : null;
  const rightId = judged?.correctId ?? null;
  const pickedId = judged
    ? judged.chosenId
    : saved
      ? (choiceDetailOf(outcome.detail).chosenId ?? chosen)
      : chosen;

  const pick = (id: string) => {
    if (disabled) return;
    setChosen(id);
    onPick(id);
  };
  const pickRef = useRef(pick);
  useEffect(() => {
    pickRef.current = pick;
  });

  useEffect(() => {
    if (disabled) return undefined;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || keyBelongsElsewhere(event.target)) return;
      const index = numberKeyIndex(event);
      const option = index === null ? undefined : options[index];
      if (!option) return;
      event.preventDefault();
      pickRef.current(option.id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [disabled, options]);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = options.length - 1;
    const steps: Record<string, number> = {
      ArrowDown: focusIndex + 1,
      ArrowRight: focusIndex + 1,
      ArrowUp: focusIndex - 1,
      ArrowLeft: focusIndex - 1,
      Home: 0,
      End: last,
    };
    const target = steps[event.key];
    if (target === undefined || last < 0) return;
    event.preventDefault();
    const next = (target + options.length) % options.length;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  const keyCount = Math.min(options.length, 9);
  return (
    <div className="choice-options">
      <div
        role="group"
        aria-labelledby={labelledBy}
        aria-describedby={keyboardTips && !outcome ? hintId : undefined}
        className={`choice-options__group choice-options__group--${layout}`}
        onKeyDown={move}
      >
        {options.map((option, index) => {
          const key = index < 9 ? String(index + 1) : undefined;
          const isChosen = pickedId === option.id;
          const mark = !judged
            ? isChosen
              ? ' choice-options__option--chosen'
              : ''
            : option.id === rightId
              ? ' choice-options__option--right'
              : isChosen
                ? ' choice-options__option--wrong'
                : ' choice-options__option--other';
          return (
            <button
              key={option.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              className={`choice-options__option${mark}`}
              // The right option and a wrong pick (or the pick saved unmarked): what the feedback
              // sheet keeps in sight.
              data-answer-mark={
                (judged && (option.id === rightId || isChosen)) || (saved && isChosen)
                  ? ''
                  : undefined
              }
              tabIndex={index === focusIndex ? 0 : -1}
              disabled={disabled}
              aria-keyshortcuts={key}
              onFocus={() => setFocusIndex(index)}
              onClick={() => pick(option.id)}
            >
              {key ? (
                <span className="choice-options__key" aria-hidden="true">
                  {key}
                </span>
              ) : null}
              <span className="choice-options__content" lang={option.lang}>
                {option.content}
              </span>
              {judged && option.id === rightId ? (
                <span className="choice-options__verdict choice-options__verdict--right">
                  <CheckIcon /> {intl.formatMessage(m.rightChoice)}
                </span>
              ) : null}
              {judged && isChosen && option.id !== rightId ? (
                <span className="choice-options__verdict choice-options__verdict--wrong">
                  <CrossIcon /> {intl.formatMessage(m.yourChoice)}
                </span>
              ) : null}
              {saved && isChosen ? (
                <span className="choice-options__verdict">{intl.formatMessage(m.yourChoice)}</span>
              ) : null}
            </button>
          );
        })}
      </div>
      {keyboardTips && !outcome ? (
        <p id={hintId} className="choice-options__hint">
          {intl.formatMessage(m.keysHint, { count: keyCount })}
        </p>
      ) : null}
    </div>
  );
}
