import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ExerciseTypeIcon } from './exercise-type-icon';
import { exerciseTypeMessages } from './messages';
import './exercise-row.css';

/**
 * One exercise of a list (`exercise-rows`): a link that opens it, led by its type icon. The
 * caller adds the title (`exercise-row__title`, or `exercise-row__text` holding a title and an
 * `exercise-row__parent` line), then what its list says: `exercise-row__state` (finished or not)
 * and a result icon. `inset` rows sit on a panel, so they take the page's background to stand out.
 */
export function ExerciseRow({
  to,
  exerciseType,
  inset = false,
  children,
}: {
  to: string;
  exerciseType: keyof typeof exerciseTypeMessages;
  inset?: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <li>
      <Link className={inset ? 'exercise-row exercise-row--inset' : 'exercise-row'} to={to}>
        <ExerciseTypeIcon
          type={exerciseType}
          label={intl.formatMessage(exerciseTypeMessages[exerciseType])}
        />{' '}
        {children}
      </Link>
    </li>
  );
}
