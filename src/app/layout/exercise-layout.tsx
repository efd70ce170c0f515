import { Outlet } from 'react-router';
import { ClassEndWarning } from '../live/class-end-warning';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * The exercise frame (exercises and skills practice): no navigation bar, so the learner keeps the
 * focus on the task; each screen has its own way out (the player's exit button). During a class
 * the warnings of its end come first.
 */
export function ExerciseLayout() {
  return (
    <div className="frame frame--exercise">
      <SkipLink />
      <main id={MAIN_CONTENT_ID} className="frame__main frame__main--exercise" tabIndex={-1}>
        <ClassEndWarning />
        <Outlet />
      </main>
    </div>
  );
}
