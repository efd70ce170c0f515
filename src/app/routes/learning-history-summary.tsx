import { HistorySummary } from '../../features/history/components/history-summary';
import { useSession } from '../../hooks/use-session';
import jaHistory from '../../i18n/ja/history';
import { WithAreaCatalogue } from '../../i18n/with-area-catalogue';

/** Route learning-history-summary: achievements, activity, levels, figures per type, recent exercises. */
function LearningHistorySummaryScreen() {
  const { queriesReady } = useSession();
  return <HistorySummary enabled={queriesReady} />;
}

export default function LearningHistorySummaryRoute() {
  return (
    <WithAreaCatalogue ja={jaHistory}>
      <LearningHistorySummaryScreen />
    </WithAreaCatalogue>
  );
}
