import { useIntl } from 'react-intl';
import { ComingLater } from '../../features/shell/components/coming-later';
import { pageTitleMessages } from '../../features/shell/messages';

/** Route learning-history-exercise-logs: the screen arrives in a later release. */
export default function LearningHistoryExerciseLogsRoute() {
  const intl = useIntl();
  return <ComingLater title={intl.formatMessage(pageTitleMessages.learningHistoryExerciseLogs)} />;
}
