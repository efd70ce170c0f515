import { getGetPerformanceSummaryQueryOptions } from '../../api/generated/endpoints/history/history';
import type { ScreenQueries } from './screen-loader';

/** The skills overview: the learner's performance summary. */
export const skillsQueries: ScreenQueries = ({ session, ensure }) => {
  ensure(getGetPerformanceSummaryQueryOptions({ request: session.request }));
};
