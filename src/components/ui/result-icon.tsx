import { Icon } from './icon';

// The result of an exercise as an icon: a bronze, silver or gold trophy (1-3), a check when it was
// finished without a trophy, nothing visible otherwise. `label` (from the caller's catalogue) is
// announced in every case, so "not finished" is not lost to screen-reader users.
export type ExerciseResult = { trophy: 1 | 2 | 3 | null; finished: boolean };

const TROPHY_COLOURS = { 1: '#9a5b26', 2: '#6e7b88', 3: '#a8790a' } as const;

const TROPHY_PATH =
  'M7 4h10v5a5 5 0 0 1-10 0z M7 6H4v1a3 3 0 0 0 3 3 M17 6h3v1a3 3 0 0 1-3 3 M12 14v3 M8 20h8l-1-3H9z';

export function ResultIcon({ result, label }: { result: ExerciseResult; label: string }) {
  if (result.trophy !== null) {
    const colour = TROPHY_COLOURS[result.trophy];
    return (
      <Icon
        className={`result-icon result-icon--trophy-${result.trophy}`}
        label={label}
        fill={colour}
        fillOpacity="0.35"
        stroke={colour}
        strokeWidth="1.8"
        strokeLinejoin="round"
      >
        <path d={TROPHY_PATH} />
      </Icon>
    );
  }
  if (result.finished) {
    return (
      <Icon
        className="result-icon result-icon--finished"
        label={label}
        fill="none"
        stroke="#1f6f5c"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </Icon>
    );
  }
  return <span className="result-icon result-icon--none visually-hidden">{label}</span>;
}
