import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { exerciseFrameMessages } from '../../features/shell/messages';
import { BackButton } from './back-button';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * The exercise frame (exercises and skills practice): no navigation bar, only a way out, so the
 * learner keeps the focus on the task.
 */
export function ExerciseLayout() {
  const intl = useIntl();
  return (
    <div className="frame frame--exercise">
      <SkipLink />
      <header className="app-header app-header--exercise">
        <BackButton label={intl.formatMessage(exerciseFrameMessages.close)} />
      </header>
      <main id={MAIN_CONTENT_ID} className="frame__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
