import { ExerciseLogs } from '../../features/history/components/exercise-logs';
import { useSession } from '../session';

/** Route learning-history-exercise-logs: the finished runs, filtered by dates, skill and type. */
export default function LearningHistoryExerciseLogsRoute() {
  const { status } = useSession();
  return <ExerciseLogs enabled={status === 'signed-in'} />;
}
