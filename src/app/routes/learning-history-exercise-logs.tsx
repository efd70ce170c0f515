import { ExerciseLogs } from '../../features/history/components/exercise-logs';
import { useSession } from '../../hooks/use-session';
import jaHistory from '../../i18n/ja/history';
import { WithAreaCatalogue } from '../../i18n/with-area-catalogue';

/** Route learning-history-exercise-logs: the finished runs, filtered by dates, skill and type. */
function LearningHistoryExerciseLogsScreen() {
  const { queriesReady } = useSession();
  return <ExerciseLogs enabled={queriesReady} />;
}

export default function LearningHistoryExerciseLogsRoute() {
  return (
    <WithAreaCatalogue ja={jaHistory}>
      <LearningHistoryExerciseLogsScreen />
    </WithAreaCatalogue>
  );
}
