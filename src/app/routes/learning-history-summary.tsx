import { HistorySummary } from '../../features/history/components/history-summary';
import { useSession } from '../session';

/** Route learning-history-summary: achievements, activity, levels, figures per type, recent exercises. */
export default function LearningHistorySummaryRoute() {
  const { status } = useSession();
  return <HistorySummary enabled={status === 'signed-in'} />;
}
