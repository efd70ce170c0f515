import { Icon } from './icon';
import { TrophyArtwork } from './trophy-artwork';
import './result-icon.css';

// The result of an exercise as an icon: a bronze, silver or gold trophy (1-3), a check when it was
// finished without a trophy, nothing visible otherwise. `label` (from the caller's catalogue) is
// announced in every case, so "not finished" is not lost to screen-reader users.
export type ExerciseResult = { trophy: 1 | 2 | 3 | null; finished: boolean };

export function ResultIcon({ result, label }: { result: ExerciseResult; label: string }) {
  if (result.trophy !== null) {
    return (
      <TrophyArtwork
        trophy={result.trophy}
        label={label}
        className={`result-icon result-icon--trophy-${result.trophy}`}
      />
    );
  }
  if (result.finished) {
    return (
      <Icon
        className="result-icon result-icon--finished"
        label={label}
        fill="none"
        stroke="currentColor"
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
