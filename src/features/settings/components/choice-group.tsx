import { useId, type ReactNode } from 'react';

type Choice<T> = { value: T; label: ReactNode; hint?: ReactNode };

type ChoiceGroupProps<T> = {
  legend: ReactNode;
  choices: Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
};

/** A labelled group of radio buttons (one setting). */
export function ChoiceGroup<T extends string | number | boolean>({
  legend,
  choices,
  value,
  onChange,
  disabled,
}: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className="choice-group" disabled={disabled}>
      <legend>{legend}</legend>
      {choices.map((choice) => {
        const id = `${name}-${String(choice.value)}`;
        return (
          <div key={String(choice.value)} className="choice-group__choice">
            <input
              type="radio"
              id={id}
              name={name}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
              aria-describedby={choice.hint ? `${id}-hint` : undefined}
            />
            <label htmlFor={id}>{choice.label}</label>
            {choice.hint ? (
              <p id={`${id}-hint`} className="choice-group__hint">
                {choice.hint}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
